import type { RefundResult } from '../../adapters/payments/port.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { queueConfirmationIfDue } from '../reminders/index.ts';
import { authorOf, findReservation, lockNight, reserveWhenPaid } from '../reservations/index.ts';
import type { StatusAuthor } from '../reservations/index.ts';
import { queueDonationReceipt } from './donation-receipt.ts';
import { findEntry, findEntryForUpdate, updateEntry } from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';

/** What the provider said about a pending row: it went through, or it did not. */
export type SettleOutcome =
  | { state: 'succeeded'; transactionId: string; card: { brand: string; last4: string } | null }
  | { state: 'failed'; transactionId: string | null; type: string; message: string };

type Ctx = Pick<AppContext, 'config' | 'clock' | 'jobs' | 'caches'>;

/**
 * Settles a pending ledger row inside `tx` (the request's, the webhook's or the job's). Settling twice
 * changes nothing, with one exception: the provider's word that money moved wins over an earlier
 * "failed" (the reconciler may have given up on a call that was only slow). A payment that clears a
 * Pending reservation's balance makes it Reserved (docs/design.md §6 Booking).
 */
export async function settleEntry(
  ctx: Ctx,
  tx: Db,
  entryId: number,
  outcome: SettleOutcome,
  by: StatusAuthor,
): Promise<LedgerEntryRow | undefined> {
  const first = await findEntry(tx, entryId);
  if (first === undefined) return undefined;
  const reservation =
    first.reservationId === null ? undefined : await findReservation(tx, first.reservationId);
  // The night first, as every booking change takes it, so a hold release never sees half a payment.
  if (reservation !== undefined) await lockNight(tx, reservation.night);
  const entry = await findEntryForUpdate(tx, entryId);
  if (entry === undefined || entry.status === 'succeeded') return entry;
  if (entry.status === 'failed' && outcome.state === 'failed') return entry;
  // A saved card asked to confirm leaves a failed off-session attempt behind; the row follows the
  // attempt it waits on.
  if (
    outcome.state === 'failed' &&
    outcome.transactionId !== null &&
    entry.providerTransactionId !== null &&
    outcome.transactionId !== entry.providerTransactionId
  )
    return entry;
  const now = ctx.clock.now();
  const settled = await updateEntry(
    tx,
    entry.id,
    outcome.state === 'succeeded'
      ? {
          status: 'succeeded',
          providerTransactionId: outcome.transactionId,
          ...(outcome.card !== null ? { reference: outcome.card.last4, cardBrand: outcome.card.brand } : {}),
          failureType: null,
          failureMessage: null,
          settledAt: now,
        }
      : {
          status: 'failed',
          providerTransactionId: outcome.transactionId ?? entry.providerTransactionId,
          failureType: outcome.type,
          failureMessage: outcome.message.slice(0, 500),
          settledAt: now,
        },
  );
  await insertAuditEntry(tx, authorOf(by), {
    at: now,
    action: 'payment.settle',
    entity: 'ledger_entry',
    entityId: String(entry.id),
    before: { status: entry.status },
    after: { status: settled.status, transactionId: settled.providerTransactionId },
  });
  // A payment that clears a Pending reservation's balance makes it Reserved (modules/reservations).
  if (settled.status === 'succeeded' && entry.kind === 'payment' && reservation !== undefined)
    await reserveWhenPaid(ctx, tx, reservation.id, by, now);
  // A booking whose card charge followed it (paymentFollows) is confirmed once that charge has ended,
  // paid or declined, saying which; the claim row keeps it to once (reminders/service.ts).
  if (entry.kind === 'payment' && entry.amountCents > 0 && reservation !== undefined)
    await queueConfirmationIfDue(ctx, tx, { reservationId: reservation.id, now, by: 'payment' });
  // A donation given on its own: her receipt is queued with the row that records it, so once.
  if (settled.status === 'succeeded' && reservation === undefined)
    await queueDonationReceipt(ctx, tx, settled);
  return settled;
}

/** Settles a refund row, in a transaction of its own, with the provider's answer to the refund call. */
export function settleRefund(
  ctx: Ctx & Pick<AppContext, 'db'>,
  entryId: number,
  result: RefundResult,
  by: StatusAuthor,
): Promise<LedgerEntryRow | undefined> {
  return ctx.db.transaction((tx) =>
    settleEntry(
      ctx,
      tx,
      entryId,
      result.ok
        ? { state: 'succeeded', transactionId: result.refundId, card: null }
        : { state: 'failed', transactionId: null, type: 'invalid_request_error', message: result.message },
      by,
    ),
  );
}
