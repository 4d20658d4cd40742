import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patron, renderApp, withRoles } from '../../test/render';
import { returnUrlFrom } from '../shared/return-url';
import { SESSION_STORAGE_KEY } from '../shared/session';

describe('route guards', () => {
  it('a guest on a login-required page goes to /login, remembering where she was going', async () => {
    const { router } = renderApp({ path: '/reserve?dt=2026-12-01', session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/reserve?dt=2026-12-01');
    expect(returnUrlFrom(router.state.location)).toBe('/reserve?dt=2026-12-01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
  });

  it('a guest on an admin page goes to /login too', async () => {
    const { router } = renderApp({ path: '/admin/license-plate', session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnUrlFrom(router.state.location)).toBe('/admin/license-plate');
  });

  it('a signed-in user without the role goes to /', async () => {
    const { router, unmount } = renderApp({ path: '/admin', session: patron });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // One app at a time: the home page the first was sent to may still be loading.
    unmount();
    const plateOnly = renderApp({ path: '/admin', session: withRoles('UserPlateAdmin') });
    await waitFor(() => expect(plateOnly.router.state.location.pathname).toBe('/'));
  });

  it('the right role gets in', async () => {
    renderApp({ path: '/admin/license-plate', session: withRoles('UserPlateAdmin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add License Plates' })).toBeTruthy();
  });

  it('Admin reaches /admin and /admin/license-plate', async () => {
    const admin = renderApp({ path: '/admin', session: withRoles('Admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    admin.unmount();
    renderApp({ path: '/admin/license-plate', session: withRoles('Admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add License Plates' })).toBeTruthy();
  });

  it('Receptionist reaches the night list at /admin, but not the Admin-only pages', async () => {
    const desk = renderApp({ path: '/admin', session: withRoles('Receptionist') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    desk.unmount();
    const settings = renderApp({ path: '/admin/settings', session: withRoles('Receptionist') });
    await waitFor(() => expect(settings.router.state.location.pathname).toBe('/'));
  });

  it('a stored session with a refresh token is authorized after the ~100 ms check', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(patron));
    const { router, sessionStore } = renderApp({ path: '/notifications' });
    expect(sessionStore.getState().status).toBe('checking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('a stored record without a refresh token is a guest', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...patron, refreshToken: '' }));
    const { router } = renderApp({ path: '/notifications' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('/tour redirects to /tours; an unknown path shows the not-found page', async () => {
    const tour = renderApp({ path: '/tour', session: null });
    await waitFor(() => expect(tour.router.state.location.pathname).toBe('/tours'));
    tour.unmount();
    renderApp({ path: '/no-such-page', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('/login, /language, /donate and /smmt are not exact', async () => {
    renderApp({ path: '/donate/anything', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeTruthy();
  });

  it('return URLs never leave the site', () => {
    expect(returnUrlFrom({ search: '?returnUrl=%2F%2Fevil.example', state: null })).toBe('/');
    expect(returnUrlFrom({ search: '?returnUrl=https%3A%2F%2Fevil.example', state: null })).toBe('/');
    expect(returnUrlFrom({ search: '', state: null })).toBe('/');
  });
});
