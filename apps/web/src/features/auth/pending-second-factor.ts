import { routePaths } from '../../shared/route-paths';

/**
 * A staff sign-in held for its second factor: the mfa_token the password grant answered, kept for
 * this tab only while its second step (second-factor-page.tsx) loads. The token lives 5 minutes.
 */
const KEY = 'secondFactorToken';
export const MFA_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

const sessionStore = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function savePendingSecondFactor(mfaToken: string, now = Date.now()): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify({ mfaToken, at: now }));
  } catch {
    // ignore: the second step then asks her to sign in again
  }
}

export function readPendingSecondFactor(now = Date.now()): string | null {
  try {
    // What this page stored itself; each field is checked below.
    const value = JSON.parse(sessionStore()?.getItem(KEY) ?? 'null') as {
      mfaToken?: unknown;
      at?: unknown;
    } | null;
    if (typeof value?.mfaToken !== 'string' || typeof value.at !== 'number') return null;
    return now - value.at < MFA_TOKEN_LIFETIME_MS ? value.mfaToken : null;
  } catch {
    return null;
  }
}

export function clearPendingSecondFactor(): void {
  try {
    sessionStore()?.removeItem(KEY);
  } catch {
    // ignore
  }
}

/** The second step's page, on her way to `target`. */
export const secondFactorPath = (target: string): string =>
  `${routePaths.secondFactor}?returnUrl=${encodeURIComponent(target)}`;
