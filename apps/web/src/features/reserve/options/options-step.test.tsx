import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../../../test/account-fixtures';
import { json } from '../../../../test/fake-api';
import { setupReserve } from '../../../../test/reserve-app';
import { reservation } from '../../../../test/reserve-fixtures';

vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('../reserve-page');
}, 120_000);

describe('options step on a Shabbos-mode night', () => {
  it('no room-type choice, no parking, the standard room’s times at once', async () => {
    setupReserve([reservation({ reservationStatus: 'Canceled', reservationDate: '2019-05-01' })]);
    fireEvent.click(await screen.findByRole('button', { name: /Dec 6/ }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Room Options' });
    expect(screen.queryByRole('radio', { name: 'Bath' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Parking/ })).toBeNull();
    expect(
      screen.getByText('On Friday and Yom Tov nights every room is prepared the same way.'),
    ).toBeTruthy();
    const times = await screen.findByRole('radiogroup', { name: 'Time' });
    expect(within(times).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('Please choose room option above to see available timeslots')).toBeNull();
  });

  it('a weeknight with no matching slot: "No slots available"', async () => {
    setupReserve([]);
    fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Room Options' });
    fireEvent.click(screen.getByRole('radio', { name: 'Accessible room' }));
    expect(await screen.findByText('No slots available')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Continue/ }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Total $45.00');
  });
});

const parkingBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /^Parking/ });

async function toWeeknightOptions() {
  fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }, { timeout: 15_000 }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Room Options' });
  fireEvent.click(screen.getByRole('radio', { name: 'Shower' }));
}

describe('parking and the user record (docs/product/booking.md §5: parking needs an approved plate)', () => {
  it('while her record loads parking cannot be ticked; once loaded without a plate, the modal', async () => {
    let answer: (response: Response) => void = () => undefined;
    setupReserve([], {
      'GET /api/api/users/7': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await toWeeknightOptions();
    expect(parkingBox().disabled).toBe(true);
    fireEvent.click(parkingBox());
    expect(parkingBox().checked).toBe(false);
    expect(
      screen.queryByText('Access to the Parking Garage requires a one-time security authorization'),
    ).toBeNull();

    answer(json(user()));
    await waitFor(() => expect(parkingBox().disabled).toBe(false));
    fireEvent.click(parkingBox());
    expect(
      await screen.findByText('Access to the Parking Garage requires a one-time security authorization'),
    ).toBeTruthy();
    expect(parkingBox().checked).toBe(false);
  });

  it('her record failed to load: the error shows and parking stays off', async () => {
    setupReserve([], {
      'GET /api/api/users/7': () => json({ Message: 'The user service is down.' }, 503),
    });
    await toWeeknightOptions();
    expect((await screen.findByRole('alert')).textContent).toContain('The user service is down.');
    expect(parkingBox().disabled).toBe(true);
    fireEvent.click(parkingBox());
    expect(parkingBox().checked).toBe(false);
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Total $36.00');
  });

  it('with an approved plate parking toggles on and off', async () => {
    setupReserve([]);
    await toWeeknightOptions();
    await waitFor(() => expect(parkingBox().disabled).toBe(false));
    fireEvent.click(parkingBox());
    expect(parkingBox().checked).toBe(true);
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Total $46.00');
    fireEvent.click(parkingBox());
    expect(parkingBox().checked).toBe(false);
  });
});

describe('a returning patron (her last room and extras chosen for her again)', () => {
  it('the room and extras of her last reservation, changeable; the total at once', async () => {
    const last = reservation({
      reservationDate: '2030-11-20',
      reservationTime: '2030-11-20T18:00:00-08:00',
      reservationStatus: 'Done',
      bath: true,
      salonManicure: true,
    });
    setupReserve([last]);
    fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Room Options' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bath' }).checked).toBe(true);
    const manicure = screen.getByRole<HTMLInputElement>('checkbox', { name: /^Salon: manicure polish/ });
    expect(manicure.checked).toBe(true);
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Total $60.00');
    fireEvent.click(manicure);
    fireEvent.click(screen.getByRole('radio', { name: 'Shower' }));
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Total $36.00');
  });

  it('parking chosen again only while her plate is approved', async () => {
    const last = reservation({ reservationDate: '2030-11-20', reservationStatus: 'Done', parking: true });
    setupReserve([last], {
      'GET /api/api/users/7': () => json(user({ plateNumber: 'ABC123', plateApproved: false })),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Room Options' });
    await waitFor(() => expect(parkingBox().disabled).toBe(false));
    expect(parkingBox().checked).toBe(false);
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Total $36.00');
  });
});

describe('an edit says what was paid and what is left', () => {
  it('Total and Already paid by the button, which says the Difference', async () => {
    const booked = reservation({ bath: true, amountPaid: 45, paid: true, balance: 0 });
    setupReserve([booked], { 'GET /api/api/reservations/r1': () => json(booked) });
    // Her one reservation opens once the page has decided (its list, shown before, has an Edit too).
    await screen.findByRole('heading', { level: 1, name: 'Your Reservation' }, { timeout: 15_000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Room Options' });
    await waitFor(() => expect(parkingBox().disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Salon: manicure and pedicure polish/ }));
    // What she paid comes with the reservation she edits, read apart from the options.
    expect(await screen.findByText('Total $75.00 · Already paid $45.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Difference $30.00');
  });
});
