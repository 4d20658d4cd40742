import type { ScheduleDay } from '@tevila/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import {
  overrideRemoved,
  overrideSaved,
  overridesAnswer,
  scheduleAnswer,
} from '../../../test/public-fixtures';
import { renderApp, withRoles } from '../../../test/render';
import { night as scheduleNight } from '../../../test/reserve-fixtures';
import { changeLanguage } from '../../i18n/setup';
import { loadHebrewNames } from '../../ui/hebrew-names';

vi.setConfig({ testTimeout: 40_000 });

// The Hebrew namers are imported on demand; the calendar library is transformed once, before the tests.
beforeAll(() => loadHebrewNames().then(() => undefined), 120_000);

/** A night of the test's weeks: 12 Kislev 5787, open from 4:45 PM. */
const night = (date: string, extra: Partial<ScheduleDay> = {}): ScheduleDay =>
  scheduleNight(date, { hebrewDay: 12, hebrewYear: 5787, openTime: `${date}T16:45:00-08:00`, ...extra });

const days = scheduleAnswer([
  night('2026-12-04', { hebrewDay: 25, hebrewNote: 'Chanukah 1', hebrewNoteCalendar: 'diaspora' }),
  night('2026-12-30'),
  night('2026-12-31', {
    closed: true,
    scheduleType: 'Weekday',
    hebrewNote: 'Staff training',
    openTime: null,
    closeTime: null,
    lastBath: null,
    lastEntryTime: null,
  }),
  night('2027-01-01', {
    scheduleType: 'Friday',
    shabbosMode: true,
    lastBath: null,
    hebrewDay: 23,
    hebrewMonth: 'Teves',
  }),
]);
const overrides = overridesAnswer([
  { date: '2026-12-31', closed: true, openTime: null, closeTime: null, note: 'Staff training' },
]);

function renderSchedule(
  put = () =>
    json(
      overrideSaved({ date: '2026-12-30', closed: true, openTime: null, closeTime: null, note: 'Repairs' }),
    ),
) {
  const api = fakeApi({
    'GET /api/api/settings/schedule': () => json(days),
    'GET /api/api/settings/schedule/overrides': () => json(overrides),
    'PUT /api/api/settings/schedule/overrides/2026-12-30': put,
    'DELETE /api/api/settings/schedule/overrides/2026-12-31': () => json(overrideRemoved()),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/admin/schedule', session: withRoles('Admin') });
  return api;
}

const rowOf = (date: string) => document.querySelector(`tr[data-date="${date}"]`) as HTMLElement;

describe('/admin/schedule', () => {
  it('asks for 380 nights and shows them month by month, with closed and overridden nights marked', async () => {
    const api = renderSchedule();
    // The page comes in a chunk of its own: slow the first time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'December 2026' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/api/settings/schedule')[0]!.url).toBe(
      '/api/api/settings/schedule?days=380',
    );
    const december = screen.getByRole('region', { name: 'December 2026' });
    expect(
      within(december)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Date',
      'Hebrew date',
      'Type',
      'Open',
      'Zman Tevilah',
      'Last Bath',
      'Last Entry',
      'Closed',
      'Note',
      'Override',
    ]);
    expect(
      within(rowOf('2026-12-30'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12 Kislev', 'Weeknight', '4:45 PM', '5:05 PM', '9:00 PM', '9:30 PM', '', '', 'Override']);
    await waitFor(() => expect(within(rowOf('2026-12-31')).getByText('Overridden')).toBeTruthy());
    expect(within(rowOf('2026-12-31')).getByText('Closed')).toBeTruthy();
    expect(within(rowOf('2026-12-31')).getByText('Staff training')).toBeTruthy();
    expect(within(rowOf('2026-12-30')).queryByText('Overridden')).toBeNull();
    expect(within(rowOf('2027-01-01')).getByText('Friday')).toBeTruthy();
    // Each month names the Hebrew months it spans, and a holiday is named as the schedule sends it.
    expect(within(december.parentElement!).getByText('Kislev 5787')).toBeTruthy();
    expect(screen.getByText('Teves 5787')).toBeTruthy();
    expect(within(rowOf('2026-12-04')).getByText('Chanukah 1')).toBeTruthy();
  });

  it('in Hebrew: Hebrew dates, months and holidays; an administrator’s note as she typed it', async () => {
    await changeLanguage('he');
    renderSchedule();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'דצמבר 2026' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('כסלו תשפ״ז')).toBeTruthy();
    expect(screen.getByText('טבת תשפ״ז')).toBeTruthy();
    const chanukah = rowOf('2026-12-04');
    expect(within(chanukah).getByText('כ״ה כסלו')).toBeTruthy();
    expect(within(chanukah).getByText('א׳ חנוכה')).toBeTruthy();
    expect(chanukah.textContent).not.toMatch(/Chanukah|Kislev/);
    expect(within(rowOf('2026-12-31')).getByText('Staff training')).toBeTruthy();
  });

  it('an override closes a night (PUT with closed, times and note), and the year is read again', async () => {
    const api = renderSchedule();
    fireEvent.click(await screen.findByRole('button', { name: 'Override Wed, Dec 30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override Wed, Dec 30' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Closed this night' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'Repairs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/api/settings/schedule/overrides/2026-12-30')).toHaveLength(1),
    );
    expect(
      JSON.parse(api.callsTo('PUT', '/api/api/settings/schedule/overrides/2026-12-30')[0]!.body),
    ).toEqual({
      closed: true,
      openTime: null,
      closeTime: null,
      note: 'Repairs',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET', '/api/api/settings/schedule').length).toBeGreaterThan(1));
  });

  it("refuses what the server's schema would, with its sentence, and sends nothing", async () => {
    const api = renderSchedule();
    fireEvent.click(await screen.findByRole('button', { name: 'Override Wed, Dec 30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override Wed, Dec 30' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'x'.repeat(201) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Must be at most 200 characters.');
    expect(api.callsTo('PUT', '/api/api/settings/schedule/overrides/2026-12-30')).toHaveLength(0);
  });

  it("shows the server's refusal verbatim and keeps the form open", async () => {
    renderSchedule(() =>
      json(
        {
          success: false,
          errorMessage: 'The closing time must be later than the opening time.',
          result: null,
        },
        400,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Override Wed, Dec 30' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Open time'), { target: { value: '20:00' } });
    fireEvent.change(within(dialog).getByLabelText('Close time'), { target: { value: '19:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The closing time must be later than the opening time.',
    );
  });

  it('removes an override after a confirmation (DELETE)', async () => {
    const api = renderSchedule();
    await waitFor(() => expect(within(rowOf('2026-12-31')).getByText('Overridden')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Override Thu, Dec 31' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Closed this night' }).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove override' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the override of Thu, Dec 31?' });
    expect(api.callsTo('DELETE', '/api/api/settings/schedule/overrides/2026-12-31')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove override' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/api/settings/schedule/overrides/2026-12-31')).toHaveLength(1),
    );
  });
});
