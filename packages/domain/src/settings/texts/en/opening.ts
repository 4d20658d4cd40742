import type { SettingTexts } from '../types.ts';
import { HOUR_FORMAT } from './phrases.ts';

/** The opening settings' names and hints in English (catalogue/opening.ts). */
export const openingTextsEn = {
  openBeforeZmanMinutes: {
    name: 'Weeknight opening, minutes before the zman',
    hint: 'On weeknights, open this many minutes before the zman tevilah (rounded up to 5 minutes).',
  },
  openBeforeZmanMinutesFriday: {
    name: 'Friday opening, minutes before the zman',
    hint: 'On Friday and Erev Yom Tov, open this many minutes before the zman tevilah.',
  },
  openMinutesFriday: {
    name: 'Friday opening length, in minutes',
    hint: 'On Friday and Yom Tov nights, stay open this many minutes.',
  },
  openAfterShabbosMinutes: {
    name: 'Opening after Shabbos, minutes after the zman',
    hint: 'After Shabbos and Yom Tov, open this many minutes after the zman tevilah.',
  },
  openAfterFastMinutes: {
    name: 'Opening after a fast, minutes after the zman',
    hint: 'On the night after a fast day, open this many minutes after the zman tevilah.',
  },
  weeklyOpening: {
    name: 'One opening time a week',
    hint: 'On: every weeknight of a Sunday–Thursday week opens at the same time, set by the latest zman of that week.',
  },
  reservationCutOffBeforeOpenHours: {
    name: 'Online booking closes, hours before opening',
    hint: 'Online booking for a night closes this many hours before it opens (1.5 = an hour and a half).',
  },
  openUntilWinterHour: {
    name: 'Weeknight closing, at least until',
    hint: `Weeknights stay open at least until this hour, ${HOUR_FORMAT}.`,
  },
  openMinimumMinutes: {
    name: 'Weeknight opening, at least minutes',
    hint: 'Weeknights stay open at least this many minutes after opening.',
  },
  openAfterShabbosMinimumMinutes: {
    name: 'After Shabbos, open at least minutes',
    hint: 'After Shabbos and Yom Tov, stay open at least this many minutes after opening.',
  },
  openAfterShabbosUntilWinterHour: {
    name: 'After Shabbos, open at least until',
    hint: `After Shabbos and Yom Tov, stay open at least until this hour, ${HOUR_FORMAT}.`,
  },
  dailyPMHour: {
    name: 'Evening start-up hour',
    hint: `Hour the evening's systems start up (the hallway's call lights and the lobby kiosk), ${HOUR_FORMAT}.`,
  },
  dailyShutdownHour: {
    name: 'Nightly shut-down hour',
    hint: `Hour the building's systems shut down after the night, ${HOUR_FORMAT} (1 = 1:00 am).`,
  },
  shutdown: {
    name: 'Stop online booking',
    hint: 'On: all online booking stops; patrons see the message below instead.',
  },
  shutdownMessage: {
    name: 'Message while booking is stopped',
    hint: 'Shown to patrons while Stop online booking is on.',
  },
  shabbosMode: {
    name: 'Shabbos mode every night',
    hint: 'On: every night runs in Shabbos mode: no parking, no room choice, no Kallah room, paid beforehand.',
  },
  checkinBeforeOpenMinutes: {
    name: 'Check-in opens, minutes before opening',
    hint: 'Patrons may check in this many minutes before opening; earlier, the desk must confirm an override.',
  },
  selfCheckinLocationCheck: {
    name: 'Self check-in only at the mikvah',
    hint: "On: a patron checks in from her phone only within the garage gate distance of the facility's location. Off: from anywhere, in the same window.",
  },
} satisfies Partial<SettingTexts>;
