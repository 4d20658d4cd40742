/**
 * Whether an access token (a JWT) is past its expiry by the browser's clock. A token that is not a
 * readable JWT counts as unexpired: the server's 401 then decides, as before.
 */
export function isExpiredToken(token: string, now: number = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
  } catch {
    return false;
  }
}
