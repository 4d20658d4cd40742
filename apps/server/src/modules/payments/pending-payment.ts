import { createHash } from 'node:crypto';
import { donationMethodOf } from '@tevila/domain';
import type { ChargeSource } from '../../adapters/payments/port.ts';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findReservationForUpdate, keepHoldUntil } from '../reservations/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { checkPayable } from './payable.ts';
import type { Payer } from './payer.ts';
import { paymentMessages, refusePayment } from './payment-messages.ts';
import { reconcileLater } from './reconcile.ts';
import { findEntryByKey, findRecentCharge, insertEntry, lockPaymentKey } from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';

type Ctx = AppContext;

/** A Pending reservation being paid keeps its hold at least this long, so a slow card is not released. */
const HOLD_WHILE_PAYING_MS = 5 * 60_000;

/** Requests without an Idempotency-Key that are the same charge as one this recent are double submits. */
const DOUBLE_SUBMIT_MS = 60_000;

/**
 * The key prefix of a charge without an Idempotency-Key: a digest of who pays, how much, for which
 * reservation and from which card or token (hex, so it is safe in a LIKE pattern).
 */
export function chargeFingerprint(
  payer: string,
  cents: number,
  reservationId: string | null,
  source: ChargeSource,
): string {
  const card = source.kind === 'token' ? `token:${source.token}` : `card:${source.cardId}`;
  const parts = [payer, String(cents), reservationId ?? '', card];
  const digest = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `pay-auto:${digest.slice(0, 32)}`;
}

/**
 * The pending row, in its own transaction under the request key's lock; a retry of the key finds the
 * first row instead. On a reservation the row is refused when the amount is more than is left to pay.
 */
export async function recordPending(
  ctx: Ctx,
  request: {
    key: string;
    /** Without an Idempotency-Key: the prefix shared by the same charge (chargeFingerprint). */
    sameCharge: string | null;
    cents: number;
    reservation: ReservationRow | undefined;
    userId: string | null;
    payer: Payer;
    actor: Actor;
    /** The page's language, kept for her receipt. */
    language?: string | null;
  },
): Promise<LedgerEntryRow> {
  const now = ctx.clock.now();
  const { reservation, payer } = request;
  return ctx.db.transaction(async (tx) => {
    await lockPaymentKey(tx, request.sameCharge ?? request.key);
    if (request.sameCharge !== null) {
      // Under the lock of the charge itself, so two instances cannot both find none.
      const since = new Date(now.getTime() - DOUBLE_SUBMIT_MS);
      if ((await findRecentCharge(tx, request.sameCharge, since)) !== undefined)
        throw new AppError('payment.duplicate', paymentMessages.doubleSubmit);
    } else {
      const existing = await findEntryByKey(tx, request.key);
      if (existing !== undefined) {
        if (existing.amountCents !== request.cents || existing.reservationId !== (reservation?.id ?? null))
          refusePayment(paymentMessages.keyReused);
        return existing;
      }
    }
    if (reservation !== undefined) await payableAndHeld(ctx, tx, reservation.id, request.cents, now);
    const entry = await insertEntry(tx, {
      reservationId: reservation?.id ?? null,
      userId: request.userId,
      kind: reservation !== undefined ? 'payment' : 'donation',
      method: reservation !== undefined ? 'CreditCard' : donationMethodOf(payer.donationType),
      amountCents: request.cents,
      status: 'pending',
      createdAt: now,
      createdBy: request.actor.userId,
      idempotencyKey: request.key,
      donationType: reservation !== undefined ? null : (payer.donationType ?? 'Donation'),
      payerFirstName: payer.firstName,
      payerLastName: payer.lastName,
      payerEmail: payer.email,
      payerPhone: payer.phone,
      payerLanguage: request.language ?? null,
    });
    await insertAuditEntry(tx, request.actor, {
      at: now,
      action: 'payment.create',
      entity: 'ledger_entry',
      entityId: String(entry.id),
      before: null,
      after: {
        kind: entry.kind,
        method: entry.method,
        amountCents: entry.amountCents,
        reservationId: entry.reservationId,
      },
    });
    await reconcileLater(ctx, tx, entry.id);
    return entry;
  });
}

/** Locks the reservation, checks the amount against what is left to pay, and keeps its hold meanwhile. */
async function payableAndHeld(
  ctx: Ctx,
  tx: Db,
  reservationId: string,
  cents: number,
  now: Date,
): Promise<void> {
  const row = await findReservationForUpdate(tx, reservationId);
  if (row === undefined) throw new AppError('reservation.not_found', msg('reservation.notFound'));
  await checkPayable(tx, row, cents, now);
  await keepHoldUntil(ctx, tx, row, new Date(now.getTime() + HOLD_WHILE_PAYING_MS));
}
