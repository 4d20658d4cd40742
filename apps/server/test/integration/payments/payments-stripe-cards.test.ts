import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentsPort } from '../../../src/adapters/payments/port.ts';
import { startFakeStripe } from '../../helpers/fake-stripe.ts';
import type { FakeStripe } from '../../helpers/fake-stripe.ts';
import { adapterShortcuts, stripeAt } from '../../helpers/stripe-adapter.ts';

describe('Stripe adapter (docs/design.md §7): customers, Elements payment methods and saved cards', () => {
  let fake: FakeStripe;
  let stripe: PaymentsPort;
  beforeEach(async () => {
    fake = await startFakeStripe();
    stripe = stripeAt(fake);
  });
  afterEach(() => fake.close());

  const { posts, charge } = adapterShortcuts(() => fake);

  it('creates the customer with our user id, phone and email, authenticated with the secret key', async () => {
    const id = await stripe.createCustomer({ userId: 'u-1', phone: '+13105550142', email: 'a@example.com' });
    expect(id).toMatch(/^cus_/);
    expect(posts('/v1/customers')).toMatchObject([
      {
        headers: { authorization: `Bearer ${fake.secretKey}` },
        params: { metadata: { userId: 'u-1' }, phone: '+13105550142', email: 'a@example.com' },
      },
    ]);
    await stripe.createCustomer({ userId: 'u-2', phone: null, email: null });
    expect(posts('/v1/customers')[1]!.params).toEqual({ metadata: { userId: 'u-2' } });
  });

  it('takes a payment method from Stripe Elements (pm_…) as it is: charged, saved, used once', async () => {
    const customerId = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const pm = fake.issuePaymentMethod('mastercard');
    const request = charge({ customerId, source: { kind: 'token', token: pm }, saveCard: true });
    expect(await stripe.charge(request)).toMatchObject({
      ok: true,
      card: { id: pm, brand: 'MasterCard', last4: '4444' },
    });
    expect(posts('/v1/payment_methods')).toHaveLength(0);
    expect(posts('/v1/payment_intents')).toMatchObject([
      {
        idempotencyKey: request.idempotencyKey,
        params: { payment_method: pm, customer: customerId, setup_future_usage: 'off_session' },
      },
    ]);
    expect(fake.state.paymentMethods.get(pm)!.customer).toBe(customerId);

    // Without saving, Stripe lets a payment method pay once; the second try is refused plainly.
    const once = fake.issuePaymentMethod('visa');
    expect((await stripe.charge(charge({ source: { kind: 'token', token: once } }))).ok).toBe(true);
    expect(await stripe.charge(charge({ source: { kind: 'token', token: once } }))).toEqual({
      ok: false,
      type: 'invalid_request_error',
      message: 'The payment could not be processed. Please check the card details or use another card.',
      transactionId: null,
    });
    expect(
      await stripe.charge(
        charge({ source: { kind: 'token', token: fake.issuePaymentMethod('chargeDeclined') } }),
      ),
    ).toMatchObject({
      ok: false,
      type: 'card_error',
      message: 'Your card was declined.',
    });
  });

  it('saves a payment method from Stripe Elements by attaching it, and refuses a bad one', async () => {
    const [owner, other] = [
      await stripe.createCustomer({ userId: 'u-1', phone: null, email: null }),
      await stripe.createCustomer({ userId: 'u-2', phone: null, email: null }),
    ];
    const pm = fake.issuePaymentMethod('jcb');
    expect(await stripe.saveCard(owner, pm)).toMatchObject({ id: pm, brand: 'JCB', last4: '0505' });
    expect(posts('/v1/payment_methods')).toHaveLength(0);
    expect(posts(`/v1/payment_methods/${pm}/attach`)).toMatchObject([{ params: { customer: owner } }]);
    expect(await stripe.listCards(owner)).toMatchObject([{ id: pm }]);
    // Another customer's card, one used already, one that does not exist, one the bank refuses.
    await expect(stripe.saveCard(other, pm)).rejects.toThrow(
      'This card entry was already used. Please enter the card again.',
    );
    const used = fake.issuePaymentMethod('visa');
    await stripe.charge(charge({ source: { kind: 'token', token: used } }));
    await expect(stripe.saveCard(owner, used)).rejects.toThrow(
      'This card entry was already used. Please enter the card again.',
    );
    await expect(stripe.saveCard(owner, 'pm_doesNotExist')).rejects.toThrow(
      'This card entry is not valid. Please enter the card again.',
    );
    await expect(
      stripe.saveCard(owner, fake.issuePaymentMethod('chargeDeclinedIncorrectCvc')),
    ).rejects.toThrow("Your card's security code is incorrect.");
    // Stripe's 4000000000000341 attaches, then every charge of it is declined.
    const fails = await stripe.saveCard(owner, fake.issuePaymentMethod('chargeCustomerFail'));
    expect(
      await stripe.charge(charge({ customerId: owner, source: { kind: 'saved', cardId: fails.id } })),
    ).toMatchObject({ ok: false, type: 'card_error', message: 'Your card was declined.' });
    expect(await stripe.listCards(owner)).toHaveLength(2);
  });

  it("lists a customer's cards and detaches one only after checking whose it is", async () => {
    const [owner, other] = [
      await stripe.createCustomer({ userId: 'u-1', phone: null, email: null }),
      await stripe.createCustomer({ userId: 'u-2', phone: null, email: null }),
    ];
    const card = await stripe.saveCard(owner, fake.issueToken('discover'));
    expect(card).toMatchObject({ brand: 'Discover', last4: '1117' });
    expect(posts(`/v1/payment_methods/${card.id}/attach`)).toMatchObject([{ params: { customer: owner } }]);
    expect(await stripe.listCards(owner)).toEqual([card]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payment_methods',
      params: { customer: owner, type: 'card' },
    });
    expect(await stripe.deleteCard(other, card.id)).toBe(false);
    expect(await stripe.deleteCard(other, 'pm_doesNotExist')).toBe(false);
    expect(posts(`/v1/payment_methods/${card.id}/detach`)).toHaveLength(0);
    expect(await stripe.deleteCard(owner, card.id)).toBe(true);
    expect(posts(`/v1/payment_methods/${card.id}/detach`)).toHaveLength(1);
    expect(fake.state.paymentMethods.get(card.id)!.customer).toBeNull();
  });

  it('maps brands to our names and refuses bad tokens with a readable message', async () => {
    const c = await stripe.createCustomer({ userId: 'u-1', phone: null, email: null });
    const names = ['jcb', 'diners', 'unionpay'].map(
      async (name) => (await stripe.saveCard(c, `tok_${name}`)).brand,
    );
    expect(await Promise.all(names)).toEqual(['JCB', 'Diners Club', 'Unknown']);
    const t = fake.issueToken('visa');
    await stripe.saveCard(c, t);
    await expect(stripe.saveCard(c, t)).rejects.toThrow(
      'This card entry was already used. Please enter the card again.',
    );
    await expect(stripe.saveCard(c, 'tok_nope')).rejects.toThrow(
      'This card entry is not valid. Please enter the card again.',
    );
    // Attaching checks the card: one the bank refuses is refused with its message.
    await expect(stripe.saveCard(c, 'tok_chargeDeclinedExpiredCard')).rejects.toThrow(
      'Your card has expired.',
    );
  });
});
