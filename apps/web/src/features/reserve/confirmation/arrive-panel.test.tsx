import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { patron, renderWithProviders, testQueryClient } from '../../../../test/render';
import type { Reservation } from '../../../api/reservation';
import { reservationQueryKey, useReservation } from '../../../api/reservation';
import { reservation } from '../../../../test/reserve-fixtures';
import { addDays } from '@tevila/domain';
import { localToday } from '../../../shared/today';
import { ArrivePanel } from './arrive-panel';

const AT_THE_MIKVAH = { latitude: 34.0522, longitude: -118.2437 };

function stubGeolocation(answer: { latitude: number; longitude: number } | 1) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if (typeof answer === 'number') fail({ code: answer } as GeolocationPositionError);
        else ok({ coords: answer } as GeolocationPosition);
      },
    },
  });
}

// Her night is the browser's today here (no schedule is answered): the clock is fixed, and the test
// reads today from it as the panel does (in the machine's own zone).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T20:00:00Z'));
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const tonight = () => reservation({ id: 'r1', reservationDate: localToday() });

/** The panel as the reservation view shows it: fed by the reservation's query. */
function Shown() {
  const { data } = useReservation('r1');
  return data ? <ArrivePanel reservation={data} /> : null;
}

describe("I'm here (docs/rules/the-night.md Self check-in)", () => {
  it('sends her position and shows her room and its section', async () => {
    stubGeolocation(AT_THE_MIKVAH);
    const assigned = reservation({
      id: 'r1',
      reservationStatus: 'Assigned',
      room: { id: 3, number: '7', section: { name: 'East' } },
    });
    let current: Reservation = tonight();
    const calls = fakeApi({
      'GET /api/api/reservations/r1': () => json(current),
      'POST /api/api/reservations/r1/arrive': () => {
        current = assigned;
        return json({ success: true, errorMessage: null, result: assigned });
      },
    });
    vi.stubGlobal('fetch', calls.fetch);
    const queryClient = testQueryClient();
    queryClient.setQueryData(reservationQueryKey('r1'), current);
    renderWithProviders(<Shown />, { session: patron, queryClient });
    const here = await screen.findByRole('button', { name: "I'm here" });
    // She presses once the page has read her reservation again: a read answered after her check-in
    // would put the state before it back (a race of the page's own, not this test's subject).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.click(here);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your room is ready: room 7, section East.'),
    );
    const [call] = calls.callsTo('POST', '/api/api/reservations/r1/arrive');
    expect(JSON.parse(call?.body ?? '')).toEqual({ lat: 34.0522, lng: -118.2437 });
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
  });

  it('a waiting reservation shows its waiting code, unless her visit is followed live on the page', () => {
    const waiting = reservation({ reservationStatus: 'Waiting', waitingCode: '123' });
    const { unmount } = renderWithProviders(<ArrivePanel reservation={waiting} />);
    expect(screen.getByRole('status').textContent).toBe('You are checked in. Your waiting code is 123.');
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
    unmount();
    renderWithProviders(<ArrivePanel reservation={waiting} live />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
  });

  it("shows the server's refusal; without a position it still asks the server, which says what it needs", async () => {
    stubGeolocation(1);
    const calls = fakeApi({
      'POST /api/api/reservations/r1/arrive': () =>
        json(
          {
            success: false,
            errorMessage: 'Please allow location access so we can check that you are at the mikvah.',
            result: null,
          },
          400,
        ),
    });
    vi.stubGlobal('fetch', calls.fetch);
    renderWithProviders(<ArrivePanel reservation={tonight()} />, { session: patron });
    fireEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please allow location access so we can check that you are at the mikvah.',
    );
    expect(JSON.parse(calls.callsTo('POST', '/api/api/reservations/r1/arrive')[0]?.body ?? '')).toEqual({});
  });

  it('is not offered on another night, nor for a reservation that is not Reserved', () => {
    renderWithProviders(
      <ArrivePanel reservation={reservation({ reservationDate: addDays(localToday(), 1) })} />,
    );
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
    renderWithProviders(
      <ArrivePanel
        reservation={reservation({ reservationDate: localToday(), reservationStatus: 'Pending' })}
      />,
    );
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
  });
});
