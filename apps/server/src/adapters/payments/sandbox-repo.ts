import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCards, sandboxCharges, sandboxCustomers, sandboxRefunds } from '../../db/schema.ts';

/** The sandbox provider's own books (docs/design.md §7): every statement it runs is here. */

export type SandboxCardRow = typeof sandboxCards.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

// Any fixed number works; it only has to be the same for every instance.
const KEY_LOCK = 7_381_400;

/** Serialises the requests that carry one idempotency key, for the rest of the transaction. */
export async function lockSandboxKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, hashtext(${key}))`);
}

export async function insertSandboxCustomer(
  db: Db,
  row: typeof sandboxCustomers.$inferInsert,
): Promise<void> {
  await db.insert(sandboxCustomers).values(row);
}

export async function insertSandboxCard(db: Db, row: typeof sandboxCards.$inferInsert): Promise<void> {
  await db.insert(sandboxCards).values(row);
}

export async function findSandboxCardByToken(db: Db, token: string): Promise<SandboxCardRow | undefined> {
  const rows = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
  return rows[0];
}

export async function findSandboxCard(db: Db, id: string): Promise<SandboxCardRow | undefined> {
  const rows = await db.select().from(sandboxCards).where(eq(sandboxCards.id, id));
  return rows[0];
}

/** Marks a token used; answers the card only for the one caller that used it first. */
export async function consumeSandboxToken(
  db: Db,
  token: string,
  at: Date,
): Promise<SandboxCardRow | undefined> {
  const rows = await db
    .update(sandboxCards)
    .set({ tokenUsedAt: at })
    .where(and(eq(sandboxCards.token, token), isNull(sandboxCards.tokenUsedAt)))
    .returning();
  return rows[0];
}

export async function attachSandboxCard(db: Db, cardId: string, customerId: string): Promise<void> {
  await db.update(sandboxCards).set({ customerId }).where(eq(sandboxCards.id, cardId));
}

export async function listSandboxCards(db: Db, customerId: string): Promise<SandboxCardRow[]> {
  return db
    .select()
    .from(sandboxCards)
    .where(and(eq(sandboxCards.customerId, customerId), isNull(sandboxCards.detachedAt)))
    .orderBy(asc(sandboxCards.createdAt), asc(sandboxCards.id));
}

/** A card saved on this customer and not removed. */
export async function findCustomerCard(
  db: Db,
  customerId: string,
  cardId: string,
): Promise<SandboxCardRow | undefined> {
  const rows = await db
    .select()
    .from(sandboxCards)
    .where(
      and(
        eq(sandboxCards.id, cardId),
        eq(sandboxCards.customerId, customerId),
        isNull(sandboxCards.detachedAt),
      ),
    );
  return rows[0];
}

export async function detachSandboxCard(
  db: Db,
  customerId: string,
  cardId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(sandboxCards)
    .set({ detachedAt: at })
    .where(
      and(
        eq(sandboxCards.id, cardId),
        eq(sandboxCards.customerId, customerId),
        isNull(sandboxCards.detachedAt),
      ),
    )
    .returning({ id: sandboxCards.id });
  return rows.length > 0;
}

export async function findSandboxChargeByKey(db: Db, key: string): Promise<SandboxChargeRow | undefined> {
  const rows = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
  return rows[0];
}

export async function findSandboxCharge(db: Db, id: string): Promise<SandboxChargeRow | undefined> {
  const rows = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
  return rows[0];
}

/** A charge that never went through, cancelled: it can no longer be paid. */
export async function cancelSandboxCharge(
  db: Db,
  id: string,
  message: string,
): Promise<SandboxChargeRow | undefined> {
  const rows = await db
    .update(sandboxCharges)
    .set({ status: 'failed', failureType: 'canceled', failureMessage: message })
    .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'requires_payment_method')))
    .returning();
  return rows[0];
}

export async function findSandboxChargeForUpdate(db: Db, id: string): Promise<SandboxChargeRow | undefined> {
  const rows = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).for('update');
  return rows[0];
}

/** The newest charge whose metadata holds key = value (reconciliation). */
export async function findSandboxChargeByMetadata(
  db: Db,
  key: string,
  value: string,
): Promise<SandboxChargeRow | undefined> {
  const rows = await db
    .select()
    .from(sandboxCharges)
    .where(sql`${sandboxCharges.metadata} ->> ${key} = ${value}`)
    .orderBy(desc(sandboxCharges.createdAt))
    .limit(1);
  return rows[0];
}

export async function insertSandboxCharge(db: Db, row: typeof sandboxCharges.$inferInsert): Promise<void> {
  await db.insert(sandboxCharges).values(row);
}

/** Adds to what was refunded of a charge, only while the total stays within the charge. */
export async function addSandboxRefunded(db: Db, chargeId: string, cents: number): Promise<boolean> {
  const rows = await db
    .update(sandboxCharges)
    .set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${cents}` })
    .where(
      and(
        eq(sandboxCharges.id, chargeId),
        sql`${sandboxCharges.refundedCents} + ${cents} <= ${sandboxCharges.amountCents}`,
      ),
    )
    .returning({ id: sandboxCharges.id });
  return rows.length > 0;
}

export async function findSandboxRefundByKey(db: Db, key: string): Promise<SandboxRefundRow | undefined> {
  const rows = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key));
  return rows[0];
}

export async function insertSandboxRefund(db: Db, row: typeof sandboxRefunds.$inferInsert): Promise<void> {
  await db.insert(sandboxRefunds).values(row);
}

/** The terminal intent a simulated reader is asking a card for (the newest), if any. */
export async function findWaitingOnReader(db: Db, readerId: string): Promise<SandboxChargeRow | undefined> {
  const rows = await db
    .select()
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.status, 'requires_payment_method'),
        sql`${sandboxCharges.metadata} ->> 'reader' = ${readerId}`,
      ),
    )
    .orderBy(desc(sandboxCharges.createdAt))
    .limit(1)
    .for('update');
  return rows[0];
}

/** A simulated reader takes the intent (reader set) or lets it go (null). */
export async function setSandboxReader(db: Db, id: string, readerId: string | null): Promise<void> {
  await db
    .update(sandboxCharges)
    .set({
      metadata:
        readerId === null
          ? sql`${sandboxCharges.metadata} - 'reader'`
          : sql`${sandboxCharges.metadata} || jsonb_build_object('reader', ${readerId}::text)`,
    })
    .where(eq(sandboxCharges.id, id));
}

/** A terminal intent paid by the card presented on the reader. */
export async function completeSandboxCharge(db: Db, id: string, cardId: string): Promise<void> {
  await db
    .update(sandboxCharges)
    .set({ status: 'succeeded', cardId, metadata: sql`${sandboxCharges.metadata} - 'reader'` })
    .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'requires_payment_method')));
}
