import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { auth } from '../../helpers/reservations.ts';
import { nightSuite } from '../../helpers/night.ts';

describe("the desk's room chooser at check-in (issue 33, point 13)", () => {
  const n = nightSuite();
  const rooms = (id: string) =>
    n.t.app.inject({ method: 'GET', url: `/api/api/reservations/${id}/rooms`, headers: auth(n.desk) });
  const checkinTo = (id: string, payload: unknown, language = 'en') =>
    n.t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/checkin`,
      headers: { ...auth(n.desk), 'accept-language': language },
      payload: payload as object,
    });

  it('lists the free rooms that fit her, the one check-in would give first, and gives the one the desk chose', async () => {
    await n.openOnly(['3', '4', '8']);
    const offered = await rooms(n.ids[1]!);
    expect(offered.statusCode, offered.body).toBe(200);
    // A shower: her own type first (the lowest number), a bath room last.
    expect(offered.json<{ number: string }[]>().map((r) => r.number)).toEqual(['3', '4', '8']);
    const res = await checkinTo(n.ids[1]!, { roomId: await n.roomId('4') });
    expect(res.statusCode, res.body).toBe(200);
    expect(n.result(res)).toMatchObject({ reservationStatus: 'Assigned', room: { number: '4' } });
    // Taken now: no longer offered, and she is no longer Reserved, so nothing is offered to her.
    expect((await rooms(n.ids[2]!)).json<{ number: string }[]>().map((r) => r.number)).toEqual(['3', '8']);
    expect((await rooms(n.ids[1]!)).json()).toEqual([]);
  });

  it('refuses a room that cannot take her, in her language, and changes nothing', async () => {
    await n.openOnly(['3', '4']);
    expect(n.result(await checkinTo(n.ids[1]!, { roomId: await n.roomId('3') })).room?.number).toBe('3');
    const taken = await checkinTo(n.ids[2]!, { roomId: await n.roomId('3') });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      errorMessage:
        'Room 3 cannot take her now: it is not free, not of her type, or its attendant is one she asked not to have. Choose another room.',
    });
    const offline = await checkinTo(n.ids[2]!, { roomId: await n.roomId('9') }, 'he');
    expect(offline.statusCode, offline.body).toBe(409);
    expect(offline.json<{ errorMessage: string }>().errorMessage).toMatch(/^חדר 9 לא יכול לקבל אותה כעת/);
    const unknown = await checkinTo(n.ids[2]!, { roomId: 999_999 });
    expect(unknown.statusCode, unknown.body).toBe(409);
    const [row] = await n.t.db.select().from(reservations).where(eq(reservations.id, n.ids[2]!));
    expect(row).toMatchObject({ status: 'Reserved', roomId: null, timeArrived: null });
    for (const bad of [{ roomId: 'four' }, { roomId: 4.5 }]) {
      const res = await checkinTo(n.ids[2]!, bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errorMessage?: string; Message?: string }>()).toMatchObject({
        Message: 'Choose a room from the list of free rooms.',
      });
    }
  });
});
