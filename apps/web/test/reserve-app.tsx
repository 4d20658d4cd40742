import { vi } from 'vitest';
import { user } from './account-fixtures';
import { fakeApi, json, type Handler } from './fake-api';
import { patron, renderApp } from './render';
import { reservation, settingsList, slots, week } from './reserve-fixtures';
import type { Reservation } from '../src/api/reservation';

/** /reserve in the whole app, signed in as user 7, against a fake API. */
export function setupReserve(
  reservations: Reservation[] | Response,
  extra: Record<string, Handler> = {},
  path = '/reserve',
) {
  const api = fakeApi({
    'GET /api/api/settings': () => json(settingsList),
    'GET /api/api/settings/schedule': () => json(week),
    'GET /api/api/users/7': () => json(user({ plateNumber: 'ABC123', plateApproved: true })),
    'GET /api/api/reservations/findbyuser': () =>
      reservations instanceof Response ? reservations : json(reservations),
    'GET /api/api/reservations/availablereservations': () => json(slots),
    'GET /api/api/reservations/r1': () => json(reservation()),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  const app = renderApp({ path, session: patron });
  return { ...app, api };
}
