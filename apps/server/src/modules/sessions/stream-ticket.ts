import { SignJWT, jwtVerify } from 'jose';

/**
 * A live stream's ticket (docs/decisions/0038): EventSource cannot send an Authorization header, and an
 * access token in a URL would be written to logs and histories. A ticket opens one stream for one user
 * for a minute. It is a JWT under AUTH_SECRET, which every instance shares, so any instance opens it;
 * its `typ` and audience keep it from ever passing for an access token, and an access token from
 * passing for a ticket.
 */
export const STREAM_TICKET_SECONDS = 60;
const TYP = 'stream-ticket+jwt';
const AUDIENCE = 'tevila-stream';

export interface TicketClaims {
  /** The user id. */
  sub: string;
  /** Her session: a revoked session's tickets open nothing. */
  sid: string;
  /** The one stream it opens: `reservation:<id>` or `night:<YYYY-MM-DD>`. */
  stream: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signStreamTicket(
  secret: string,
  claims: TicketClaims,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + STREAM_TICKET_SECONDS;
  const ticket = await new SignJWT({ sid: claims.sid, stream: claims.stream })
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { ticket, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid, unexpired ticket for exactly this stream, or null for anything else. */
export async function readStreamTicket(
  secret: string,
  ticket: string,
  stream: string,
  now: Date,
): Promise<TicketClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, keyOf(secret), {
      algorithms: ['HS256'],
      typ: TYP,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'aud'],
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || payload['stream'] !== stream) return null;
    return { sub, sid, stream };
  } catch {
    return null;
  }
}
