import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../../test/account-fixtures';
import { json } from '../../../test/fake-api';
import { heldApi } from '../../../test/held-api';
import { patron, renderApp } from '../../../test/render';
import { reservation, settingsList, week } from '../../../test/reserve-fixtures';
import { waitUntil } from '../../../test/wait';

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('./reserve-page');
}, 120_000);

const answers = (reservations: unknown[]) => ({
  'GET /api/api/reservations/findbyuser': () => json(reservations),
  'GET /api/api/settings': () => json(settingsList),
  'GET /api/api/settings/schedule': () => json(week),
  'GET /api/api/users/7': () => json(user()),
  'GET /api/api/users/7/savedcards/': () => json([]),
  'GET /api/api/reservations/r1': () => json(reservation()),
  'GET /api/api/reservations/waitlist': () => json([]),
});

const herData = [
  'GET /api/api/reservations/findbyuser',
  'GET /api/api/reservations/waitlist',
  'GET /api/api/settings',
  'GET /api/api/settings/schedule',
  'GET /api/api/users/7',
  'GET /api/api/users/7/savedcards/',
];

describe('/reserve asks for her data at once (no request waits for another answer)', () => {
  it('reservations, schedule, settings, user and saved cards are all out before any is answered', async () => {
    const api = heldApi(
      answers([
        reservation(),
        reservation({ id: 'r2', reservationDate: '2030-12-05' }),
        reservation({ id: 'r3', reservationDate: '2030-11-20', reservationStatus: 'Done' }),
      ]),
    );
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/reserve', session: patron });
    await waitUntil(() => expect(api.paths()).toEqual(herData));
    expect(api.answered()).toBe(0);

    api.releaseAll();
    const region = await screen.findByRole('region', { name: 'My reservations' }, { timeout: 15_000 });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    // Each was asked for once: the page found what was asked for it in the cache.
    expect(api.fetch).toHaveBeenCalledTimes(herData.length);
  });

  it('her one reservation shows as soon as her list is in: its own request goes on behind it', async () => {
    const api = heldApi(answers([reservation()]));
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/reserve', session: patron });
    await waitUntil(() => expect(api.paths()).toEqual(herData));
    api.releaseAll();
    expect(
      await screen.findByRole('img', { name: 'Access code: 4 0 8 1 7' }, { timeout: 15_000 }),
    ).toBeTruthy();
    // Asked for once the view is drawn, a moment after it shows.
    await waitUntil(() => expect(api.paths()).toEqual(['GET /api/api/reservations/r1']));
    api.releaseAll();
  });
});
