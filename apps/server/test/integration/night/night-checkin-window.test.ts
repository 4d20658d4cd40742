import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reservations } from '../../../src/db/schema.ts';
import { refusal } from '../../helpers/answers.ts';
import { auth } from '../../helpers/reservations.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';

interface Night {
  date: string;
  openTime: string | null;
}

describe('check-in waits for its window: checkinBeforeOpenMinutes before the night opens (docs/staff-api.md)', () => {
  const n = nightSuite();

  /** When the night opens, read from the schedule as the desk sees it. */
  async function opening(): Promise<number> {
    const res = await n.t.app.inject({
      method: 'GET',
      url: `/api/api/settings/schedule?from=${NIGHT}&days=1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const night = res.json<Night[]>().find((d) => d.date === NIGHT);
    expect(night?.openTime).toBeTruthy();
    return Date.parse(night!.openTime!);
  }

  const checkin = (id: string, payload?: unknown, language?: string) =>
    n.t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/checkin`,
      headers: { ...auth(n.desk), ...(language ? { 'accept-language': language } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const auditOf = (id: string) =>
    n.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, id)));

  it('refuses at midday for a night that opens in the evening, naming when check-in opens, and changes nothing', async () => {
    const opens = await opening();
    const windowOpens = opens - 15 * 60_000; // checkinBeforeOpenMinutes defaults to 15
    // 12:11 PM in Los Angeles on the night's own day.
    await n.at('2026-12-01T20:11:00Z');
    expect(await opening()).toBe(opens);
    await n.openOnly(['3', '4']);
    const res = await checkin(n.ids[1]!);
    expect(res.statusCode, res.body).toBe(400);
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(windowOpens)
      .replace(/[\u202f\u00a0]/g, ' ');
    const body = res.json<{ checkinOpensAt: string; errorMessage: string }>();
    expect(body).toEqual({
      ...refusal(
        `Check-in opens at ${time}, 15 minutes before the mikvah opens. She can be checked in now if the desk confirms an early check-in.`,
      ),
      checkinOpensAt: expect.stringMatching(/^2026-12-01T\d\d:\d\d:00-08:00$/),
    });
    expect(Date.parse(body.checkinOpensAt)).toBe(windowOpens);
    const [row] = await n.t.db.select().from(reservations).where(eq(reservations.id, n.ids[1]!));
    expect(row).toMatchObject({ status: 'Reserved', timeArrived: null, roomId: null });
    expect((await auditOf(n.ids[1]!)).filter((a) => a.action.startsWith('reservation.checkin'))).toEqual([]);

    // In Hebrew, with the time as a Hebrew reader's clock shows it.
    const he = await checkin(n.ids[1]!, undefined, 'he-IL,he;q=0.9');
    expect(he.statusCode).toBe(400);
    const hour = new Date(windowOpens).toLocaleTimeString('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(he.json<{ errorMessage: string }>().errorMessage).toContain(`בשעה ${hour}`);

    // override false is no override.
    expect((await checkin(n.ids[1]!, { override: false })).statusCode).toBe(400);
    // override must be true or false.
    const bad = await checkin(n.ids[1]!, { override: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Message: string }>().Message).toBe('override must be true or false.');
  });

  it('checks her in early when staff confirm the override, and audits it as one', async () => {
    await n.at('2026-12-01T20:11:00Z');
    await n.openOnly(['3', '4']);
    const res = await checkin(n.ids[2]!, { override: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(n.result(res)).toMatchObject({
      reservationStatus: 'Assigned',
      timeArrived: '2026-12-01T12:11:00-08:00',
    });
    const entries = (await auditOf(n.ids[2]!)).filter((a) => a.action.startsWith('reservation.checkin'));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'reservation.checkin.override',
        userId: n.desk.userId,
        before: { status: 'Reserved' },
        after: expect.objectContaining({ status: 'Assigned', override: true }),
      }),
    ]);
  });

  it('in the window needs no override, and an ordinary check-in is audited as ordinary', async () => {
    const opens = await opening();
    await n.at(new Date(opens - 15 * 60_000).toISOString());
    await n.openOnly(['3', '4']);
    const res = await checkin(n.ids[3]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(n.result(res).reservationStatus).toBe('Assigned');
    // An override sent in the window is no override: nothing early happened.
    const other = await checkin(n.ids[4]!, { override: true });
    expect(other.statusCode, other.body).toBe(200);
    for (const id of [n.ids[3]!, n.ids[4]!]) {
      const actions = (await auditOf(id))
        .map((a) => a.action)
        .filter((a) => a.startsWith('reservation.checkin'));
      expect(actions).toEqual(['reservation.checkin']);
    }
  });

  it("refuses another night's reservation even with an override", async () => {
    // The next evening: the desk runs 2026-12-02.
    await n.at('2026-12-03T02:00:00Z');
    const res = await checkin(n.ids[5]!, { override: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusal("Check-in is only for tonight's reservations (2026-12-02); this one is for 2026-12-01."),
    );
    await n.at('2026-12-02T02:00:00Z');
  });

  it('a reservation that is not Reserved is told so, not that it is early', async () => {
    await n.at('2026-12-01T20:11:00Z');
    await n.t.db.update(reservations).set({ status: 'Canceled' }).where(eq(reservations.id, n.ids[6]!));
    const res = await checkin(n.ids[6]!, { override: true });
    expect(res.json()).toEqual(
      refusal('Only a Reserved reservation can be checked in; this one is Canceled.'),
    );
    await n.at('2026-12-02T02:00:00Z');
  });
});
