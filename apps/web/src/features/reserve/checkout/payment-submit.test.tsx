import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fake-api';
import { CARD_EXPIRY, declined, fillCard, paymentDone, savedCards } from '../../../../test/payments-fixtures';
import { updated } from '../../../../test/reserve-fixtures';
import { atCheckout, button, chosenCard, created, oneSavedVisa, order, paid } from './payment-submit-harness';

vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('../reserve-page');
}, 120_000);

describe('the balance chooser (docs/product/booking.md §2 balance, §5 Payment)', () => {
  it('lists saved cards, a new card, pay at the door and pay later; one saved card is chosen for her', async () => {
    atCheckout({
      'GET /api/api/users/7/savedcards/': () =>
        json(savedCards([{ id: 'card_1', brand: 'MasterCard', last4: '4444' }])),
    });
    await chosenCard('MasterCard ending in 4444');
    expect(screen.getByRole('radio', { name: 'New credit card' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Pay at the door' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Pay later' })).toBeTruthy();
    expect(button('Charge Card').disabled).toBe(false);
  });

  it('a new card: Charge Card stays disabled until the card entry is complete; the sandbox says "Test payments"', async () => {
    atCheckout({});
    fireEvent.click(await screen.findByRole('radio', { name: 'New credit card' }, { timeout: 15_000 }));
    expect(await screen.findByText('Test payments')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(button('Charge Card').disabled).toBe(true);
    await fillCard('4242424242424241');
    fireEvent.blur(screen.getByRole('textbox', { name: 'Card number' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card number is not valid.');
    expect(button('Charge Card').disabled).toBe(true);
    await fillCard();
    await waitFor(() => expect(button('Charge Card').disabled).toBe(false));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay later' }));
    expect(button('Continue').disabled).toBe(false);
  });
});

describe('submit (docs/product/booking.md §4)', () => {
  it('new card: token first, then the reservation, then the charge of its balance; confirmed when Reserved', async () => {
    const { api } = atCheckout({
      'POST /api/api/reservations/newreservation': () => json(updated(created)),
      'POST /api/api/payments/makepayment': () => json(paymentDone(paid)),
      'GET /api/api/reservations/r9': () => json(paid),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'New credit card' }, { timeout: 15_000 }));
    await fillCard();
    await waitFor(() => expect(button('Charge Card').disabled).toBe(false));
    fireEvent.click(button('Charge Card'));
    expect(await screen.findByText('Your reservation is confirmed')).toBeTruthy();
    expect(order(api.calls)).toEqual([
      'payments/sandbox/tokens',
      'reservations/newreservation',
      'payments/makepayment',
    ]);
    // A charge follows the booking: the server waits for it before confirming to her.
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/newreservation')[0]!.body)).toMatchObject({
      paymentFollows: true,
    });
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/sandbox/tokens')[0]!.body)).toEqual({
      number: '4242424242424242',
      expMonth: CARD_EXPIRY.month,
      expYear: CARD_EXPIRY.year,
      cvc: '123',
      postalCode: '90210',
    });
    const [charge] = api.callsTo('POST', '/api/api/payments/makepayment');
    expect(JSON.parse(charge!.body)).toEqual({
      method: 'creditcard',
      amt: 36,
      reservationId: 'r9',
      userId: '7',
      sourceToken: 'tok_4242',
      saveCard: true,
    });
    expect(charge!.headers['idempotency-key']).toMatch(/\S{8,}/);
  });

  it('a saved card: sourceCard, no token', async () => {
    const { api } = atCheckout({
      'GET /api/api/users/7/savedcards/': () =>
        json(
          savedCards([
            { id: 'card_1', brand: 'Visa', last4: '4242' },
            { id: 'card_2', brand: 'Discover', last4: '1117' },
          ]),
        ),
      'POST /api/api/reservations/newreservation': () => json(updated(created)),
      'POST /api/api/payments/makepayment': () => json(paymentDone(paid)),
    });
    // Several cards: she picks.
    const discover = await screen.findByRole(
      'radio',
      { name: 'Discover ending in 1117' },
      { timeout: 15_000 },
    );
    expect(button('Continue').disabled).toBe(true);
    fireEvent.click(discover);
    fireEvent.click(button('Charge Card'));
    expect(await screen.findByText('Your reservation is confirmed')).toBeTruthy();
    expect(order(api.calls)).toEqual(['reservations/newreservation', 'payments/makepayment']);
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/makepayment')[0]!.body)).toMatchObject({
      sourceCard: 'card_2',
      amt: 36,
    });
  });

  it("a card makepayment's schema refuses: its sentence by the chooser, and nothing is booked or charged", async () => {
    const { api } = atCheckout({
      'GET /api/api/users/7/savedcards/': () =>
        json(savedCards([{ id: `card_${'x'.repeat(200)}`, brand: 'Visa', last4: '4242' }])),
      'POST /api/api/reservations/newreservation': () => json(updated(created)),
      'POST /api/api/payments/makepayment': () => json(paymentDone(paid)),
    });
    await chosenCard('Visa ending in 4242');
    fireEvent.click(button('Charge Card'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('sourceCard must be at most 200 characters.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(order(api.calls)).toEqual([]);
    expect(screen.queryByText('Your reservation is confirmed')).toBeNull();
  });

  it('a refused token: nothing is booked, the provider message shows', async () => {
    const { api } = atCheckout({});
    fireEvent.click(await screen.findByRole('radio', { name: 'New credit card' }, { timeout: 15_000 }));
    await fillCard('4000000000000119');
    await waitFor(() => expect(button('Charge Card').disabled).toBe(false));
    fireEvent.click(button('Charge Card'));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incorrect.');
    expect(order(api.calls)).toEqual(['payments/sandbox/tokens']);
  });

  it('a decline after booking: the card message, no confirmation, the new reservation’s chooser with nothing chosen', async () => {
    const { api } = atCheckout({
      ...oneSavedVisa,
      'POST /api/api/reservations/newreservation': () => json(updated(created)),
      'POST /api/api/payments/makepayment': declined,
      'GET /api/api/reservations/r9': () => json(created),
    });
    await chosenCard('Visa ending in 4242');
    fireEvent.click(button('Charge Card'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your card was declined.Your reservation is made, but not paid yet.Choose another card or another way to pay.',
    );
    // Said by the chooser, and focus taken there (not a banner scrolled out of view).
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.previousElementSibling?.tagName).toBe('FIELDSET');
    expect(screen.queryByText('Your reservation is confirmed')).toBeNull();
    // Still the booking's payment step.
    expect(
      screen.getByRole('list', { name: 'Booking steps' }).querySelector('[aria-current="step"]')?.textContent,
    ).toBe('3Payment');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Visa ending in 4242' }).checked).toBe(
        false,
      ),
    );
    expect(button('Continue').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Add Donation / Shabbos Payment' })).toBeTruthy();
    expect(order(api.calls)).toEqual(['reservations/newreservation', 'payments/makepayment']);
  });

  it('a new card declined: its form kept as typed but for the security code, the new card still chosen', async () => {
    let answer = declined();
    const { api } = atCheckout({
      'POST /api/api/reservations/newreservation': () => json(updated(created)),
      'POST /api/api/payments/makepayment': () => answer,
      'GET /api/api/reservations/r9': () => json(created),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'New credit card' }, { timeout: 15_000 }));
    await fillCard('4000000000000002');
    await waitFor(() => expect(button('Charge Card').disabled).toBe(false));
    fireEvent.click(button('Charge Card'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your card was declined.Your reservation is made, but not paid yet.' +
        'Check the card details and enter the security code again, or choose another way to pay.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'New credit card' }).checked).toBe(true);
    expect(field('Card number').value).toBe('4000 0000 0000 0002');
    expect(field('Expiry date').value).toBe(CARD_EXPIRY.typed);
    expect(field('Postal code').value).toBe('90210');
    expect(field('Security code (CVC)').value).toBe('');
    expect(button('Charge Card').disabled).toBe(true);
    // The card number lives in the page only, never in storage.
    expect(
      JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage }),
    ).not.toMatch(/4000\s?0000/);

    // She corrects the number, types the code again: the reservation she made is paid, not booked twice.
    answer = json(paymentDone(paid));
    fireEvent.change(field('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(field('Security code (CVC)'), { target: { value: '123' } });
    await waitFor(() => expect(button('Charge Card').disabled).toBe(false));
    fireEvent.click(button('Charge Card'));
    expect(await screen.findByText('Your reservation is confirmed')).toBeTruthy();
    expect(order(api.calls)).toEqual([
      'payments/sandbox/tokens',
      'reservations/newreservation',
      'payments/makepayment',
      'payments/sandbox/tokens',
      'payments/makepayment',
    ]);
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/makepayment')[1]!.body)).toMatchObject({
      reservationId: 'r9',
      sourceToken: 'tok_4242',
    });
  });

  it('a refused replacement: the replaced reservation is shown again and nothing is charged', async () => {
    const { api } = atCheckout(
      {
        ...oneSavedVisa,
        'POST /api/api/reservations/newreservation': () =>
          json({ success: false, errorMessage: 'That time was just taken.', result: null }, 409),
      },
      { mode: 'edit', replacingReservationId: 'r1' },
    );
    await screen.findByRole('radio', { name: 'Visa ending in 4242' }, { timeout: 15_000 });
    await waitFor(() => expect(button('Charge Card').disabled).toBe(false));
    fireEvent.click(button('Charge Card'));
    expect((await screen.findByRole('alert')).textContent).toBe('That time was just taken.');
    expect(await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/api/payments/makepayment')).toEqual([]);
  });
});
