import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deskPaymentBody } from '@tevila/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { deskAnswer, details } from './night-fixtures';
import { PayModal } from './pay-modal';

const DESK = '/api/api/payments/desk';

/**
 * Cash or a check at the desk: the body is checked by payments/desk's own schema (decision 0034); the
 * amount, which the schema leaves to the service, by the form itself, as it knows the balance.
 */
describe('the desk payment form', () => {
  function setup() {
    const api = fakeApi({ [`POST ${DESK}`]: () => json(deskAnswer(details({ balance: 0, paid: true }))) });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<PayModal details={details()} opened onClose={vi.fn()} />);
    return api;
  }
  const amount = () => screen.getByRole('textbox', { name: 'Amount (dollars)' });
  const record = () => fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

  it('refuses an amount the server would refuse, says why, and sends nothing', async () => {
    const api = setup();
    fireEvent.change(amount(), { target: { value: '12.505' } });
    record();
    expect(await screen.findByText('Enter an amount in dollars, like 25 or 25.50.')).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    // Corrected, it is checked again as she types: now above the balance of $40.00.
    fireEvent.change(amount(), { target: { value: '40.01' } });
    expect(await screen.findByText('The amount is more than the balance due.')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '0' } });
    expect(await screen.findByText('The amount must be more than zero.')).toBeTruthy();
    expect(api.callsTo('POST', DESK)).toEqual([]);
  });

  it('sends a body the schema takes', async () => {
    const api = setup();
    fireEvent.change(amount(), { target: { value: ' 12.50 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: ' Check 1042 ' },
    });
    record();
    await waitFor(() => expect(api.callsTo('POST', DESK)).toHaveLength(1));
    const body: unknown = JSON.parse(api.callsTo('POST', DESK)[0]!.body);
    expect(body).toEqual({ reservationId: 'r-1', method: 'Cash', amt: 12.5, note: 'Check 1042' });
    expect(z.safeParse(deskPaymentBody, body).success).toBe(true);
    expect(await screen.findByText('Payment recorded.')).toBeTruthy();
  });
});
