import { DEVICE_TOKEN_PREFIX } from '@tevila/domain';
import { randomSecret, sha256 } from '../../secrets.ts';

/** A new device token: the prefix, then 256 random bits. */
export function newDeviceToken(): string {
  return DEVICE_TOKEN_PREFIX + randomSecret(32);
}

/** What the table keeps of a token: a long random token needs no slow hash, sha256 is enough. */
export function tokenHash(token: string): string {
  return sha256(token);
}

export function isDeviceToken(token: string): boolean {
  return token.startsWith(DEVICE_TOKEN_PREFIX);
}
