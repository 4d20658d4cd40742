import type { SettingDefinition } from '../types.ts';

const group = 'Stage durations';

const stage = { type: 'int', min: 0, max: 240, visibility: 'admin', group } as const;
const why = 'staff are alerted when a room stays longer';

// Expected minutes in each status of a visit, for the staff timeline.
export const stageSettings = [
  {
    ...stage,
    key: 'assignedMinutes',
    default: '5',
    hint: `Minutes from room assignment to entering it; ${why}.`,
  },
  { ...stage, key: 'prepShowerMinutes', default: '30', hint: `Minutes to prepare in a shower room; ${why}.` },
  { ...stage, key: 'prepBathMinutes', default: '45', hint: `Minutes to prepare in a bath room; ${why}.` },
  {
    ...stage,
    key: 'prepDoubleSlotExtraMinutes',
    default: '30',
    hint: 'Minutes added to preparation when extra time was booked.',
  },
  {
    ...stage,
    key: 'waitingForSuppliesMinutes',
    default: '5',
    hint: `Minutes a supply request may stay open; ${why}.`,
  },
  {
    ...stage,
    key: 'readyForMikvahMinutes',
    default: '5',
    hint: `Minutes from Ready to an attendant taking her to the mikvah; ${why}.`,
  },
  { ...stage, key: 'inMikvahMinutes', default: '10', hint: `Minutes in the mikvah; ${why}.` },
  { ...stage, key: 'dressingMinutes', default: '15', hint: `Minutes to dress after immersion; ${why}.` },
  {
    ...stage,
    key: 'needsCleaningMinutes',
    default: '15',
    hint: 'Minutes a room may wait for cleaning before staff are alerted.',
  },
] as const satisfies readonly SettingDefinition[];
