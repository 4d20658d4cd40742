import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupReserve } from '../../../test/reserve-app';
import { reservation } from '../../../test/reserve-fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('options step on a Shabbos-mode night', () => {
  it('no room-type choice, no parking, the standard room’s times at once', async () => {
    setupReserve([reservation({ reservationStatus: 'Canceled', reservationDate: '2019-05-01' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Reservation' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: /Dec 6/ }));
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
    fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Room Options' });
    fireEvent.click(screen.getByRole('radio', { name: 'Accessible room' }));
    expect(await screen.findByText('No slots available')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /Continue/ }).textContent).toBe('Continue · $45.00');
  });
});
