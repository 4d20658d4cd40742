import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

const TOKEN = 'tvd_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

const tablet = (status: string | null, alertOpen = false) => ({
  room: { id: 7, number: '7', status: 'Occupied' },
  section: { name: 'East' },
  visit: status === null ? null : { reservationStatus: status, since: '2026-12-01T19:00:00-08:00' },
  alertOpen,
  supplyItems: ['Towel', 'Robe'],
});
const updated = (result: object) => json({ success: true, errorMessage: null, result });

function api(handlers: Record<string, () => Response> = {}) {
  const calls = fakeApi({
    'GET /api/api/settings': () => json([]),
    'GET /api/api/rooms/7/tablet': () => json(tablet('Prep')),
    ...handlers,
  });
  vi.stubGlobal('fetch', calls.fetch);
  return calls;
}

describe('/room/{id} (docs/staff-api.md Room tablets)', () => {
  it("keeps the token an Admin's link brings, shows the room, and says Ready in the live region", async () => {
    window.history.replaceState(null, '', `/room/7#token=${TOKEN}`);
    const calls = api({ 'POST /api/api/rooms/7/ready': () => updated(tablet('ReadyForMikvahNext')) });
    renderApp({ path: '/room/7', session: null });
    expect(await screen.findByRole('heading', { name: 'Room 7' })).toBeTruthy();
    expect(window.localStorage.getItem('tevila.roomToken.7')).toBe(TOKEN);
    expect(window.location.hash).toBe('');
    expect(await screen.findByText('Section East')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ready for the mikvah' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Thank you. You are next for the mikvah; the attendant will come for you.',
      ),
    );
    const [call] = calls.callsTo('POST', '/api/api/rooms/7/ready');
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByText('You are ready and next in line for the mikvah.')).toBeTruthy();
  });

  it('unlocks with the room passcode, kept for the tab only, and asks for a supply of the list', async () => {
    const calls = api({
      'POST /api/api/rooms/7/supplies': () =>
        updated({
          id: 1,
          roomId: 7,
          item: 'Robe',
          status: 'open',
          dateRequested: '2026-12-01T19:00:00-08:00',
          dateCompleted: null,
          dateCanceled: null,
        }),
      'POST /api/api/rooms/7/help': () => updated(tablet('Prep', true)),
    });
    renderApp({ path: '/room/7', session: null });
    const input = await screen.findByLabelText(/Room passcode/);
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Please type the 4 digits of the room passcode.');
    fireEvent.change(input, { target: { value: '2468' } });
    fireEvent.submit(input.closest('form')!);
    await screen.findByRole('button', { name: 'Supplies' });
    expect(window.sessionStorage.getItem('tevila.roomPasscode.7')).toBe('2468');
    expect(window.localStorage.getItem('tevila.roomToken.7')).toBeNull();
    expect(calls.callsTo('GET', '/api/api/rooms/7/tablet')[0]?.headers['x-room-passcode']).toBe('2468');

    fireEvent.click(screen.getByRole('button', { name: 'Supplies' }));
    const list = screen.getByRole('group', { name: 'What do you need?' });
    fireEvent.click(within(list).getByRole('button', { name: 'Robe' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Robe: the front desk has been asked.'),
    );
    expect(JSON.parse(calls.callsTo('POST', '/api/api/rooms/7/supplies')[0]?.body ?? '')).toEqual({
      item: 'Robe',
    });

    fireEvent.click(screen.getByRole('button', { name: 'I need help' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The front desk has been told. Someone is coming.'),
    );
    expect(screen.getByText('Help is on its way.')).toBeTruthy();
  });

  it('gives the front desk’s extension under the screen', async () => {
    window.history.replaceState(null, '', `/room/7#token=${TOKEN}`);
    api({ 'GET /api/api/settings': () => json([{ key: 'receptionExtension', value: '3' }]) });
    renderApp({ path: '/room/7', session: null });
    expect(await screen.findByText('To call the front desk, dial extension 3.')).toBeTruthy();
  });

  it('shows no buttons in a free room', async () => {
    window.localStorage.setItem('tevila.roomToken.7', TOKEN);
    api({ 'GET /api/api/rooms/7/tablet': () => json(tablet(null)) });
    renderApp({ path: '/room/7', session: null });
    expect(await screen.findByText('This room is free.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ready for the mikvah' })).toBeNull();
  });

  it('says a locked tablet, forgets the passcode and asks for it again', async () => {
    window.sessionStorage.setItem('tevila.roomPasscode.7', '1111');
    api({
      'GET /api/api/rooms/7/tablet': () =>
        json({ Message: 'This tablet is locked; an administrator must unlock it.' }, 403),
    });
    renderApp({ path: '/room/7', session: null });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This tablet is locked; an administrator must unlock it.',
      ),
    );
    expect(window.sessionStorage.getItem('tevila.roomPasscode.7')).toBeNull();
    expect(await screen.findByLabelText(/Room passcode/)).toBeTruthy();
  });
});
