import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { paymentsConfig, savedCards } from '../../test/payments-fixtures';
import { fetchPaymentsConfig } from './payments-config';
import { createSandboxToken } from './sandbox-token';
import { fetchSavedCards } from './saved-cards';

afterEach(() => vi.unstubAllGlobals());

const generic = { kind: 'generic', message: 'An error occurred.' };
const answering = (route: string, body: unknown) =>
  vi.stubGlobal('fetch', fakeApi({ [route]: () => json(body) }).fetch);
const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '90210' };

/** The payment calls' answers read by the server's own schemas (the contract, docs/decisions/0034). */
describe('the payment answers', () => {
  it('the provider: read as written; another provider, or no key at all, is the generic error', async () => {
    answering('GET /api/api/payments/config', paymentsConfig('stripe'));
    await expect(fetchPaymentsConfig()).resolves.toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
    answering('GET /api/api/payments/config', { provider: 'paypal', publishableKey: null });
    await expect(fetchPaymentsConfig()).rejects.toMatchObject(generic);
    answering('GET /api/api/payments/config', { provider: 'sandbox' });
    await expect(fetchPaymentsConfig()).rejects.toMatchObject(generic);
  });

  it('her saved cards: read as written; a card without its last digits is the generic error', async () => {
    const cards = savedCards([{ id: 'card_1', brand: 'Visa', last4: '4242' }]);
    answering('GET /api/api/users/7/savedcards/', cards);
    await expect(fetchSavedCards('7')).resolves.toEqual(cards);
    answering('GET /api/api/users/7/savedcards/', [{ id: 'card_1', brand: 'Visa' }]);
    await expect(fetchSavedCards('7')).rejects.toMatchObject(generic);
    answering('GET /api/api/users/7/savedcards/', { cards });
    await expect(fetchSavedCards('7')).rejects.toMatchObject(generic);
  });

  it('a sandbox token: read as written; one without its card is the generic error', async () => {
    const token = { id: 'tok_4242', card: { brand: 'Visa', last4: '4242' } };
    answering('POST /api/api/payments/sandbox/tokens', token);
    await expect(createSandboxToken(card)).resolves.toEqual(token);
    answering('POST /api/api/payments/sandbox/tokens', { id: 'tok_4242' });
    await expect(createSandboxToken(card)).rejects.toMatchObject(generic);
  });
});
