import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reservations } from '../../../src/db/schema.ts';
import { slotSchema } from '@tevila/contract';
import { auth, book, makePatron, shower, showersAt, slotsOf } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const NIGHT = '2026-12-02';
const NOW = '2026-12-01T18:00:00Z';

async function firstSlot(app: FastifyInstance, p: Patron): Promise<string> {
  const slot = (await slotsOf(app, p, NIGHT))[0]?.timeSlot;
  if (slot === undefined) throw new Error('no slot');
  return slot;
}

async function setSetting(app: FastifyInstance, admin: Patron, key: string, value: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/api/settings/admin/${key}`,
    headers: auth(admin),
    payload: { value },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function who(app: FastifyInstance, p: Patron) {
  return app.inject({ method: 'GET', url: '/api/api/reservations/findbyuser', headers: auth(p) });
}

describe('caches kept between requests (decision 0007)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers availability in exactly the documented shape, and each change of the night at once', async () => {
    t = await createTestApp({ now: NOW, settings: { reservationStartAtSameTime: '3' } });
    const [a, b] = [await makePatron(t, 1), await makePatron(t, 2)];
    const slot = await firstSlot(t.app, a);
    const before = await slotsOf(t.app, a, NIGHT);
    expect(z.array(z.strictObject(slotSchema.shape)).parse(before)).toEqual(before);
    expect(showersAt(before, slot)).toBe(3);
    expect(
      (await book(t.app, a, { reservationDate: NIGHT, reservationTime: slot, ...shower })).statusCode,
    ).toBe(200);
    expect(showersAt(await slotsOf(t.app, b, NIGHT), slot)).toBe(2);
    const mine = (await who(t.app, a)).json<{ id: string }[]>()[0];
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${mine?.id}/status/`,
      headers: auth(a),
      payload: { status: 'Canceled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(showersAt(await slotsOf(t.app, b, NIGHT), slot)).toBe(3);
  });

  it('sends the shared availability gzipped to a client that accepts it, and plain otherwise', async () => {
    t = await createTestApp({ now: NOW });
    const p = await makePatron(t, 9);
    const ask = (encoding: string) =>
      t!.app.inject({
        method: 'GET',
        url: `/api/api/reservations/availablereservations?dt=${NIGHT}`,
        headers: { ...auth(p), 'accept-encoding': encoding },
      });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const zipped = await ask('br;q=1, gzip;q=0.8');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect((await ask('gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it("follows an administrator's settings change and a role change in the very next request", async () => {
    t = await createTestApp({ now: NOW });
    const admin = await makePatron(t, 3, 'Admin');
    const patron = await makePatron(t, 4);
    const slot = await firstSlot(t.app, patron);
    await setSetting(t.app, admin, 'reservationStartAtSameTime', '1');
    expect(showersAt(await slotsOf(t.app, patron, NIGHT), slot)).toBe(1);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api/users/${admin.userId}/roles/Admin`,
      headers: auth(admin),
    });
    // The last administrator cannot be removed; a second one can remove the first.
    expect(revoke.statusCode).toBe(400);
    const other = await makePatron(t, 5, 'Admin');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/api/users/${admin.userId}/roles/Admin`,
      headers: auth(other),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/reservationStartAtSameTime',
      headers: auth(admin),
      payload: { value: '2' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps a night while notifications are received, and nothing while they are not', async () => {
    t = await createTestApp({ now: NOW, settings: { reservationStartAtSameTime: '2' } });
    const p = await makePatron(t, 6);
    const slot = await firstSlot(t.app, p);
    expect(
      (await book(t.app, p, { reservationDate: NIGHT, reservationTime: slot, ...shower })).statusCode,
    ).toBe(200);
    expect(showersAt(await slotsOf(t.app, p, NIGHT), slot)).toBe(1);
    // This instance's own notification of the booking has come back (it forgets the night): a write
    // after this is one the feed never announced.
    expect(await t.caches.feed.caughtUp()).toBe(true);
    expect(showersAt(await slotsOf(t.app, p, NIGHT), slot)).toBe(1);
    // A change no instance announced (written by hand, as no code of the site does) is not seen while
    // the night is kept, and is seen at once when delivery stops, because then nothing is kept.
    await t.db.update(reservations).set({ status: 'Canceled' }).where(eq(reservations.night, NIGHT));
    expect(showersAt(await slotsOf(t.app, p, NIGHT), slot)).toBe(1);
    t.caches.feed.setLive(false);
    expect(showersAt(await slotsOf(t.app, p, NIGHT), slot)).toBe(2);
  });

  it.runIf(testEngine() === 'pg')(
    "sees another instance's booking, sign-out and role change once they commit",
    async () => {
      t = await createTestApp({ now: NOW, settings: { reservationStartAtSameTime: '3' } });
      const sibling = await createSiblingApp(t);
      const [a, b] = [await makePatron(t, 7), await makePatron(t, 8)];
      const slot = await firstSlot(t.app, a);
      expect(showersAt(await slotsOf(t.app, a, NIGHT), slot)).toBe(3);
      expect((await who(t.app, b)).statusCode).toBe(200);
      expect(
        (await book(sibling, b, { reservationDate: NIGHT, reservationTime: slot, ...shower })).statusCode,
      ).toBe(200);
      await expect
        .poll(async () => showersAt(await slotsOf(t!.app, a, NIGHT), slot), { timeout: 15_000 })
        .toBe(2);
      const out = await sibling.inject({ method: 'POST', url: '/api/api/account/logout', headers: auth(b) });
      expect(out.statusCode, out.body).toBe(200);
      await expect.poll(async () => (await who(t!.app, b)).statusCode, { timeout: 15_000 }).toBe(401);
    },
    60_000,
  );
});
