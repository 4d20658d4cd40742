import { paymentMethodLabels, refundsOnCancel, settingDefinition } from '@tevila/domain';
import type { Reservation } from '../../../api/reservation';
import type { SettingsMap } from '../../../api/settings';

/**
 * What the cancel modal says once the server has canceled (docs/product/booking.md §4 Cancel; docs/design.md §6): nothing
 * when nothing was paid; that the money went back to her card when the server refunded it (canceled
 * early enough); otherwise how to ask for a refund. Read from the server's answer, not from the copy
 * shown before the cancel, which may predate her last payment.
 */
export type CancelOutcome = { kind: 'none' } | { kind: 'refunded'; amount: number } | { kind: 'ask' };

export function cancelOutcome(before: Reservation, after: Reservation | null): CancelOutcome {
  const payments = (after ?? before).payments ?? [];
  // Donations, tips and the like are listed too; they are what she gave, not money paid in.
  const paid = payments
    .filter((p) => p.amount > 0 && !(paymentMethodLabels as readonly string[]).includes(p.method))
    .reduce((sum, p) => sum + p.amount, 0);
  const refunded = -payments.filter((p) => p.amount < 0).reduce((sum, p) => sum + p.amount, 0);
  const wasPaid = paid > 0 || before.paid || (before.amountPaid ?? 0) > 0;
  if (!wasPaid) return { kind: 'none' };
  if (paid > 0 && refunded >= paid) return { kind: 'refunded', amount: Math.round(refunded * 100) / 100 };
  return { kind: 'ask' };
}

/**
 * What cancelling will do with her money, said before she confirms (docs/design.md §6): nothing was paid;
 * or her card payments go back to her card (more than reservationRefundCutOffHours before her slot,
 * the rule the server applies); or they are not refunded automatically and she may ask.
 */
export type CancelForecast =
  | { kind: 'nothingPaid' }
  | { kind: 'refund'; amount: number }
  /** Not refunded automatically: too close to her slot, or not paid by card (at the desk). */
  | { kind: 'ask'; amount: number; why: 'late' | 'notCard' };

const DEFAULT_CUTOFF_HOURS = Number(settingDefinition('reservationRefundCutOffHours')?.default ?? '24');

/** reservationRefundCutOffHours of the public settings, or its default until they have loaded. */
export function refundCutOffHours(settings: SettingsMap): number {
  const raw = settings.reservationRefundCutOffHours;
  const hours = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_CUTOFF_HOURS;
}

/** Card payments less their refunds: what the automatic refund gives back (not cash paid at the desk). */
function cardMoney(r: Reservation): number {
  const card = (r.payments ?? []).filter((p) => p.method.replace(/\s+/g, '').toLowerCase() === 'creditcard');
  return round(card.reduce((sum, p) => sum + p.amount, 0));
}

const round = (value: number): number => Math.round(value * 100) / 100;

export function cancelForecast(r: Reservation, cutOffHours: number, nowMs: number): CancelForecast {
  const paid = round(Math.max(0, r.amountPaid ?? 0));
  if (paid <= 0) return { kind: 'nothingPaid' };
  const card = cardMoney(r);
  if (card <= 0) return { kind: 'ask', amount: paid, why: 'notCard' };
  if (refundsOnCancel(Date.parse(r.reservationTime), nowMs, cutOffHours))
    return { kind: 'refund', amount: Math.min(card, paid) };
  return { kind: 'ask', amount: paid, why: 'late' };
}
