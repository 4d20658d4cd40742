import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundMessages, rooms, users } from '../../../src/db/schema.ts';
import { contextOf } from '../../../src/app.ts';
import { textRoomReady } from '../../../src/modules/night/room-ready-text.ts';
import { pageAttendants } from '../../../src/modules/paging/index.ts';
import { findReservation } from '../../../src/modules/reservations/index.ts';
import { nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';

describe('her room is ready, by text (docs/rules/the-night.md Room ready by text)', () => {
  const n = nightSuite();
  const setting = async (value: 'True' | 'False') => {
    const res = await n.t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/notificationRoomReady',
      headers: auth(n.admin),
      payload: { value },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const textsTo = (index: number) =>
    n.t.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.to, n.patrons[index]!.phone), like(outboundMessages.body, '%room is ready%')),
      );

  it('is not sent while the setting is off (its default)', async () => {
    await n.openOnly(['3']);
    expect((await n.checkin(n.ids[1]!)).statusCode).toBe(200);
    expect(await textsTo(1)).toEqual([]);
  });

  it('is sent once when she is given a room, with its number only', async () => {
    await setting('True');
    await n.openOnly(['3']);
    const res = await n.checkin(n.ids[2]!);
    expect(res.statusCode, res.body).toBe(200);
    const texts = await textsTo(2);
    expect(texts.map((m) => m.body)).toEqual([`Your room is ready: room ${n.result(res).room!.number}.`]);
    await setting('False');
  });

  it('is sent when a room frees up for her after she waited, not while she waits', async () => {
    await setting('True');
    await n.openOnly([]);
    const waiting = await n.checkin(n.ids[3]!);
    expect(n.result(waiting).reservationStatus).toBe('Waiting');
    expect(await textsTo(3)).toEqual([]);
    await n.t.db.update(rooms).set({ status: 'Cleaning' });
    expect((await n.setRoom(await n.roomId('4'), 'Ready')).statusCode).toBe(200);
    expect((await textsTo(3)).map((m) => m.body)).toEqual(['Your room is ready: room 4.']);
    await setting('False');
  });

  it('is not sent to a woman who takes no texts about her reservations', async () => {
    await setting('True');
    await n.openOnly(['3']);
    await n.t.db
      .update(users)
      .set({ notificationReservations: false })
      .where(eq(users.id, n.patrons[4]!.userId));
    expect((await n.checkin(n.ids[4]!)).statusCode).toBe(200);
    expect(await textsTo(4)).toEqual([]);
    await setting('False');
  });

  it("reads the settings through the check-in's transaction, so none kept does not make it wait for itself", async () => {
    await setting('True');
    const row = await findReservation(n.t.db, n.ids[1]!);
    if (row === undefined) throw new Error('the night has its reservations');
    const ctx = contextOf(n.t.app);
    // On the embedded engine a read beside an open transaction waits for it to end: awaited inside it,
    // the check-in would wait forever (and every request after it), as it did once the kept settings
    // had expired.
    const inTransaction = n.t.caches.feed.transaction(n.t.db, async (tx) => {
      n.t.caches.settings.clear();
      await textRoomReady(ctx, tx, row, '3');
      n.t.caches.settings.clear();
      await pageAttendants(ctx, tx, 'help', 1);
      return 'done';
    });
    const stuck = new Promise((resolve) => setTimeout(() => resolve('stuck'), 10_000).unref());
    expect(await Promise.race([inTransaction, stuck])).toBe('done');
    expect(await textsTo(1)).toHaveLength(1);
  });
});
