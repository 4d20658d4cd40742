/** Appended to every hour setting's hint (spec 001 §5). */
export const HOUR_FORMAT = 'a 24-hour decimal: 22.5 = 10:30 pm';

/** Hours stay within the night's own date: the schedule never closes past midnight. */
export const LATEST_HOUR = 23.99;
