import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_SECONDS,
  readAccessToken as readKept,
  signAccessToken,
  verifiedTokens,
} from '../../src/http/access-token.ts';
import {
  codeDigest,
  hashPassword,
  randomCode,
  randomSecret,
  sameDigest,
  verifyPassword,
} from '../../src/secrets.ts';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const now = new Date('2026-12-01T10:00:00Z');
const claims = { sub: 'u1', roles: ['Admin'], sid: 's1' };

describe('secrets', () => {
  it('hashes passwords with scrypt and a salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });

  it('makes codes of 6 digits and secrets of 32 bytes; code digests depend on phone and key', () => {
    for (let i = 0; i < 100; i++) expect(randomCode()).toMatch(/^\d{6}$/);
    expect(randomSecret()).toMatch(/^[\w-]{43}$/);
    const d = codeDigest(SECRET, '+13105550100', '123456');
    expect(sameDigest(d, codeDigest(SECRET, '+13105550100', '123456'))).toBe(true);
    expect(sameDigest(d, codeDigest(SECRET, '+13105550101', '123456'))).toBe(false);
    expect(sameDigest(d, codeDigest(`${SECRET}x`, '+13105550100', '123456'))).toBe(false);
    expect(sameDigest(d, 'short')).toBe(false);
  });
});

describe('access tokens', () => {
  // One app's kept tokens for every test: a token read once is answered from it afterwards.
  const kept = verifiedTokens();
  const readAccessToken = (secret: string, token: string, at: Date) => readKept(kept, secret, token, at);

  it('last 15 minutes by the given clock, also once kept', async () => {
    const token = await signAccessToken(SECRET, claims, now);
    expect(await readAccessToken(SECRET, token, now)).toEqual(claims);
    expect(kept.has(token)).toBe(true);
    const later = new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    expect(await readAccessToken(SECRET, token, later)).toBeNull();
  });

  it('refuses another key, another algorithm, missing claims and garbage', async () => {
    const token = await signAccessToken(SECRET, claims, now);
    expect(await readAccessToken(SECRET, token, now)).toEqual(claims);
    // Kept under the key that verified it, it is still refused under another.
    expect(await readAccessToken(`${SECRET}!`, token, now)).toBeNull();
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${token.split('.')[1]}.`;
    expect(await readAccessToken(SECRET, unsigned, now)).toBeNull();
    const noSid = await new SignJWT({ roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuedAt(now)
      .setExpirationTime(new Date(now.getTime() + 60_000))
      .sign(new TextEncoder().encode(SECRET));
    expect(await readAccessToken(SECRET, noSid, now)).toBeNull();
    for (const garbage of ['', 'a.b.c', 'x'.repeat(5000)])
      expect(await readAccessToken(SECRET, garbage, now)).toBeNull();
  });
});
