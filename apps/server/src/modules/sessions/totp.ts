import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'Tevila';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new key: 160 random bits (RFC 4226's recommended length), in base 32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app reads from the QR code, labelled with her account. */
export function otpauthUrl(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The 30-second step whose code this is, or null. One step either side is accepted, for a phone's
 * clock a little off.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: at.getTime() }) + delta;
}
