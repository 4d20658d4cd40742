import { and, asc, count, eq, gte, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { finishedReservationStatuses } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import {
  accessLogs,
  auditLog,
  deviceCredentials,
  ledgerEntries,
  outboundMessages,
  passkeys,
  plateSubmissions,
  recoveryCodes,
  reservationStatusHistory,
  reservations,
  sessions,
  totpFactors,
  userExcludedAttendants,
  userRoles,
  users,
  waitlistEntries,
} from '../../db/schema.ts';

/*
 * Her data, for the file she downloads, and its removal when she deletes her account. Money rows stay
 * (the facility's books) with their amounts, methods and dates, but without her name or contacts.
 */

/** Her reservations with their status histories, oldest first. */
export async function listReservationsWithHistory(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(reservations)
    .where(eq(reservations.userId, userId))
    .orderBy(asc(reservations.night), asc(reservations.timeSlot), asc(reservations.reservationNumber));
  const history =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(reservationStatusHistory)
          .where(
            inArray(
              reservationStatusHistory.reservationId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(reservationStatusHistory.createdAt), asc(reservationStatusHistory.id));
  return rows.map((r) => ({ ...r, history: history.filter((h) => h.reservationId === r.id) }));
}

/** Rows of the ledger that are hers: paid by her, or on one of her reservations. */
const herLedger = (userId: string) =>
  sql`(${ledgerEntries.userId} = ${userId} or ${ledgerEntries.reservationId} in (select r.id from reservations r where r.user_id = ${userId}))`;

export async function listLedgerOf(db: Db, userId: string) {
  return db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      method: ledgerEntries.method,
      status: ledgerEntries.status,
      reference: ledgerEntries.reference,
      amountCents: ledgerEntries.amountCents,
      cardBrand: ledgerEntries.cardBrand,
      reservationNumber: reservations.reservationNumber,
    })
    .from(ledgerEntries)
    .leftJoin(reservations, eq(reservations.id, ledgerEntries.reservationId))
    .where(herLedger(userId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

export async function listPlateSubmissionsOf(db: Db, userId: string) {
  return db
    .select({
      id: plateSubmissions.id,
      createdAt: plateSubmissions.createdAt,
      addReplace: plateSubmissions.addReplace,
      status: plateSubmissions.status,
      reviewedAt: plateSubmissions.reviewedAt,
    })
    .from(plateSubmissions)
    .where(eq(plateSubmissions.userId, userId))
    .orderBy(asc(plateSubmissions.createdAt));
}

export async function listAccessLogsOf(db: Db, userId: string) {
  return db
    .select({ door: accessLogs.door, at: accessLogs.at })
    .from(accessLogs)
    .where(eq(accessLogs.userId, userId))
    .orderBy(asc(accessLogs.at), asc(accessLogs.id));
}

/** Every sign-in of hers, signed out or not, as her devices page shows them: never a secret. */
export async function listSessionsOf(db: Db, userId: string) {
  return db
    .select({
      device: sessions.device,
      place: sessions.place,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}

export async function listWaitlistEntriesOf(db: Db, userId: string) {
  return db
    .select({
      night: waitlistEntries.night,
      earliest: waitlistEntries.earliest,
      latest: waitlistEntries.latest,
      status: waitlistEntries.status,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.night), asc(waitlistEntries.lineNumber));
}

/** Her second factor as she could describe it: an app or not, her passkeys' dates, codes left. */
export async function secondFactorOf(db: Db, userId: string) {
  const [app, keys, [codes]] = await Promise.all([
    db
      .select({ id: totpFactors.id })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt))),
    db
      .select({ createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return { authenticatorApp: app.length > 0, passkeys: keys, recoveryCodesLeft: codes?.n ?? 0 };
}

/** Her reservations not yet over, for tonight (`today`) or later. */
export async function countUpcomingReservations(db: Db, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        gte(reservations.night, today),
        notInArray(reservations.status, [...finishedReservationStatuses]),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Removes her personal data in `tx` (her row locked by the caller); her plate submissions' images go
 * with them (plate_images' foreign key). Answers the ids of her sessions, so every instance forgets them.
 */
export async function anonymiseUser(
  tx: Db,
  user: { id: string; phoneNumber: string },
  replacement: string,
  at: Date,
): Promise<{ sessionIds: string[] }> {
  const userId = user.id;
  await tx.delete(plateSubmissions).where(eq(plateSubmissions.userId, userId));
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await tx.delete(deviceCredentials).where(eq(deviceCredentials.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  // Her places in line end: no place is offered to an account no one holds. (One held for her is a
  // reservation still ahead, which refuses the deletion before this.)
  await tx
    .update(waitlistEntries)
    .set({ status: 'Left', endedAt: at })
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ['Waiting', 'Offered'])));
  await tx.delete(userExcludedAttendants).where(eq(userExcludedAttendants.userId, userId));
  await tx
    .update(ledgerEntries)
    .set({ payerFirstName: null, payerLastName: null, payerEmail: null, payerPhone: null })
    .where(herLedger(userId));
  // The audit trail keeps that her account changed and when; what it held (notes, plates) goes.
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)));
  // Texts to her number: a queued one is not sent any more, and none is kept. (An email address may
  // be shared with someone else, so mail to it stays.)
  await tx.delete(outboundMessages).where(eq(outboundMessages.to, user.phoneNumber));
  await tx
    .update(users)
    .set({
      userName: replacement,
      phoneNumber: replacement,
      email: null,
      plateNumber: null,
      plateApproved: false,
      notes: null,
      internalNote: null,
      passwordHash: null,
      paymentsCustomerId: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  return { sessionIds: ended.map((s) => s.id) };
}
