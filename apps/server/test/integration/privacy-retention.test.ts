import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RETAINED_VISITS_USER_NAME } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../src/app.ts';
import {
  accessLogs,
  auditLog,
  ledgerEntries,
  outboundMessages,
  plateSubmissions,
  reservationStatusHistory,
  reservations,
  sessions,
  users,
  waitlistEntries,
} from '../../src/db/schema.ts';
import { changeSetting } from '../../src/modules/settings/service.ts';
import { platesDir } from '../../src/modules/plates/upload-store.ts';
import { stripOldVisits } from '../../src/modules/privacy/retention-service.ts';
import {
  insertLedgerEntries,
  insertReservations,
  insertStatusHistory,
} from '../../src/modules/reservations/repo.ts';
import type { Tokens } from '../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../helpers/auth.ts';
import { shower } from '../helpers/reservations.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

// 10:00 on 1 December 2026 in Los Angeles, the night over: 24 months keep the nights from 1 December 2024.
const NOW = '2026-12-01T18:00:00Z';
const OLD_NIGHT = '2024-11-20';
const KEPT_NIGHT = '2024-12-01';
const RECENT_NIGHT = '2026-11-20';
const old = (iso: string) => new Date(iso);

describe('retention: old visits lose who came, the money and the counts stay', () => {
  let t: TestApp;
  let dataDir: string;
  let leah: Tokens;
  let desk: Tokens;
  let oldId: string;
  let keptId: string;
  let recentId: string;
  let oldPlate: string;
  let recentPlate: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tevila-retention-'));
    t = await createTestApp({ now: NOW, env: { DATA_DIR: dataDir } });
    leah = await signIn(t, phone(61));
    desk = await signInWithRole(t, phone(62), 'Receptionist');
    const common = { userId: leah.userId, ...shower };
    const [a, b, c] = await insertReservations(t.db, [
      {
        ...common,
        night: OLD_NIGHT,
        timeSlot: old('2024-11-21T03:00:00Z'),
        status: 'Done',
        code: '12345',
        notes: 'Running late',
        userNotes: 'Prefers room 3',
        reservationNotes: 'Desk remark',
        idempotencyKey: 'old-key',
        createdByUser: leah.userId,
        createdByIp: '203.0.113.9',
        createdAt: old('2024-11-19T18:00:00Z'),
      },
      {
        ...common,
        night: KEPT_NIGHT,
        timeSlot: old('2024-12-02T03:00:00Z'),
        status: 'Done',
        code: '23456',
        notes: 'Kept note',
        createdByIp: '203.0.113.9',
        createdAt: old('2024-11-28T18:00:00Z'),
      },
      {
        ...common,
        night: RECENT_NIGHT,
        timeSlot: old('2026-11-21T03:00:00Z'),
        status: 'Done',
        code: '34567',
        notes: 'Recent note',
        createdByIp: '203.0.113.9',
        createdAt: old('2026-11-19T18:00:00Z'),
      },
    ]);
    oldId = a!.id;
    keptId = b!.id;
    recentId = c!.id;
    for (const [id, by, ip, at] of [
      [oldId, leah.userId, '203.0.113.9', '2024-11-19T18:00:00Z'],
      [oldId, desk.userId, '192.0.2.1', '2024-11-21T04:00:00Z'],
      [recentId, desk.userId, '192.0.2.1', '2026-11-21T04:00:00Z'],
    ] as const)
      await insertStatusHistory(
        t.db,
        {
          reservationId: id,
          previousStatus: null,
          newStatus: 'Done',
          createdAt: old(at),
          byUser: by,
          byIp: ip,
        },
        old(at),
      );
    const payer = { payerFirstName: 'Leah', payerLastName: 'Cohen', payerEmail: 'leah@example.com' };
    await insertLedgerEntries(t.db, [
      {
        reservationId: oldId,
        userId: leah.userId,
        kind: 'charge',
        method: 'Room',
        amountCents: 3600,
        createdAt: old('2024-11-19T18:00:00Z'),
      },
      {
        reservationId: oldId,
        userId: leah.userId,
        kind: 'payment',
        method: 'CreditCard',
        amountCents: 3600,
        ...payer,
        createdAt: old('2024-11-19T18:01:00Z'),
      },
      {
        userId: leah.userId,
        kind: 'donation',
        method: 'Donation',
        amountCents: 1800,
        ...payer,
        createdAt: old('2024-11-25T18:00:00Z'),
      },
      {
        reservationId: recentId,
        userId: leah.userId,
        kind: 'payment',
        method: 'CreditCard',
        amountCents: 3600,
        ...payer,
        createdAt: old('2026-11-19T18:01:00Z'),
      },
    ]);
    const plates = await t.db
      .insert(plateSubmissions)
      .values(
        ['2024-10-01T18:00:00Z', '2026-11-01T18:00:00Z'].map((at) => ({
          userId: leah.userId,
          addReplace: 'add' as const,
          files: [{ file: 'license.jpg', mime: 'image/jpeg', bytes: 3 }],
          status: 'approved' as const,
          createdAt: old(at),
        })),
      )
      .returning();
    [oldPlate, recentPlate] = plates.map((p) => p.id) as [string, string];
    for (const id of [oldPlate, recentPlate]) {
      mkdirSync(join(platesDir(dataDir), id), { recursive: true });
      writeFileSync(join(platesDir(dataDir), id, 'license.jpg'), 'abc');
    }
    await t.db.insert(accessLogs).values([
      {
        door: 'garage-1-outer',
        at: old('2024-11-20T19:00:00Z'),
        userId: leah.userId,
        reservationId: oldId,
        ip: '203.0.113.9',
        distanceFeet: 120,
      },
      {
        door: 'garage-1-outer',
        at: old('2026-11-20T19:00:00Z'),
        userId: leah.userId,
        reservationId: recentId,
        ip: '203.0.113.9',
        distanceFeet: 80,
      },
    ]);
    await t.db.insert(outboundMessages).values([
      {
        channel: 'sms',
        to: phone(61),
        body: 'Your code is 12345',
        status: 'sent',
        createdAt: old('2024-11-19T18:00:00Z'),
      },
      {
        channel: 'sms',
        to: phone(61),
        body: 'Your code is 34567',
        status: 'sent',
        createdAt: old('2026-11-19T18:00:00Z'),
      },
    ]);
    await t.db.insert(sessions).values([
      {
        userId: leah.userId,
        createdAt: old('2024-01-01T18:00:00Z'),
        createdIp: '203.0.113.9',
        lastUsedAt: old('2024-02-01T18:00:00Z'),
        revokedAt: old('2024-02-01T18:00:00Z'),
      },
    ]);
    const line = { ...shower, userId: leah.userId, status: 'Passed' };
    await t.db.insert(waitlistEntries).values([
      {
        ...line,
        night: OLD_NIGHT,
        earliest: old('2024-11-21T02:00:00Z'),
        latest: old('2024-11-21T05:00:00Z'),
        createdAt: old('2024-11-18T18:00:00Z'),
      },
      {
        ...line,
        night: RECENT_NIGHT,
        earliest: old('2026-11-21T02:00:00Z'),
        latest: old('2026-11-21T05:00:00Z'),
        createdAt: old('2026-11-18T18:00:00Z'),
      },
    ]);
    await t.db.insert(auditLog).values([
      {
        at: old('2024-11-19T18:00:00Z'),
        userId: leah.userId,
        ip: '203.0.113.9',
        action: 'reservation.notes',
        entity: 'reservation',
        entityId: oldId,
        before: { notes: null },
        after: { notes: 'Running late' },
      },
      {
        at: old('2024-11-19T18:00:00Z'),
        userId: desk.userId,
        ip: '192.0.2.1',
        action: 'settings.update',
        entity: 'setting',
        entityId: 'roomPrice',
        before: { value: '30' },
        after: { value: '36' },
      },
      {
        at: old('2026-11-19T18:00:00Z'),
        userId: leah.userId,
        ip: '203.0.113.9',
        action: 'reservation.notes',
        entity: 'reservation',
        entityId: recentId,
        before: { notes: null },
        after: { notes: 'Recent note' },
      },
    ]);
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
    expect(existsSync(join(platesDir(dataDir), oldPlate))).toBe(false);
    expect(existsSync(join(platesDir(dataDir), recentPlate, 'license.jpg'))).toBe(true);

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
      auditEntries: 0,
    });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.retention'))).toHaveLength(
      1,
    );
  });
});
