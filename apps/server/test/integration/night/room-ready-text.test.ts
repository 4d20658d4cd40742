import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundMessages, rooms, users } from '../../../src/db/schema.ts';
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
});
