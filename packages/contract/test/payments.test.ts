import { readSchemaMessage, renderDomainMessage, type Language } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  makePaymentBody,
  paymentListItemSchema,
  paymentsConfigAnswer,
  paymentsReportAnswer,
  paymentsReportRange,
  sandboxTokenAnswer,
  sandboxTokenBody,
  savedCardListSchema,
} from '../src/index.ts';

/** The sentences of a refusal, written in the reader's language. */
function sentences(result: { error?: { issues: { message: string }[] } }, language: Language): string[] {
  return (result.error?.issues ?? []).map((issue) => {
    const message = readSchemaMessage(issue.message);
    return message ? renderDomainMessage(message, language) : issue.message;
  });
}

const entry = {
  id: 1,
  dateCreated: '2030-12-03T18:05:00-08:00',
  kind: 'payment',
  method: 'CreditCard',
  amount: 36,
  status: 'succeeded',
  reference: '4242',
  cardBrand: 'Visa',
  transactionID: 'ch_1',
  note: null,
  reservationId: 'r1',
  reservationNumber: 101,
  userId: '7',
  firstName: 'Dina',
  lastName: 'Levi',
  email: 'dina@example.com',
  phone: '+13105550177',
  donationType: null,
  refundOf: null,
  refundable: 36,
  donationPart: 0,
};

describe('the card and the provider', () => {
  it('the sandbox form sends its numbers as text or numbers; a bad one is said in the domain’s words', () => {
    expect(
      z.parse(sandboxTokenBody, { number: '4242424242424242', expMonth: '12', expYear: 2034, cvc: 123 }),
    ).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    const refused = z.safeParse(sandboxTokenBody, {
      number: '4'.repeat(31),
      expMonth: 1.5,
      expYear: 2034,
      cvc: '12345',
    });
    expect(sentences(refused, 'en')).toEqual([
      'Your card number is incorrect.',
      "Your card's expiration month is invalid.",
      "Your card's security code is invalid.",
    ]);
    expect(sentences(refused, 'he')[0]).toBe('מספר הכרטיס שגוי.');
  });

  it('a token names a brand the site knows; the provider is the sandbox or Stripe', () => {
    expect(
      z.safeParse(sandboxTokenAnswer, { id: 'tok_1', card: { brand: 'Visa', last4: '4242' } }).success,
    ).toBe(true);
    expect(
      z.safeParse(sandboxTokenAnswer, { id: 'tok_1', card: { brand: 'Maestro', last4: '1' } }).success,
    ).toBe(false);
    expect(z.safeParse(paymentsConfigAnswer, { provider: 'paypal', publishableKey: null }).success).toBe(
      false,
    );
    // The key is always written, null with the sandbox.
    expect(z.safeParse(paymentsConfigAnswer, { provider: 'sandbox' }).success).toBe(false);
  });

  it('saved cards drop what the schema does not name and refuse a card without its last digits', () => {
    expect(
      z.parse(savedCardListSchema, [{ id: 'card_1', brand: 'Visa', last4: '4242', exp: '12/34' }]),
    ).toEqual([{ id: 'card_1', brand: 'Visa', last4: '4242' }]);
    expect(z.safeParse(savedCardListSchema, [{ id: 'card_1', brand: 'Visa' }]).success).toBe(false);
  });
});

describe('makepayment as the checkout and the donate page send it', () => {
  it('refuses a saved card id longer than the server takes, in both languages', () => {
    const result = z.safeParse(makePaymentBody, { method: 'creditcard', sourceCard: 'c'.repeat(201) });
    expect(sentences(result, 'en')).toEqual(['sourceCard must be at most 200 characters.']);
    expect(sentences(result, 'he')).toEqual(['השדה sourceCard יכול להכיל עד 200 תווים.']);
  });

  it('leaves the amount to the service: any amt passes the schema', () => {
    expect(z.safeParse(makePaymentBody, { method: 'creditcard', amt: -18 }).success).toBe(true);
  });
});

describe('the payments report', () => {
  const range = (from: string, to: string, language: Language = 'en') =>
    sentences(z.safeParse(paymentsReportRange, { from, to }), language);

  it('takes a range of at most 366 nights, in order', () => {
    expect(range('2026-03-01', '2026-03-31')).toEqual([]);
    expect(range('2028-01-01', '2028-12-31')).toEqual([]);
  });

  it("refuses what the server's service refuses, with its sentence, on the field it names", () => {
    expect(range('', '2026-03-31')).toEqual(['from must be a date as YYYY-MM-DD.']);
    expect(range('2026-03-10', '2026-03-01')).toEqual(['The end date must not be before the start date.']);
    expect(range('2026-03-10', '2026-03-01', 'he')).toEqual([
      'תאריך הסיום אינו יכול להיות לפני תאריך ההתחלה.',
    ]);
    expect(range('2026-01-01', '2027-01-02')).toEqual([
      'A report covers at most 366 nights; choose a shorter range.',
    ]);
    const order = z.safeParse(paymentsReportRange, { from: '2026-03-10', to: '2026-03-01' });
    expect(order.error?.issues[0]?.path).toEqual(['to']);
    expect(range('x'.repeat(41), '2026-03-01')[0]).toBe('from must be a date as YYYY-MM-DD.');
  });

  it('an entry missing a field is refused; unknown keys are dropped', () => {
    const { refundable: _left, ...missing } = entry;
    expect(z.safeParse(paymentListItemSchema, missing).success).toBe(false);
    const report = z.parse(paymentsReportAnswer, {
      from: '2030-12-01',
      to: '2030-12-31',
      payments: [{ ...entry, extra: true }],
      totals: [{ method: 'CreditCard', count: 1, amount: 36 }],
      total: 36,
      donationTotal: 0,
      generatedAt: 'now',
    });
    expect(report).not.toHaveProperty('generatedAt');
    expect(report.payments[0]).not.toHaveProperty('extra');
    expect(z.safeParse(paymentsReportAnswer, { ...report, total: undefined }).success).toBe(false);
  });
});
