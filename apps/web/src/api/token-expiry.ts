/** The claims of a JWT that say when it was issued and until when it holds; null when unreadable. */
function claimsOf(token: string): { exp: number; iat: number | null } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    // The token's claims as the server writes them; each one read is checked below.
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      exp?: unknown;
      iat?: unknown;
    };
    if (typeof claims.exp !== 'number') return null;
    return { exp: claims.exp, iat: typeof claims.iat === 'number' ? claims.iat : null };
  } catch {
    return null;
  }
}

/**
 * Whether an access token (a JWT) is past its expiry. With `receivedAt`, the browser's time when the
 * server answered it, the token's own lifetime (`exp − iat`) is counted from then: a phone whose clock
 * is hours off would otherwise find every token expired on arrival and refresh before each request.
 * Without it, its `exp` by the browser's clock. A token that is not a readable JWT counts as unexpired:
 * the server's 401 then decides, as before.
 */
export function isExpiredToken(token: string, now: number = Date.now(), receivedAt?: number): boolean {
  const claims = claimsOf(token);
  if (claims === null) return false;
  if (receivedAt !== undefined && receivedAt > 0 && claims.iat !== null)
    return now - receivedAt >= (claims.exp - claims.iat) * 1000;
  return claims.exp * 1000 <= now;
}

/** How many seconds an access token still holds, counted as isExpiredToken counts; 0 when unreadable. */
export function tokenSecondsLeft(token: string, now: number = Date.now(), receivedAt?: number): number {
  const claims = claimsOf(token);
  if (claims === null) return 0;
  if (receivedAt !== undefined && receivedAt > 0 && claims.iat !== null)
    return Math.max(0, claims.exp - claims.iat - (now - receivedAt) / 1000);
  return Math.max(0, claims.exp - now / 1000);
}
