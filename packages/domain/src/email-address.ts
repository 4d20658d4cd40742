/**
 * The one email rule of the site (its forms, the server's checks, the email settings): one "@", a dot
 * in the part after it, no spaces, and none of the characters that would let an address break out of
 * a mail header (< > ( ) [ ] \ , ; : "); at most 254 characters, as mail systems allow.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
