import type { SettingTexts } from '../types.ts';

/** Ends the hint of every stage duration. */
const STAGE_ALERT = 'staff are alerted when a room stays longer';

/** The stages settings' names and hints in English (catalogue/stages.ts). */
export const stagesTextsEn = {
  assignedMinutes: {
    name: 'Assigned, minutes',
    hint: `Minutes from room assignment to entering it; ${STAGE_ALERT}.`,
  },
  prepShowerMinutes: {
    name: 'Preparing in a shower room, minutes',
    hint: `Minutes to prepare in a shower room; ${STAGE_ALERT}.`,
  },
  prepBathMinutes: {
    name: 'Preparing in a bath room, minutes',
    hint: `Minutes to prepare in a bath room; ${STAGE_ALERT}.`,
  },
  prepDoubleSlotExtraMinutes: {
    name: 'Extra preparation with extra time, minutes',
    hint: 'Minutes added to preparation when extra time was booked.',
  },
  waitingForSuppliesMinutes: {
    name: 'Waiting for supplies, minutes',
    hint: `Minutes a supply request may stay open; ${STAGE_ALERT}.`,
  },
  readyForMikvahMinutes: {
    name: 'Ready for the mikvah, minutes',
    hint: `Minutes from Ready to an attendant taking her to the mikvah; ${STAGE_ALERT}.`,
  },
  inMikvahMinutes: {
    name: 'In the mikvah, minutes',
    hint: `Minutes in the mikvah; ${STAGE_ALERT}.`,
  },
  dressingMinutes: {
    name: 'Dressing, minutes',
    hint: `Minutes to dress after immersion; ${STAGE_ALERT}.`,
  },
  needsCleaningMinutes: {
    name: 'Waiting for cleaning, minutes',
    hint: 'Minutes a room may wait for cleaning before staff are alerted.',
  },
} satisfies Partial<SettingTexts>;
