import { reportGiftCents } from '@tevila/domain';
import {
  makePaymentAnswer,
  messageSchema,
  paymentListItemSchema,
  paymentsConfigAnswer,
  paymentsReportAnswer,
  sandboxTokenAnswer,
  savedCardListSchema,
  type MakePaymentAnswer,
  type PaymentListItem,
  type PaymentsConfig,
  type PaymentsReport,
  type Reservation,
  type SavedCard,
} from '@tevila/contract';
import { cardBrandOf } from '@tevila/domain';
import { fireEvent, screen } from '@testing-library/react';
import { z } from 'zod/mini';
import { json, type Call, type Handler } from './fake-api';

/*
 * The payment calls' answers as the server writes them, each checked by the server's own schema (the
 * contract, docs/decisions/0034): a fixture that drifts from the API's shape fails the test that
 * builds it.
 */

/** GET payments/config's answer: the sandbox, or Stripe with a publishable key. */
export const paymentsConfig = (provider: PaymentsConfig['provider'] = 'sandbox'): PaymentsConfig =>
  z.parse(paymentsConfigAnswer, {
    provider,
    publishableKey: provider === 'stripe' ? 'pk_test_1' : null,
  } satisfies PaymentsConfig);

/** Her saved cards as GET users/{id}/savedcards/ lists them. */
export const savedCards = (cards: SavedCard[]): SavedCard[] => z.parse(savedCardListSchema, cards);

/** The sandbox provider, and a token endpoint that answers by card number (…0119 is refused). */
export const sandboxConfig: Record<string, Handler> = {
  'GET /api/api/payments/config': () => json(paymentsConfig()),
  'POST /api/api/payments/sandbox/tokens': (call: Call) => {
    const { number } = JSON.parse(call.body) as { number: string };
    if (number === '4000000000000119')
      return json(z.parse(messageSchema, { Message: 'Your card number is incorrect.' }), 400);
    return json(
      z.parse(sandboxTokenAnswer, {
        id: `tok_${number.slice(-4)}`,
        card: { brand: cardBrandOf(number), last4: number.slice(-4) },
      }),
    );
  },
};

/** makepayment's answer: the reservation paid (null for a donation on its own). */
export const paymentDone = (result: Reservation | null = null): MakePaymentAnswer =>
  z.parse(makePaymentAnswer, { success: true, errorMessage: null, result } satisfies MakePaymentAnswer);

/** makepayment's answer to a declined card (400, card_error). */
export const declined = () =>
  json(
    z.parse(makePaymentAnswer, {
      success: false,
      errorMessage: 'The payment was not approved.',
      result: null,
      stripeErrorType: 'card_error',
      stripeErrorMessage: 'Your card was declined.',
    } satisfies MakePaymentAnswer),
    400,
  );

/** makepayment's answer when her bank asks her to confirm (400, authentication_required). */
export const authenticationRequired = () =>
  json(
    z.parse(makePaymentAnswer, {
      success: false,
      errorMessage: 'The payment was not approved.',
      result: null,
      stripeErrorType: 'authentication_required',
      stripeErrorMessage: 'Your card requires authentication.',
      clientSecret: 'pi_1_secret_2',
    } satisfies MakePaymentAnswer),
    400,
  );

/** One entry of the payments report: a card payment of $45 toward reservation 101 unless told otherwise. */
export const reportPayment = (overrides: Partial<PaymentListItem> = {}): PaymentListItem =>
  z.parse(paymentListItemSchema, {
    id: 1,
    dateCreated: '2026-11-01T18:05:00-08:00',
    kind: 'payment',
    method: 'CreditCard',
    amount: 45,
    donationPart: 0,
    status: 'succeeded',
    reference: '4242',
    cardBrand: 'Visa',
    transactionID: 'ch_1',
    note: null,
    reservationId: 'r101',
    reservationNumber: 101,
    userId: '7',
    firstName: 'Dina',
    lastName: 'Levi',
    email: 'dina@example.com',
    phone: '+13105550177',
    donationType: null,
    refundOf: null,
    refundable: 45,
    ...overrides,
  } satisfies PaymentListItem);

/** GET payments/report's answer for these entries, totalled by method as the server counts them. */
export function paymentsReport(from: string, to: string, payments: PaymentListItem[]): PaymentsReport {
  const totals: PaymentsReport['totals'] = [];
  for (const p of payments.filter((e) => e.status === 'succeeded')) {
    const amount = p.kind === 'refund' ? -Math.abs(p.amount) : p.amount;
    const total = totals.find((t) => t.method === p.method);
    if (total) {
      total.count += 1;
      total.amount += amount;
    } else totals.push({ method: p.method, count: 1, amount });
  }
  return z.parse(paymentsReportAnswer, {
    from,
    to,
    payments,
    totals,
    total: totals.reduce((sum, t) => sum + t.amount, 0),
    donationTotal: payments
      .filter((p) => p.status === 'succeeded')
      .reduce(
        (sum, p) =>
          sum +
          reportGiftCents({
            kind: p.kind,
            onReservation: p.reservationId !== null,
            cents: Math.round(p.amount * 100),
            partCents: Math.round(p.donationPart * 100),
          }) /
            100,
        0,
      ),
  } satisfies PaymentsReport);
}

/**
 * A card's expiry always ahead of the clock, as she types it (MM/YY): December, eight years on. The
 * card form refuses an expiry in the past, so a fixed year would fail every test once it has passed.
 */
export const CARD_EXPIRY = (() => {
  const year = new Date().getFullYear() + 8;
  return { month: 12, year, typed: `12/${String(year).slice(2)}` };
})();

/** Types a card into the sandbox form. */
export async function fillCard(
  number = '4242424242424242',
  { postalCode = '90210' }: { postalCode?: string | null } = {},
) {
  const type = async (name: string | RegExp, value: string) =>
    fireEvent.change(await screen.findByRole('textbox', { name }), { target: { value } });
  await type('Card number', number);
  await type('Expiry date', CARD_EXPIRY.typed);
  await type('Security code (CVC)', '123');
  if (postalCode !== null) await type('Postal code', postalCode);
}
