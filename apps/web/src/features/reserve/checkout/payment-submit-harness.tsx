import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { json, type Call } from '../../../../test/fake-api';
import { sandboxConfig, savedCards } from '../../../../test/payments-fixtures';
import { setupReserve } from '../../../../test/reserve-app';
import { reservation } from '../../../../test/reserve-fixtures';
import { FLOW_STORAGE_KEY, initialFlow, type FlowState } from '../flow/flow-state';

// The balance view's tests (payment-submit.test.tsx, payment-pay-mode.test.tsx): their setup and helpers.

export function atCheckout(extra: Parameters<typeof setupReserve>[1], flow: Partial<FlowState> = {}) {
  const booking: FlowState = {
    ...initialFlow,
    mode: 'new',
    date: '2030-12-03',
    roomType: 'shower',
    slot: '2030-12-03T18:00:00-08:00',
    ...flow,
  };
  window.sessionStorage.setItem(FLOW_STORAGE_KEY, JSON.stringify(booking));
  return setupReserve([], { ...sandboxConfig, ...extra }, '/reserve?view=reserve-payment');
}

export const created = reservation({ id: 'r9', reservationStatus: 'Pending', balance: 36 });
export const paid = reservation({
  id: 'r9',
  reservationStatus: 'Reserved',
  balance: 0,
  amountPaid: 36,
  paid: true,
});
export const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
export const order = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path.replace('/api/api/', ''));
export const oneSavedVisa = {
  'GET /api/api/users/7/savedcards/': () =>
    json(savedCards([{ id: 'card_1', brand: 'Visa', last4: '4242' }])),
};

/** A saved card's radio, once the chooser has chosen it for her (it does when she has one card). */
export async function chosenCard(name: string): Promise<HTMLInputElement> {
  const card = await screen.findByRole<HTMLInputElement>('radio', { name }, { timeout: 15_000 });
  await waitFor(() => expect(card.checked).toBe(true));
  return card;
}
