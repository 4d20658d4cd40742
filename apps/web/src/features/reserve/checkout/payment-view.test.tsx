import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fake-api';
import { setupReserve as setup } from '../../../../test/reserve-app';
import { payment, reservation, settingsList, updated } from '../../../../test/reserve-fixtures';
import { click, title } from './payment-view-harness';

vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('../reserve-page');
}, 120_000);

afterEach(() => vi.useRealTimers());

describe('the success view', () => {
  it('her visit in full, paid or due; the confirmation gives focus back to it; Add to calendar downloads the .ics', async () => {
    const created = reservation({
      id: 'r9',
      bath: true,
      parking: true,
      balance: 55,
      price: { room: 45, parking: 10, salon: 0, doubleSlot: 0, total: 55 },
    });
    const ics = 'BEGIN:VCALENDAR\r\nUID:r9@tevila\r\nSEQUENCE:0\r\nEND:VCALENDAR\r\n';
    const { api } = setup([], {
      'POST /api/api/reservations/newreservation': () =>
        json({ success: true, errorMessage: null, result: created }),
      'GET /api/api/reservations/r9': () => json(created),
      'GET /api/api/reservations/r9/calendar': () =>
        new Response(ics, { status: 200, headers: { 'content-type': 'text/calendar' } }),
    });
    await title('Pick a Date');
    click('button', /Dec 3/);
    click('button', 'Continue');
    await title('Room Options');
    click('radio', 'Bath');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^Parking/ }).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^Parking/ }));
    fireEvent.click(await screen.findByRole('radio', { name: '6:00 PM' }));
    click('button', /Continue/);
    await title('Your Reservation');
    click('radio', 'Pay at the door');
    // As a real press does, the button takes focus; it is gone once the booking is made.
    screen.getByRole('button', { name: 'Continue' }).focus();
    click('button', 'Continue');
    expect(await screen.findByRole('dialog', { name: 'Your reservation is confirmed' })).toBeTruthy();
    click('button', 'View');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tue, Dec 3, 6:00 PM' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const summary = screen.getByRole('region', { name: 'Tue, Dec 3, 6:00 PM' });
    expect(within(summary).getByText('Reserved')).toBeTruthy();
    expect(within(summary).getByText('Bath')).toBeTruthy();
    expect(within(summary).getByText('Parking')).toBeTruthy();
    expect(within(summary).getByText('$55.00')).toBeTruthy();
    expect(within(summary).getByText('$55.00 due')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();

    const saved: { href: string; download: string }[] = [];
    const blobs: Blob[] = [];
    // The browser's object URLs, which the test environment lacks: kept for the end of the test.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:calendar');
    URL.revokeObjectURL = () => undefined;
    const clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    // One filled action: Pay while something is due; Add to calendar beside it.
    expect(screen.getByRole('button', { name: 'Pay' }).getAttribute('data-variant')).toBe('filled');
    expect(screen.getByRole('button', { name: 'Add to calendar' }).getAttribute('data-variant')).toBe(
      'default',
    );
    expect(document.querySelectorAll('main button[data-variant="filled"]')).toHaveLength(1);
    click('button', 'Add to calendar');
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:calendar', download: 'reservation.ics' }]));
    expect(await blobs[0]!.text()).toBe(ics);
    expect(blobs[0]!.type).toBe('text/calendar');
    const [call] = api.callsTo('GET', '/api/api/reservations/r9/calendar');
    expect(call!.headers.authorization).toMatch(/^Bearer /);
    clickSpy.mockRestore();
    Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
  });
});

describe('payment view sub-states', () => {
  it('pay mode: the balance and a method chooser; Pay at the door hidden when prepay is required', async () => {
    const settings = settingsList.map((s) =>
      s.key === 'reservationsRequirePrepayAll' ? { ...s, value: 'True' } : s,
    );
    // Two upcoming: the list, where she presses Pay.
    const other = reservation({ id: 'r2', reservationDate: '2030-12-05', paid: true, balance: 0 });
    setup([reservation(), other], {
      'GET /api/api/settings': () => json(settings),
    });
    const region = await screen.findByRole('region', { name: 'My reservations' }, { timeout: 15_000 });
    fireEvent.click(within(region).getAllByRole('button', { name: 'Pay' })[0]!);
    await title('Your Reservation');
    expect(await screen.findByText('$36.00')).toBeTruthy();
    // Her saved cards (none here) were asked for with the page: once they are in, the new card is
    // chosen for her.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'New credit card' }).checked).toBe(true),
    );
    // The chooser is drawn before the settings arrive, with the door offered until they say otherwise.
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Pay at the door' })).toBeNull());
    click('radio', 'Pay later');
    click('button', 'Continue');
    expect(await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();
  });

  it('pay mode on a paid reservation: the paid view', async () => {
    // Listed as not paid yet (Pay is offered); the server's answer has nothing left to pay.
    const paid = reservation({ balance: 0, amountPaid: 36 });
    setup([paid, reservation({ id: 'r2', reservationDate: '2030-12-05', paid: true, balance: 0 })], {
      'GET /api/api/reservations/r1': () => json(paid),
    });
    const region = await screen.findByRole('region', { name: 'My reservations' }, { timeout: 15_000 });
    fireEvent.click(within(region).getAllByRole('button', { name: 'Pay' })[0]!);
    expect(await screen.findByText('Amount paid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('Pay is offered when not paid, even with nothing due; not once paid', async () => {
    // Nothing due and no payment made: not "paid" (the server's paid needs a payment).
    const free = reservation({ balance: 0, amountPaid: 0, paid: false });
    setup([free], { 'GET /api/api/reservations/r1': () => json(free) });
    expect(
      await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' }, { timeout: 15_000 }),
    ).toBeTruthy();
    click('button', 'Pay');
    expect(await screen.findByText('Amount paid')).toBeTruthy();
  });

  it('a paid reservation: no Pay on the success view', async () => {
    const paid = reservation({ balance: 0, amountPaid: 36, paid: true });
    setup([paid], { 'GET /api/api/reservations/r1': () => json(paid) });
    expect(
      await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Donation / Shabbos Payment' })).toBeTruthy();
  });

  it('a pending reservation warns; a canceled one offers Create New Reservation', async () => {
    setup([reservation({ reservationStatus: 'Pending' })], {
      'GET /api/api/reservations/r1': () => json(reservation({ reservationStatus: 'Pending' })),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain(
      'not confirmed yet',
    );
  });

  it('canceled: "Reservation Canceled" and Create New Reservation', async () => {
    const canceled = reservation({ reservationStatus: 'Canceled' });
    setup([canceled, reservation({ id: 'r2', reservationStatus: 'Done' })], {
      'GET /api/api/reservations/r1': () => json(canceled),
    });
    await title('Pick a Date');
    click('button', 'My reservations');
    fireEvent.click(await screen.findByText('Past and changed'));
    fireEvent.click(screen.getAllByRole('button', { name: 'View' })[0]!);
    expect(await screen.findByText('Reservation Canceled')).toBeTruthy();
    click('button', 'Create New Reservation');
    await title('Pick a Date');
  });
});

describe('modals', () => {
  it('cancel a paid reservation: confirmation, then the refund message with a contact link', async () => {
    const paid = reservation({ paid: true, amountPaid: 36, balance: 0 });
    const { api } = setup([paid], {
      'GET /api/api/reservations/r1': () => json(paid),
      'POST /api/api/reservations/r1/status/': () =>
        json({ success: true, errorMessage: null, result: { ...paid, reservationStatus: 'Canceled' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Reservation' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel your reservation for Tue, Dec 3, 6:00 PM?')).toBeTruthy();
    // Before she confirms: paid at the desk, it is not refunded to a card; she may ask.
    expect(within(dialog).getByText(/Your payment of \$36\.00 was not made by card/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Reservation' }));
    expect(await within(dialog).findByText(/To ask for a refund/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/r1/status/')[0]!.body)).toEqual({
      status: 'Canceled',
    });
  });

  it('canceled early enough: says the payment went back to her card, and stays while the view turns Canceled', async () => {
    // How early is counted on the browser's clock: fixed on the fixtures' week, two days before her night.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-01T12:00:00-08:00'));
    const paid = reservation({
      paid: true,
      amountPaid: 36,
      balance: 0,
      payments: [payment(36, { dateCreated: '2030-12-01T10:15:00-08:00' })],
    });
    let current = paid;
    setup([paid], {
      'GET /api/api/reservations/r1': () => json(current),
      'POST /api/api/reservations/r1/status/': () => {
        current = {
          ...paid,
          reservationStatus: 'Canceled',
          paid: false,
          amountPaid: 0,
          payments: [...paid.payments, payment(-36, { dateCreated: '2030-12-01T11:00:00-08:00' })],
        };
        return json({ success: true, errorMessage: null, result: current });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Reservation' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    // Before she confirms: far ahead of the refund cutoff, her card payment goes back to her card.
    expect(within(dialog).getByText('$36.00 will be refunded to your card.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Reservation' }));
    expect(await within(dialog).findByText(/\$36\.00 has been refunded to your card/)).toBeTruthy();
    // The reservation is refetched as Canceled behind the modal; the message stays until she closes it.
    expect(await screen.findByText('Reservation Canceled')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });

  it('payments list: empty text, then rows of Time, Method, Amount', async () => {
    setup([reservation()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Payments' }, { timeout: 15_000 }));
    expect(await screen.findByText('There are no payments for this reservation.')).toBeTruthy();
  });

  it('payments list with a payment', async () => {
    const withPayment = reservation({
      payments: [
        {
          dateCreated: '2030-12-01T10:15:00-08:00',
          method: 'creditcard',
          amount: 36,
          status: 'Approved',
          reference: '4242',
        },
      ],
    });
    setup([withPayment], { 'GET /api/api/reservations/r1': () => json(withPayment) });
    fireEvent.click(await screen.findByRole('button', { name: 'Payments' }, { timeout: 15_000 }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Method', 'Amount']);
    expect(within(table).getByText('Card')).toBeTruthy();
    expect(within(table).getByText('$36.00')).toBeTruthy();
  });

  it('user note: POST notes with reservationNotes and userNotes', async () => {
    const { api } = setup([reservation()], {
      'POST /api/api/reservations/r1/notes': () => json(updated(reservation())),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a Note' }, { timeout: 15_000 }));
    fireEvent.change(await screen.findByLabelText('A note for the Mikvah staff'), {
      target: { value: 'A quiet room, please' },
    });
    click('button', 'Save note');
    await waitFor(() => expect(api.callsTo('POST', '/api/api/reservations/r1/notes')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/r1/notes')[0]!.body)).toEqual({
      reservationNotes: '',
      userNotes: 'A quiet room, please',
    });
  });
});

describe('Kallah room', () => {
  it('refused to a user with a reservation since 2020, and disabled on a Shabbos-mode night', async () => {
    setup([reservation({ reservationStatus: 'Canceled', reservationDate: '2030-11-01' })]);
    await title('Pick a Date');
    click('switch', 'Kallah Room');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please have Kallah make her own reservation. To create a Kallah reservation for another user, please contact the Mikvah directly.',
    );
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Kallah Room' }).checked).toBe(false);
    click('button', /Dec 6/);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Kallah Room' }).disabled).toBe(true);
  });
});
