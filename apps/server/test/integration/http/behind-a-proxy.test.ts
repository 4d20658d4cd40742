import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.ts';
import { auth, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.9';

/**
 * TRUST_PROXY (docs/operations.md Behind a proxy): the address a booking is audited under, and every
 * per-address limit counts, is the client's that the proxy names, and only when the proxy says so.
 */
describe('the client address behind a reverse proxy', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  /** Books from `remoteAddress` with X-Forwarded-For naming CLIENT; the address the booking was audited with. */
  async function auditedAddress(env: Record<string, string>, remoteAddress: string) {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z', env });
    const she = await makePatron(t, 80);
    const slot = (await slotsOf(t.app, she, NIGHT))[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api/reservations/newreservation',
      headers: { ...auth(she), 'x-forwarded-for': CLIENT },
      remoteAddress,
      payload: { reservationDate: NIGHT, reservationTime: slot.timeSlot, ...shower },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ result: { id: string } }>().result.id;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reservation.create'), eq(auditLog.entityId, id)));
    return entry?.ip;
  }

  it('takes the client from X-Forwarded-For when the request comes from a trusted proxy', async () => {
    expect(await auditedAddress({ TRUST_PROXY: `${PROXY}, 10.0.1.0/24` }, PROXY)).toBe(CLIENT);
  });

  it('ignores the header from anyone else, though a proxy is trusted', async () => {
    expect(await auditedAddress({ TRUST_PROXY: PROXY }, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('ignores the header when no proxy is trusted', async () => {
    expect(await auditedAddress({}, PROXY)).toBe(PROXY);
  });
});
