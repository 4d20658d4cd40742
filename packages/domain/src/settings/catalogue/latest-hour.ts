/** Hours stay within the night's own date: the schedule never closes past midnight. */
export const LATEST_HOUR = 23.99;
