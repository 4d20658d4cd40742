import { storedFailure } from '../../adapters/payments/decline-messages.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { currentView } from '../reservations/index.ts';
import type { ReservationView } from '../reservations/index.ts';
import { authenticationMessage } from './authentication.ts';
import { paymentMessages } from './payment-messages.ts';
import type { LedgerEntryRow } from './repo.ts';

/*
 * What POST payments/makepayment answers (docs/design.md §5): the reservation as it now stands, or a
 * refusal the error handler writes, like any other (http/errors.ts: 'declined' and 'processing').
 */

/** docs/design.md §5 makepayment: her bank asks her to confirm; the browser does it with the client secret. */
export function authenticationRequired(clientSecret: string): AppError {
  return new AppError('payment.declined', authenticationMessage, {
    decline: { type: 'authentication_required', clientSecret },
  });
}

/** The payment is recorded but its outcome is not known yet (503). */
export function processing(): AppError {
  return new AppError('payment.processing', paymentMessages.processing);
}

/**
 * The answer a settled (or still pending) row gives, the first time and on every retry: the
 * reservation as it now stands (null for a donation on its own), or the refusal it throws.
 */
export async function answerFrom(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  entry: LedgerEntryRow,
): Promise<ReservationView | null> {
  if (entry.status === 'pending') throw processing();
  if (entry.status === 'failed') {
    // The provider's words as kept with the payment, in her language when the catalogue knows them.
    const message =
      entry.failureMessage === null ? msg('payment.didNotGoThrough') : storedFailure(entry.failureMessage);
    throw new AppError('payment.declined', message, { decline: { type: entry.failureType ?? 'card_error' } });
  }
  return entry.reservationId === null ? null : currentView(ctx, entry.reservationId);
}
