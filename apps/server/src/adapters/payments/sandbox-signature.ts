import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures the way Stripe documents them, so the sandbox's events are checked by the same
 * rule: header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, refused past a tolerance.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, payload: Buffer | string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.`).update(payload).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

/** True when one of the header's v1 signatures matches and its time is within the tolerance of `now`. */
export function signatureValid(
  secret: string,
  payload: Buffer,
  header: string | undefined,
  now: Date,
): boolean {
  if (header === undefined || header.length > 2000) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signPayload(secret, payload, t).split('v1=')[1] ?? '', 'hex');
  return parts.some(([k, v]) => {
    if (k !== 'v1' || v === undefined || !/^[0-9a-f]{64}$/.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, 'hex'), expected);
  });
}
