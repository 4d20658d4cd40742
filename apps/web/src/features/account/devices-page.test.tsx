import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountSession } from '@tevila/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { patron, renderApp } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';

// "5 minutes ago" counts from when the list arrived: the clock is fixed, so however long the page
// takes to load, the list's times are as many minutes before it as they say.
const NOW = Date.parse('2026-12-01T20:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function devices(): AccountSession[] {
  return [
    {
      id: 'this-phone',
      device: 'Safari · iPhone',
      place: '203.0.113.x',
      createdAt: '2026-11-20T10:00:00-08:00',
      lastUsedAt: minutesAgo(0),
      current: true,
    },
    {
      id: 'her-tablet',
      device: 'Chrome · Android',
      place: '2001:db8:85a3:x:x:x:x:x',
      createdAt: '2026-11-25T18:30:00-08:00',
      lastUsedAt: minutesAgo(5),
      current: false,
    },
    {
      id: 'old-laptop',
      device: null,
      place: null,
      createdAt: '2026-11-01T09:00:00-08:00',
      lastUsedAt: '2026-11-02T09:00:00-08:00',
      current: false,
    },
  ];
}

/** The server's list, which the sign-outs change. */
function serverWith(list: AccountSession[]) {
  let sessions = list;
  return fakeApi({
    'GET /api/api/account/sessions': () => json(sessions),
    'DELETE /api/api/account/sessions/her-tablet': () => {
      sessions = sessions.filter((s) => s.id !== 'her-tablet');
      return json({ success: true, errorMessage: null, result: null });
    },
    'DELETE /api/api/account/sessions/old-laptop': () =>
      json({ success: false, errorMessage: 'המכשיר הזה כבר מנותק.', result: null }, 400),
    'POST /api/api/account/sessions/signout-others': () => {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return json({ success: true, errorMessage: null, result: { sessionsEnded: ended } });
    },
  });
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('/devices: her signed-in devices', () => {
  it('lists this device first, marked, then the others with their network, sign-in and last use', async () => {
    vi.stubGlobal('fetch', serverWith(devices()).fetch);
    renderApp({ path: '/devices', session: patron });
    expect(await screen.findByRole('heading', { level: 1, name: 'Signed-in devices' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Safari · iPhone', 'Chrome · Android', 'Unknown device']);

    const mine = cardOf('Safari · iPhone');
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(within(mine).getByText('In use now')).toBeTruthy();
    expect(within(mine).getByText('Network').textContent).toBe('Network 203.0.113.x');
    expect(within(mine).queryByRole('button')).toBeNull();

    const tablet = cardOf('Chrome · Android');
    expect(within(tablet).queryByText('This device')).toBeNull();
    expect(within(tablet).getByText(/^Signed in Nov 25, 2026/)).toBeTruthy();
    expect(within(tablet).getByText('Last used 5 minutes ago')).toBeTruthy();
    // The network reads left to right inside a right-to-left page too.
    expect(tablet.querySelector('bdi[dir="ltr"]')?.textContent).toBe('2001:db8:85a3:x:x:x:x:x');

    const laptop = cardOf('Unknown device');
    expect(within(laptop).getByText('Network unknown')).toBeTruthy();
    expect(within(laptop).getByText(/^Last used Nov 2, 2026/)).toBeTruthy();
  });

  it('signs one device out after confirming, says so in the live region, and lists the rest', async () => {
    const api = serverWith(devices());
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/devices', session: patron });
    // Named by the word she sees, then which device (WCAG 2.5.3).
    const signOut = await screen.findByRole('button', {
      name: 'Sign out Chrome · Android, last used 5 minutes ago',
    });
    fireEvent.click(signOut);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(
      within(dialog).getByText(
        'Chrome · Android will be signed out at once. To use the site there again, sign in on it again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Chrome · Android was signed out.'),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chrome · Android' })).toBeNull());
    expect(api.callsTo('DELETE', '/api/api/account/sessions/her-tablet')).toHaveLength(1);
    // The button that opened the dialog is gone: focus is on the page's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('signs out every other device at once, after confirming', async () => {
    const api = serverWith(devices());
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/devices', session: patron });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out all others' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Other devices signed out: 2.'));
    expect(await screen.findByText('No other device is signed in to your account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
    expect(api.callsTo('POST', '/api/api/account/sessions/signout-others')).toHaveLength(1);
  });

  it('in Hebrew: the page, its buttons by their words, and a refusal in the dialog', async () => {
    vi.stubGlobal('fetch', serverWith(devices()).fetch);
    await changeLanguage('he');
    renderApp({ path: '/devices', session: patron });
    expect(await screen.findByRole('heading', { level: 1, name: 'מכשירים מחוברים' })).toBeTruthy();
    await screen.findByRole('list', { name: 'מכשירים מחוברים' });
    expect(within(cardOf('Safari · iPhone')).getByText('המכשיר הזה')).toBeTruthy();
    expect(within(cardOf('Chrome · Android')).getByText('שימוש אחרון: לפני 5 דקות')).toBeTruthy();
    const remove = within(cardOf('מכשיר לא מזוהה')).getByRole('button', { name: /^ניתוק מכשיר לא מזוהה/ });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'לנתק את המכשיר?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ניתוק' }));
    expect(await within(dialog).findByText('המכשיר הזה כבר מנותק.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when the list cannot be read, and reads it again on Retry', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/api/account/sessions': () =>
          fail ? json({ Message: 'An error occurred.' }, 500) : json(devices().slice(0, 1)),
      }).fetch,
    );
    renderApp({ path: '/devices', session: patron });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No other device is signed in to your account.')).toBeTruthy();
  });

  it('is linked from My Data', async () => {
    renderApp({ path: '/my-data', session: patron });
    const link = await screen.findByRole('link', { name: 'See your signed-in devices' });
    expect(link.getAttribute('href')).toBe('/devices');
  });
});
