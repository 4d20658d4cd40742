import { terminalNames, terminalStates } from '@tevila/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { ledgerEntries } from './payments.ts';
import { facilityColumn } from './facilities.ts';

/**
 * What each reception's card terminal is doing (docs/building/card-terminals.md): the last charge
 * handed to it and how it went, so every desk and instance sees the same.
 */
export const terminalActions = pgTable(
  'terminal_actions',
  {
    facilityId: facilityColumn(),
    terminal: text('terminal', { enum: terminalNames }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).notNull(),
    intentId: text('intent_id').notNull(),
    readerId: text('reader_id').notNull(),
    status: text('status', { enum: terminalStates }).notNull(),
    /** Why the card was declined, as the card provider said it (English; shown in the reader's language). */
    message: text('message'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.terminal] }),
    foreignKey({
      name: 'terminal_actions_ledger_entry_id_fk',
      columns: [t.facilityId, t.ledgerEntryId],
      foreignColumns: [ledgerEntries.facilityId, ledgerEntries.id],
    }),
    check('terminal_actions_terminal_check', sql`${t.terminal} in ('ReceptionEast', 'ReceptionWest')`),
    check(
      'terminal_actions_status_check',
      sql`${t.status} in ('waiting', 'approved', 'declined', 'canceled')`,
    ),
  ],
);
