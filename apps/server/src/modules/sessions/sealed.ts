import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an authenticator app's key) are sealed with AES-256-GCM under a
 * key derived from AUTH_SECRET: a copy of the database alone does not give them.
 */
function keyOf(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'tevila', 'authenticator app secrets', 32));
}

export function seal(authSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The sealed value, or null when it was sealed under another secret or altered. */
export function unseal(authSecret: string, value: string): string | null {
  const [iv, tag, sealed] = value.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (iv === undefined || tag === undefined || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
