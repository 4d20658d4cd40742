import { desc, eq, inArray } from 'drizzle-orm';
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
