import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from '../audit/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { checkPayable } from './payable.ts';
import { insertEntry } from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';

/**
 * Money taken at the desk (POST payments/desk, modules/night), written to the same ledger as card
 * payments: settled at once, with no provider transaction, so it is never refunded through the
 * provider. Checked as any payment is (checkPayable), under the reservation's lock (the caller's).
 */
export async function recordDeskPayment(
  tx: Db,
  row: ReservationRow,
  payment: { method: string; cents: number; note: string | null },
  actor: Actor,
  now: Date,
): Promise<LedgerEntryRow> {
  await checkPayable(tx, row, payment.cents, now);
  const entry = await insertEntry(tx, {
    reservationId: row.id,
    userId: row.userId,
    kind: 'payment',
    method: payment.method,
    amountCents: payment.cents,
    status: 'succeeded',
    // The desk's note (a check number …) is the payment's reference.
    reference: payment.note,
    createdAt: now,
    createdBy: actor.userId,
    settledAt: now,
  });
  await insertAuditEntry(tx, actor, {
    at: now,
    action: 'payment.desk',
    entity: 'ledger_entry',
    entityId: String(entry.id),
    before: null,
    after: { kind: 'payment', method: payment.method, amountCents: payment.cents, reservationId: row.id },
  });
  return entry;
}
