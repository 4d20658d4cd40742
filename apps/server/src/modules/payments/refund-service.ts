import { randomUUID } from 'node:crypto';
import { checkRefund, parseDollars } from '@tevila/domain';
import { storedFailure } from '../../adapters/payments/decline-messages.ts';
import type { RefundResult } from '../../adapters/payments/port.ts';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { authorOf } from '../reservations/index.ts';
import type { StatusAuthor } from '../reservations/index.ts';
import { reconcileLater, refundKey } from './reconcile.ts';
import {
  findEntry,
  findEntryByKey,
  findEntryForUpdate,
  insertEntry,
  lockPaymentKey,
  refundedCentsOf,
} from './repo.ts';
import type { LedgerEntryRow } from './repo.ts';
import { settleRefund } from './settle.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock' | 'adapters' | 'jobs' | 'log' | 'caches'>;

export const refundMessages = {
  paymentId: msg('refund.paymentId'),
  notFound: msg('refund.paymentNotFound'),
  notCard: msg('refund.notCard'),
  failed: (reason: string) => msg('refund.refused', { reason: storedFailure(reason) }),
  processing: msg('refund.processing'),
} as const;

function refuse(message: LocalMessage): never {
  throw new AppError('payment.refused', message);
}

/**
 * Refunds part or all of a card payment, never more than what remains of it: the refund row is written
 * pending under the payment's lock (so two refunds at once cannot both take the remainder), then the
 * provider is asked, then the row is settled. `amt` null refunds the whole remainder.
 */
export async function refundPayment(
  ctx: Ctx,
  by: StatusAuthor,
  request: { paymentId: number; amt: unknown; idempotencyKey: string | undefined; reason: string },
): Promise<LedgerEntryRow> {
  const requested = request.amt === undefined || request.amt === null ? null : parseDollars(request.amt);
  if (requested !== null && !requested.ok) refuse(requested.message);
  const now = ctx.clock.now();
  const key = `refund:${request.paymentId}:${request.idempotencyKey ?? randomUUID()}`;
  const refund = await ctx.db.transaction(async (tx) => {
    await lockPaymentKey(tx, key);
    const existing = await findEntryByKey(tx, key);
    if (existing !== undefined) return existing;
    const payment = await findEntryForUpdate(tx, request.paymentId);
    if (payment === undefined) throw new AppError('payment.not_found', refundMessages.notFound);
    if (
      (payment.kind !== 'payment' && payment.kind !== 'donation') ||
      payment.status !== 'succeeded' ||
      payment.providerTransactionId === null
    )
      refuse(refundMessages.notCard);
    const refunded = await refundedCentsOf(tx, payment.id);
    const verdict = checkRefund(payment.amountCents, refunded, requested === null ? null : requested.cents);
    if (!verdict.ok) refuse(verdict.message);
    const author = authorOf(by);
    const row = await insertEntry(tx, {
      reservationId: payment.reservationId,
      userId: payment.userId,
      kind: 'refund',
      method: payment.method,
      amountCents: verdict.cents,
      status: 'pending',
      reference: payment.reference,
      cardBrand: payment.cardBrand,
      createdAt: now,
      createdBy: author.userId,
      idempotencyKey: key,
      refundOf: payment.id,
    });
    await insertAuditEntry(tx, author, {
      at: now,
      action: 'payment.refund',
      entity: 'ledger_entry',
      entityId: String(payment.id),
      before: { amountCents: payment.amountCents, refundedCents: refunded },
      after: { refundCents: verdict.cents, refundEntryId: row.id, reason: request.reason },
    });
    await reconcileLater(ctx, tx, row.id);
    return row;
  });
  if (refund.status !== 'pending') return refund;

  const payment = await findEntry(ctx.db, refund.refundOf ?? 0);
  let result: RefundResult;
  try {
    result = await ctx.adapters.payments.refund({
      transactionId: payment?.providerTransactionId ?? '',
      amountCents: refund.amountCents,
      idempotencyKey: refundKey(refund.id),
    });
  } catch (err) {
    ctx.log.error({ err, entryId: refund.id }, 'refund call failed; left for the reconcile job');
    return refund;
  }
  const settled = await settleRefund(ctx, refund.id, result, by);
  return settled ?? refund;
}

/** POST payments/refund: the refund as the payments list shows it, or a sentence why not. */
export async function adminRefund(
  ctx: Ctx,
  actor: Actor,
  body: { paymentId?: unknown; amt?: unknown },
  idempotencyKey: string | undefined,
): Promise<LedgerEntryRow> {
  const id = typeof body.paymentId === 'string' ? Number(body.paymentId) : body.paymentId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) refuse(refundMessages.paymentId);
  const refund = await refundPayment(ctx, actor, {
    paymentId: id,
    amt: body.amt,
    idempotencyKey,
    reason: 'admin',
  });
  if (refund.status === 'failed') refuse(refundMessages.failed(refund.failureMessage ?? ''));
  if (refund.status === 'pending') throw new AppError('payment.unavailable', refundMessages.processing);
  return refund;
}
