import type { FoundCharge } from '../../adapters/payments/port.ts';
import type { Actor, AppContext } from '../../context.ts';
import { msg } from '../../i18n/messages.ts';
import { jobNames } from '../../jobs/queue.ts';
import { insertAuditEntry } from '../audit/index.ts';
import {
  findReservation,
  findReservationForUpdate,
  keepHoldUntil,
  lockNight,
} from '../reservations/index.ts';
import { findEntry, findEntryForUpdate, updateEntry } from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';
import type { SettleOutcome } from './settle.ts';

/**
 * 3-D Secure: when the bank asks the card holder to confirm, the charge waits at the provider and its
 * ledger row stays pending with the charge's id. The browser confirms (Stripe.js handleNextAction) and
 * sends the same payment request again, which then asks the provider what became of the charge.
 */

export const authenticationMessage = msg('payment.confirmWithBank');

/**
 * How long a charge may wait for the card holder before reconciliation cancels it. Shorter than the
 * time a pending payment counts against the balance, so a second payment cannot start while the first
 * can still go through.
 */
export const AUTHENTICATION_TIMEOUT_SECONDS = 10 * 60;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'caches'>;

/**
 * Remembers the waiting charge on its pending row (only the first answer counts), keeps a Pending
 * reservation's hold while she confirms, and has reconciliation look again when the wait is over.
 */
export async function awaitAuthentication(
  ctx: Ctx,
  entryId: number,
  transactionId: string,
  actor: Actor,
): Promise<void> {
  const now = ctx.clock.now();
  const first = await findEntry(ctx.db, entryId);
  const night =
    first?.reservationId == null ? undefined : (await findReservation(ctx.db, first.reservationId))?.night;
  await ctx.db.transaction(async (tx) => {
    // The night first, as every booking change takes it (settleEntry does the same).
    if (night !== undefined) await lockNight(tx, night);
    const entry = await findEntryForUpdate(tx, entryId);
    if (entry?.status !== 'pending' || entry.providerTransactionId !== null) return;
    await updateEntry(tx, entry.id, { providerTransactionId: transactionId });
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'payment.authenticate',
      entity: 'ledger_entry',
      entityId: String(entry.id),
      before: null,
      after: { transactionId },
    });
    await ctx.jobs.send(
      tx,
      jobNames.reconcilePayment,
      { entryId: entry.id },
      { startAfterSeconds: AUTHENTICATION_TIMEOUT_SECONDS + 30 },
    );
    if (entry.reservationId === null) return;
    const row = await findReservationForUpdate(tx, entry.reservationId);
    if (row !== undefined)
      await keepHoldUntil(ctx, tx, row, new Date(now.getTime() + AUTHENTICATION_TIMEOUT_SECONDS * 1000));
  });
}

/** A row made by POST payments/makepayment that waits for the card holder's confirmation. */
export function awaitsAuthentication(entry: LedgerEntryRow): boolean {
  return entry.status === 'pending' && entry.providerTransactionId !== null;
}

/** What the provider's word about a waiting charge means for its row; null while nothing is decided. */
export function outcomeOfFound(found: FoundCharge): SettleOutcome | null {
  if (found.state === 'succeeded')
    return { state: 'succeeded', transactionId: found.transactionId, card: found.card };
  if (found.state === 'failed')
    return {
      state: 'failed',
      transactionId: found.transactionId,
      type: 'card_error',
      message: found.message,
    };
  return null;
}
