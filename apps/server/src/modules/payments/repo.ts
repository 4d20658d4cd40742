import { and, asc, eq, gte, inArray, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, paymentEvents, reservations, users } from '../../db/schema.ts';

/** Every statement of the payments module: ledger rows, provider customers and webhook events. */

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

// Any fixed number works; it only has to be the same for every instance.
const PAYMENT_KEY_LOCK = 7_381_500;

/** Serialises the requests that carry one payment key, for the rest of the transaction. */
export async function lockPaymentKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PAYMENT_KEY_LOCK}, hashtext(${key}))`);
}

export async function findEntry(db: Db, id: number): Promise<LedgerEntryRow | undefined> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
  return rows[0];
}

export async function findEntryForUpdate(db: Db, id: number): Promise<LedgerEntryRow | undefined> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)).for('update');
  return rows[0];
}

export async function findEntryByKey(db: Db, key: string): Promise<LedgerEntryRow | undefined> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));
  return rows[0];
}

export async function insertEntry(db: Db, row: NewLedgerEntry): Promise<LedgerEntryRow> {
  const [inserted] = await db.insert(ledgerEntries).values(row).returning();
  if (!inserted) throw new Error('insert into ledger_entries returned no row');
  return inserted;
}

export async function updateEntry(
  db: Db,
  id: number,
  fields: Partial<
    Pick<
      LedgerEntryRow,
      | 'status'
      | 'providerTransactionId'
      | 'reference'
      | 'cardBrand'
      | 'failureType'
      | 'failureMessage'
      | 'settledAt'
    >
  >,
): Promise<LedgerEntryRow> {
  const [row] = await db.update(ledgerEntries).set(fields).where(eq(ledgerEntries.id, id)).returning();
  if (!row) throw new Error('update of ledger_entries returned no row');
  return row;
}

/** Cents refunded or being refunded of a payment (a failed refund returned nothing). */
export async function refundedCentsOf(db: Db, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.refundOf, paymentId), inArray(ledgerEntries.status, ['pending', 'succeeded'])),
    );
  return Number(row?.cents ?? 0);
}

/** The same for many payments at once (the payments list). */
export async function refundedCentsByPayment(db: Db, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: ledgerEntries.refundOf,
      cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.refundOf, paymentIds),
        inArray(ledgerEntries.status, ['pending', 'succeeded']),
      ),
    )
    .groupBy(ledgerEntries.refundOf);
  return new Map(rows.map((r) => [Number(r.id), Number(r.cents)]));
}

/** Card payments of a reservation still being paid (they count against its balance). */
export async function pendingPaymentCents(db: Db, reservationId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.reservationId, reservationId),
        eq(ledgerEntries.kind, 'payment'),
        eq(ledgerEntries.status, 'pending'),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * A charge like this one (same key prefix: same payer, amount, reservation and card) written since
 * `since` that did not fail: a second one is a double submit. The prefix is hex, so LIKE is safe.
 */
export async function findRecentCharge(
  db: Db,
  keyPrefix: string,
  since: Date,
): Promise<LedgerEntryRow | undefined> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        like(ledgerEntries.idempotencyKey, `${keyPrefix}%`),
        gte(ledgerEntries.createdAt, since),
        ne(ledgerEntries.status, 'failed'),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Pending rows written before `before`, oldest first (reconciliation). */
export async function listPendingBefore(db: Db, before: Date, limit: number): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.status, 'pending'), lt(ledgerEntries.createdAt, before)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(limit);
}

export interface ListedEntry {
  entry: LedgerEntryRow;
  reservationNumber: number | null;
  userPhone: string | null;
  userEmail: string | null;
}

/** Ledger rows joined to their reservation number and user: the shape of a ListedEntry. */
function selectListedEntries(db: Db) {
  return db
    .select({
      entry: ledgerEntries,
      reservationNumber: reservations.reservationNumber,
      userPhone: users.phoneNumber,
      userEmail: users.email,
    })
    .from(ledgerEntries)
    .leftJoin(reservations, eq(reservations.id, ledgerEntries.reservationId))
    .leftJoin(users, eq(users.id, ledgerEntries.userId));
}

/**
 * The rows that moved money (domain `movedMoney`): payments and refunds, and donations and tips given
 * on their own. A donation or tip added to a reservation moved none: it raised the balance, and the
 * payment that paid it is the money.
 */
const movedMoneySql = or(
  inArray(ledgerEntries.kind, ['payment', 'refund']),
  and(inArray(ledgerEntries.kind, ['donation', 'tip']), isNull(ledgerEntries.reservationId)),
);

/**
 * Money moved in [from, to), oldest first, each row with its reservation and user. `limit` caps the
 * payments list; a report gives none, since it must hold every entry of its range (at most a year).
 */
export async function listMoneyBetween(db: Db, from: Date, to: Date, limit?: number): Promise<ListedEntry[]> {
  const rows = selectListedEntries(db)
    .where(and(movedMoneySql, gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .$dynamic();
  return limit === undefined ? rows : rows.limit(limit);
}

export async function findCustomerId(db: Db, userId: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ customerId: users.paymentsCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] === undefined ? undefined : rows[0].customerId;
}

/** Remembers the customer unless another request got there first; answers the one kept. */
export async function keepCustomerId(db: Db, userId: string, customerId: string): Promise<string> {
  const rows = await db
    .update(users)
    .set({ paymentsCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.paymentsCustomerId)))
    .returning({ customerId: users.paymentsCustomerId });
  if (rows[0]?.customerId) return rows[0].customerId;
  const kept = await findCustomerId(db, userId);
  if (!kept) throw new Error(`user ${userId} has no payments customer`);
  return kept;
}

/** Records a webhook event; false when it was already recorded (a repeated delivery). */
export async function insertPaymentEvent(
  db: Db,
  event: { id: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.facilityId, paymentEvents.id] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** One ledger row with its reservation number and user, as the payments list shows it. */
export async function findListedEntry(db: Db, id: number): Promise<ListedEntry | undefined> {
  const rows = await selectListedEntries(db).where(eq(ledgerEntries.id, id));
  return rows[0];
}
