import { afterEach, describe, expect, it } from 'vitest';
import { keepPageToken } from './stored-session';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

/** jsdom keeps a cookie of path /reserve away from document.cookie at /: read it as /reserve would. */
const cookiesAt = (path: string) => {
  window.history.replaceState(null, '', path);
  const cookies = document.cookie;
  window.history.replaceState(null, '', '/');
  return cookies;
};

afterEach(() => keepPageToken(null));

describe('the token /reserve is painted with (decision 0064)', () => {
  it('is her access token, sent with /reserve alone, for as long as it holds', () => {
    const token = jwt({ exp: Date.now() / 1000 + 600 });
    keepPageToken({ token });
    expect(cookiesAt('/reserve')).toContain(`reserveToken=${token}`);
    expect(cookiesAt('/hours')).not.toContain('reserveToken');
  });

  it('goes with her session, and a spent token is not kept', () => {
    keepPageToken({ token: jwt({ exp: Date.now() / 1000 + 600 }) });
    keepPageToken(null);
    expect(cookiesAt('/reserve')).not.toContain('reserveToken');
    keepPageToken({ token: jwt({ exp: Date.now() / 1000 - 1 }) });
    expect(cookiesAt('/reserve')).not.toContain('reserveToken');
  });
});
