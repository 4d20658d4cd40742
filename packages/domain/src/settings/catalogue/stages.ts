import type { SettingDefinition } from '../types.ts';

const group = 'Stage durations';

const stage = { type: 'int', min: 0, max: 240, visibility: 'admin', group } as const;
const why = 'staff are alerted when a room stays longer';

// Expected minutes in each status of a visit, for the staff timeline.
export const stageSettings = [
  {
    ...stage,
    key: 'assignedMinutes',
    name: 'Assigned, minutes',
    default: '5',
    hint: `Minutes from room assignment to entering it; ${why}.`,
    nameHe: 'שובצה, בדקות',
    hintHe: 'דקות מהשיבוץ לחדר עד הכניסה אליו; הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן.',
  },
  {
    ...stage,
    key: 'prepShowerMinutes',
    default: '30',
    hint: `Minutes to prepare in a shower room; ${why}.`,
    name: 'Preparing in a shower room, minutes',
    nameHe: 'הכנה בחדר מקלחת, בדקות',
    hintHe: 'דקות להכנה בחדר מקלחת; הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן.',
  },
  {
    ...stage,
    key: 'prepBathMinutes',
    default: '45',
    hint: `Minutes to prepare in a bath room; ${why}.`,
    name: 'Preparing in a bath room, minutes',
    nameHe: 'הכנה בחדר אמבטיה, בדקות',
    hintHe: 'דקות להכנה בחדר אמבטיה; הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן.',
  },
  {
    ...stage,
    key: 'prepDoubleSlotExtraMinutes',
    name: 'Extra preparation with extra time, minutes',
    default: '30',
    hint: 'Minutes added to preparation when extra time was booked.',
    nameHe: 'תוספת הכנה בזמן כפול, בדקות',
    hintHe: 'דקות שמתווספות להכנה כשהוזמן זמן נוסף.',
  },
  {
    ...stage,
    key: 'waitingForSuppliesMinutes',
    name: 'Waiting for supplies, minutes',
    default: '5',
    hint: `Minutes a supply request may stay open; ${why}.`,
    nameHe: 'המתנה לציוד, בדקות',
    hintHe: 'כמה דקות בקשת ציוד יכולה להישאר פתוחה; הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן.',
  },
  {
    ...stage,
    key: 'readyForMikvahMinutes',
    name: 'Ready for the mikvah, minutes',
    default: '5',
    hint: `Minutes from Ready to an attendant taking her to the mikvah; ${why}.`,
    nameHe: 'מוכנה למקווה, בדקות',
    hintHe: 'דקות מהמצב "מוכנה" עד שבלנית לוקחת אותה למקווה; הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן.',
  },
  {
    ...stage,
    key: 'inMikvahMinutes',
    default: '10',
    hint: `Minutes in the mikvah; ${why}.`,
    name: 'In the mikvah, minutes',
    nameHe: 'במקווה, בדקות',
    hintHe: 'דקות במקווה; הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן.',
  },
  {
    ...stage,
    key: 'dressingMinutes',
    default: '15',
    hint: `Minutes to dress after immersion; ${why}.`,
    name: 'Dressing, minutes',
    nameHe: 'התלבשות, בדקות',
    hintHe: 'דקות להתלבשות אחרי הטבילה; הצוות מקבל התראה כשחדר נשאר במצב זה יותר זמן.',
  },
  {
    ...stage,
    key: 'needsCleaningMinutes',
    name: 'Waiting for cleaning, minutes',
    default: '15',
    hint: 'Minutes a room may wait for cleaning before staff are alerted.',
    nameHe: 'המתנה לניקוי, בדקות',
    hintHe: 'כמה דקות חדר יכול לחכות לניקוי לפני שהצוות מקבל התראה.',
  },
] as const satisfies readonly SettingDefinition[];
