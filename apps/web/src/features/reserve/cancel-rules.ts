import { paymentMethodLabels } from '@tevila/domain';
import type { Reservation } from '../../api/reservation';

/**
 * What the cancel modal says once the server has canceled (spec 000 §4 Cancel; DESIGN §6): nothing
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
