import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Secrets and their stored forms. Long random secrets (device credentials, refresh tokens) are kept as
 * SHA-256: guessing 256 bits is hopeless, so no slow hash is needed (docs/design.md §2). Passwords people choose
 * are short, so they get scrypt with a salt. Sign-in codes have only a million values, so they are kept
 * as an HMAC under AUTH_SECRET: a copy of the table alone does not reveal them.
 */

/** 32 random bytes, base64url (43 characters). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Equal-length hex or base64 digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A 6-digit code, uniform over 000000–999999. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: bound to its phone, keyed by the server's secret. */
export function codeDigest(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`, 'utf8').digest('hex');
}

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash" (base64url), so the parameters can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

// Hashed once, so an unknown user name costs the same scrypt as a wrong password.
let decoy: Promise<string> | undefined;
export async function spendPasswordTime(password: string): Promise<void> {
  decoy ??= hashPassword(randomSecret());
  await verifyPassword(password, await decoy);
}
