import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { reservation } from '../../../test/reserve-fixtures';
import { setupReserve as setup } from '../../../test/reserve-app';

// Whole-app renders with a lazy page: slower than unit tests on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const back = (router: ReturnType<typeof setup>['router']) => act(() => router.navigate(-1));

describe('My reservations (spec 000 §4)', () => {
  it('no reservations: straight to the date step, six tiles, the closed night disabled', async () => {
    setup([]);
    await title('Pick a Date');
    const tiles = await screen.findAllByRole('button', { pressed: false });
    expect(tiles).toHaveLength(6);
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

  it('otherwise the list: Edit, Pay and View by the rules, no Create New with a Reserved one', async () => {
    setup([
      reservation(),
      reservation({ id: 'r2', reservationDate: '2030-11-20', reservationStatus: 'Done', paid: true }),
      reservation({ id: 'r3', reservationDate: '2030-12-05', reservationStatus: 'Canceled' }),
    ]);
    const region = await screen.findByRole('region', { name: 'My reservations' }, { timeout: 5000 });
    const items = within(region).getAllByRole('listitem');
    const names = items.map((item) =>
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    );
    expect(names).toEqual([['View'], ['Edit', 'Pay', 'View'], ['View']]);
    expect(within(items[0]!).getByText('Canceled').getAttribute('data-tone')).toBe('grey');
    expect(screen.queryByRole('button', { name: 'Create New Reservation' })).toBeNull();
  });

  it('a load failure: "An error occurred. Try again"', async () => {
    setup(new Response('', { status: 500 }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
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
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Reservation' }, { timeout: 5000 }));
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
    expect((screen.getByRole('radio', { name: 'Bath' }) as HTMLInputElement).checked).toBe(true);
  });
});

async function toOptions() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create New Reservation' }, { timeout: 5000 }));
  fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await title('Room Options');
}

describe('options and submit', () => {
  it('slots for the exact combination, exclusive salon, Continue with the total, then a confirmed booking', async () => {
    const created = reservation({ id: 'r9', bath: true, balance: 45 });
    const { api } = setup([reservation({ reservationStatus: 'Canceled' })], {
      'POST /api/api/reservations/newreservation': () =>
        json({ success: true, errorMessage: null, result: created }),
      'GET /api/api/reservations/r9': () => json(created),
    });
    await toOptions();
    expect(screen.getByText('Please choose room option above to see available timeslots')).toBeTruthy();
    expect(screen.getByText('Zman Tevilah: 5:05 PM')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Bath' }));
    const times = await screen.findByRole('radiogroup', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['6:00 PM']);
    const manicure = screen.getByRole('checkbox', { name: /^Salon: manicure polish/ }) as HTMLInputElement;
    const both = screen.getByRole('checkbox', {
      name: /^Salon: manicure and pedicure polish/,
    }) as HTMLInputElement;
    fireEvent.click(manicure);
    fireEvent.click(both);
    expect([manicure.checked, both.checked]).toEqual([false, true]);
    expect(await screen.findByText('No slots available')).toBeTruthy();
    fireEvent.click(both);
    const cont = () => screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement;
    expect(cont().textContent).toBe('Continue · $45.00');
    expect(cont().disabled).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: '6:00 PM' }));
    expect(cont().disabled).toBe(false);
    fireEvent.click(cont());
    await title('Your Reservation');
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
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
      'GET /api/api/users/7': () => json({ id: '7', plateNumber: '' }),
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
    expect((screen.getByRole('checkbox', { name: /^Parking/ }) as HTMLInputElement).checked).toBe(false);
  });
});

/** The user query has answered (the fetch mock recorded the call). */
function api_userLoaded(): boolean {
  const fetchMock = globalThis.fetch as unknown as { mock: { calls: unknown[][] } };
  return fetchMock.mock.calls.some((call) => String(call[0]).startsWith('/api/api/users/7'));
}
