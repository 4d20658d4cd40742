import { and, eq, inArray, sql } from 'drizzle-orm';
import { RETAINED_VISITS_USER_NAME } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import {
  accessLogs,
  auditLog,
  ledgerEntries,
  outboundMessages,
  plateSubmissions,
  reservationStatusHistory,
  reservations,
  sessions,
  tourSignups,
  users,
  waitlistEntries,
} from '../../../src/db/schema.ts';
import { changeSetting } from '../../../src/modules/settings/service.ts';
import { imageCount } from '../../helpers/plates.ts';
import { stripOldVisits } from '../../../src/modules/privacy/retention-service.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone } from '../../helpers/auth.ts';
import {
  KEPT_NIGHT,
  NOW,
  OLD_NIGHT,
  RECENT_NIGHT,
  old,
  seedRetentionStory,
} from '../../helpers/retention-story.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('retention: old visits lose who came, the money and the counts stay', () => {
  let t: TestApp;
  let leah: Tokens;
  let desk: Tokens;
  let oldId: string;
  let keptId: string;
  let recentId: string;
  let oldPlate: string;
  let recentPlate: string;

  beforeAll(async () => {
    ({ t, leah, desk, oldId, keptId, recentId, oldPlate, recentPlate } = await seedRetentionStory());
  });
  afterAll(() => t.close());

  const ctx = () => contextOf(t.app);
  const setRetention = (value: string) =>
    changeSetting(
      { db: t.db, clock: t.clock, caches: t.caches },
      { key: 'retentionMonths', value, actor: { userId: 'test', ip: null } },
    );
  const reservation = async (id: string) =>
    (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

  it('waits while a night is running, and does nothing when the setting is 0', async () => {
    t.clock.set(new Date('2026-12-01T08:30:00Z')); // 00:30: the night of 30 November is still on.
    expect(await stripOldVisits(ctx())).toBeNull();
    t.clock.set(new Date(NOW));
    await setRetention('0');
    expect(await stripOldVisits(ctx())).toBeNull();
    expect((await reservation(oldId)).userId).toBe(leah.userId);
    await setRetention('24');
  });

  it('strips the visits before the cutoff and everything that named her then, and audits it', async () => {
    const outcome = await stripOldVisits(ctx());
    expect(outcome).toEqual({
      keptFrom: KEPT_NIGHT,
      visits: 1,
      payments: 3,
      doorOpenings: 1,
      plateSubmissions: 1,
      messages: 1,
      sessions: 1,
      waitlist: 1,
      tourVisitors: 1,
      auditEntries: 2,
    });

    const [retained] = await t.db.select().from(users).where(eq(users.userName, RETAINED_VISITS_USER_NAME));
    expect(retained?.deletedAt).not.toBeNull();
    expect(await reservation(oldId)).toMatchObject({
      userId: retained!.id,
      night: OLD_NIGHT,
      status: 'Done',
      code: '12345',
      notes: null,
      userNotes: null,
      reservationNotes: null,
      idempotencyKey: null,
      createdByUser: null,
      createdByIp: null,
    });
    const history = await t.db
      .select()
      .from(reservationStatusHistory)
      .where(eq(reservationStatusHistory.reservationId, oldId));
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.byUser === null && h.byIp === null && h.newStatus === 'Done')).toBe(true);

    // The night of 1 December 2024 and later keep everything.
    expect(await reservation(keptId)).toMatchObject({ userId: leah.userId, notes: 'Kept note' });
    expect(await reservation(recentId)).toMatchObject({ userId: leah.userId, notes: 'Recent note' });

    // The money stays, to the cent; who paid goes from the old rows only.
    const ledger = await t.db.select().from(ledgerEntries).orderBy(ledgerEntries.createdAt);
    expect(ledger.map((e) => e.amountCents)).toEqual([3600, 3600, 1800, 3600]);
    expect(ledger.slice(0, 3).every((e) => e.userId === null && e.payerEmail === null)).toBe(true);
    expect(ledger[3]).toMatchObject({ userId: leah.userId, payerEmail: 'leah@example.com' });

    const doors = await t.db.select().from(accessLogs).orderBy(accessLogs.at);
    expect(doors[0]).toMatchObject({
      door: 'garage-1-outer',
      reservationId: oldId,
      userId: null,
      ip: null,
      distanceFeet: null,
    });
    expect(doors[1]).toMatchObject({ userId: leah.userId, distanceFeet: 80 });

    const plates = await t.db.select({ id: plateSubmissions.id }).from(plateSubmissions);
    expect(plates.map((p) => p.id)).toEqual([recentPlate]);
    expect(await imageCount(t.db, oldPlate)).toBe(0);
    expect(await imageCount(t.db, recentPlate)).toBe(1);

    const texts = await t.db
      .select({ body: outboundMessages.body })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, phone(61)));
    expect(texts.map((m) => m.body)).not.toContain('Your code is 12345');
    expect(texts.map((m) => m.body)).toContain('Your code is 34567');

    // Her own sign-in of today is untouched; the one that ended in 2024 is gone.
    const hers = await t.db.select().from(sessions).where(eq(sessions.userId, leah.userId));
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((s) => s.createdAt > old('2026-01-01T00:00:00Z'))).toBe(true);
    expect((await t.db.select().from(waitlistEntries)).map((w) => w.night)).toEqual([RECENT_NIGHT]);
    // The old tour keeps its sign-up, so its count; who signed up goes. Last week's is untouched.
    const visitors = await t.db.select().from(tourSignups).orderBy(tourSignups.createdAt);
    expect(visitors).toHaveLength(2);
    expect(visitors[0]).toMatchObject({
      firstName: '',
      lastName: '',
      email: `forgotten-${visitors[0]!.id}`,
      createdByIp: null,
    });
    expect(visitors[1]).toMatchObject({
      firstName: 'Dina',
      email: 'dina@example.com',
      createdByIp: '198.51.100.5',
    });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity, ['reservation', 'setting']));
    const oldNotes = audit.find((a) => a.entityId === oldId)!;
    expect(oldNotes).toMatchObject({
      userId: leah.userId,
      ip: null,
      before: null,
      after: null,
      action: 'reservation.notes',
    });
    expect(audit.find((a) => a.entityId === 'roomPrice')).toMatchObject({ ip: null, after: { value: '36' } });
    expect(audit.find((a) => a.entityId === recentId)).toMatchObject({
      ip: '203.0.113.9',
      after: { notes: 'Recent note' },
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.retention'));
    expect(entry).toMatchObject({
      userId: 'system',
      entity: 'retention',
      entityId: KEPT_NIGHT,
      after: outcome,
    });
  });

  it('leaves her account, her later visits and the old night’s counts readable', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/api/reservations/findbyuser',
      headers: bearer(leah.access_token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = JSON.stringify(mine.json());
    expect(ids).not.toContain(oldId);
    expect(ids).toContain(recentId);

    const night = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/day?dt=${OLD_NIGHT}`,
      headers: bearer(desk.access_token),
    });
    expect(night.statusCode, night.body).toBe(200);
    expect(night.body).toContain(oldId);
    expect(night.body).not.toMatch(/Running late|203\.0\.113\.9/);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(and(eq(reservations.night, OLD_NIGHT), eq(reservations.status, 'Done')));
    expect(count?.n).toBe(1);
  });

  it('changes nothing on the next sweep, and writes no second audit entry', async () => {
    expect(await stripOldVisits(ctx())).toEqual({
      keptFrom: KEPT_NIGHT,
      visits: 0,
      payments: 0,
      doorOpenings: 0,
      plateSubmissions: 0,
      messages: 0,
      sessions: 0,
      waitlist: 0,
      tourVisitors: 0,
      auditEntries: 0,
    });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.retention'))).toHaveLength(
      1,
    );
  });
});
