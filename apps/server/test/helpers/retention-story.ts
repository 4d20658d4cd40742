import {
  accessLogs,
  auditLog,
  outboundMessages,
  plateSubmissions,
  sessions,
  tourSignups,
  tours,
  waitlistEntries,
} from '../../src/db/schema.ts';
import { insertPlateImage } from '../../src/modules/plates/repo.ts';
import {
  insertLedgerEntries,
  insertReservations,
  insertStatusHistory,
} from '../../src/modules/reservations/repo.ts';
import type { Tokens } from './auth.ts';
import { phone, signIn, signInWithRole } from './auth.ts';
import { shower } from './reservations.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

// 10:00 on 1 December 2026 in Los Angeles, the night over: 24 months keep the nights from 1 December 2024.
export const NOW = '2026-12-01T18:00:00Z';
export const OLD_NIGHT = '2024-11-20';
export const KEPT_NIGHT = '2024-12-01';
export const RECENT_NIGHT = '2026-11-20';
export const old = (iso: string) => new Date(iso);

/**
 * What the retention test seeds: one patron's visits, money, papers, doors, texts and log, and a tour
 * visitor, on each side of the cutoff.
 */
export interface RetentionStory {
  t: TestApp;
  leah: Tokens;
  desk: Tokens;
  oldId: string;
  keptId: string;
  recentId: string;
  oldPlate: string;
  recentPlate: string;
}

/**
 * Leah's visits of a night before the cutoff, of the cutoff night and of last week, each with its
 * notes, history, payments, door openings, texts, place in line and audit entries, and two plate
 * submissions with their files: what a sweep must strip on one side and keep on the other.
 */
export async function seedRetentionStory(): Promise<RetentionStory> {
  const t = await createTestApp({ now: NOW });
  const leah = await signIn(t, phone(61));
  const desk = await signInWithRole(t, phone(62), 'Receptionist');
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
  const oldId = a!.id;
  const keptId = b!.id;
  const recentId = c!.id;
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
  const [oldPlate, recentPlate] = plates.map((p) => p.id) as [string, string];
  for (const id of [oldPlate, recentPlate])
    await insertPlateImage(t.db, { submissionId: id, n: 0, data: Buffer.from('abc') });
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
  // A kallah tour before the cutoff and one last week, each with a visitor who signed up.
  const [oldTour, recentTour] = await t.db
    .insert(tours)
    .values([
      { type: 'Kallah' as const, startsAt: old('2024-11-10T18:00:00Z'), capacity: 8 },
      { type: 'Kallah' as const, startsAt: old('2026-11-22T18:00:00Z'), capacity: 8 },
    ])
    .returning({ id: tours.id });
  await t.db.insert(tourSignups).values([
    {
      tourId: oldTour!.id,
      firstName: 'Miriam',
      lastName: 'Katz',
      email: 'miriam@example.com',
      createdAt: old('2024-11-01T18:00:00Z'),
      createdByIp: '198.51.100.4',
    },
    {
      tourId: recentTour!.id,
      firstName: 'Dina',
      lastName: 'Adler',
      email: 'dina@example.com',
      createdAt: old('2026-11-15T18:00:00Z'),
      createdByIp: '198.51.100.5',
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
  return { t, leah, desk, oldId, keptId, recentId, oldPlate, recentPlate };
}
