import { SignJWT, jwtVerify } from 'jose';

/** docs/design.md §5: access tokens are JWTs of 15 minutes (HS256 under AUTH_SECRET). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  /** The user id. */
  sub: string;
  roles: string[];
  /** The session (refresh-token family) the token belongs to; revoking it refuses the token. */
  sid: string;
}

/** The token of an `Authorization: Bearer …` header, or undefined for any other header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
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

interface Verified {
  claims: AccessClaims;
  exp: number;
}

// A patron's phone sends the same token for up to 15 minutes; its signature is checked once. Per
// secret, so a token is only ever accepted under the secret that signed it.
const verified = new Map<string, Map<string, Verified>>();
const VERIFIED_KEPT = 20_000;

/** The claims of a valid, unexpired token (by the server's clock), or null for anything else. */
export async function readAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  let known = verified.get(secret);
  if (known === undefined) verified.set(secret, (known = new Map()));
  const hit = known.get(token);
  if (hit !== undefined && hit.exp * 1000 > now.getTime()) return hit.claims;
  const fresh = await verifyAccessToken(secret, token, now);
  if (fresh !== null) {
    if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value ?? '');
    known.set(token, fresh);
  }
  return fresh?.claims ?? null;
}

async function verifyAccessToken(secret: string, token: string, now: Date): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, sid, roles, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !Array.isArray(roles) || exp === undefined)
      return null;
    return { claims: { sub, sid, roles: roles.filter((r): r is string => typeof r === 'string') }, exp };
  } catch {
    return null;
  }
}
