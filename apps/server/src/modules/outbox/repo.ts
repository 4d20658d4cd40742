import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema.ts';

export type OutboundMessage = typeof outboundMessages.$inferSelect;
export type NewOutboundMessage = Pick<
  typeof outboundMessages.$inferInsert,
  'channel' | 'to' | 'subject' | 'body'
> & { createdAt: Date };

export async function insertMessage(db: Db, message: NewOutboundMessage): Promise<OutboundMessage> {
  const [row] = await db.insert(outboundMessages).values(message).returning();
  if (!row) throw new Error('insert into outbound_messages returned no row');
  return row;
}

/** Newest first; `to` may list several spellings of one address (a phone with and without "+"). */
export async function listMessages(
  db: Db,
  filter: { to?: string[]; limit: number },
): Promise<OutboundMessage[]> {
  const query = db.select().from(outboundMessages);
  const filtered =
    filter.to === undefined
      ? query
      : query.where(
          filter.to.length === 1
            ? eq(outboundMessages.to, filter.to[0] ?? '')
            : inArray(outboundMessages.to, filter.to),
        );
  return filtered.orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id)).limit(filter.limit);
}

export async function findMessage(db: Db, id: number): Promise<OutboundMessage | undefined> {
  const rows = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
  return rows[0];
}

/** Queued messages, oldest first (deliverQueued). */
export async function listQueuedMessages(db: Db, limit: number): Promise<OutboundMessage[]> {
  return db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.status, 'queued'))
    .orderBy(asc(outboundMessages.id))
    .limit(limit);
}

export async function markMessageSent(
  db: Db,
  id: number,
  at: Date,
  providerMessageId: string,
): Promise<void> {
  await db
    .update(outboundMessages)
    .set({
      status: 'sent',
      sentAt: at,
      providerMessageId,
      lastError: null,
      attempts: sql`${outboundMessages.attempts} + 1`,
    })
    .where(eq(outboundMessages.id, id));
}

/** Counts a failed attempt; answers the attempts made so far. */
export async function markMessageAttemptFailed(
  db: Db,
  id: number,
  error: string,
  maxAttempts: number,
): Promise<number> {
  const attempts = sql`${outboundMessages.attempts} + 1`;
  const [row] = await db
    .update(outboundMessages)
    .set({
      attempts,
      lastError: error,
      status: sql`case when ${attempts} >= ${maxAttempts} then 'failed' else 'queued' end`,
    })
    .where(eq(outboundMessages.id, id))
    .returning({ attempts: outboundMessages.attempts });
  return row?.attempts ?? 0;
}
