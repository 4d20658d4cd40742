import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { paymentsConfig } from '../../../test/payments-fixtures';
import { renderWithProviders } from '../../../test/render';
import { details } from './night-fixtures';
import { PayModal } from './pay-modal';

const CHARGE = '/api/api/payments/createpaymentintent';
const STATE = '/api/api/payments/terminal/ReceptionEast';
const PRESENT = `${STATE}/present`;
const CANCEL = `${STATE}/cancel`;

const action = (status: string, message: string | null = null) => ({
  terminal: 'ReceptionEast',
  id: 'pi_1',
  status,
  message,
  amountCents: 4000,
  ledgerEntryId: 7,
  reservationId: 'r-1',
});

/**
 * "Charge on terminal" in the desk's payment dialog: the amount goes to the desk's reader with one key
 * per charge, its state is followed, a declined card is tried again on the same charge, Cancel stops
 * it, and the sandbox's test cards are presented from the dialog.
 */
describe("charging on the desk's terminal", () => {
  function setup(after: ReturnType<typeof action>) {
    let state = action('waiting');
    const api = fakeApi({
      'GET /api/api/payments/config': () => json(paymentsConfig('sandbox')),
      [`POST ${CHARGE}`]: () =>
        json({ id: 'pi_1', status: 'waiting', clientSecret: 'pi_1_secret', ledgerEntryId: 7 }),
      [`GET ${STATE}`]: () => json(state),
      [`POST ${PRESENT}`]: () => {
        state = after;
        return json(state);
      },
      [`POST ${CANCEL}`]: () => {
        state = action('canceled');
        return json(state);
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<PayModal details={details()} opened onClose={vi.fn()} terminal="ReceptionEast" />);
    return api;
  }

  it('hands the balance to the reader, waits for the card, and says it was approved', async () => {
    const api = setup(action('approved'));
    fireEvent.click(screen.getByRole('button', { name: 'Charge on terminal' }));
    expect(await screen.findByText('Waiting for her card on the terminal at reception east…')).toBeTruthy();
    const [call] = api.callsTo('POST', CHARGE);
    expect(JSON.parse(call!.body)).toEqual({ terminal: 'ReceptionEast', reservationId: 'r-1', amt: 40 });
    expect(call!.headers['idempotency-key']).toMatch(/.{8,}/);
    fireEvent.click(await screen.findByRole('button', { name: 'Test card: approved' }));
    expect(await screen.findByText('Approved: $40.00 was paid.')).toBeTruthy();
    expect(JSON.parse(api.callsTo('POST', PRESENT)[0]!.body)).toEqual({ number: '4242424242424242' });
  });

  it('says a declined card, tries again on the same charge, and cancels', async () => {
    const api = setup(action('declined', 'Your card was declined.'));
    fireEvent.click(screen.getByRole('button', { name: 'Charge on terminal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Test card: declined' }));
    expect(await screen.findByText('Declined: Your card was declined.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    await waitFor(() => expect(api.callsTo('POST', CHARGE)).toHaveLength(2));
    const [first, second] = api.callsTo('POST', CHARGE);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel on terminal' }));
    expect(await screen.findByText('The charge was canceled on the terminal.')).toBeTruthy();
  });

  it('follows the charge it started when a read of the terminal begun before it answers after it', async () => {
    // The desk's first read of the terminal goes out with the charge; on a busy server it reads the
    // terminal before the charge is handed over, and answers after the charge did.
    const settled = (done: () => boolean) =>
      new Promise<void>((resolve) => {
        const look = () => (done() ? resolve() : setTimeout(look, 5));
        look();
      });
    let reads = 0;
    let charged = false;
    const api = fakeApi({
      'GET /api/api/payments/config': () => json(paymentsConfig('sandbox')),
      [`POST ${CHARGE}`]: async () => {
        await settled(() => reads > 0);
        charged = true;
        return json({ id: 'pi_1', status: 'waiting', clientSecret: 'pi_1_secret', ledgerEntryId: 7 });
      },
      [`GET ${STATE}`]: async () => {
        reads++;
        if (reads > 1) return json(action('waiting'));
        await settled(() => charged);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json(null);
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<PayModal details={details()} opened onClose={vi.fn()} terminal="ReceptionEast" />);
    fireEvent.click(screen.getByRole('button', { name: 'Charge on terminal' }));
    expect(await screen.findByText('Waiting for her card on the terminal at reception east…')).toBeTruthy();
    expect(api.callsTo('GET', STATE).length).toBeGreaterThan(1);
  });

  it('charges only an amount the desk may take', async () => {
    const api = setup(action('approved'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (dollars)' }), { target: { value: '41' } });
    const button = await screen.findByRole('button', { name: 'Charge on terminal' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST', CHARGE)).toEqual([]);
  });
});
