import type { Language } from '@tevila/domain';
import { storedFailure } from '../../adapters/payments/decline-messages.ts';
import type { AppContext } from '../../context.ts';
import { msg, render, type LocalMessage } from '../../i18n/messages.ts';
import { loadView } from '../reservations/load.ts';
import { findReservation } from '../reservations/repo.ts';
import type { ReservationView } from '../reservations/view.ts';
import { loadSettings } from '../settings/service.ts';
import { authenticationMessage } from './authentication.ts';
import { paymentMessages } from './payment-messages.ts';
import type { LedgerEntryRow } from './repo.ts';

type Ctx = AppContext;

/** A makepayment answer as the service makes it: its sentences still messages, for the reader's language. */
export interface PaymentBody {
  success: boolean;
  errorMessage: LocalMessage | null;
  result: ReservationView | null;
  stripeErrorMessage?: LocalMessage;
  stripeErrorType?: string;
  /** With stripeErrorType authentication_required: for Stripe.js to confirm the payment with her bank. */
  clientSecret?: string;
}

/** The answer as sent (docs/design.md §5): its sentences written in the reader's language. */
export type SentPaymentBody = Omit<PaymentBody, 'errorMessage' | 'stripeErrorMessage'> & {
  errorMessage: string | null;
  stripeErrorMessage?: string;
};

export function writtenIn(body: PaymentBody, language: Language): SentPaymentBody {
  const { errorMessage, stripeErrorMessage, ...rest } = body;
  return {
    ...rest,
    errorMessage: errorMessage === null ? null : render(errorMessage, language),
    ...(stripeErrorMessage === undefined ? {} : { stripeErrorMessage: render(stripeErrorMessage, language) }),
  };
}

/** The HTTP status and body of a makepayment answer (a decline is a 400 with the provider's words). */
export interface PaymentAnswer {
  status: 200 | 400 | 503;
  body: PaymentBody;
}

/** docs/design.md §5 makepayment: her bank asks her to confirm; the browser does it with the client secret. */
export function authenticationAnswer(clientSecret: string): PaymentAnswer {
  return {
    status: 400,
    body: {
      success: false,
      errorMessage: authenticationMessage,
      result: null,
      stripeErrorMessage: authenticationMessage,
      stripeErrorType: 'authentication_required',
      clientSecret,
    },
  };
}

/** The payment is recorded but its outcome is not known yet (503). */
export function processing(): PaymentAnswer {
  return { status: 503, body: { success: false, errorMessage: paymentMessages.processing, result: null } };
}

/** The reservation as it is now, after a payment or a donation changed it. */
export async function freshView(ctx: Ctx, reservationId: string): Promise<ReservationView | null> {
  const row = await findReservation(ctx.db, reservationId);
  return row === undefined ? null : loadView(ctx, await loadSettings(ctx), row);
}

/** The answer a settled (or still pending) row gives, the first time and on every retry. */
export async function answerFrom(ctx: Ctx, entry: LedgerEntryRow): Promise<PaymentAnswer> {
  if (entry.status === 'pending') return processing();
  if (entry.status === 'failed') {
    // The provider's words as kept with the payment, in her language when the catalogue knows them.
    const message =
      entry.failureMessage === null ? msg('payment.didNotGoThrough') : storedFailure(entry.failureMessage);
    return {
      status: 400,
      body: {
        success: false,
        errorMessage: message,
        result: null,
        stripeErrorMessage: message,
        stripeErrorType: entry.failureType ?? 'card_error',
      },
    };
  }
  const result = entry.reservationId === null ? null : await freshView(ctx, entry.reservationId);
  return { status: 200, body: { success: true, errorMessage: null, result } };
}
