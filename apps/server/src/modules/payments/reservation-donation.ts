import { donationMethodOf } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, statusName } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { currentView, findReservationForUpdate } from '../reservations/index.ts';
import type { ReservationRow, ReservationView } from '../reservations/index.ts';
import type { Payer } from './payer.ts';
import { paymentMessages, refusePayment } from './payment-messages.ts';
import { findEntryByKey, insertEntry, lockPaymentKey } from './repo.ts';

type Ctx = AppContext;

/**
 * A negative amt on a reservation: |amt| is added as a donation (or a tip) that raises the balance.
 * Answers the reservation as it now stands.
 */
export async function addDonation(
  ctx: Ctx,
  reservation: ReservationRow,
  cents: number,
  payer: Payer,
  options: { idempotencyKey: string | undefined; actor: Actor },
): Promise<ReservationView | null> {
  const now = ctx.clock.now();
  const method = donationMethodOf(payer.donationType);
  const key =
    options.idempotencyKey === undefined ? null : `gift:${reservation.userId}:${options.idempotencyKey}`;
  await ctx.db.transaction(async (tx) => {
    if (key !== null) {
      await lockPaymentKey(tx, key);
      const existing = await findEntryByKey(tx, key);
      if (existing !== undefined) {
        if (existing.amountCents !== cents || existing.reservationId !== reservation.id)
          refusePayment(paymentMessages.keyReused);
        return;
      }
    }
    const row = await findReservationForUpdate(tx, reservation.id);
    if (row === undefined) throw new AppError('reservation.not_found', msg('reservation.notFound'));
    if (row.status === 'Canceled' || row.status === 'Replaced')
      refusePayment(msg('payment.donationStatus', { status: statusName(row.status) }));
    const entry = await insertEntry(tx, {
      reservationId: row.id,
      userId: row.userId,
      kind: method === 'Tip' ? 'tip' : 'donation',
      method: method === 'Tip' ? 'Tip' : method,
      amountCents: cents,
      status: 'succeeded',
      createdAt: now,
      createdBy: options.actor.userId,
      idempotencyKey: key,
      donationType: payer.donationType ?? 'Donation',
      settledAt: now,
    });
    await insertAuditEntry(tx, options.actor, {
      at: now,
      action: 'payment.donation',
      entity: 'ledger_entry',
      entityId: String(entry.id),
      before: null,
      after: { kind: entry.kind, method: entry.method, amountCents: cents, reservationId: row.id },
    });
  });
  return currentView(ctx, reservation.id);
}
