import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentInputError } from '../../src/adapters/payments/port.ts';
import type { ChargeRequest, PaymentsPort } from '../../src/adapters/payments/port.ts';

/** The cards the contract needs, as each adapter's tests can produce them (docs/design.md §7 test numbers). */
export type ContractCard =
  | 'visa'
  | 'mastercard'
  | 'declined'
  | 'insufficient'
  | 'expired'
  | 'cvc'
  /** 4000000000000341: saved without trouble, every charge declined. */
  | 'declinedAfterSave';

export interface PaymentsContractSubject {
  port: PaymentsPort;
  /** A fresh, single-use card token for that card, as the card form would hand it to the server. */
  tokenFor: (card: ContractCard) => string | Promise<string>;
  close?: () => Promise<void>;
}

/**
 * docs/design.md §7: what every PaymentsPort does, whatever the provider behind it. Each adapter's test file calls
 * this with a factory; every test gets a fresh subject.
 */
export function describePaymentsContract(
  name: string,
  makePort: () => PaymentsContractSubject | Promise<PaymentsContractSubject>,
) {
  describe(`payments port contract: ${name}`, () => {
    let subject: PaymentsContractSubject;
    let port: PaymentsPort;
    const token = (card: ContractCard) => Promise.resolve(subject.tokenFor(card));
    const customer = () => port.createCustomer({ userId: randomUUID(), phone: '+13105550142', email: null });
    const chargeOf = async (overrides: Partial<ChargeRequest> = {}): Promise<ChargeRequest> => ({
      amountCents: 1800,
      customerId: null,
      source: { kind: 'token', token: await token('visa') },
      saveCard: false,
      description: 'Mikvah visit',
      idempotencyKey: randomUUID(),
      metadata: { ledgerEntryId: randomUUID() },
      ...overrides,
    });

    beforeEach(async () => {
      subject = await makePort();
      port = subject.port;
    });
    afterEach(async () => {
      await subject.close?.();
    });

    it('creates one customer per call', async () => {
      const [a, b] = [await customer(), await customer()];
      expect(a).not.toBe('');
      expect(b).not.toBe(a);
    });

    it('saves a card, lists it, and deletes it once', async () => {
      const c = await customer();
      const saved = await port.saveCard(c, await token('visa'));
      expect(saved).toMatchObject({ brand: 'Visa', last4: '4242' });
      expect(saved.id).not.toBe('');
      expect(saved.expMonth).toBeGreaterThanOrEqual(1);
      expect(saved.expMonth).toBeLessThanOrEqual(12);
      expect(saved.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
      expect(await port.listCards(c)).toEqual([saved]);
      expect(await port.deleteCard(c, saved.id)).toBe(true);
      expect(await port.listCards(c)).toEqual([]);
      expect(await port.deleteCard(c, saved.id)).toBe(false);
    });

    it("shows and deletes a customer's cards to that customer only", async () => {
      const [owner, other] = [await customer(), await customer()];
      const saved = await port.saveCard(owner, await token('mastercard'));
      expect(saved).toMatchObject({ brand: 'MasterCard', last4: '4444' });
      expect(await port.listCards(other)).toEqual([]);
      expect(await port.deleteCard(other, saved.id)).toBe(false);
      expect(await port.listCards(owner)).toEqual([saved]);
    });

    it('refuses a used or unknown token as bad input', async () => {
      const [a, b] = [await customer(), await customer()];
      const t = await token('visa');
      await port.saveCard(a, t);
      await expect(port.saveCard(b, t)).rejects.toBeInstanceOf(PaymentInputError);
      await expect(port.saveCard(a, 'tok_doesNotExist0000')).rejects.toBeInstanceOf(PaymentInputError);
      expect(await port.listCards(b)).toEqual([]);
    });

    it('charges a card token and answers the card it charged', async () => {
      const result = await port.charge(
        await chargeOf({ source: { kind: 'token', token: await token('mastercard') } }),
      );
      expect(result).toMatchObject({ ok: true, card: { brand: 'MasterCard', last4: '4444' } });
      expect(result.ok && result.transactionId).toBeTruthy();
    });

    it('answers the first outcome for a repeated idempotency key, and the charge is found once', async () => {
      const request = await chargeOf({ amountCents: 2550 });
      const first = await port.charge(request);
      const again = await port.charge(request);
      expect(first.ok).toBe(true);
      expect(again).toEqual(first);
      const found = await port.findCharge('ledgerEntryId', request.metadata.ledgerEntryId!);
      expect(found).toMatchObject({
        state: 'succeeded',
        transactionId: first.ok ? first.transactionId : '',
        amountCents: 2550,
        card: { brand: 'Visa', last4: '4242' },
      });
      expect(await port.findCharge('ledgerEntryId', randomUUID())).toEqual({ state: 'absent' });
    });

    it.each([
      ['declined', 'Your card was declined.'],
      ['insufficient', 'Your card has insufficient funds.'],
      ['expired', 'Your card has expired.'],
      ['cvc', "Your card's security code is incorrect."],
    ] as const)('answers a %s card with card_error and the message "%s"', async (card, message) => {
      const request = await chargeOf({ source: { kind: 'token', token: await token(card) } });
      const result = await port.charge(request);
      expect(result).toMatchObject({ ok: false, type: 'card_error', message });
      const found = await port.findCharge('ledgerEntryId', request.metadata.ledgerEntryId!);
      expect(found.state === 'failed' || found.state === 'absent').toBe(true);
    });

    it('refuses to save a card the bank refuses; 4000000000000341 saves, then declines', async () => {
      const c = await customer();
      await expect(port.saveCard(c, await token('declined'))).rejects.toThrow('Your card was declined.');
      expect(await port.listCards(c)).toEqual([]);
      const saved = await port.saveCard(c, await token('declinedAfterSave'));
      expect(saved).toMatchObject({ brand: 'Visa', last4: '0341' });
      expect(await port.listCards(c)).toEqual([saved]);
      const request = await chargeOf({ customerId: c, source: { kind: 'saved', cardId: saved.id } });
      expect(await port.charge(request)).toMatchObject({
        ok: false,
        type: 'card_error',
        message: 'Your card was declined.',
      });
    });

    it('retrieves a charge by its transaction id', async () => {
      const paid = await port.charge(await chargeOf({ amountCents: 2200 }));
      if (!paid.ok) throw new Error('the charge should have succeeded');
      expect(await port.retrieveCharge(paid.transactionId)).toEqual({
        state: 'succeeded',
        transactionId: paid.transactionId,
        amountCents: 2200,
        card: paid.card,
      });
      expect(await port.retrieveCharge('pi_doesNotExist')).toEqual({ state: 'absent' });
    });

    it('keeps the card when asked, then charges the saved card', async () => {
      const c = await customer();
      const first = await port.charge(await chargeOf({ customerId: c, saveCard: true }));
      expect(first.ok).toBe(true);
      const cards = await port.listCards(c);
      expect(cards).toMatchObject([{ brand: 'Visa', last4: '4242' }]);
      const again = await port.charge(
        await chargeOf({ customerId: c, source: { kind: 'saved', cardId: cards[0]!.id } }),
      );
      expect(again).toMatchObject({ ok: true, card: { id: cards[0]!.id, brand: 'Visa', last4: '4242' } });
      expect(again.ok && first.ok && again.transactionId !== first.transactionId).toBe(true);
      // Without saveCard, a paid card stays off the customer.
      expect((await port.charge(await chargeOf({ customerId: c, saveCard: false }))).ok).toBe(true);
      expect(await port.listCards(c)).toHaveLength(1);
    });

    it("never charges another customer's saved card, nor a saved card without its customer", async () => {
      const [owner, other] = [await customer(), await customer()];
      const saved = await port.saveCard(owner, await token('visa'));
      const source = { kind: 'saved', cardId: saved.id } as const;
      expect((await port.charge(await chargeOf({ customerId: other, source }))).ok).toBe(false);
      expect(await port.charge(await chargeOf({ customerId: null, source }))).toMatchObject({ ok: false });
    });

    it('refunds up to the charge and never more; a repeated key refunds once', async () => {
      const paid = await port.charge(await chargeOf({ amountCents: 5000 }));
      if (!paid.ok) throw new Error('the charge should have succeeded');
      const refund = (amountCents: number, idempotencyKey = randomUUID()) =>
        port.refund({ transactionId: paid.transactionId, amountCents, idempotencyKey });
      expect(await refund(6000)).toMatchObject({ ok: false });
      const key = randomUUID();
      const part = await refund(2000, key);
      expect(part.ok).toBe(true);
      expect(await refund(2000, key)).toEqual(part);
      expect((await refund(3000)).ok).toBe(true);
      const over = await refund(1);
      expect(over.ok).toBe(false);
      expect(!over.ok && over.message).toBeTruthy();
    });

    it('refuses to refund a transaction it does not know', async () => {
      const result = await port.refund({
        transactionId: 'pi_doesNotExist',
        amountCents: 100,
        idempotencyKey: randomUUID(),
      });
      expect(result.ok).toBe(false);
    });

    it('creates one terminal payment intent per key, and connection tokens', async () => {
      const key = randomUUID();
      const metadata = { reservationId: randomUUID() };
      const intent = await port.createPaymentIntent(1800, key, metadata);
      expect(intent.id).not.toBe('');
      expect(intent.clientSecret).not.toBe('');
      expect(await port.createPaymentIntent(1800, key, metadata)).toEqual(intent);
      expect((await port.createPaymentIntent(1800, randomUUID(), metadata)).id).not.toBe(intent.id);
      expect(await port.terminalConnectionToken()).toMatch(/\S/);
    });

    it('refuses an event without a signature or with a wrong one', () => {
      const body = Buffer.from(JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }));
      expect(() => port.verifyEvent(body, undefined)).toThrow(PaymentInputError);
      expect(() => port.verifyEvent(body, 't=1700000000,v1=00')).toThrow(PaymentInputError);
    });
  });
}
