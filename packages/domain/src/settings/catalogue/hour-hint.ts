/** Appended to every hour setting's hint (docs/product/site-and-staff.md §5). */
export const HOUR_FORMAT = 'a 24-hour decimal: 22.5 = 10:30 pm';
export const HOUR_FORMAT_HE = 'מספר עשרוני בשעון של 24 שעות: 22.5 = 22:30';

/** Hours stay within the night's own date: the schedule never closes past midnight. */
export const LATEST_HOUR = 23.99;
