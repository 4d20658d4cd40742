import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reservations } from '../../../src/db/schema.ts';
import { refusal } from '../../helpers/answers.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { auth } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';

// The facility's location as the settings' defaults put it.
const HERE = { lat: 34.0522, lng: -118.2437 };
// About 0.01° of latitude north: some 3,640 ft away.
const FAR = { lat: 34.0622, lng: -118.2437 };

interface PatronReservation {
  id: string;
  reservationStatus: string;
  waitingCode: string | null;
  room: { id: number; number: string; section: { name: string } } | null;
}

describe("I'm here: she checks herself in from her phone (docs/rules/the-night.md Self check-in)", () => {
  const n = nightSuite();

  const arrive = (id: string, who: Patron, payload?: object, language?: string) =>
    n.t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/arrive`,
      headers: { ...auth(who), ...(language ? { 'accept-language': language } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const row = async (id: string) =>
    (await n.t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const checkinAudit = async (id: string) =>
    (
      await n.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, id)))
    ).filter((a) => a.action.startsWith('reservation.checkin'));
  const setLocationCheck = async (value: boolean) => {
    const res = await n.t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/selfCheckinLocationCheck',
      headers: auth(n.admin),
      payload: { value },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Nothing changed: still Reserved, no arrival, no audit entry. */
  const unchanged = async (id: string) => {
    expect(await row(id)).toMatchObject({ status: 'Reserved', timeArrived: null, roomId: null });
    expect(await checkinAudit(id)).toEqual([]);
  };

  it('at the mikvah with a free room: Assigned, the room and its section named, audited as from her phone', async () => {
    await n.openOnly(['3', '4']);
    const res = await arrive(n.ids[1]!, n.patrons[1]!, HERE);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ result: PatronReservation }>().result;
    expect(result).toMatchObject({
      id: n.ids[1],
      reservationStatus: 'Assigned',
      waitingCode: null,
      room: { id: await n.roomId('3'), number: '3', section: { name: expect.any(String) } },
    });
    // No attendant's name reaches her.
    expect(JSON.stringify(result.room)).not.toMatch(/Leah|Rina|attendant/);
    // Every step is audited, in the order it happened, although the entries are written together.
    const roomId = String(await n.roomId('3'));
    const steps = (await n.t.db.select().from(auditLog).orderBy(asc(auditLog.id)))
      .filter((a) => a.entityId === n.ids[1] || (a.entity === 'room' && a.entityId === roomId))
      .slice(-4);
    expect(steps.map((a) => [a.action, a.after])).toEqual([
      ['reservation.status', { status: 'Arrived' }],
      ['reservation.status', { status: 'Assigned' }],
      ['room.status', { status: 'Occupied' }],
      ['reservation.checkin', expect.objectContaining({ status: 'Assigned' })],
    ]);
    expect(await checkinAudit(n.ids[1]!)).toEqual([
      expect.objectContaining({
        action: 'reservation.checkin',
        userId: n.patrons[1]!.userId,
        after: expect.objectContaining({ status: 'Assigned', source: 'phone' }),
      }),
    ]);
    // Her reservation as she reads it later says the same.
    const view = await n.t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${n.ids[1]}`,
      headers: auth(n.patrons[1]!),
    });
    expect(view.json<PatronReservation>()).toMatchObject({
      reservationStatus: 'Assigned',
      room: { number: '3' },
    });
  });

  it('with no free room: Waiting with a 3-digit waiting code', async () => {
    await n.openOnly([]);
    const res = await arrive(n.ids[2]!, n.patrons[2]!, HERE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: PatronReservation }>().result).toMatchObject({
      reservationStatus: 'Waiting',
      waitingCode: expect.stringMatching(/^\d{3}$/),
      room: null,
    });
    // A second tap: already checked in, nothing changes.
    const again = await arrive(n.ids[2]!, n.patrons[2]!, HERE);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusal('This reservation is already checked in.'));
  });

  it('far away is refused with the distance, in her language, and changes nothing', async () => {
    await n.openOnly(['3', '4']);
    const res = await arrive(n.ids[3]!, n.patrons[3]!, FAR);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toMatch(
      /^You seem to be 3,6\d\d ft from the mikvah\. .*within 500 ft/,
    );
    const he = await arrive(n.ids[3]!, n.patrons[3]!, FAR, 'he');
    expect(he.json<{ errorMessage: string }>().errorMessage).toMatch(/^נראה שאת במרחק/);
    const none = await arrive(n.ids[3]!, n.patrons[3]!);
    expect(none.json()).toEqual(
      refusal('Please allow location access so we can check that you are at the mikvah.'),
    );
    const text = await arrive(n.ids[3]!, n.patrons[3]!, { lat: 'here', lng: 1 });
    expect(text.json()).toEqual(refusal('Latitude must be a number.'));
    await unchanged(n.ids[3]!);
  });

  it('anywhere when selfCheckinLocationCheck is off', async () => {
    await n.openOnly(['3', '4']);
    await setLocationCheck(false);
    try {
      const res = await arrive(n.ids[4]!, n.patrons[4]!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ result: PatronReservation }>().result.reservationStatus).toBe('Assigned');
    } finally {
      await setLocationCheck(true);
    }
  });

  it('not before the window, with no override for her', async () => {
    // 12:11 PM in Los Angeles on the night's own day.
    await n.at('2026-12-01T20:11:00Z');
    try {
      const res = await arrive(n.ids[5]!, n.patrons[5]!, { ...HERE, override: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        refusal('Check-in opens 15 minutes before the mikvah opens. Please try again then.'),
      );
      await unchanged(n.ids[5]!);
    } finally {
      await n.at('2026-12-02T02:00:00Z');
    }
  });

  it('not on another night', async () => {
    // The next evening: the operating night is 2026-12-02.
    await n.at('2026-12-03T02:00:00Z');
    try {
      const res = await arrive(n.ids[5]!, n.patrons[5]!, HERE);
      expect(res.json()).toEqual(
        refusal(`This reservation is for ${NIGHT}. You can check in only on the night of your visit.`),
      );
      await unchanged(n.ids[5]!);
    } finally {
      await n.at('2026-12-02T02:00:00Z');
    }
  });

  it("another's reservation is unknown to her, even to staff; an unknown id too", async () => {
    for (const who of [n.patrons[7]!, n.desk]) {
      const res = await arrive(n.ids[6]!, who, HERE);
      expect(res.statusCode).toBe(404);
    }
    expect((await arrive('not-an-id', n.patrons[6]!, HERE)).statusCode).toBe(404);
    const anonymous = await n.t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${n.ids[6]}/arrive`,
      payload: HERE,
    });
    expect(anonymous.statusCode).toBe(401);
    await unchanged(n.ids[6]!);
  });

  it('only a Reserved reservation', async () => {
    await n.t.db.update(reservations).set({ status: 'Canceled' }).where(eq(reservations.id, n.ids[6]!));
    try {
      const res = await arrive(n.ids[6]!, n.patrons[6]!, HERE);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        refusal('Only a reserved visit can be checked in. Please see the front desk.'),
      );
      expect(await checkinAudit(n.ids[6]!)).toEqual([]);
    } finally {
      await n.t.db.update(reservations).set({ status: 'Reserved' }).where(eq(reservations.id, n.ids[6]!));
    }
  });
});
