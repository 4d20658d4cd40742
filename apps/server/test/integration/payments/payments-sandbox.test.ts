import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardDetails,
  guest,
  ledgerRows,
  pay,
  sandboxChargeCount,
  testCards,
  tokenOf,
  tokenize,
} from '../../helpers/payments.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('sandbox payments (docs/design.md §7): tokens, test cards and their outcomes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
  });
  afterAll(() => t.close());

  const donate = (token: string, extra: object = {}) =>
    pay(t.app, null, { method: 'creditcard', amt: 18, sourceToken: token, ...guest, ...extra });

  it('tells the web which card form to show', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'sandbox', publishableKey: null });
  });

  it('tokenises each published test number with its brand and last four, never more', async () => {
    const expected: [string, string, string][] = [
      [testCards.visa, 'Visa', '4242'],
      [testCards.mastercard, 'MasterCard', '4444'],
      [testCards.amex, 'American Express', '0005'],
      [testCards.discover, 'Discover', '1117'],
      [testCards.jcb, 'JCB', '0505'],
      [testCards.diners, 'Diners Club', '1667'],
      [testCards.declined, 'Visa', '0002'],
    ];
    for (const [number, brand, last4] of expected) {
      const cvc = brand === 'American Express' ? '1234' : '123';
      const res = await tokenize(t.app, { ...cardDetails, number, cvc });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toEqual({ id: expect.stringMatching(/^tok_/), card: { brand, last4 } });
      expect(res.body).not.toContain(number);
    }
    // Spaces as people type them are fine.
    const spaced = await tokenize(t.app, { ...cardDetails, number: '4242 4242 4242 4242' });
    expect(spaced.statusCode).toBe(200);
  });

  it('refuses a malformed number, a past expiry and a bad security code when tokenising', async () => {
    const cases: [object, string][] = [
      [{ number: '4242424242424241' }, 'Your card number is incorrect.'],
      [{ number: 'not a card' }, 'Your card number is incorrect.'],
      [{ number: '4'.repeat(40) }, 'Your card number is incorrect.'],
      [{ expMonth: 13 }, "Your card's expiration month is invalid."],
      [{ expMonth: 11, expYear: 2026 }, "Your card's expiration date is in the past."],
      [{ expYear: 2019 }, "Your card's expiration date is in the past."],
      [{ cvc: '12' }, "Your card's security code is invalid."],
      [{ cvc: '12345' }, "Your card's security code is invalid."],
      [{ number: testCards.amex, cvc: '123' }, "Your card's security code is invalid."],
      [{ expMonth: 'soon' }, "Your card's expiration month is invalid."],
      [
        { number: '4111111111111111' },
        'Test payments only accept the published test card numbers, such as 4242 4242 4242 4242; no real card is charged here.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await tokenize(t.app, { ...cardDetails, number: testCards.visa, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
  });

  it('charges the good cards and declines the others with Stripe’s words', async () => {
    const before = await sandboxChargeCount(t.db);
    const ok = await donate(await tokenOf(t.app, testCards.visa));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ success: true, errorMessage: null, result: null });
    const declines: [string, string][] = [
      [testCards.declined, 'Your card was declined.'],
      [testCards.insufficient, 'Your card has insufficient funds.'],
      [testCards.expired, 'Your card has expired.'],
      [testCards.cvc, "Your card's security code is incorrect."],
    ];
    for (const [number, message] of declines) {
      const res = await donate(await tokenOf(t.app, number));
      expect(res.statusCode, number).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorMessage: message,
        result: null,
        stripeErrorMessage: message,
        stripeErrorType: 'card_error',
      });
    }
    expect(await sandboxChargeCount(t.db)).toBe(before + 1);
    const rows = (await ledgerRows(t.db)).filter((r) => r.kind === 'donation');
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'failed')).toHaveLength(4);
    expect(rows.find((r) => r.status === 'succeeded')).toMatchObject({
      method: 'Donation',
      amountCents: 1800,
      reference: '4242',
      cardBrand: 'Visa',
      payerFirstName: 'Sarah',
      payerLastName: 'Levi',
      payerEmail: 'sarah@example.org',
      payerPhone: '(310) 555-0199',
    });
  });

  it('uses a token once: a second payment with it is refused and charges nothing', async () => {
    const token = await tokenOf(t.app);
    expect((await donate(token)).statusCode).toBe(200);
    const before = await sandboxChargeCount(t.db);
    // Another amount: the same one again within a minute is a double submit (payments-charge-rules).
    const again = await donate(token, { amt: 19 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      errorMessage: 'This card entry has already been used. Please enter the card again.',
      stripeErrorType: 'invalid_request_error',
    });
    const unknown = await donate('tok_doesnotexist');
    expect(unknown.json().errorMessage).toBe('This card could not be found. Please enter the card again.');
    expect(await sandboxChargeCount(t.db)).toBe(before);
  });

  it('keeps the donation type: a known label as its method, free text as Other', async () => {
    await donate(await tokenOf(t.app), { donationType: 'Shabbos Payment', amt: '36.00' });
    await donate(await tokenOf(t.app), { donationType: 'In honour of my mother', amt: 5 });
    const rows = (await ledgerRows(t.db)).filter((r) => r.status === 'succeeded' && r.kind === 'donation');
    expect(rows.map((r) => [r.method, r.donationType, r.amountCents])).toEqual(
      expect.arrayContaining([
        ['Shabbos Payment', 'Shabbos Payment', 3600],
        ['Other', 'In honour of my mother', 500],
      ]),
    );
  });

  it('refuses a guest donation without the spec’s fields, before any card is charged', async () => {
    const before = await sandboxChargeCount(t.db);
    const token = await tokenOf(t.app);
    const cases: [object, string][] = [
      [{ firstName: '' }, 'First name is required.'],
      [{ lastName: undefined }, 'Last name is required.'],
      [{ phone: ' ' }, 'Phone is required.'],
      [{ email: 'not-an-address' }, 'Email is required.'],
      [{ email: undefined }, 'Email is required.'],
      [{ amt: 0.5 }, 'The smallest donation is $1.00.'],
      [{ saveCard: true }, 'Only the signed-in card holder can save a card.'],
      [{ sourceToken: undefined }, 'Choose a card: a new card or a saved one, not both.'],
      [{ sourceCard: 'pm_x' }, 'Choose a card: a new card or a saved one, not both.'],
    ];
    for (const [change, message] of cases) {
      const res = await donate(token, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ success: false, errorMessage: message, result: null });
    }
    expect(await sandboxChargeCount(t.db)).toBe(before);
    // The token was never used, so it still pays.
    expect((await donate(token)).statusCode).toBe(200);
  });

  it('limits tokenisation per address', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await tokenize(t.app, { ...cardDetails, number: testCards.visa }, '10.99.0.1')).statusCode;
    expect(last).toBe(429);
  });
});

describe('with Stripe as the provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_42',
      },
    });
  });
  afterAll(() => t.close());

  it('has no sandbox tokens endpoint and gives the web the publishable key', async () => {
    const res = await tokenize(t.app, { ...cardDetails, number: testCards.visa });
    expect(res.statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/api/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_42' });
  });

  it('refuses to start without a secret key', async () => {
    await expect(createTestApp({ env: { PAYMENTS_PROVIDER: 'stripe' } })).rejects.toThrow(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY',
    );
  });
});
