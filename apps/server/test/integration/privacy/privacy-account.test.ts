import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLogs,
  deviceCredentials,
  ledgerEntries,
  outboundMessages,
  plateSubmissions,
  reservations,
  sandboxCards,
  sessions,
  userExcludedAttendants,
  userRoles,
  users,
} from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { insertAttendant } from '../../../src/modules/attendants/repo.ts';
import { insertPlateImage } from '../../../src/modules/plates/repo.ts';
import {
  insertLedgerEntries,
  insertReservations,
  insertStatusHistory,
} from '../../../src/modules/reservations/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, passwordToken, phone, refreshToken, signIn, signInWithRole } from '../../helpers/auth.ts';
import { tokenOf } from '../../helpers/payments.ts';
import { imageCount } from '../../helpers/plates.ts';
import { shower } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const LEAH = phone(51);

describe('privacy: a patron downloads her data and deletes her account', () => {
  let t: TestApp;
  let leah: Tokens & { passwd: string };
  let other: Tokens;
  let admin: Tokens;
  let desk: Tokens;
  let upcomingId: string;
  let pastId: string;
  let plateId: string;

  beforeAll(async () => {
    // 10:00 on 1 December in the facility's zone.
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    leah = await signIn(t, LEAH);
    other = await signIn(t, phone(52));
    admin = await signInWithRole(t, phone(53), 'Admin');
    desk = await signInWithRole(t, phone(54), 'Receptionist');
    const at = t.clock.now();

    const note = await t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${leah.userId}`,
      headers: bearer(leah.access_token),
      payload: [
        { op: 'add', path: '/notes', value: 'Please use the gentle soap.' },
        { op: 'add', path: 'plateNumber', value: '7ABC123' },
      ],
    });
    expect(note.statusCode, note.body).toBe(200);
    const staffNote = await t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${leah.userId}`,
      headers: bearer(admin.access_token),
      payload: [{ op: 'add', path: 'internalNote', value: 'Staff only remark' }],
    });
    expect(staffNote.statusCode).toBe(200);
    const attendant = await insertAttendant(t.db, {
      firstName: 'Rivka',
      lastName: 'Stern',
      active: true,
      at,
      by: 'test',
    });
    const excluded = await t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${leah.userId}/excludedattendants/${attendant.id}`,
      headers: bearer(leah.access_token),
    });
    expect(excluded.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${leah.userId}/savedcards/${await tokenOf(t.app)}`,
      headers: bearer(leah.access_token),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const common = { userId: leah.userId, ...shower };
    const [past, upcoming] = await insertReservations(t.db, [
      {
        ...common,
        night: '2026-11-20',
        timeSlot: new Date('2026-11-21T03:00:00Z'),
        status: 'Done',
        code: '12345',
        notes: 'Running late',
        userNotes: 'Prefers room 3',
        createdByIp: '203.0.113.9',
        createdAt: new Date('2026-11-19T18:00:00Z'),
      },
      {
        ...common,
        night: '2026-12-03',
        timeSlot: new Date('2026-12-04T03:00:00Z'),
        status: 'Reserved',
        code: '54321',
        createdAt: at,
      },
    ]);
    pastId = past!.id;
    upcomingId = upcoming!.id;
    await insertStatusHistory(
      t.db,
      {
        reservationId: pastId,
        previousStatus: null,
        newStatus: 'Reserved',
        createdAt: new Date('2026-11-19T18:00:00Z'),
        byUser: leah.userId,
        byIp: '203.0.113.9',
      },
      at,
    );
    await insertStatusHistory(
      t.db,
      {
        reservationId: pastId,
        previousStatus: 'Reserved',
        newStatus: 'Done',
        createdAt: new Date('2026-11-21T04:00:00Z'),
        byUser: desk.userId,
        byIp: '192.0.2.1',
      },
      at,
    );
    await insertLedgerEntries(t.db, [
      {
        reservationId: pastId,
        userId: leah.userId,
        kind: 'charge',
        method: 'Room',
        amountCents: 3600,
        createdAt: new Date('2026-11-19T18:00:00Z'),
      },
      {
        reservationId: pastId,
        userId: leah.userId,
        kind: 'payment',
        method: 'CreditCard',
        amountCents: 3600,
        reference: 'Visa 4242',
        cardBrand: 'Visa',
        payerFirstName: 'Leah',
        payerLastName: 'Cohen',
        payerEmail: 'leah@example.com',
        payerPhone: LEAH,
        createdAt: new Date('2026-11-19T18:01:00Z'),
      },
      {
        userId: leah.userId,
        kind: 'donation',
        method: 'Donation',
        amountCents: 1800,
        payerFirstName: 'Leah',
        payerLastName: 'Cohen',
        payerEmail: 'leah@example.com',
        createdAt: new Date('2026-11-25T18:00:00Z'),
      },
    ]);
    const [plate] = await t.db
      .insert(plateSubmissions)
      .values({
        userId: leah.userId,
        addReplace: 'add',
        files: [{ file: 'license.jpg', mime: 'image/jpeg', bytes: 3 }],
        createdAt: at,
      })
      .returning();
    plateId = plate!.id;
    await insertPlateImage(t.db, { submissionId: plateId, n: 0, data: Buffer.from('abc') });
    await t.db
      .insert(accessLogs)
      .values({ door: 'garage-1-outer', at, userId: leah.userId, ip: '203.0.113.9' });
  });
  afterAll(() => t.close());

  const userOf = (who: Tokens, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/api/users/${id}`, headers: bearer(who.access_token) });
  const exportOf = (who: Tokens, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/api/users/${id}/export`, headers: bearer(who.access_token) });
  const remove = (who: Tokens, id: string, payload?: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/api/users/${id}`,
      headers: bearer(who.access_token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('downloads her data as a dated JSON file: user, reservations with history, payments, and the rest', async () => {
    const res = await exportOf(leah, leah.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data-2026-12-01.json"');
    const data = res.json<Record<string, unknown> & { user: Record<string, unknown> }>();
    expect(data.exportedAt).toBe('2026-12-01T10:00:00-08:00');
    expect(data.user).toMatchObject({
      id: leah.userId,
      phoneNumber: LEAH,
      notes: 'Please use the gentle soap.',
      plateNumber: '7ABC123',
      roles: [],
    });
    expect(data.user).not.toHaveProperty('internalNote');
    expect(JSON.stringify(data)).not.toContain('Staff only remark');
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|paymentsCustomerId|license\.jpg/);
    expect(data.reservations).toEqual([
      expect.objectContaining({
        id: pastId,
        reservationDate: '2026-11-20',
        status: 'Done',
        notes: 'Running late',
        statusHistory: [
          { previousStatus: null, newStatus: 'Reserved', dateCreated: '2026-11-19T10:00:00-08:00' },
          { previousStatus: 'Reserved', newStatus: 'Done', dateCreated: '2026-11-20T20:00:00-08:00' },
        ],
      }),
      expect.objectContaining({ id: upcomingId, status: 'Reserved', statusHistory: [] }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ kind: 'charge', method: 'Room', amountCents: 3600, amount: 36 }),
      expect.objectContaining({
        kind: 'payment',
        method: 'CreditCard',
        status: 'succeeded',
        reference: 'Visa 4242',
        amount: 36,
      }),
      expect.objectContaining({ kind: 'donation', amountCents: 1800, amount: 18, reservationNumber: null }),
    ]);
    expect(data.excludedAttendants).toEqual([{ firstName: 'Rivka', lastName: 'Stern' }]);
    expect(data.plateSubmissions).toEqual([
      { dateCreated: '2026-12-01T10:00:00-08:00', addReplace: 'add', status: 'pending', dateReviewed: null },
    ]);
    expect(data.accessLogs).toEqual([{ door: 'garage-1-outer', timestamp: '2026-12-01T10:00:00-08:00' }]);
  });

  it("refuses another patron's data (403); an administrator may download anyone's", async () => {
    const res = await exportOf(other, leah.userId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: 'You may only download your own data.' });
    expect((await exportOf(admin, leah.userId)).statusCode).toBe(200);
    expect((await exportOf(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a deletion without confirmation, of another account, of staff, or with a visit ahead', async () => {
    expect((await remove(leah, leah.userId)).json()).toEqual(
      refusal('Please confirm that you want to delete your account.'),
    );
    expect((await remove(leah, leah.userId, { confirm: 'yes' })).statusCode).toBe(400);
    const others = await remove(admin, leah.userId, { confirm: true });
    expect(others.statusCode).toBe(403);
    expect(others.json()).toEqual({ Message: 'You may only delete your own account.' });
    expect((await remove(desk, desk.userId, { confirm: true })).json()).toEqual(
      refusal('Staff accounts are closed by an administrator.'),
    );
    const ahead = await remove(leah, leah.userId, { confirm: true });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toEqual(
      refusal('Please cancel your upcoming reservation before deleting your account.'),
    );
    // Nothing changed.
    const [row] = await t.db.select().from(users).where(eq(users.id, leah.userId));
    expect(row).toMatchObject({ phoneNumber: LEAH, deletedAt: null, notes: 'Please use the gentle soap.' });
  });

  it('deletes her account: personal data gone, money rows kept without her name, tokens refused', async () => {
    await t.db.update(reservations).set({ status: 'Canceled' }).where(eq(reservations.id, upcomingId));
    const customerId = (await t.db.select().from(users).where(eq(users.id, leah.userId)))[0]!
      .paymentsCustomerId;
    expect(customerId).not.toBeNull();
    const ledgerBefore = await t.db
      .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents, method: ledgerEntries.method })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, leah.userId));

    const res = await remove(leah, leah.userId, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, errorMessage: null, result: null });

    const [row] = await t.db.select().from(users).where(eq(users.id, leah.userId));
    expect(row).toMatchObject({
      userName: `deleted-${leah.userId}`,
      phoneNumber: `deleted-${leah.userId}`,
      email: null,
      plateNumber: null,
      plateApproved: false,
      notes: null,
      internalNote: null,
      passwordHash: null,
      paymentsCustomerId: null,
    });
    expect(row!.deletedAt).toEqual(t.clock.now());
    const ledger = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, leah.userId));
    expect(ledger.map((e) => ({ id: e.id, amountCents: e.amountCents, method: e.method }))).toEqual(
      ledgerBefore,
    );
    for (const e of ledger)
      expect([e.payerFirstName, e.payerLastName, e.payerEmail, e.payerPhone]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    const [past] = await t.db.select().from(reservations).where(eq(reservations.id, pastId));
    expect(past).toMatchObject({
      notes: null,
      userNotes: null,
      reservationNotes: null,
      createdByIp: null,
      status: 'Done',
    });
    for (const table of [
      sessions,
      deviceCredentials,
      userRoles,
      userExcludedAttendants,
      plateSubmissions,
    ] as const)
      expect(await t.db.select().from(table).where(eq(table.userId, leah.userId))).toEqual([]);
    expect(await imageCount(t.db, plateId)).toBe(0);
    expect(await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, LEAH))).toEqual([]);
    const cards = await t.db.select().from(sandboxCards).where(eq(sandboxCards.customerId, customerId!));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.detachedAt).not.toBeNull();
    const audit = await listAuditEntries(t.db, 'user', leah.userId);
    expect(audit[0]).toMatchObject({ action: 'user.delete', userId: leah.userId });
    expect(JSON.stringify(audit)).not.toContain('gentle soap');

    // Her tokens and her phone's device secret no longer open anything.
    const old = await userOf(leah, leah.userId);
    expect(old.statusCode).toBe(401);
    expect((await refreshToken(t.app, leah.refresh_token, leah.userId)).statusCode).toBe(400);
    expect((await passwordToken(t.app, leah.userName, leah.passwd)).statusCode).toBe(400);
    expect((await passwordToken(t.app, `deleted-${leah.userId}`, leah.passwd)).statusCode).toBe(400);
    const byAdmin = await userOf(admin, leah.userId);
    expect(byAdmin.statusCode).toBe(404);
  });

  it('signing in with the same phone later makes a new, empty account', async () => {
    t.clock.set(new Date('2026-12-01T18:05:00Z'));
    const again = await signIn(t, LEAH);
    expect(again.userId).not.toBe(leah.userId);
    const res = await userOf(again, again.userId);
    expect(res.json()).toMatchObject({
      phoneNumber: LEAH,
      notes: null,
      plateNumber: null,
      excludedAttendants: [],
      roles: [],
    });
    const data = (await exportOf(again, again.userId)).json<{
      reservations: unknown[];
      payments: unknown[];
    }>();
    expect(data.reservations).toEqual([]);
    expect(data.payments).toEqual([]);
  });
});
