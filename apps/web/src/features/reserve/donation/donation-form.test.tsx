import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { paymentDone } from '../../../../test/payments-fixtures';
import { patron, renderWithProviders } from '../../../../test/render';
import { reservation } from '../../../../test/reserve-fixtures';
import { i18n } from '../../../i18n/setup';
import type { Reservation } from '../../../api/reservation';
import { DonationForm } from './donation-form';

afterEach(() => vi.unstubAllGlobals());

/** The donation on a reservation, checked by makepayment's own schema before it is sent (decision 0034). */
describe('the donation form', () => {
  function setup(on: Reservation, answer?: () => Response) {
    const api = fakeApi({
      [`POST /api/api/payments/makepayment`]:
        answer ?? (() => json(paymentDone(reservation({ id: on.id, balance: 54, donationTotal: 18 })))),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onAdded = vi.fn();
    renderWithProviders(<DonationForm reservation={on} onAdded={onAdded} onBack={vi.fn()} />, {
      session: patron,
    });
    return { api, onAdded };
  }
  const amount = (value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount ($)' }), { target: { value } });
  const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const posts = (api: ReturnType<typeof fakeApi>) => api.callsTo('POST', '/api/api/payments/makepayment');

  it('keeps its own check of the amount (sent negated, it must be above 0), said as she corrects it', async () => {
    const { api } = setup(reservation());
    amount('-18');
    add();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount greater than 0.');
    expect(screen.getByRole('textbox', { name: 'Amount ($)' }).getAttribute('aria-invalid')).toBe('true');
    amount('1.234');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount in dollars and cents.');
    // The largest amount is said before she sends, and in her words when she asks for more.
    expect(screen.getByText('Up to $10,000.00.')).toBeTruthy();
    amount('99999999');
    expect((await screen.findByRole('alert')).textContent).toBe('The largest donation is $10,000.00.');
    expect(posts(api)).toEqual([]);
  });

  it("says one sentence at a time: the server's refusal goes when she changes the amount", async () => {
    const { api } = setup(reservation(), () =>
      json({ success: false, errorMessage: 'This reservation was canceled.', result: null }, 400),
    );
    amount('18');
    add();
    expect((await screen.findByRole('alert')).textContent).toBe('This reservation was canceled.');
    amount('');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Amount is required.']),
    );
    amount('20');
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]));
    expect(posts(api)).toHaveLength(1);
  });

  it("refuses what the server would, with the schema's sentence, and sends nothing", async () => {
    const { api } = setup(reservation({ id: 'r'.repeat(101) }));
    amount('18');
    add();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'reservationId must be at most 100 characters.',
    );
    expect(posts(api)).toEqual([]);
  });

  it('in Hebrew, the Hebrew sentence', async () => {
    await i18n.changeLanguage('he');
    setup(reservation({ id: 'r'.repeat(101) }));
    fireEvent.change(screen.getByRole('textbox', { name: 'סכום ($)' }), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'הוספה' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'השדה reservationId יכול להכיל עד 100 תווים.',
    );
  });

  it('sends an amount the schema and the form take, as a negative amt', async () => {
    const { api, onAdded } = setup(reservation());
    amount('18');
    add();
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(JSON.parse(posts(api)[0]!.body)).toEqual({
      method: 'creditcard',
      amt: -18,
      reservationId: 'r1',
      userId: '7',
    });
  });
});
