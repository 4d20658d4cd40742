import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { paymentsConfig } from '../../test/payments-fixtures';
import { renderWithProviders } from '../../test/render';
import { i18n } from '../i18n/setup';
import { TestPaymentsNotice } from './test-payments-notice';

const provider = (name: 'sandbox' | 'stripe') => {
  const api = fakeApi({
    'GET /api/api/payments/config': () => json(paymentsConfig(name)),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
};

describe('TestPaymentsNotice (docs/design.md §7)', () => {
  it('with the sandbox: "Test payments" and the test card to use', async () => {
    provider('sandbox');
    renderWithProviders(<TestPaymentsNotice />);
    const notice = await screen.findByRole('complementary', { name: 'Test payments' });
    expect(notice.textContent).toContain('4242 4242 4242 4242');
  });

  it('in Hebrew', async () => {
    await i18n.changeLanguage('he');
    provider('sandbox');
    renderWithProviders(<TestPaymentsNotice />);
    expect(await screen.findByRole('complementary', { name: 'תשלומי ניסיון' })).toBeTruthy();
  });

  it('with Stripe: nothing', async () => {
    provider('stripe');
    const { container, queryClient } = renderWithProviders(<TestPaymentsNotice />);
    await waitFor(() => expect(queryClient.getQueryData(['paymentsConfig'])).toBeTruthy());
    expect(screen.queryByText('Test payments')).toBeNull();
    expect(container.querySelector('aside')).toBeNull();
  });
});
