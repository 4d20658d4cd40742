import { describe, expect, it } from 'vitest';
import { isExpiredToken, tokenSecondsLeft } from './token-expiry';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('isExpiredToken', () => {
  const now = Date.UTC(2030, 0, 1);
  it('reads the exp claim of a JWT', () => {
    expect(isExpiredToken(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isExpiredToken(jwt({ exp: now / 1000 }), now)).toBe(true);
    expect(isExpiredToken(jwt({ exp: now / 1000 + 1 }), now)).toBe(false);
  });

  it('a token it cannot read is left to the server (not expired)', () => {
    for (const token of ['a-1', 'a.b.c', jwt({ sub: '7' }), jwt({ exp: 'soon' }), '']) {
      expect(isExpiredToken(token, now)).toBe(false);
    }
  });

  it('counts the lifetime from its receipt when told it, whatever the clock of the device', () => {
    // Issued 10 hours "ago" by a device whose clock runs ahead: 15 minutes from receipt still hold.
    const issued = now / 1000 - 10 * 3600;
    const token = jwt({ iat: issued, exp: issued + 900 });
    expect(isExpiredToken(token, now)).toBe(true);
    expect(isExpiredToken(token, now, now)).toBe(false);
    expect(isExpiredToken(token, now + 899_000, now)).toBe(false);
    expect(isExpiredToken(token, now + 900_000, now)).toBe(true);
    // Without iat, or without a receipt, its exp by the device's clock.
    expect(isExpiredToken(jwt({ exp: issued + 900 }), now, now)).toBe(true);
    expect(isExpiredToken(token, now, 0)).toBe(true);
  });
});

describe('tokenSecondsLeft', () => {
  const now = Date.UTC(2030, 0, 1);
  it('counts as isExpiredToken counts: to its exp, or its lifetime from receipt; none when unreadable', () => {
    expect(tokenSecondsLeft(jwt({ exp: now / 1000 + 600 }), now)).toBe(600);
    expect(tokenSecondsLeft(jwt({ exp: now / 1000 - 5 }), now)).toBe(0);
    const issued = now / 1000 - 10 * 3600;
    expect(tokenSecondsLeft(jwt({ iat: issued, exp: issued + 900 }), now + 300_000, now)).toBe(600);
    expect(tokenSecondsLeft('a.b.c', now)).toBe(0);
  });
});
