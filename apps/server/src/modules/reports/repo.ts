import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, reservations, users } from '../../db/schema.ts';
import type { ListedEntry } from '../payments/repo.ts';

/**
 * Payments, donations, tips and refunds written in [from, to), oldest first, with their reservation
 * and user: the payments list's rows (payments/repo listMoneyBetween), without its cap, since a
 * report must hold every entry of its range (at most a year).
 */
export async function listReportEntries(db: Db, from: Date, to: Date): Promise<ListedEntry[]> {
  return db
    .select({
      entry: ledgerEntries,
      reservationNumber: reservations.reservationNumber,
      userPhone: users.phoneNumber,
      userEmail: users.email,
    })
    .from(ledgerEntries)
    .leftJoin(reservations, eq(reservations.id, ledgerEntries.reservationId))
    .leftJoin(users, eq(users.id, ledgerEntries.userId))
    .where(
      and(
        inArray(ledgerEntries.kind, ['payment', 'donation', 'tip', 'refund']),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}
