import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Call } from '../../test/fake-api';
import { authenticationRequired, declined, paymentDone, paymentsConfig } from '../../test/payments-fixtures';
import { reservation as booked } from '../../test/reserve-fixtures';
import { createAuthenticator, type NextActionClient } from '../payments/authenticate-payment';
import { ApiError } from './http';
import { isCardError, makePayment } from './make-payment';

const PAY = 'POST /api/api/payments/makepayment';
const input = { method: 'creditcard', amt: 36, reservationId: 'r1', sourceCard: 'card_1' } as const;
const reservation = booked({ balance: 0, amountPaid: 36, paid: true });

/** makepayment answers authentication_required first, then (the same request again) succeeds. */
function api(provider: 'stripe' | 'sandbox') {
  let answered = 0;
  const fake = fakeApi({
    'GET /api/api/payments/config': () => json(paymentsConfig(provider)),
    [PAY]: () => (answered++ === 0 ? authenticationRequired() : json(paymentDone(reservation))),
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/** A stand-in for Stripe.js: records the secrets it was asked to act on and answers as told. */
function fakeStripe(answer: Awaited<ReturnType<NextActionClient['handleNextAction']>>) {
  const handleNextAction = vi.fn(async (_options: { clientSecret: string }) => answer);
  const stripe: NextActionClient = { handleNextAction };
  return { stripe, handleNextAction, loadStripe: vi.fn(async (_key: string) => stripe) };
}

const keyOf = (call: Call) => call.headers['idempotency-key'];

describe('makePayment: a card that needs authentication (3-D Secure)', () => {
  it('with Stripe: handleNextAction with the secret, then the same request with the same key', async () => {
    const fake = api('stripe');
    const stripe = fakeStripe({});
    const authenticate = createAuthenticator({ loadStripe: stripe.loadStripe });

    await expect(makePayment(input, 'key-1', { authenticate })).resolves.toEqual(reservation);

    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    const payments = fake.callsTo('POST', '/api/api/payments/makepayment');
    expect(payments).toHaveLength(2);
    expect(payments.map(keyOf)).toEqual(['key-1', 'key-1']);
    expect(payments[1]!.body).toBe(payments[0]!.body);
    expect(JSON.parse(payments[0]!.body)).toEqual(input);
  });

  it('with Stripe: a failed authentication shows its message like a card error, and nothing is sent again', async () => {
    const fake = api('stripe');
    const stripe = fakeStripe({
      error: { message: 'We are unable to authenticate your payment method.' },
    });
    const authenticate = createAuthenticator({ loadStripe: stripe.loadStripe });

    const error = await makePayment(input, 'key-2', { authenticate }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('We are unable to authenticate your payment method.');
    expect(isCardError(error)).toBe(true);
    expect(fake.callsTo('POST', '/api/api/payments/makepayment')).toHaveLength(1);
  });

  it('with the sandbox: no Stripe at all; authentication_required is shown as the error it is', async () => {
    const fake = api('sandbox');
    const stripe = fakeStripe({});
    const authenticate = createAuthenticator({ loadStripe: stripe.loadStripe });

    const error = await makePayment(input, 'key-3', { authenticate }).catch((e: unknown) => e);

    expect((error as ApiError).message).toBe('Your card requires authentication.');
    expect(isCardError(error)).toBe(false);
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
    expect(fake.callsTo('POST', '/api/api/payments/makepayment')).toHaveLength(1);
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('a second authentication_required is an error, not a loop', async () => {
    const fake = fakeApi({
      'GET /api/api/payments/config': () => json(paymentsConfig('stripe')),
      [PAY]: authenticationRequired,
    });
    vi.stubGlobal('fetch', fake.fetch);
    const stripe = fakeStripe({});
    const authenticate = createAuthenticator({ loadStripe: stripe.loadStripe });

    const error = await makePayment(input, 'key-4', { authenticate }).catch((e: unknown) => e);

    expect((error as ApiError).message).toBe('Your card requires authentication.');
    expect(stripe.handleNextAction).toHaveBeenCalledTimes(1);
    expect(fake.callsTo('POST', '/api/api/payments/makepayment').map(keyOf)).toEqual(['key-4', 'key-4']);
  });

  it('a decline shows the provider’s sentence and is a card error; no authentication is tried', async () => {
    const authenticate = vi.fn();
    vi.stubGlobal('fetch', fakeApi({ [PAY]: declined }).fetch);
    const error = await makePayment(input, 'key-5', { authenticate }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Your card was declined.');
    expect(isCardError(error)).toBe(true);
    expect(authenticate).not.toHaveBeenCalled();
  });
});

describe("makePayment: the answer read by the server's own schema (docs/decisions/0034)", () => {
  it('an answer that does not match is the generic error, never a crash', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [PAY]: () => json({ success: true, result: { id: 'r1', balance: 0 } }) }).fetch,
    );
    await expect(makePayment(input, 'key-9')).rejects.toMatchObject({
      kind: 'generic',
      message: 'An error occurred.',
    });
  });
});
