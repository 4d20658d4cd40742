import { eq } from 'drizzle-orm';
import type { TerminalName } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { terminalActions } from '../../db/schema.ts';
import type { OwnRow } from '../../db/schema.ts';

export type TerminalActionRow = OwnRow<typeof terminalActions.$inferSelect>;

/** What the desk's terminal is doing (locked for update when `lock`). */
export async function findTerminalAction(
  db: Db,
  terminal: TerminalName,
  lock = false,
): Promise<TerminalActionRow | undefined> {
  const query = db.select().from(terminalActions).where(eq(terminalActions.terminal, terminal));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function saveTerminalAction(db: Db, row: TerminalActionRow): Promise<void> {
  await db
    .insert(terminalActions)
    .values(row)
    .onConflictDoUpdate({ target: [terminalActions.facilityId, terminalActions.terminal], set: row });
}
