import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updatedUser, user as userOf } from '../../../test/account-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';
import { localToday } from '../../shared/today';
import { yearAhead } from './api/people-reservations';

// Her reservations are asked for up to a year from the browser's today: the clock is fixed, and the
// test reads today from it as the page does (in the machine's own zone).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const base = userOf({
  id: 'u1',
  userName: '13105550177',
  phoneNumber: '+13105550177',
  language: 'he',
  plateNumber: '7ABC123|8XYZ999',
  plateApproved: true,
  notes: 'Please use the quiet room.',
  internalNote: 'Prefers evenings.',
  roles: ['OpenGarageGate'],
});

const reservation = (id: string, date: string, status: string, balance: number, payments: object[] = []) => ({
  id,
  reservationId: 1,
  userId: 'u1',
  reservationDate: date,
  reservationTime: `${date}T19:30:00-08:00`,
  reservationStatus: status,
  reservationCode: `1234${id.slice(-1)}`,
  balance,
  payments,
});

function setUp() {
  let user = { ...base };
  const api = fakeApi({
    'GET /api/api/users/u1': () => json(user),
    'GET /api/api/reservations/findbyuser': () =>
      json([
        reservation('r1', '2026-11-02', 'Done', 0, [
          {
            dateCreated: '2026-11-01T10:15:00-08:00',
            method: 'CreditCard',
            amount: 45,
            status: 'Approved',
            reference: '4242',
          },
        ]),
        reservation('r2', '2026-12-03', 'Reserved', 45),
      ]),
    'PATCH /api/api/users/u1': (call) => {
      const [op] = JSON.parse(call.body) as [{ path: string; value: unknown }];
      if (op.path === 'hasExtraTime')
        return json({ success: false, errorMessage: 'Not now.', result: null }, 400);
      user = userOf(Object.assign({}, user, { [op.path]: op.value }));
      return json(updatedUser(user));
    },
    'PUT /api/api/users/u1/roles/Receptionist': () => {
      user = userOf({ ...user, roles: [...user.roles, 'Receptionist'] });
      return json(updatedUser(user));
    },
    'POST /api/api/users/u1/signout': () => json({ sessionsEnded: 2 }),
    'DELETE /api/api/users/u1/secondfactor': () =>
      json({ removed: { totp: true, passkeys: 1 }, sessionsEnded: 1 }),
    'DELETE /api/api/users/u1/roles/OpenGarageGate': () => {
      user = userOf({ ...user, roles: user.roles.filter((r) => r !== 'OpenGarageGate') });
      return json(updatedUser(user));
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/admin/users/u1', session: withRoles('Admin') });
  return api;
}

describe('/admin/users/:id', () => {
  it('shows who she is, her reservations and their payments', async () => {
    const api = setUp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User \u2066+13105550177\u2069' }),
    ).toBeTruthy();
    expect(screen.getByText('13105550177')).toBeTruthy();
    expect(screen.getByText('Hebrew')).toBeTruthy();
    expect(screen.getByText('7ABC123, 8XYZ999 (approved)')).toBeTruthy();
    expect(screen.getByText('Please use the quiet room.')).toBeTruthy();

    const reservations = await screen.findByRole('table', { name: 'Reservations' });
    const rows = within(reservations)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'CodeNightTimeStatusBalance',
      '12342Thu, Dec 37:30 PMReserved$45.00',
      '12341Mon, Nov 27:30 PMDone$0.00',
    ]);
    const call = api.callsTo('GET', '/api/api/reservations/findbyuser')[0]!;
    expect(call.url).toBe(
      `/api/api/reservations/findbyuser?user=u1&dateFrom=2019-01-01&dateTo=${yearAhead(localToday())}`,
    );
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getAllByRole('row')[1]!.textContent).toBe(
      'Sun, Nov 1 10:15 AM12341Card 4242Approved$45.00',
    );
  });

  it('saves the internal note and the switches; a refused switch goes back, its reason shown verbatim', async () => {
    const api = setUp();
    const note = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Internal note/ });
    expect(note.value).toBe('Prefers evenings.');
    fireEvent.change(note, { target: { value: 'Prefers late evenings.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('The internal note was saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /Test user/ }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy());
    const extra = screen.getByRole<HTMLInputElement>('switch', { name: /Extra time/ });
    fireEvent.click(extra);
    expect((await screen.findByRole('alert')).textContent).toBe('Not now.');
    expect(extra.checked).toBe(false);
    expect(api.callsTo('PATCH', '/api/api/users/u1').map((c) => JSON.parse(c.body) as unknown)).toEqual([
      [{ op: 'add', path: 'internalNote', value: 'Prefers late evenings.' }],
      [{ op: 'add', path: 'testUser', value: true }],
      [{ op: 'add', path: 'hasExtraTime', value: true }],
    ]);
  });

  it('refuses an internal note the server would, with its sentence, and sends nothing', async () => {
    const api = setUp();
    const note = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Internal note/ });
    fireEvent.change(note, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Internal note must be at most 2000 characters long.',
    );
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/api/api/users/u1')).toEqual([]);
  });

  it('grants a role at once and removes one only after confirming', async () => {
    const api = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Grant the role Receptionist' }));
    expect(await screen.findByText('The role Receptionist was granted.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/api/users/u1/roles/Receptionist')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the role Garage gates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/api/users/u1/roles/OpenGarageGate')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the role Garage gates' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove role' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('The role Garage gates was removed.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Grant the role Garage gates' })).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/api/users/u1/roles/OpenGarageGate')).toHaveLength(1);
  });

  it('signs her out everywhere, and removes her second factor, each only after confirming', async () => {
    const api = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out on every device' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/api/users/u1/signout')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out on every device' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign out on every device?' })).getByRole('button', {
        name: 'Sign out on every device',
      }),
    );
    expect(await screen.findByText('Signed out on 2 device(s).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove second factor' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove the second factor?' })).getByRole('button', {
        name: 'Remove second factor',
      }),
    );
    expect(await screen.findByText('Second factor removed; signed out on 1 device(s).')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/api/users/u1/secondfactor')).toHaveLength(1);
  });

  it('an unknown user: "User not found."', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/api/users/u9': () => json({ Message: 'User not found.' }, 404) }).fetch,
    );
    renderApp({ path: '/admin/users/u9', session: withRoles('Admin') });
    expect((await screen.findByRole('alert')).textContent).toBe('User not found.');
  });
});
