import { formatDollars, ledgerSummary } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { msg, statusName } from '../../i18n/messages.ts';
import { listLedger } from '../reservations/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { paymentMessages, refusePayment } from './payment-messages.ts';
import { pendingPaymentCents } from './repo.ts';

/** Pending card payments younger than this count against the balance (a payment in flight). */
const IN_FLIGHT_MS = 15 * 60_000;

/**
 * Whether `cents` may be paid toward the reservation, by card or at the desk: not on a released one,
 * and never more than is left to pay, payments in flight counted. The caller holds its row lock.
 */
export async function checkPayable(tx: Db, row: ReservationRow, cents: number, now: Date): Promise<void> {
  if (row.status === 'Canceled' || row.status === 'Replaced')
    refusePayment(msg('night.cannotPayStatus', { status: statusName(row.status) }));
  const owed = ledgerSummary(await listLedger(tx, [row.id]), row.status).balanceCents;
  const left = owed - (await pendingPaymentCents(tx, row.id, new Date(now.getTime() - IN_FLIGHT_MS)));
  if (left <= 0) refusePayment(paymentMessages.nothingToPay);
  if (cents > left) refusePayment(msg('night.amountTooMuch', { left: formatDollars(left) }));
}
