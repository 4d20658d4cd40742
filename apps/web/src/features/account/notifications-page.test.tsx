import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { updatedUser, user as userOf } from '../../../test/account-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { patron, renderApp } from '../../../test/render';

const user = userOf({
  notificationReservations: true,
  notificationDayBefore: true,
  notificationDayOf: false,
});

const switchNamed = async (name: string) => await screen.findByRole<HTMLInputElement>('switch', { name });

describe('/notifications', () => {
  it('shows her three switches as saved, and saves one the moment it moves', async () => {
    const api = fakeApi({
      'GET /api/api/users/7': () => json(user),
      'PATCH /api/api/users/7': () => json(updatedUser(userOf({ ...user, notificationDayBefore: false }))),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/notifications', session: patron });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    expect((await switchNamed('Booking confirmations')).checked).toBe(true);
    expect((await switchNamed('On the day')).checked).toBe(false);
    const dayBefore = await switchNamed('The day before');
    expect(dayBefore.checked).toBe(true);
    expect(screen.getByText(/^A reminder the day before your visit/).id).toBe(
      dayBefore.getAttribute('aria-describedby'),
    );
    fireEvent.click(dayBefore);
    await waitFor(() => expect(api.callsTo('PATCH', '/api/api/users/7')).toHaveLength(1));
    const [patch] = api.callsTo('PATCH', '/api/api/users/7');
    expect(JSON.parse(patch!.body)).toEqual([{ op: 'add', path: 'notificationDayBefore', value: false }]);
    expect(patch!.headers.authorization).toBe('Bearer a-1');
    // The live region is always there; what it says comes with the server's answer.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(dayBefore.checked).toBe(false);
  });

  it('a refused save puts the switch back and shows the server text in an alert', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/api/users/7': () => json(user),
        'PATCH /api/api/users/7': () =>
          json(
            { success: false, errorMessage: 'notificationDayOf must be true or false.', result: null },
            400,
          ),
      }).fetch,
    );
    renderApp({ path: '/notifications', session: patron });
    const dayOf = await switchNamed('On the day');
    fireEvent.click(dayOf);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'notificationDayOf must be true or false.',
    );
    await waitFor(() => expect(dayOf.checked).toBe(false));
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
