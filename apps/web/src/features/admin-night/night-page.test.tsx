import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { scheduleSchema } from '@tevila/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { json } from '../../../test/fake-api';
import { details, listItem, nightSections } from './night-fixtures';
import { renderApp, withRoles } from '../../../test/render';
import { night } from '../../../test/reserve-fixtures';
import { changeLanguage } from '../../i18n/setup';
import { DAY, FIRST_PAINT, loadNightPage, nightApi, openDetails, openPage } from './night-page-harness';

beforeAll(loadNightPage, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

// Each test drives the whole page through several modals: on a busy machine it has the web project's
// whole time (vitest.config.ts), as the booking pages' tests do.
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the night list', () => {
  const list = [
    listItem({
      id: 'a',
      reservationCode: '11111',
      user: { ...listItem().user, testUser: true },
      doors: 'on',
      // Her time was 40 minutes ago, the grace 20: she is late.
      reservationTime: minutesFromNow(-40.2),
      lateAfter: minutesFromNow(-20.2),
    }),
    listItem({ id: 'b', reservationCode: '22222', reservationStatus: 'ReadyForMikvahNext', firstTime: true }),
    listItem({
      id: 'c',
      reservationCode: '33333',
      reservationStatus: 'Waiting',
      waitingCode: '101',
      doors: 'waiting',
    }),
    listItem({
      id: 'f',
      reservationCode: '66666',
      reservationStatus: 'Prep',
      openSupplies: [{ id: 1, item: 'Towel', dateRequested: '2026-12-01T19:10:00-08:00' }],
    }),
    listItem({ id: 'd', reservationCode: '44444', reservationStatus: 'Done', paid: true, balance: 0 }),
    listItem({ id: 'e', reservationCode: '55555', reservationStatus: 'Canceled' }),
  ];

  it('shows the night with its count, tags and list statuses, and filters by grouping', async () => {
    const api = nightApi(list, {});
    openPage();
    const table = await screen.findByRole('table', { name: "The night's reservations" }, FIRST_PAINT);
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Reservations: 6');
    const row = (code: string) =>
      screen.getByRole('button', { name: `Open reservation ${code}` }).closest('tr')!;
    expect(within(row('11111')).getByText('Test')).toBeTruthy();
    expect(within(row('22222')).getByText('New User')).toBeTruthy();
    // Her code not yet on the building's doors: said on her row, and only on hers.
    expect(within(row('33333')).getByText('Code not on the doors yet')).toBeTruthy();
    expect(screen.getAllByText('Code not on the doors yet')).toHaveLength(1);
    // Past her time and the grace, and not here: said on her row only.
    expect(within(row('11111')).getByText('Late: not here 40 min after her time')).toBeTruthy();
    expect(screen.getAllByText(/^Late: not here/)).toHaveLength(1);
    expect(within(row('22222')).getByText('Ready')).toBeTruthy();
    expect(within(row('44444')).getByText('Paid')).toBeTruthy();
    expect(within(row('11111')).getByText('$40.00')).toBeTruthy();
    // A towel asked for from her room shows on her row.
    expect(within(row('66666')).getByText('Asked for: Towel')).toBeTruthy();
    expect(within(row('33333')).queryByText(/^Asked for/)).toBeNull();
    expect(api.callsTo('GET', DAY)[0]!.url).toContain('dt=2026-12-01');

    fireEvent.click(screen.getByRole('button', { name: 'Here (3)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open reservation 11111' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Here (3)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Open reservation 22222' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open reservation 33333' })).toBeTruthy();
    // A canceled reservation is not here.
    expect(screen.queryByRole('button', { name: 'Open reservation 55555' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ready (1)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open reservation 33333' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Upcoming (1)' }));
    expect(await screen.findByRole('button', { name: 'Open reservation 11111' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Completed (1)' }));
    expect(await screen.findByRole('button', { name: 'Open reservation 44444' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Waiting (1)' }));
    expect(await screen.findByRole('button', { name: 'Open reservation 33333' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open reservation 44444' })).toBeNull();
  });

  it('the previous and next buttons move by one night', async () => {
    const api = nightApi(list, {});
    const { router } = openPage();
    await screen.findByRole('table', {}, FIRST_PAINT);
    fireEvent.click(screen.getByRole('button', { name: 'Previous night' }));
    await waitFor(() => expect(router.state.location.search).toContain('dt=2026-11-30'));
    fireEvent.click(screen.getByRole('button', { name: 'Next night' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next night' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('dt=2026-12-02'))).toBe(true));
  });

  it('sets a section attendant for the night', async () => {
    const api = nightApi(
      list,
      {},
      {
        'PUT /api/api/sections/1/attendant': () =>
          json({ success: true, errorMessage: null, result: nightSections[0] }),
      },
    );
    openPage();
    const east = await screen.findByRole('combobox', { name: 'Section East' }, FIRST_PAINT);
    await within(east).findByRole('option', { name: 'Rivka Levi', hidden: true });
    fireEvent.change(east, { target: { value: '3' } });
    await waitFor(() => expect(api.callsTo('PUT', '/api/api/sections/1/attendant')).toHaveLength(1));
    const [put] = api.callsTo('PUT', '/api/api/sections/1/attendant');
    expect(put!.url).toContain('dt=2026-12-01');
    expect(JSON.parse(put!.body)).toEqual({ attendantId: 3 });
  });

  it('a Receptionist gets the list too, with the code but no link to the user page', async () => {
    nightApi(list, { a: details({ id: 'a', reservationCode: '11111' }) });
    openPage('Receptionist');
    const dialog = await openDetails('11111');
    expect(within(dialog).queryByRole('link', { name: '11111' })).toBeNull();
  });

  it('headings name the night shown: "Tonight" only for tonight, else its date', async () => {
    // The device's clock is on another day: tonight is the schedule's first night, the server's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    const schedule = z.parse(scheduleSchema, [
      night('2026-12-01', { openTime: '2026-12-01T16:40:00-08:00' }),
    ]);
    nightApi(list, {}, { 'GET /api/api/settings/schedule': () => json(schedule) });
    openPage();
    // Each heading is waited for whole: the schedule and the list arrive apart, in either order.
    const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, FIRST_PAINT);
    const legend = (name: string) => screen.findByRole('group', { name }, FIRST_PAINT);
    expect(await heading('Tonight, Tue, Dec 1 — Reservations: 6')).toBeTruthy();
    expect(await legend("Tonight's attendants")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next night' }));
    expect(await heading('Wed, Dec 2 — Reservations: 6')).toBeTruthy();
    expect(await legend('Attendants on Wed, Dec 2')).toBeTruthy();
    expect(screen.queryByRole('group', { name: "Tonight's attendants" })).toBeNull();
  });

  it('in Hebrew the heading of another night is its Hebrew date', async () => {
    await changeLanguage('he');
    const schedule = z.parse(scheduleSchema, [
      night('2026-12-01', { openTime: '2026-12-01T16:40:00-08:00' }),
    ]);
    nightApi(list, {}, { 'GET /api/api/settings/schedule': () => json(schedule) });
    renderApp({ path: '/admin?dt=2026-11-30', session: withRoles('Admin') });
    expect(
      await screen.findByRole('group', { name: 'הבלניות ב־יום ב׳, 30 בנוב׳' }, FIRST_PAINT),
    ).toBeTruthy();
    expect(screen.queryByText(/הבלניות הערב/)).toBeNull();
  });
});
