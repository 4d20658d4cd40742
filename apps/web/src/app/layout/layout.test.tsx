import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, patron, renderApp, withRoles } from '../../../test/render';
import { nullResult } from '../../../test/account-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { CREDENTIALS_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../shared/session';
import { DRAWER_INIT_DELAY_MS } from './app-layout';

const settings = [
  { key: 'facilityName', value: 'Mei Menucha' },
  { key: 'facilityAddress', value: '123 Main Street\nLos Angeles, CA' },
  { key: 'facilityPhone', value: '(310) 555-1234' },
  { key: 'facilityEmail', value: 'info@mikvah.example' },
];

afterEach(() => vi.useRealTimers());

describe('layout', () => {
  it('has the landmarks, a skip link first, and the Book Your Visit button', async () => {
    renderApp({ path: '/terms', session: null });
    await screen.findByRole('heading', { level: 1, name: 'Terms & Policies' });
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links[0]!.textContent).toBe('Skip to main content');
    expect(links[0]!.getAttribute('href')).toBe('#main');
    const book = within(screen.getByRole('banner')).getByRole('link', { name: 'Book Your Visit' });
    expect(book.getAttribute('href')).toBe('/reserve');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('the footer shows the contact details from settings', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/settings': settings })));
    renderApp({ path: '/terms', session: null });
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('123 Main Street')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '(310) 555-1234' }).getAttribute('href')).toBe(
      'tel:3105551234',
    );
    expect(within(footer).getByRole('link', { name: 'info@mikvah.example' }).getAttribute('href')).toBe(
      'mailto:info@mikvah.example',
    );
    expect(within(footer).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('Mei Menucha')).toBeTruthy();
  });

  it('signed in: "Phone: +{username} - Logout"; Logout clears the session and returns to /', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(patron));
    const { router } = renderApp({ path: '/notifications', session: patron });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Phone: +13105551234 - Logout');
    fireEvent.click(within(footer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The session is cleared once the page has left (shared/session-context.tsx useLogout).
    await waitFor(() => expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    await waitFor(() =>
      expect(within(screen.getByRole('contentinfo')).queryByRole('button', { name: 'Logout' })).toBeNull(),
    );
  });

  it('Logout revokes the session on the server and forgets the saved credentials', async () => {
    const api = fakeApi({ 'POST /api/api/account/logout': () => json(nullResult) });
    vi.stubGlobal('fetch', api.fetch);
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(patron));
    window.localStorage.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify({ userName: 'u', passwd: 'p' }));
    const { router } = renderApp({ path: '/notifications', session: patron });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(api.callsTo('POST', '/api/api/account/logout')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/api/api/account/logout');
    expect(call!.headers.authorization).toBe('Bearer a-1');
    expect(JSON.parse(call!.body)).toEqual({ refreshToken: 'r-1' });
    expect(window.localStorage.getItem(CREDENTIALS_STORAGE_KEY)).toBeNull();
  });

  it('the sidebar lists the items for the role', async () => {
    renderApp({ path: '/terms', session: withRoles('Admin') });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(within(nav).queryByRole('link', { name: 'Add License Plates' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Note to Attendant' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Terms & Policies' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('a Receptionist also has the Admin item (the night list)', () => {
    renderApp({ path: '/terms', session: withRoles('Receptionist') });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('the mobile drawer is initialised after 400 ms, opens from the menu button and closes with Escape', async () => {
    vi.useFakeTimers();
    renderApp({ path: '/terms', session: null });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(DRAWER_INIT_DELAY_MS);
    });
    fireEvent.click(button);
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('heading', { name: 'Menu' })).toBeTruthy();
    const groups = within(drawer)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-expanded'));
    expect(groups.map((b) => b.textContent)).toEqual(['About', 'Tours', 'Settings']);
    fireEvent.click(groups[1]!);
    expect(within(drawer).getByRole('link', { name: 'Kallah Tours' }).getAttribute('href')).toBe(
      '/kallah-tours',
    );
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
