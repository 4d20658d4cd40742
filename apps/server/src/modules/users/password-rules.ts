import { msg, type LocalMessage } from '../../i18n/messages.ts';

/** A password she sets herself: long enough, and not one that lists of leaked passwords start with. */
export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 200;

export const passwordMessages = {
  required: msg('password.required'),
  tooShort: msg('password.tooShort', { min: MIN_PASSWORD }),
  tooLong: msg('password.tooLong', { max: MAX_PASSWORD }),
  tooCommon: msg('password.tooCommon'),
} as const;

let common: Promise<ReadonlySet<string>> | undefined;

/** The 49,000 most common passwords of public leaks, loaded on first use (rarely needed, 3 MB kept). */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Why `password` cannot be her new password, or null when it can. */
export async function passwordRefusal(password: string): Promise<LocalMessage | null> {
  if (password === '') return passwordMessages.required;
  if (password.length > MAX_PASSWORD) return passwordMessages.tooLong;
  // Spaces around it add nothing a guesser must try.
  const core = password.trim();
  if (core.length < MIN_PASSWORD) return passwordMessages.tooShort;
  if ((await commonPasswords()).has(core.toLowerCase())) return passwordMessages.tooCommon;
  return null;
}
