import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { RETAINED_VISITS_USER_NAME } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import {
  accessLogs,
  auditLog,
  ledgerEntries,
  outboundMessages,
  plateSubmissions,
  sessions,
  tourSignups,
  tours,
  users,
  waitlistEntries,
} from '../../db/schema.ts';

/*
 * Retention (docs/operations.md, Retention): what stays of the time before the cutoff is what the
 * facility's books and counts need. Each statement is idempotent, so a sweep cut short is finished by
 * the next.
 */

/** The anonymised account old visits move to, made the first time it is needed. */
export async function retainedVisitsUserId(db: Db, at: Date): Promise<string> {
  await db
    .insert(users)
    .values({
      userName: RETAINED_VISITS_USER_NAME,
      phoneNumber: RETAINED_VISITS_USER_NAME,
      notificationReservations: false,
      notificationDayBefore: false,
      notificationDayOf: false,
      deletedAt: at,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, RETAINED_VISITS_USER_NAME));
  if (row === undefined) throw new Error('the retained-visits account could not be made');
  return row.id;
}

/** Money rows before `before` keep their amounts, methods and dates; who paid goes. */
export async function forgetPayersBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(ledgerEntries)
    .set({ userId: null, payerFirstName: null, payerLastName: null, payerEmail: null, payerPhone: null })
    .where(
      and(
        lt(ledgerEntries.createdAt, before),
        or(
          isNotNull(ledgerEntries.userId),
          isNotNull(ledgerEntries.payerFirstName),
          isNotNull(ledgerEntries.payerLastName),
          isNotNull(ledgerEntries.payerEmail),
          isNotNull(ledgerEntries.payerPhone),
        ),
      ),
    )
    .returning({ id: ledgerEntries.id });
  return rows.length;
}

/** Door openings before `before` keep the door and the time (and the visit, for its counts). */
export async function forgetDoorOpenersBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(accessLogs)
    .set({ userId: null, ip: null, distanceFeet: null })
    .where(
      and(
        lt(accessLogs.at, before),
        or(isNotNull(accessLogs.userId), isNotNull(accessLogs.ip), isNotNull(accessLogs.distanceFeet)),
      ),
    )
    .returning({ id: accessLogs.id });
  return rows.length;
}

/** Plate papers sent before `before`: the rows go, and their images with them (plate_images' foreign key). */
export async function deletePlateSubmissionsBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(plateSubmissions)
    .where(lt(plateSubmissions.createdAt, before))
    .returning({ id: plateSubmissions.id });
  return rows.map((r) => r.id);
}

/** Texts and mails queued before `before` (a number, an address, a code in each). */
export async function deleteMessagesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(outboundMessages)
    .where(lt(outboundMessages.createdAt, before))
    .returning({ id: outboundMessages.id });
  return rows.length;
}

/** Sign-ins ended before `before`, with the address each began from. */
export async function deleteSessionsEndedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.revokedAt, before)).returning({ id: sessions.id });
  return rows.length;
}

/** Places in line on nights before `night`: they held no money and count nothing. */
export async function deleteWaitlistBefore(db: Db, night: string): Promise<number> {
  const rows = await db
    .delete(waitlistEntries)
    .where(lt(waitlistEntries.night, night))
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

/**
 * Sign-ups for tours held before `before`: the visitor's name, e-mail and address go; the row stays
 * (a tour's count of sign-ups), its e-mail made unique per row as the tour's index needs.
 */
export async function forgetTourVisitorsBefore(db: Db, before: Date): Promise<number> {
  const forgotten = sql<string>`'forgotten-' || ${tourSignups.id}`;
  const rows = await db
    .update(tourSignups)
    .set({ firstName: '', lastName: '', email: forgotten, createdByIp: null })
    .where(
      and(
        inArray(
          tourSignups.tourId,
          db.select({ id: tours.id }).from(tours).where(lt(tours.startsAt, before)),
        ),
        ne(tourSignups.email, forgotten),
      ),
    )
    .returning({ id: tourSignups.id });
  return rows.length;
}

/** The audit entities whose before and after may hold what a woman wrote or who she is. */
const personalEntities = ['reservation', 'user', 'waitlist', 'tour'];

/**
 * Audit entries before `before` keep who did what to which row and when; the address goes, and so
 * do the old and new values of a personal row (a note, a phone number).
 */
export async function forgetAuditDetailsBefore(db: Db, before: Date): Promise<number> {
  const personal = await db
    .update(auditLog)
    .set({ ip: null, before: null, after: null })
    .where(
      and(
        lt(auditLog.at, before),
        inArray(auditLog.entity, personalEntities),
        or(isNotNull(auditLog.ip), isNotNull(auditLog.before), isNotNull(auditLog.after)),
      ),
    )
    .returning({ id: auditLog.id });
  const addresses = await db
    .update(auditLog)
    .set({ ip: null })
    .where(and(lt(auditLog.at, before), isNotNull(auditLog.ip)))
    .returning({ id: auditLog.id });
  return personal.length + addresses.length;
}
