import { describe, expect, it } from 'vitest';
import { isExpiredToken } from './token-expiry';

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
});
