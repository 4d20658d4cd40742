import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { paymentsConfig } from '../../test/payments-fixtures';
import { renderWithProviders } from '../../test/render';
import { CardEntry } from './card-entry';

const stripeScript = () => document.querySelector('script[src*="stripe"]');

describe('CardEntry', () => {
  it('with the sandbox: its own form and nothing of Stripe (the surface shows the notice, not the entry)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/api/payments/config': () => json(paymentsConfig('sandbox')) }).fetch,
    );
    renderWithProviders(<CardEntry />);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
    for (const name of ['Card number', 'Expiry date', 'Security code (CVC)', 'Postal code']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    expect(screen.queryByText('Test payments')).toBeNull();
    expect(stripeScript()).toBeNull();
  });

  it('postal code hidden on request', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/api/payments/config': () => json(paymentsConfig('sandbox')) }).fetch,
    );
    renderWithProviders(<CardEntry hidePostalCode />);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Postal code' })).toBeNull();
  });

  it('with stripe: Stripe’s script is added only then, and no test notice', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/api/payments/config': () => json(paymentsConfig('stripe')),
      }).fetch,
    );
    renderWithProviders(<CardEntry />);
    await waitFor(() => expect(stripeScript()).not.toBeNull(), { timeout: 5000 });
    expect(screen.queryByText('Test payments')).toBeNull();
    expect(await screen.findByText('Card')).toBeTruthy();
  });
});
