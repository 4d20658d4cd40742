import { SignJWT, jwtVerify } from 'jose';

/** DESIGN §5: access tokens are JWTs of 15 minutes (HS256 under AUTH_SECRET). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  /** The user id. */
  sub: string;
  roles: string[];
  /** The session (refresh-token family) the token belongs to; revoking it refuses the token. */
  sid: string;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ roles: claims.roles, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired token (by the server's clock), or null for anything else. */
export async function readAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, sid, roles } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !Array.isArray(roles)) return null;
    return { sub, sid, roles: roles.filter((r): r is string => typeof r === 'string') };
  } catch {
    return null;
  }
}
