/** Her waitlist places' key in the data cache: apart from their schemas, for the code that only reads it. */
export const WAITLIST_ROOT = 'waitlist';

export const waitlistQueryKey = [WAITLIST_ROOT] as const;
