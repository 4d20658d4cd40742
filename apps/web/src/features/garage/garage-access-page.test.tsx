import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { facilityToday } from '@tevila/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { gateOpening } from '../../../test/public-fixtures';
import { patron, renderApp, withRoles } from '../../../test/render';
import { reservation as booked } from '../../../test/reserve-fixtures';
import type { Reservation } from '../../api/reservation';

const TZ = 'America/Los_Angeles';
const AT_THE_GARAGE = { latitude: 34.0522, longitude: -118.2437 };
const settings = () => json([{ key: 'timeZone', value: TZ }]);

/** The browser's geolocation: a position, or an error code (1 denied, 2 unavailable, 3 timeout). */
function stubGeolocation(answer: { latitude: number; longitude: number } | 1 | 2 | 3) {
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

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** Her reservation tonight with paid parking, as the server writes it (the contract's fixture). */
const reservation = (overrides: Partial<Reservation> = {}) =>
  booked({
    id: 'r-1',
    reservationDate: facilityToday(new Date(), TZ),
    reservationTime: '2026-12-02T19:00:00-08:00',
    reservationCode: '12345',
    parking: true,
    balance: 0,
    amountPaid: 46,
    paid: true,
    ...overrides,
  });

function api(extra: Record<string, Handler> = {}, reservations: object[] = []) {
  return fakeApi({
    'GET /api/api/settings': settings,
    'GET /api/api/reservations/findbyuser': () => json(reservations),
    ...extra,
  });
}

describe('/garage-access (docs/product/site-and-staff.md §2, §5)', () => {
  it('shows an OpenGarageGate holder the four gates; a press sends her position and the gate', async () => {
    stubGeolocation(AT_THE_GARAGE);
    const calls = api({
      'POST /api/api/garage/open': () => json(gateOpening()),
    });
    vi.stubGlobal('fetch', calls.fetch);
    renderApp({ path: '/garage-access', session: withRoles('OpenGarageGate') });
    const group = await screen.findByRole('group', { name: 'Garage gates' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Garage 1 entrance', 'Garage 1 inner gate', 'Garage 2 entrance', 'Garage 2 inner gate']);
    fireEvent.click(within(group).getByRole('button', { name: 'Garage 2 inner gate' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The gate is opening.'));
    expect(screen.getByRole('status').dataset.tone).toBe('ok');
    const [call] = calls.callsTo('POST', '/api/api/garage/open');
    expect(JSON.parse(call?.body ?? '')).toEqual({ lat: 34.0522, lng: -118.2437, site: 2, option: 2 });
  });

  it("shows the server's refusal in red, and a clear sentence when location is denied", async () => {
    const calls = api({
      'POST /api/api/garage/open': () =>
        json(
          {
            success: false,
            errorMessage:
              'You are too far from the garage to open the gate (10,562 ft away; the limit is 500 ft).',
            result: null,
          },
          400,
        ),
    });
    vi.stubGlobal('fetch', calls.fetch);
    stubGeolocation(AT_THE_GARAGE);
    renderApp({ path: '/garage-access', session: withRoles('OpenGarageGate') });
    fireEvent.click(await screen.findByRole('button', { name: 'Garage 1 entrance' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'You are too far from the garage to open the gate (10,562 ft away; the limit is 500 ft).',
      ),
    );
    expect(screen.getByRole('status').dataset.tone).toBe('error');

    stubGeolocation(1);
    fireEvent.click(screen.getByRole('button', { name: 'Garage 1 entrance' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Location access is blocked. Please allow this site to use your location, then try again.',
      ),
    );
    expect(calls.callsTo('POST', '/api/api/garage/open')).toHaveLength(1);
  });

  it('shows the generic error for an answer that is not an opening', async () => {
    stubGeolocation(AT_THE_GARAGE);
    const calls = api({
      'POST /api/api/garage/open': () => json({ success: true, errorMessage: null, result: null }),
    });
    vi.stubGlobal('fetch', calls.fetch);
    renderApp({ path: '/garage-access', session: withRoles('OpenGarageGate') });
    fireEvent.click(await screen.findByRole('button', { name: 'Garage 1 entrance' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('An error occurred.'));
    expect(screen.getByRole('status').dataset.tone).toBe('error');
  });

  it('shows a patron without paid parking tonight the prompt, with links to the plate and booking pages', async () => {
    vi.stubGlobal('fetch', api({}, [reservation({ balance: 10, paid: false })]).fetch);
    renderApp({ path: '/garage-access', session: patron });
    const prompt = await screen.findByRole('region', { name: 'Open the garage gate from your phone' });
    expect(within(prompt).getByRole('link', { name: 'Add your license plate' }).getAttribute('href')).toBe(
      '/license-plate',
    );
    expect(within(prompt).getByRole('link', { name: 'Book a visit with parking' }).getAttribute('href')).toBe(
      '/reserve',
    );
    expect(screen.queryByRole('group', { name: 'Garage gates' })).toBeNull();
  });

  it('gives a patron with paid parking tonight the entrance and inner gate of her reservation', async () => {
    stubGeolocation(AT_THE_GARAGE);
    const calls = api(
      {
        'POST /api/api/reservations/r-1/opengaragedoor': () => json(gateOpening()),
      },
      [reservation({ id: 'r-0', parking: false }), reservation()],
    );
    vi.stubGlobal('fetch', calls.fetch);
    renderApp({ path: '/garage-access', session: patron });
    const group = await screen.findByRole('group', { name: 'Garage gates' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Garage entrance', 'Inner gate']);
    fireEvent.click(within(group).getByRole('button', { name: 'Inner gate' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The gate is opening.'));
    const [call] = calls.callsTo('POST', '/api/api/reservations/r-1/opengaragedoor');
    expect(JSON.parse(call?.body ?? '')).toMatchObject({ site: 1, option: 2 });
  });
});
