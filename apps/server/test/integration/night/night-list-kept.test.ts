import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { attendants, cubicles, reservations, rooms, sections, users } from '../../../src/db/schema.ts';
import { insertExclusion } from '../../../src/modules/excluded-attendants/repo.ts';
import { setNightAttendant } from '../../../src/modules/building/repo.ts';
import { insertEntry } from '../../../src/modules/payments/repo.ts';
import { NIGHT, WEST, nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

interface Item {
  id: string;
  notes: string | null;
  balance: number;
  cubicle: { name: string } | null;
  room: { number: string; section: { name: string; attendant: { firstName: string } | null } } | null;
  user: { userName: string; internalNote: string | null };
  excludedAttendants: { firstName: string }[];
  reservationStatus: string;
}

/**
 * The desk's list is kept as sent (docs/decisions/0040): the same bytes for every desk until anything
 * it shows changes, on any instance, whoever wrote it.
 */
describe("the night's list, kept as sent", () => {
  const n = nightSuite();

  const read = (app: FastifyInstance = n.t.app, who: Patron = n.desk, headers: object = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/api/reservations/day?dt=${NIGHT}`,
      headers: { ...auth(who), ...headers },
    });
  const list = async (app?: FastifyInstance) => {
    const res = await read(app);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Item[]>();
  };
  const item = async (id: string, app?: FastifyInstance) => (await list(app)).find((i) => i.id === id)!;

  it('answers with an ETag, 304 when the desk holds it, never stored, and the same bytes until a change', async () => {
    const first = await read(n.t.app, n.desk, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    const again = await read(n.t.app, n.admin, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read(n.t.app, n.desk, { 'accept-encoding': 'gzip' })).rawPayload).toEqual(first.rawPayload);
    // Still the desk's alone.
    expect((await read(n.t.app, n.patrons[0], { 'if-none-match': etag })).statusCode).toBe(403);
    expect((await read(n.t.app, n.plates)).statusCode).toBe(403);

    expect((await n.checkin(n.ids[1]!)).statusCode).toBe(200);
    const after = await read(n.t.app, n.desk, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('shows at once any write to a row it shows, whatever code wrote it', async () => {
    const [id, waiting] = [n.ids[2]!, n.ids[3]!];
    const patron = n.patrons[2]!;
    await n.openOnly(['2']);
    expect((await n.checkin(id)).statusCode).toBe(200);
    expect((await n.checkin(waiting)).statusCode).toBe(200);
    const lent = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${waiting}/cubicle`,
      headers: auth(n.desk),
    });
    expect(lent.statusCode, lent.body).toBe(200);
    const before = await item(id);
    expect(before.room?.number).toBe('2');
    const at = n.t.clock.now();
    const db = n.t.db;

    await db.update(reservations).set({ notes: 'Left her ring' }).where(eq(reservations.id, id));
    expect((await item(id)).notes).toBe('Left her ring');

    await insertEntry(db, {
      reservationId: id,
      userId: patron.userId,
      kind: 'payment',
      method: 'Cash',
      amountCents: 500,
      createdAt: at,
    });
    expect((await item(id)).balance).toBe(before.balance - 5);

    await db.update(users).set({ internalNote: 'Prefers East' }).where(eq(users.id, patron.userId));
    expect((await item(id)).user.internalNote).toBe('Prefers East');

    await insertExclusion(db, patron.userId, n.rina, at);
    expect((await item(id)).excludedAttendants.map((a) => a.firstName)).toEqual(['Rina']);
    await db.update(attendants).set({ firstName: 'Rivka' }).where(eq(attendants.id, n.rina));
    expect((await item(id)).excludedAttendants.map((a) => a.firstName)).toEqual(['Rivka']);

    const roomId = await n.roomId('2');
    await db.update(rooms).set({ number: '2A' }).where(eq(rooms.id, roomId));
    expect((await item(id)).room?.number).toBe('2A');
    const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
    await db.update(sections).set({ name: 'Garden' }).where(eq(sections.id, room!.sectionId));
    expect((await item(id)).room?.section.name).toBe('Garden');
    await setNightAttendant(db, {
      night: NIGHT,
      sectionId: room!.sectionId,
      attendantId: room!.sectionId === WEST ? n.leah : n.rina,
      at,
      by: 'test',
    });
    const attendant = (await item(id)).room?.section.attendant?.firstName;
    expect(attendant).toBe(room!.sectionId === WEST ? 'Leah' : 'Rivka');

    const cubicle = (await item(waiting)).cubicle!;
    await db.update(cubicles).set({ name: 'Blue' }).where(eq(cubicles.name, cubicle.name));
    expect((await item(waiting)).cubicle?.name).toBe('Blue');

    // Put back what other tests read.
    await db.update(rooms).set({ number: '2' }).where(eq(rooms.id, roomId));
    await db.update(cubicles).set({ name: cubicle.name }).where(eq(cubicles.name, 'Blue'));
  });

  describe.runIf(testEngine() === 'pg')('across instances', () => {
    const ROUNDS = 20;

    it(`a check-in and a desk payment on A are on B's list at once (${ROUNDS} times)`, async () => {
      const b = await createSiblingApp(n.t);
      await n.openOnly([]);
      let stale = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const id = n.ids[i % n.ids.length]!;
        await n.t.db
          .update(reservations)
          .set({ status: 'Reserved', waitingCode: null, timeArrived: null, cubicleId: null })
          .where(eq(reservations.id, id));
        expect((await item(id, b)).reservationStatus).toBe('Reserved');
        expect((await n.checkin(id)).statusCode).toBe(200);
        if ((await item(id, b)).reservationStatus !== 'Waiting') stale++;
        const balance = (await item(id, b)).balance;
        const paid = await n.t.app.inject({
          method: 'POST',
          url: '/api/api/payments/desk',
          headers: auth(n.desk),
          payload: { reservationId: id, method: 'Cash', amt: '0.01' },
        });
        expect(paid.statusCode, paid.body).toBe(200);
        if ((await item(id, b)).balance !== +(balance - 0.01).toFixed(2)) stale++;
      }
      expect(stale).toBe(0);
    });
  });
});
