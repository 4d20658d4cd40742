import type { ReminderKind, ReservationStatus } from '@tevila/domain';
import { and, desc, eq, gte, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ledgerEntries,
  reservationReminders,
  reservationStatusHistory,
  reservations,
  users,
} from '../../db/schema.ts';

/** Who gets a reservation's messages, and which she asked for. */
export interface Recipient {
  userId: string;
  phoneNumber: string;
  email: string | null;
  language: 'en' | 'he';
  notificationReservations: boolean;
  notificationDayBefore: boolean;
  notificationDayOf: boolean;
}

const recipientColumns = {
  userId: users.id,
  phoneNumber: users.phoneNumber,
  email: users.email,
  language: users.language,
  notificationReservations: users.notificationReservations,
  notificationDayBefore: users.notificationDayBefore,
  notificationDayOf: users.notificationDayOf,
};

/** What a message says of a reservation. */
export const reservationColumns = {
  id: reservations.id,
  night: reservations.night,
  timeSlot: reservations.timeSlot,
  status: reservations.status,
  code: reservations.code,
  createdAt: reservations.createdAt,
  replacingReservationId: reservations.replacingReservationId,
  bath: reservations.bath,
  handicapped: reservations.handicapped,
  kallah: reservations.kallah,
  doubleSlot: reservations.doubleSlot,
  parking: reservations.parking,
  salonManicure: reservations.salonManicure,
  salonBoth: reservations.salonBoth,
};

export type MessageReservation = {
  [K in keyof typeof reservationColumns]: (typeof reservations.$inferSelect)[K];
};

/** A reservation with the patron it belongs to (a deleted account gets nothing). */
export interface ReminderTarget {
  reservation: MessageReservation;
  recipient: Recipient;
}

function targets(db: Db) {
  return db
    .select({ reservation: reservationColumns, recipient: recipientColumns })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId));
}

/** The reservations of these nights in these statuses, with their patrons. */
export async function listTargetsForNights(
  db: Db,
  nights: { from: string; to: string },
  statuses: readonly ReservationStatus[],
): Promise<ReminderTarget[]> {
  return targets(db).where(
    and(
      gte(reservations.night, nights.from),
      lte(reservations.night, nights.to),
      inArray(reservations.status, [...statuses]),
      isNull(users.deletedAt),
    ),
  );
}

/** Reserved reservations of `fromNight` or later, booked since `since`, whose confirmation was not sent. */
export async function listUnconfirmed(
  db: Db,
  range: { fromNight: string; since: Date },
): Promise<ReminderTarget[]> {
  return targets(db).where(
    and(
      gte(reservations.night, range.fromNight),
      eq(reservations.status, 'Reserved'),
      gte(reservations.createdAt, range.since),
      isNull(users.deletedAt),
      notExists(
        db
          .select({ one: sql`1` })
          .from(reservationReminders)
          .where(
            and(
              eq(reservationReminders.reservationId, reservations.id),
              eq(reservationReminders.kind, 'confirmation'),
            ),
          ),
      ),
    ),
  );
}

export async function findTarget(db: Db, reservationId: string): Promise<ReminderTarget | undefined> {
  const rows = await targets(db).where(and(eq(reservations.id, reservationId), isNull(users.deletedAt)));
  return rows[0];
}

/** The patrons of these users who still have an account. */
export async function findRecipients(db: Db, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(recipientColumns)
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** The kinds already sent for each reservation. */
export async function listSentKinds(
  db: Db,
  reservationIds: readonly string[],
): Promise<Map<string, ReminderKind[]>> {
  const sent = new Map<string, ReminderKind[]>();
  if (reservationIds.length === 0) return sent;
  const rows = await db
    .select({ reservationId: reservationReminders.reservationId, kind: reservationReminders.kind })
    .from(reservationReminders)
    .where(inArray(reservationReminders.reservationId, [...reservationIds]));
  for (const r of rows) sent.set(r.reservationId, [...(sent.get(r.reservationId) ?? []), r.kind]);
  return sent;
}

/** When each of these reservations became Done (its status history). */
export async function listDoneTimes(db: Db, reservationIds: readonly string[]): Promise<Map<string, Date>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ reservationId: reservationStatusHistory.reservationId, at: reservationStatusHistory.createdAt })
    .from(reservationStatusHistory)
    .where(
      and(
        inArray(reservationStatusHistory.reservationId, [...reservationIds]),
        eq(reservationStatusHistory.newStatus, 'Done'),
      ),
    )
    .orderBy(desc(reservationStatusHistory.createdAt));
  const done = new Map<string, Date>();
  for (const r of rows) if (!done.has(r.reservationId)) done.set(r.reservationId, r.at);
  return done;
}

/**
 * Claims one kind of message for a reservation: true when this call inserted the row. Two instances
 * claiming together meet at the primary key; the second waits for the first to commit and gets false.
 */
export async function claimReminder(
  db: Db,
  reservationId: string,
  kind: ReminderKind,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(reservationReminders)
    .values({ reservationId, kind, sentAt: at })
    .onConflictDoNothing()
    .returning({ reservationId: reservationReminders.reservationId });
  return rows.length > 0;
}

/** The reservation a replacement replaced, if any (to follow a chain of changes back to its start). */
export async function findReplacedId(db: Db, reservationId: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ replacing: reservations.replacingReservationId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return rows[0]?.replacing;
}

/** A reservation's ledger rows as its balance needs them (what a confirmation says is due). */
export async function listLedgerAmounts(
  db: Db,
  reservationId: string,
): Promise<{ kind: LedgerKindColumn; status: string; amountCents: number }[]> {
  return db
    .select({
      kind: ledgerEntries.kind,
      status: ledgerEntries.status,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reservationId, reservationId));
}

type LedgerKindColumn = (typeof ledgerEntries.$inferSelect)['kind'];

/** Which of these reservations have a card payment still being settled (a pending payment row). */
export async function listPaymentsUnderWay(db: Db, reservationIds: readonly string[]): Promise<Set<string>> {
  if (reservationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ reservationId: ledgerEntries.reservationId })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.reservationId, [...reservationIds]),
        eq(ledgerEntries.kind, 'payment'),
        eq(ledgerEntries.status, 'pending'),
      ),
    );
  return new Set(rows.flatMap((r) => (r.reservationId === null ? [] : [r.reservationId])));
}

/**
 * The reservation that replaced this one, if any (to follow a chain of changes to its end). A
 * replacement is always its owner's, so her reservations are searched (by their index).
 */
export async function findReplacementId(
  db: Db,
  reservation: { id: string; userId: string },
): Promise<string | undefined> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, reservation.userId),
        eq(reservations.replacingReservationId, reservation.id),
      ),
    )
    .limit(1);
  return rows[0]?.id;
}
