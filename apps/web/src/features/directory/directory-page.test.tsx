import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { i18n } from '../../i18n/setup';

// The second night of Chanukah 5787, as GET facilities/tonight gives it.
const tonight = [
  {
    slug: 'default',
    name: 'Tevila Mikvah',
    url: 'https://tevila.example.org',
    timeZone: 'America/Los_Angeles',
    location: { lat: 34.0522, lng: -118.2437 },
    night: '2026-12-05',
    open: true,
    hebrewNote: 'Chanukah 2',
    hebrewNoteCalendar: 'diaspora',
    hebrewYear: 5787,
    hebrewMonth: 'Kislev',
    hebrewDay: 26,
    openTime: '2026-12-05T17:55:00-08:00',
    zmanTevillah: '2026-12-05T17:24:00-08:00',
    lastEntryTime: '2026-12-05T22:10:00-08:00',
    closeTime: '2026-12-05T23:00:00-08:00',
    reservationsRemain: true,
  },
];

describe("tonight's mikvaot", () => {
  it("names the night's holiday in her language, as the hours page does", async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/api/facilities/tonight': () => json(tonight) }).fetch);
    const english = renderApp({ path: '/mikvaot', session: null });
    const card = await screen.findByRole('listitem', { name: 'Tevila Mikvah' });
    expect(within(card).getByText('Chanukah 2')).toBeTruthy();
    english.unmount();
    await i18n.changeLanguage('he');
    renderApp({ path: '/mikvaot', session: null });
    const hebrew = await screen.findByRole('listitem', { name: 'Tevila Mikvah' });
    expect(await within(hebrew).findByText('ב׳ חנוכה')).toBeTruthy();
    expect(within(hebrew).queryByText('Chanukah 2')).toBeNull();
  });

  it('links each mikvah to its own site, and none whose site the server could not name', async () => {
    await i18n.changeLanguage('en');
    const north = { ...tonight[0]!, slug: 'north', name: 'North Mikvah', url: 'https://north.example.org' };
    const list = [{ ...tonight[0]!, url: '' }, north];
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/api/facilities/tonight': () => json(list) }).fetch);
    renderApp({ path: '/mikvaot', session: null });
    const own = await screen.findByRole('listitem', { name: 'North Mikvah' });
    expect(within(own).getByRole('link').getAttribute('href')).toBe('https://north.example.org/reserve');
    const unknown = screen.getByRole('listitem', { name: 'Tevila Mikvah' });
    expect(within(unknown).getByText('Chanukah 2')).toBeTruthy();
    expect(within(unknown).queryByRole('link')).toBeNull();
  });
});
