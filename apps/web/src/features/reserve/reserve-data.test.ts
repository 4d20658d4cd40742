import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../../test/account-fixtures';
import { json } from '../../../test/fake-api';
import { heldApi } from '../../../test/held-api';
import { patron } from '../../../test/render';
import { reservation, settingsList, slots, week } from '../../../test/reserve-fixtures';
import { registerAuthProvider, type AuthProvider } from '../../api/http';
import { savedCardsQueryKey } from '../../api/saved-cards';
import { scheduleQueryKey } from '../../api/schedule';
import { settingsQueryKey } from '../../api/settings';
import { userQueryKey } from '../../api/user';
import { userReservationsQueryKey } from '../../api/user-reservations';
import { SESSION_STORAGE_KEY } from '../../shared/session';
import { availableSlotsQueryKey } from './api/available-slots';
import { waitlistQueryKey } from './api/waitlist-key';
import { flowReducer, initialFlow, saveFlow } from './flow/flow-state';
import { prefetchReserveData } from './reserve-data';
import { waitUntil } from '../../../test/wait';

const everything = [
  'GET /api/api/reservations/findbyuser',
  'GET /api/api/reservations/waitlist',
  'GET /api/api/settings',
  'GET /api/api/settings/schedule',
  'GET /api/api/users/7',
  'GET /api/api/users/7/savedcards/',
];

const answers = {
  'GET /api/api/reservations/findbyuser': () => json([reservation()]),
  'GET /api/api/settings': () => json(settingsList),
  'GET /api/api/settings/schedule': () => json(week),
  'GET /api/api/users/7': () => json(user()),
  'GET /api/api/users/7/savedcards/': () => json([{ id: 'pm_1', brand: 'Visa', last4: '4242' }]),
  'GET /api/api/reservations/waitlist': () => json([]),
};

const session: AuthProvider = { accessToken: () => 'a-1', renew: async () => 'a-1' };
let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  sessionStorage.clear();
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchReserveData', () => {
  it('waits for her session to be registered, so that no request leaves without her token', async () => {
    const api = heldApi(answers);
    vi.stubGlobal('fetch', api.fetch);
    const done = prefetchReserveData(client(), '7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    unregister = registerAuthProvider(session);
    await waitUntil(() => expect(api.calls).toHaveLength(everything.length));
    expect(api.calls.every((call) => call.authorization === 'Bearer a-1')).toBe(true);
    api.releaseAll();
    await done;
  });

  it('asks for everything /reserve shows at once: every request is out before any is answered', async () => {
    unregister = registerAuthProvider(session);
    const api = heldApi(answers);
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = client();
    const done = prefetchReserveData(queryClient, '7');
    await waitUntil(() => expect(api.paths()).toEqual(everything));
    expect(api.answered()).toBe(0);
    api.releaseAll();
    await done;
    // The page's views find it all under the keys they use.
    expect(queryClient.getQueryData(userReservationsQueryKey('7'))).toEqual([reservation()]);
    expect(queryClient.getQueryData(scheduleQueryKey)).toEqual(week);
    expect(queryClient.getQueryData(settingsQueryKey)).toMatchObject({ priceShower: '36' });
    expect(queryClient.getQueryData(userQueryKey('7'))).toEqual(user());
    expect(queryClient.getQueryData(savedCardsQueryKey('7'))).toEqual([
      { id: 'pm_1', brand: 'Visa', last4: '4242' },
    ]);
    expect(queryClient.getQueryData(waitlistQueryKey)).toEqual([]);

    // Asked again while it is fresh (the page mounting after its preload): nothing goes out.
    await prefetchReserveData(queryClient, '7');
    expect(api.fetch).toHaveBeenCalledTimes(everything.length);
  });

  it('takes her user from the stored session, and asks nothing of a guest', async () => {
    unregister = registerAuthProvider(session);
    const api = heldApi(answers);
    vi.stubGlobal('fetch', api.fetch);
    await prefetchReserveData(client());
    expect(api.calls).toHaveLength(0);

    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(patron));
    const done = prefetchReserveData(client());
    await waitUntil(() => expect(api.paths()).toEqual(everything));
    api.releaseAll();
    await done;
  });

  it('asks for the times of the night this tab keeps chosen, with the rest (decision 0070)', async () => {
    unregister = registerAuthProvider(session);
    const night = week[1]!.date;
    saveFlow(
      flowReducer(flowReducer(initialFlow, { type: 'startNew', last: null }), {
        type: 'chooseDate',
        date: night,
      }),
    );
    const api = heldApi({
      ...answers,
      'GET /api/api/reservations/availablereservations': () => json(slots),
    });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = client();
    const done = prefetchReserveData(queryClient, '7');
    await waitUntil(() =>
      expect(api.paths()).toEqual([...everything, 'GET /api/api/reservations/availablereservations'].sort()),
    );
    api.releaseAll();
    await done;
    expect(queryClient.getQueryData(availableSlotsQueryKey(night, null))).toEqual(slots);
  });
});
