import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fake-api';
import { setupReserve as setup } from '../../../../test/reserve-app';
import { reservation } from '../../../../test/reserve-fixtures';
import { click, title } from './payment-view-harness';

vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('../reserve-page');
}, 120_000);

describe('edit and change (docs/product/booking.md §4)', () => {
  it('replaces the reservation; a refused replacement restores it with the server message', async () => {
    const { api } = setup([reservation()], {
      'POST /api/api/reservations/newreservation': () =>
        json({ success: false, errorMessage: 'That time was just taken.', result: null }, 409),
    });
    await title('Your Reservation');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await title('Pick a Date');
    expect(await screen.findByText('Your current reservation: Tue, Dec 3, 6:00 PM')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Dec 3/ }).getAttribute('aria-pressed')).toBe('true');
    click('button', 'Continue');
    await title('Room Options');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Shower' }).checked).toBe(true);
    // Her own time is chosen again: availability leaves it free for her.
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: '6:00 PM' })).checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Continue/ }).disabled).toBe(false);
    fireEvent.click(await screen.findByRole('radio', { name: '5:30 PM' }));
    expect(
      api.calls.some((c) => c.url.includes('availablereservations?dt=2030-12-03&replacingreservationid=r1')),
    ).toBe(true);
    click('button', /Continue/);
    await title('Your Reservation');
    click('radio', 'Pay later');
    click('button', 'Continue');
    expect((await screen.findByRole('alert')).textContent).toBe('That time was just taken.');
    const [post] = api.callsTo('POST', '/api/api/reservations/newreservation');
    expect(JSON.parse(post!.body)).toMatchObject({
      replacingReservationId: 'r1',
      reservationTime: '2030-12-03T17:30:00-08:00',
    });
    expect(await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' })).toBeTruthy();
  });

  it('a past reservation: "You can\'t edit a past reservation."', async () => {
    const past = reservation({ reservationDate: '2030-12-01', reservationTime: '2030-12-01T18:00:00-08:00' });
    setup([past], { 'GET /api/api/reservations/r1': () => json(past) });
    // Nothing upcoming: the date step; the past one is under "Past and changed".
    await title('Pick a Date');
    click('button', 'My reservations');
    fireEvent.click(await screen.findByText('Past and changed'));
    click('button', 'View');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe("You can't edit a past reservation.");
    await title('Your Reservation');
  });
});

describe('after an edit, the access code', () => {
  async function editAndBook(code: string) {
    const replacement = reservation({ id: 'r9', reservationCode: code, replacingReservationId: 'r1' });
    setup([reservation()], {
      'POST /api/api/reservations/newreservation': () =>
        json({ success: true, errorMessage: null, result: replacement }),
      'GET /api/api/reservations/r9': () => json(replacement),
    });
    // Her one reservation opens once the page knows her night and her waitlist: its list shows
    // before that, and an Edit pressed there would be overtaken by the opening.
    await title('Your Reservation');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // The date step's nights come with the schedule.
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await title('Room Options');
    fireEvent.click(await screen.findByRole('radio', { name: '5:30 PM' }));
    click('button', /Continue/);
    await title('Your Reservation');
    click('radio', 'Pay later');
    click('button', 'Continue');
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
  }

  it('stayed the same: the page says so', async () => {
    await editAndBook('40817');
    expect((await screen.findByRole('status')).textContent).toBe('Your access code has not changed.');
  });

  it('changed: the page says so plainly, with the old code that no longer opens the door', async () => {
    await editAndBook('36701');
    expect(await screen.findByRole('img', { name: 'Access code: 3 6 7 0 1' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your access code has changed: use the new code above. The old code (40817) no longer opens the door.',
    );
  });
});

describe('a Shabbos-mode night (docs/product/booking.md §5: no room-type choice)', () => {
  it('editing a bath reservation to a Friday night: the summary and total are a shower, as booked', async () => {
    const bath = reservation({ bath: true, roomType: 'bath', balance: 45 });
    const { api } = setup([bath], {
      'GET /api/api/reservations/r1': () => json(bath),
      'POST /api/api/reservations/newreservation': () =>
        json({ success: false, errorMessage: 'Not now.', result: null }, 409),
    });
    // Her one reservation opens once the page has decided (its list, shown before, has an Edit too).
    await title('Your Reservation');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await title('Pick a Date');
    click('button', /Dec 6/);
    click('button', 'Continue');
    await title('Room Options');
    expect(screen.queryByRole('radio', { name: 'Bath' })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: '5:30 PM' }));
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · Total $36.00');
    click('button', /Continue/);
    await title('Your Reservation');
    const summary = screen.getByRole('region', { name: 'Your choice' });
    expect(within(summary).getByText('Shower')).toBeTruthy();
    expect(within(summary).queryByText('Bath')).toBeNull();
    expect(within(summary).getByText('$36.00')).toBeTruthy();
    click('radio', 'Pay later');
    click('button', 'Continue');
    await screen.findByRole('alert');
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/newreservation')[0]!.body)).toMatchObject({
      bath: false,
      handicapped: false,
    });
  });
});
