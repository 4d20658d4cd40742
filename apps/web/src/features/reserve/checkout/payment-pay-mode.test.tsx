import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fake-api';
import { declined, paymentDone, sandboxConfig } from '../../../../test/payments-fixtures';
import { setupReserve } from '../../../../test/reserve-app';
import { reservation } from '../../../../test/reserve-fixtures';
import { FLOW_STORAGE_KEY, initialFlow } from '../flow/flow-state';
import { atCheckout, button, chosenCard, oneSavedVisa } from './payment-submit-harness';

vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('../reserve-page');
}, 120_000);

describe('a failed booking (docs/product/booking.md §4 Submit 5)', () => {
  it('a refused new booking: the mode is cleared, the error shows with Create New Reservation', async () => {
    const { api } = atCheckout({
      ...oneSavedVisa,
      'POST /api/api/reservations/newreservation': () =>
        json({ success: false, errorMessage: 'That time was just taken.', result: null }, 409),
    });
    await chosenCard('Visa ending in 4242');
    fireEvent.click(button('Charge Card'));
    expect((await screen.findByRole('alert')).textContent).toBe('That time was just taken.');
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(FLOW_STORAGE_KEY)!)).toMatchObject({
        mode: null,
        reservationId: null,
        replacingReservationId: null,
      }),
    );
    expect(screen.queryByRole('radio', { name: 'Visa ending in 4242' })).toBeNull();
    expect(api.callsTo('POST', '/api/api/payments/makepayment')).toEqual([]);
    fireEvent.click(button('Create New Reservation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick a Date' })).toBeTruthy();
  });
});

describe('pay mode and the donation sub-state', () => {
  function payMode(extra: Parameters<typeof setupReserve>[1]) {
    window.sessionStorage.setItem(
      FLOW_STORAGE_KEY,
      JSON.stringify({ ...initialFlow, mode: 'pay', reservationId: 'r1' }),
    );
    return setupReserve([reservation()], { ...sandboxConfig, ...extra }, '/reserve?view=reserve-payment');
  }

  it('Add Donation / Shabbos Payment: no negative amounts; the donation raises the balance', async () => {
    const withDonation = reservation({ balance: 54, donationTotal: 18 });
    const { api } = payMode({
      'POST /api/api/payments/makepayment': () => json(paymentDone(withDonation)),
    });
    expect(await screen.findByText('$36.00', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(button('Add Donation / Shabbos Payment'));
    expect(await screen.findByRole('heading', { name: 'Add Donation / Shabbos Payment' })).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount ($)' });
    fireEvent.change(amount, { target: { value: '-18' } });
    fireEvent.click(button('Add'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount greater than 0.');
    expect(api.callsTo('POST', '/api/api/payments/makepayment')).toEqual([]);
    fireEvent.change(amount, { target: { value: '18' } });
    fireEvent.click(button('Add'));
    expect(await screen.findByText('$54.00')).toBeTruthy();
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/makepayment')[0]!.body)).toEqual({
      method: 'creditcard',
      amt: -18,
      reservationId: 'r1',
      userId: '7',
    });
  });

  it('a charge in pay mode: the success view with the reservation as paid; a decline clears the chosen card', async () => {
    let answer = declined();
    const { api } = payMode({
      ...oneSavedVisa,
      'POST /api/api/payments/makepayment': () => answer,
    });
    const card = await chosenCard('Visa ending in 4242');
    fireEvent.click(button('Charge Card'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your card was declined.Choose another card or another way to pay.',
    );
    await waitFor(() => expect(card.checked).toBe(false));
    answer = json(paymentDone(reservation({ balance: 0, paid: true, amountPaid: 36 })));
    fireEvent.click(card);
    fireEvent.click(button('Charge Card'));
    expect(await screen.findByText('Your reservation is confirmed')).toBeTruthy();
    const keys = api
      .callsTo('POST', '/api/api/payments/makepayment')
      .map((c) => c.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('from the success view of any live reservation: add a donation, then its balance view to pay it', async () => {
    const withDonation = reservation({ balance: 54, donationTotal: 18 });
    const { api } = setupReserve([reservation()], {
      ...sandboxConfig,
      ...oneSavedVisa,
      'POST /api/api/payments/makepayment': () => json(paymentDone(withDonation)),
    });
    expect(
      await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' }, { timeout: 15_000 }),
    ).toBeTruthy();
    fireEvent.click(button('Add Donation / Shabbos Payment'));
    expect(await screen.findByRole('heading', { name: 'Add Donation / Shabbos Payment' })).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount ($)' });
    fireEvent.change(amount, { target: { value: '-5' } });
    fireEvent.click(button('Add'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount greater than 0.');
    expect(api.callsTo('POST', '/api/api/payments/makepayment')).toEqual([]);

    // Back returns to the success view, unchanged.
    fireEvent.click(button('Back'));
    expect(await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();
    fireEvent.click(button('Add Donation / Shabbos Payment'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount ($)' }), { target: { value: '18' } });
    fireEvent.click(button('Add'));
    // The balance view of the reservation, with the donation in its balance, ready to charge.
    expect(await screen.findByText('$54.00')).toBeTruthy();
    await chosenCard('Visa ending in 4242');
    expect(button('Charge Card').disabled).toBe(false);
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/makepayment')[0]!.body)).toEqual({
      method: 'creditcard',
      amt: -18,
      reservationId: 'r1',
      userId: '7',
    });
  });

  it('a canceled reservation offers no donation', async () => {
    const canceled = reservation({ reservationStatus: 'Canceled' });
    window.sessionStorage.setItem(FLOW_STORAGE_KEY, JSON.stringify({ ...initialFlow, reservationId: 'r1' }));
    setupReserve(
      [canceled],
      { 'GET /api/api/reservations/r1': () => json(canceled) },
      '/reserve?view=reserve-payment',
    );
    expect(await screen.findByText('Reservation Canceled', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Donation / Shabbos Payment' })).toBeNull();
  });
});
