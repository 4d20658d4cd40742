import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../../test/account-fixtures';
import { json } from '../../../test/fake-api';
import { reservation } from '../../../test/reserve-fixtures';
import { setupReserve as setup } from '../../../test/reserve-app';

// Whole-app renders with a lazy page: slower than unit tests on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('./reserve-page');
}, 120_000);

const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const back = (router: ReturnType<typeof setup>['router']) => act(() => router.navigate(-1));

describe('My reservations (docs/product/booking.md §4)', () => {
  it('no reservations: straight to the date step, six tiles, the closed night disabled', async () => {
    setup([]);
    await title('Pick a Date');
    const tiles = await screen.findAllByRole('button', { pressed: false });
    expect(tiles).toHaveLength(6);
    // docs/product/site-and-staff.md §9: Saturday night is Motzei Shabbos; a long name stays inside its tile.
    expect(tiles.map((tile) => tile.firstElementChild?.textContent)).toEqual([
      'Tonight',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Motzei Shabbos',
    ]);
    const steps = screen.getByRole('list', { name: 'Booking steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Date', '2Options', '3Payment']);
    expect(within(steps).getByText('Date').closest('li')?.getAttribute('aria-current')).toBe('step');
    const closed = screen.getByRole('button', { name: /Dec 4/ });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(closed);
    expect((await screen.findByRole('alert')).textContent).toContain('The Mikvah is closed that night.');
    expect(closed.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Dec 8')).toBeNull();
  });

  it('exactly one Reserved: its payment view, with the code read whole', async () => {
    setup([reservation()]);
    await title('Your Reservation');
    expect(await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();
    expect(screen.getByText('When you arrive')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exclude Attendant' }).getAttribute('href')).toBe(
      '/excluded-attendants',
    );
  });

  it('exactly one upcoming: opened directly, whatever lies in the past (replaced, canceled, done)', async () => {
    setup([
      reservation({ id: 'r0', reservationStatus: 'Replaced' }),
      reservation({ id: 'r2', reservationDate: '2030-11-20', reservationStatus: 'Done', paid: true }),
      reservation(),
      reservation({ id: 'r3', reservationDate: '2030-12-05', reservationStatus: 'Canceled' }),
    ]);
    await title('Your Reservation');
    expect(await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();
  });

  it('otherwise the list: upcoming soonest first with room, extras, price and paid state; the rest folded', async () => {
    setup([
      reservation({ id: 'r2', reservationDate: '2030-11-20', reservationStatus: 'Done', paid: true }),
      reservation({
        id: 'r4',
        reservationDate: '2030-12-05',
        reservationTime: '2030-12-05T19:00:00-08:00',
        bath: true,
        salonManicure: true,
        price: { room: 45, parking: 0, salon: 15, doubleSlot: 0, total: 60 },
        balance: 0,
        amountPaid: 60,
        paid: true,
      }),
      reservation({ id: 'r3', reservationDate: '2030-12-04', reservationStatus: 'Canceled' }),
      reservation(),
      reservation({ id: 'r1old', reservationStatus: 'Replaced' }),
    ]);
    const region = await screen.findByRole('region', { name: 'My reservations' }, { timeout: 15_000 });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Tue, Dec 3, 6:00 PM',
      'Thu, Dec 5, 7:00 PM',
    ]);
    expect(items[0]!.textContent).toContain('Shower');
    expect(items[0]!.textContent).toContain('$36.00 due');
    expect(items[1]!.textContent).toContain('Bath · Salon: manicure polish');
    expect(items[1]!.textContent).toContain('$60.00');
    expect(within(items[1]!).getByText('Paid')).toBeTruthy();
    const names = items.map((item) =>
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    );
    expect(names).toEqual([
      ['Pay', 'View', 'Edit'],
      ['View', 'Edit'],
    ]);
    expect(screen.queryByRole('button', { name: 'Create New Reservation' })).toBeNull();

    // Replaced, canceled and past: one heading, closed until she opens it, newest first.
    const earlier = screen.getByText('Past and changed').closest('details')!;
    expect(earlier.open).toBe(false);
    const folded = within(earlier).getAllByRole('listitem', { hidden: true });
    expect(folded.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Wed, Dec 4, 6:00 PM',
      'Tue, Dec 3, 6:00 PM',
      'Wed, Nov 20, 6:00 PM',
    ]);
    expect(within(folded[0]!).getByText('Canceled').getAttribute('data-tone')).toBe('grey');
    expect(within(folded[1]!).getByText('Replaced')).toBeTruthy();
    expect(
      folded.map((item) =>
        within(item)
          .getAllByRole('button', { hidden: true })
          .map((b) => b.textContent),
      ),
    ).toEqual([['View'], ['View'], ['View']]);
    fireEvent.click(screen.getByText('Past and changed'));
    expect(earlier.open).toBe(true);
  });

  it('a load failure: "An error occurred. Try again"', async () => {
    setup(new Response('', { status: 500 }));
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain(
      'An error occurred. Try again',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('views in browser history', () => {
  it('back restores the previous view; a view with nothing in progress falls back to the start', async () => {
    const { router } = setup([
      reservation({ reservationStatus: 'Canceled' }),
      reservation({ id: 'r2', reservationStatus: 'Done' }),
    ]);
    // Nothing upcoming: straight to the date step; her past ones are a tap away.
    await title('Pick a Date');
    fireEvent.click(screen.getByRole('button', { name: 'My reservations' }));
    await title('Reserve');
    expect(screen.getByText('You have no upcoming reservation.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create New Reservation' }));
    await title('Pick a Date');
    fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await title('Room Options');
    expect(router.state.location.search).toBe('?view=reserve-options');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Room Options'));
    await back(router);
    await title('Pick a Date');
    expect(screen.getByRole('button', { name: /Dec 3/ }).getAttribute('aria-pressed')).toBe('true');
    await back(router);
    await title('Reserve');
  });

  it('a history entry of a view with no reservation in progress shows reserve-start', async () => {
    const { router } = setup([reservation(), reservation({ id: 'r2' })], {}, '/reserve?view=reserve-options');
    await title('Reserve');
    expect(await screen.findByRole('region', { name: 'My reservations' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('a reload keeps the flow (sessionStorage)', async () => {
    window.sessionStorage.setItem(
      'reserveFlow',
      JSON.stringify({
        mode: 'new',
        date: '2030-12-03',
        roomType: 'bath',
        parking: false,
        doubleSlot: false,
        salon: 'none',
        slot: null,
        replacingReservationId: null,
        reservationId: null,
      }),
    );
    setup([], {}, '/reserve?view=reserve-options');
    await title('Room Options');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bath' }).checked).toBe(true);
  });
});

async function toOptions() {
  await title('Pick a Date');
  fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await title('Room Options');
}

describe('options and submit', () => {
  it('slots for the exact combination, exclusive salon, Continue with the total, then a confirmed booking', async () => {
    const created = reservation({ id: 'r9', bath: true, balance: 45 });
    const { api } = setup([], {
      'POST /api/api/reservations/newreservation': () =>
        json({ success: true, errorMessage: null, result: created }),
      'GET /api/api/reservations/r9': () => json(created),
    });
    await toOptions();
    expect(screen.getByText('Please choose room option above to see available timeslots')).toBeTruthy();
    // No total before a room is chosen; each room says its price.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    const priceOf = (room: string) =>
      document.getElementById(screen.getByRole('radio', { name: room }).getAttribute('aria-describedby')!)
        ?.textContent;
    expect([priceOf('Shower'), priceOf('Bath'), priceOf('Accessible room')]).toEqual([
      '$36.00',
      '$45.00',
      '$45.00',
    ]);
    expect(screen.getByText('Zman Tevilah: 5:05 PM')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Bath' }));
    const times = await screen.findByRole('radiogroup', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['6:00 PM']);
    const manicure = screen.getByRole<HTMLInputElement>('checkbox', { name: /^Salon: manicure polish/ });
    const both = screen.getByRole<HTMLInputElement>('checkbox', {
      name: /^Salon: manicure and pedicure polish/,
    });
    fireEvent.click(manicure);
    fireEvent.click(both);
    expect([manicure.checked, both.checked]).toEqual([false, true]);
    expect(await screen.findByText('No slots available')).toBeTruthy();
    fireEvent.click(both);
    const cont = () => screen.getByRole<HTMLButtonElement>('button', { name: /Continue/ });
    expect(cont().textContent).toBe('Continue · Total $45.00');
    expect(cont().disabled).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: '6:00 PM' }));
    expect(cont().disabled).toBe(false);
    fireEvent.click(cont());
    await title('Your Reservation');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('radio', { name: 'Pay at the door' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay later' }));
    fireEvent.click(submit);
    expect(await screen.findByText('Your reservation is confirmed')).toBeTruthy();
    const [post] = api.callsTo('POST', '/api/api/reservations/newreservation');
    expect(JSON.parse(post!.body)).toEqual({
      reservationDate: '2030-12-03',
      reservationTime: '2030-12-03T18:00:00-08:00',
      bath: true,
      handicapped: false,
      kallah: false,
      doubleSlot: false,
      parking: false,
      salonManicure: false,
      salonBoth: false,
    });
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(screen.queryByText('Your reservation is confirmed')).toBeNull());
    expect(await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();
  });

  it('a refused booking shows the server errorMessage in a danger banner', async () => {
    setup([reservation({ reservationStatus: 'Canceled' })], {
      'POST /api/api/reservations/newreservation': () =>
        json({ success: false, errorMessage: 'That time was just taken.', result: null }, 409),
    });
    await toOptions();
    fireEvent.click(screen.getByRole('radio', { name: 'Shower' }));
    fireEvent.click(await screen.findByRole('radio', { name: '5:30 PM' }));
    fireEvent.click(screen.getByRole('button', { name: /Continue/ }));
    await title('Your Reservation');
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the door' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That time was just taken.');
  });

  it('parking without a licence plate opens the authorization modal', async () => {
    setup([reservation({ reservationStatus: 'Canceled' })], {
      'GET /api/api/users/7': () => json(user()),
    });
    await toOptions();
    await waitFor(() => expect(api_userLoaded()).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Parking/ }));
    expect(
      await screen.findByText('Access to the Parking Garage requires a one-time security authorization'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your license plate' }).getAttribute('href')).toBe(
      '/license-plate',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^Parking/ }).checked).toBe(false);
  });
});

/** The user query has answered (the fetch mock recorded the call). */
function api_userLoaded(): boolean {
  const fetchMock = globalThis.fetch as unknown as { mock: { calls: unknown[][] } };
  return fetchMock.mock.calls.some((call) => String(call[0]).startsWith('/api/api/users/7'));
}
