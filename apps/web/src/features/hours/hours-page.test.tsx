import type { ScheduleDay } from '@tevila/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithProviders } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';
import { loadHebrewNames } from '../../ui/hebrew-names';
import HoursPage from './hours-page';

// The Hebrew formatters are imported on demand; transforming the calendar library for the first time
// is slow on a busy machine, so it is done once before the tests rather than inside one of them.
beforeAll(() => loadHebrewNames().then(() => undefined), 120_000);

/** A night; times carry an offset unlike the test machine's zone, to prove no conversion happens. */
function night(date: string, dayOfWeek: number, overrides: Partial<ScheduleDay> = {}): ScheduleDay {
  return {
    date,
    dayOfWeek,
    hebrewDay: 26,
    hebrewMonth: 'Kislev',
    hebrewYear: 5787,
    hebrewNote: null,
    hebrewNoteCalendar: null,
    closed: false,
    shabbosMode: false,
    scheduleType: 'Weekday',
    sunset: `${date}T16:30:00+09:00`,
    zmanTevillah: `${date}T17:05:00+09:00`,
    candleLighting: null,
    openTime: `${date}T16:45:00+09:00`,
    closeTime: `${date}T22:00:00+09:00`,
    lastBath: `${date}T21:00:00+09:00`,
    lastEntryTime: `${date}T21:30:00+09:00`,
    bookingCutoff: null,
    ...overrides,
  };
}

const week: ScheduleDay[] = [
  night('2026-12-03', 4, { hebrewDay: 24 }),
  night('2026-12-04', 5, {
    hebrewDay: 25,
    hebrewNote: 'Chanukah 1',
    hebrewNoteCalendar: 'diaspora',
    scheduleType: 'Friday',
    shabbosMode: true,
    openTime: '2026-12-04T15:30:00+09:00',
    lastBath: null,
    lastEntryTime: '2026-12-04T16:10:00+09:00',
  }),
  night('2026-12-05', 6, {
    hebrewDay: 26,
    scheduleType: 'MotzeiShabbos',
    hebrewNote: 'Menorah lighting at 6',
    hebrewNoteCalendar: null,
  }),
  night('2026-12-06', 0, {
    hebrewDay: 27,
    closed: true,
    scheduleType: 'Closed',
    openTime: null,
    lastBath: null,
    lastEntryTime: null,
  }),
  night('2026-12-07', 1, { hebrewDay: 28, scheduleType: 'ErevYomTov' }),
  night('2026-12-08', 2, { hebrewDay: 29 }),
  night('2026-12-09', 3, { hebrewDay: 30 }),
];

function renderHours(days: ScheduleDay[] | Response = week, warning: string | null = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch({
        '/api/api/settings/schedule': days,
        '/api/api/settings/weather': { night: '2026-12-03', warning },
      }),
    ),
  );
  return renderWithProviders(<HoursPage />);
}

const dayCard = (name: RegExp | string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('Hours page', () => {
  it('has the Mikvah Hours heading, the first 6 nights and a Book your visit link', async () => {
    renderHours();
    expect(screen.getByRole('heading', { level: 1, name: 'Mikvah Hours' })).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText(/Dec 9/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Book your visit' }).getAttribute('href')).toBe('/reserve');
  });

  it('names Saturday night Motzei Shabbos and shows the Hebrew day and month', async () => {
    renderHours();
    await screen.findByRole('list');
    const saturday = dayCard(/Motzei Shabbos/);
    expect(within(saturday).getByText('26 Kislev')).toBeTruthy();
    expect(screen.queryByText('Saturday')).toBeNull();
  });

  it('weeknight: Open, Zman Tevilah, Last Bath, Last Shower — local times read from the string', async () => {
    renderHours();
    await screen.findByRole('list');
    const thursday = dayCard(/Thursday/);
    const text = thursday.textContent ?? '';
    expect(text).toContain('Open4:45 PM');
    expect(text).toContain('Zman Tevilah5:05 PM');
    expect(text).toContain('Last Bath9:00 PM');
    expect(text).toContain('Last Shower9:30 PM');
    expect(text).not.toContain('Last Entry');
  });

  it('Friday and Erev Yom Tov: no Last Bath, and the last shower is "Last Entry"', async () => {
    renderHours();
    await screen.findByRole('list');
    for (const card of [dayCard(/Friday/), dayCard(/Monday/)]) {
      const text = card.textContent ?? '';
      expect(text).not.toContain('Last Bath');
      expect(text).not.toContain('Last Shower');
      expect(text).toContain('Last Entry');
    }
    expect(dayCard(/Friday/).textContent).toContain('Last Entry4:10 PM');
    expect(within(dayCard(/Friday/)).getByText('Chanukah 1')).toBeTruthy();
  });

  it('a closed night says Closed and shows no times', async () => {
    renderHours();
    await screen.findByRole('list');
    const sunday = dayCard(/Sunday/);
    expect(within(sunday).getByText('Closed')).toBeTruthy();
    expect(sunday.textContent).not.toContain('Open');
    expect(sunday.textContent).not.toContain('Zman Tevilah');
  });

  it('in Hebrew: 24-hour times and the Hebrew date in letters', async () => {
    await changeLanguage('he');
    renderHours();
    expect(screen.getByRole('heading', { level: 1, name: 'שעות המקווה' })).toBeTruthy();
    // The Hebrew formatters come from @tevila/domain, imported on demand: slow on a busy machine.
    await screen.findByRole('list', {}, { timeout: 10_000 });
    const saturday = dayCard(/מוצאי שבת/);
    expect(within(saturday).getByText('כ״ו כסלו')).toBeTruthy();
    expect(saturday.textContent).toContain('16:45');
    // The calendar's holiday is named in Hebrew; an administrator's note stays as she typed it.
    const friday = dayCard(/יום שישי/);
    expect(within(friday).getByText('א׳ חנוכה')).toBeTruthy();
    expect(within(friday).getByText('כ״ה כסלו')).toBeTruthy();
    expect(friday.textContent).not.toContain('Chanukah');
    expect(within(saturday).getByText('Menorah lighting at 6')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('a failed load shows the error text and a retry', async () => {
    renderHours(new Response(JSON.stringify({ Message: 'The schedule is being rebuilt.' }), { status: 503 }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The schedule is being rebuilt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a failed load without a body shows "An error occurred. [status]"', async () => {
    renderHours(new Response('', { status: 502 }));
    expect(await screen.findByText('An error occurred. 502')).toBeTruthy();
  });
  it("says tonight's weather warning above the nights, in her language; nothing without one", async () => {
    renderHours(week, 'snow');
    expect(
      await screen.findByText('Tonight snow is expected. Please travel carefully and allow extra time.'),
    ).toBeTruthy();
  });

  it('in Hebrew too', async () => {
    await changeLanguage('he');
    try {
      renderHours(week, 'storm');
      expect(
        await screen.findByText('הערב צפויות סופות רעמים. סעי בזהירות והשאירי לעצמך זמן נוסף.'),
      ).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('no warning, no words', async () => {
    renderHours(week, null);
    await screen.findByRole('list');
    expect(screen.queryByText(/Please travel carefully/)).toBeNull();
  });
});
