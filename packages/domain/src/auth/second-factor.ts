/**
 * The staff second factor (an authenticator app, RFC 6238): who is asked for it, and its limits.
 * A patron is never asked: her account reaches only her own visits.
 */

import { isOneOf } from '../narrowing.ts';

/** The roles that reach other women's visits, money or the building: each needs a second factor. */
export const secondFactorRoles = ['Admin', 'Receptionist', 'UserPlateAdmin', 'OrgAdmin'] as const;

export function isSecondFactorRole(role: string): boolean {
  return isOneOf(secondFactorRoles, role);
}

export function needsSecondFactor(roles: readonly string[], staffSecondFactor: boolean): boolean {
  return staffSecondFactor && roles.some(isSecondFactorRole);
}

/**
 * The roles a session may use of those she holds: while the setting is on, a session that has not
 * passed the second factor uses none of secondFactorRoles, however she came to hold them (a grant
 * after she signed in, the setting turned on later).
 */
export function sessionRoles(
  roles: readonly string[],
  session: { secondFactor: boolean },
  staffSecondFactor: boolean,
): string[] {
  if (session.secondFactor || !staffSecondFactor) return [...roles];
  return roles.filter((r) => !isSecondFactorRole(r));
}

export const secondFactorLimits = {
  /** An mfa_token lives this long after the phone sign-in. */
  tokenMinutes: 5,
  /** Wrong codes that void an mfa_token. */
  triesPerToken: 5,
  /** Wrong codes for one user, across her mfa_tokens, within the window, before she must wait. */
  perUser: 10,
  windowMinutes: 15,
  /** Recovery codes given at enrolment. */
  recoveryCodes: 10,
} as const;

/** An authenticator app's code: 6 digits, spaces allowed between them as the apps show them. */
export function totpCodeOf(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code as stored and compared: 10 base-32 letters, case, spaces and dashes ignored. */
export function recoveryCodeOf(input: string): string | null {
  const bare = input.toLowerCase().replace(/[\s-]+/g, '');
  if (bare.length !== 10 || [...bare].some((c) => !RECOVERY_ALPHABET.includes(c))) return null;
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
}

/** A recovery code from 10 random values below 32, as she is shown it. */
export function formatRecoveryCode(values: readonly number[]): string {
  return recoveryCodeOf(values.map((v) => RECOVERY_ALPHABET[v & 31]).join(''))!;
}
