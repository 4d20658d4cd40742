import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context.ts';
import { bearerToken } from './bearer-token.ts';

/** docs/design.md §5: access tokens are JWTs of 15 minutes (HS256 under AUTH_SECRET). */
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

interface Verified {
  /** The secret that verified it: a token is only ever accepted under the secret that signed it. */
  secret: string;
  claims: AccessClaims;
  exp: number;
}

// A patron's phone sends the same token for up to 15 minutes; its signature is checked once.
const VERIFIED_KEPT = 20_000;

/** Tokens whose signature was checked, by token. */
export type VerifiedTokens = LRUCache<string, Verified>;

/** The least recently used tokens beyond VERIFIED_KEPT are checked again when they come back. */
export function verifiedTokens(): VerifiedTokens {
  return new LRUCache<string, Verified>({ max: VERIFIED_KEPT });
}

const keptByApp = new WeakMap<object, VerifiedTokens>();

/**
 * The tokens one app has checked, kept as long as that app's caches (given as `owner`): each app keeps
 * its own, and they go with it.
 */
function keptTokens(owner: object): VerifiedTokens {
  let kept = keptByApp.get(owner);
  if (kept === undefined) keptByApp.set(owner, (kept = verifiedTokens()));
  return kept;
}

/** The claims of a token whose signature was checked already and is unexpired; undefined otherwise. */
function keptClaims(
  kept: VerifiedTokens,
  secret: string,
  token: string,
  now: Date,
): AccessClaims | undefined {
  const hit = kept.get(token);
  return hit !== undefined && hit.secret === secret && hit.exp * 1000 > now.getTime()
    ? hit.claims
    : undefined;
}

/** The claims of a valid, unexpired token (by the server's clock), or null for anything else. */
export async function readAccessToken(
  kept: VerifiedTokens,
  secret: string,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  const hit = keptClaims(kept, secret, token, now);
  if (hit !== undefined) return hit;
  const fresh = await verifyAccessToken(secret, token, now);
  if (fresh !== null) kept.set(token, fresh);
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
    return {
      secret,
      claims: { sub, sid, roles: roles.filter((r): r is string => typeof r === 'string') },
      exp,
    };
  } catch {
    return null;
  }
}

/**
 * The claims of the bearer token in an Authorization header, its signature checked once per app and
 * its expiry by the server's clock; null without a token or for anything not valid.
 */
export async function claimsOf(
  ctx: Pick<AppContext, 'config' | 'clock' | 'caches'>,
  authorization: string | undefined,
): Promise<AccessClaims | null> {
  const token = bearerToken(authorization);
  if (token === undefined) return null;
  return readAccessToken(keptTokens(ctx.caches), ctx.config.AUTH_SECRET, token, ctx.clock.now());
}

/**
 * claimsOf at once when the token was checked already (undefined otherwise): every request of a
 * signed-in patron but her first, without a promise, each of which costs more once facility scopes run.
 */
export function claimsOfKept(
  ctx: Pick<AppContext, 'config' | 'clock' | 'caches'>,
  authorization: string | undefined,
): AccessClaims | undefined {
  const token = bearerToken(authorization);
  if (token === undefined) return undefined;
  return keptClaims(keptTokens(ctx.caches), ctx.config.AUTH_SECRET, token, ctx.clock.now());
}
