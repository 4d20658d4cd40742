import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { roomBoardSchema, type RoomBoard, type RoomBoardTile } from '@tevila/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp, withRoles } from '../../../test/render';
import { FIRST_PAINT } from './night-page-harness';

const BOARD = '/api/api/rooms/board';
const section = (id: number, name: string) => ({
  id,
  name,
  attendant: id === 1 ? { id: 4, firstName: 'Leah', lastName: 'Katz' } : null,
});
const tile = (number: string, sectionId: number, extra: Partial<RoomBoardTile>): RoomBoardTile => ({
  room: {
    id: Number(number),
    number,
    type: 'shower',
    status: 'Occupied',
    section: section(sectionId, sectionId === 1 ? 'East' : 'West'),
  },
  visit: null,
  stage: 'Available',
  of: 'room',
  since: '2026-12-01T18:30:00-08:00',
  expectedMinutes: null,
  alert: null,
  supplies: [],
  ...extra,
});
const help = {
  id: 9,
  roomId: 7,
  roomNumber: '7',
  night: '2026-12-01',
  kind: 'help' as const,
  createdAt: '2026-12-01T18:52:00-08:00',
  acknowledgedAt: null,
  acknowledgedBy: null,
};

/** The board as the contract writes it: built through its schema, so a fixture that drifts fails here. */
const boardOf = (alert: boolean, supplyMinutes = 10): RoomBoard =>
  roomBoardSchema.parse({
    now: '2026-12-01T19:00:00-08:00',
    supplyMinutes,
    tiles: [
      tile('1', 2, { stage: 'Offline', room: { ...tile('1', 2, {}).room, status: 'Offline' } }),
      tile('3', 1, {
        visit: { id: 'r3', reservationCode: '33333', reservationStatus: 'Prep' },
        stage: 'Prep',
        of: 'visit',
        since: '2026-12-01T18:40:00-08:00',
        expectedMinutes: 30,
        supplies: [
          { id: 1, item: 'Towel', dateRequested: '2026-12-01T18:55:00-08:00' },
          { id: 2, item: 'Comb', dateRequested: '2026-12-01T18:56:00-08:00' },
        ],
      }),
      tile('7', 1, {
        visit: { id: 'r7', reservationCode: '77777', reservationStatus: 'Assigned' },
        stage: 'Assigned',
        of: 'visit',
        since: '2026-12-01T18:50:00-08:00',
        expectedMinutes: 5,
        alert: alert ? help : null,
      }),
      tile('9', 2, { stage: 'Cleaning', since: '2026-12-01T18:58:00-08:00', expectedMinutes: 15 }),
    ],
  });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function boardApi(supplyMinutes?: number) {
  let alert = true;
  const api = fakeApi({
    [`GET ${BOARD}`]: () => json(boardOf(alert, supplyMinutes)),
    'POST /api/api/rooms/alerts/9/acknowledge': () => {
      alert = false;
      return json({
        success: true,
        errorMessage: null,
        result: { ...help, acknowledgedAt: '2026-12-01T19:01:00-08:00', acknowledgedBy: 'desk' },
      });
    },
    'POST /api/api/events/ticket': () => json({ ticket: 't1', expiresAt: '2026-12-01T19:01:00-08:00' }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const roomTile = (number: string) => screen.getByRole('heading', { name: `Room ${number}` }).closest('li')!;

describe('the rooms board (docs/product/site-and-staff.md §2 Rooms board)', () => {
  it('shows each room’s stage, its minutes against the stage’s length, and the visit by code only', async () => {
    boardApi();
    renderApp({ path: '/admin/board?dt=2026-12-01', session: withRoles('Receptionist') });
    await screen.findByRole('heading', { name: 'Room 3' }, FIRST_PAINT);
    const three = within(roomTile('3'));
    expect(three.getByText('Prep')).toBeTruthy();
    expect(three.getByText('20 of 30 min')).toBeTruthy();
    expect(three.getByText('Reservation 33333')).toBeTruthy();
    expect(three.getByText('East · Leah Katz')).toBeTruthy();
    expect(three.queryByText('Over time')).toBeNull();
    // What the room asked for, on its tile: no need to open her details to see it.
    expect(three.getByText('Asked for: Towel, Comb')).toBeTruthy();
    expect(within(roomTile('7')).queryByText(/^Asked for/)).toBeNull();
    // Assigned for 10 minutes of 5: past its length, and it asked for help.
    const seven = within(roomTile('7'));
    expect(seven.getByText(/10 of 5 min/)).toBeTruthy();
    expect(seven.getByText('Over time')).toBeTruthy();
    expect(seven.getByText('Needs help')).toBeTruthy();
    expect(within(roomTile('1')).getByText('Offline')).toBeTruthy();
    expect(within(roomTile('9')).getByText('2 of 15 min')).toBeTruthy();
    expect(within(roomTile('1')).getByText('30 min')).toBeTruthy();
  });

  it('marks supplies asked for longer ago than the facility allows as over time', async () => {
    // Towel was asked for at 18:55: five minutes at 19:00, past a wait of four.
    boardApi(4);
    renderApp({ path: '/admin/board?dt=2026-12-01', session: withRoles('Receptionist') });
    await screen.findByRole('heading', { name: 'Room 3' }, FIRST_PAINT);
    const supplies = within(roomTile('3')).getByText(/^Asked for: Towel, Comb/);
    expect(supplies.textContent).toBe('Asked for: Towel, Comb Over time');
    // Its stage itself is within its length: only the supplies are late.
    expect(within(roomTile('3')).getAllByText('Over time')).toHaveLength(1);
  });

  it('lists a call for help above the rooms until the desk answers it', async () => {
    const api = boardApi();
    renderApp({ path: '/admin/board?dt=2026-12-01', session: withRoles('Admin') });
    const calls = await screen.findByRole('list', { name: 'Calls for help' }, FIRST_PAINT);
    expect(calls.textContent).toContain('Room 7 (East) needs help, since 6:52 PM');
    expect(screen.getByRole('alert').contains(calls)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Answered: room 7' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Calls for help' })).toBeNull());
    expect(api.callsTo('POST', '/api/api/rooms/alerts/9/acknowledge')).toHaveLength(1);
    expect(within(roomTile('7')).queryByText('Needs help')).toBeNull();
  });

  it('keeps one section for an attendant’s phone, and follows the night’s stream', async () => {
    const api = boardApi();
    renderApp({ path: '/admin/board?dt=2026-12-01&section=2', session: withRoles('Receptionist') });
    await screen.findByRole('heading', { name: 'Room 9' }, FIRST_PAINT);
    expect(screen.queryByRole('heading', { name: 'Room 3' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Calls for help' })).toBeNull();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Section' }).value).toBe('2');

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const reads = api.callsTo('GET', BOARD).length;
    // No reservation changed, but a room did: the board is read again.
    act(() =>
      FakeEventSource.instances[0]!.emit('night', {
        night: '2026-12-01',
        reservationIds: [],
        at: '2026-12-01T19:00:00-08:00',
      }),
    );
    await waitFor(() => expect(api.callsTo('GET', BOARD).length).toBe(reads + 1));
  });
});
