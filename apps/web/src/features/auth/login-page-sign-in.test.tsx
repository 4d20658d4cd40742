import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { user } from '../../../test/account-fixtures';
import { json } from '../../../test/fake-api';
import { patron, renderApp } from '../../../test/render';
import {
  CREDENTIALS_STORAGE_KEY,
  readCredentials,
  readSession,
  SESSION_STORAGE_KEY,
} from '../../shared/session';
import { i18n } from '../../i18n/setup';
import { readPendingPhone } from './pending-phone';

import {
  PHONE,
  credentials,
  tokenAnswer,
  server,
  phoneInput,
  sendButton,
  type,
  openLogin,
  sendCode,
  enterCode,
} from './login-page-harness';

describe('/login: signing in', () => {
  it('a guest sent from /notifications signs in and comes back to it', async () => {
    const api = server();
    const { router, sessionStore } = renderApp({ path: '/notifications', session: null });
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(router.state.location.pathname).toBe('/login');
    await screen.findByRole('textbox', { name: 'Phone Number' });
    await sendCode();
    await enterCode('654321');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notifications');
    const [verify] = api.callsTo('POST', '/api/api/account/registrationVerify');
    expect(JSON.parse(verify!.body)).toEqual({ phoneNumber: PHONE, authCode: '654321' });
    const [token] = api.callsTo('POST', '/api/token');
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'password',
      username: credentials.userName,
      password: credentials.passwd,
    });
    expect(readSession()).toEqual({
      token: 'a-1',
      userId: '7',
      username: '13105550123',
      roles: [],
      refreshToken: 'r-1',
      receivedAt: expect.any(Number),
    });
    expect(sessionStore.getState().status).toBe('authorized');
    expect(readCredentials()).toEqual(credentials);
    expect(readPendingPhone()).toBeNull();
    expect(screen.getByRole('contentinfo').textContent).toContain('Phone: +13105550123 - Logout');
  });

  it('?returnUrl is followed too; without one she lands on /', async () => {
    server();
    const { router } = await openLogin('/login?returnUrl=%2Freserve%3Fdt%3D2026-12-01');
    await sendCode();
    await enterCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserve'));
    expect(router.state.location.search).toBe('?dt=2026-12-01');
  });

  it('lands on / by default, and never on an outside address', async () => {
    server();
    const { router } = await openLogin('/login?returnUrl=https%3A%2F%2Fevil.example');
    await sendCode();
    await enterCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('already signed in: /login goes straight to the return location', async () => {
    server();
    const { router } = renderApp({ path: '/login?returnUrl=%2Fnotifications', session: patron });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('saved credentials sign in directly, without a code', async () => {
    const api = server();
    window.localStorage.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify(credentials));
    const { router } = renderApp({ path: '/login?returnUrl=%2Fnotifications', session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(api.callsTo('POST', '/api/api/account/register')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/token')).toHaveLength(1);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('revoked saved credentials are forgotten quietly, and the form shows', async () => {
    server({
      'POST /api/token': () =>
        json({ error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }, 400),
    });
    window.localStorage.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify(credentials));
    renderApp({ path: '/login', session: null });
    expect(await screen.findByRole('textbox', { name: 'Phone Number' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readCredentials()).toBeNull();
  });

  it("the account's language is applied after sign-in", async () => {
    server({ 'GET /api/api/users/7': () => json(user({ language: 'he' })) });
    const { router } = await openLogin('/login?returnUrl=%2Fnotifications');
    await sendCode();
    await enterCode();
    expect(await screen.findByRole('heading', { level: 1, name: 'התראות' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notifications');
    expect(i18n.language).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('he');
  });
});

describe('/login: errors (docs/product/booking.md §8)', () => {
  const alertText = async () => (await screen.findByRole('alert')).textContent;

  it('a refused registration shows its errorMessage', async () => {
    server({
      'POST /api/api/account/register': () =>
        json({ success: false, errorMessage: 'Text messages cannot be sent to this country.' }, 400),
    });
    await openLogin();
    type(phoneInput(), '310 555 0123');
    fireEvent.click(sendButton());
    expect(await alertText()).toBe('Text messages cannot be sent to this country.');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toBeTruthy();
  });

  it('too many codes (429): the errorMessage, not the Message', async () => {
    server({
      'POST /api/api/account/register': () =>
        json(
          {
            success: false,
            errorMessage: 'Please wait a minute before asking for another code.',
            Message: 'Too many requests.',
          },
          429,
        ),
    });
    await openLogin();
    type(phoneInput(), '310 555 0123');
    fireEvent.click(sendButton());
    expect(await alertText()).toBe('Please wait a minute before asking for another code.');
  });

  it('a wrong code shows the errorMessage and stays on step 2', async () => {
    const api = server({
      'POST /api/api/account/registrationVerify': () =>
        json({ success: false, errorMessage: 'The code is not correct.' }, 400),
    });
    await openLogin();
    await sendCode();
    await enterCode('000000');
    expect(await alertText()).toBe('The code is not correct.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/token')).toHaveLength(0);
    // Focus is back in the field, which says it was refused, not on the page's body.
    const field = screen.getByRole('textbox', { name: /Verification Code/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('a refused sign-in shows the error_description; Log In then retries the sign-in alone', async () => {
    let refuse = true;
    const api = server({
      'POST /api/token': () =>
        refuse
          ? json(
              { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' },
              400,
            )
          : json(tokenAnswer),
    });
    const { router } = await openLogin('/login?returnUrl=%2Fnotifications');
    await sendCode();
    await enterCode();
    expect(await alertText()).toBe('The user name or password is incorrect.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(api.callsTo('POST', '/api/api/account/registrationVerify')).toHaveLength(1);
  });

  it('a network failure shows "Error"', async () => {
    server({ 'POST /api/api/account/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openLogin();
    type(phoneInput(), '310 555 0123');
    fireEvent.click(sendButton());
    expect(await alertText()).toBe('Error');
  });
});

describe('/login: language', () => {
  it('the dropdown switches the page to Hebrew at once (right to left) and remembers it', async () => {
    server();
    await openLogin();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'התחברות' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('he');
    const country = screen.getByRole('combobox', { name: 'קידומת מדינה' });
    expect(within(country).getAllByRole('option')[0]!.textContent).toBe('ארצות הברית (\u2066+1\u2069)');
    expect(screen.getByRole('button', { name: 'שליחת קוד אימות' })).toBeTruthy();
  });

  it('the code is requested in the page language', async () => {
    const api = server();
    await openLogin();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    await screen.findByRole('heading', { level: 1, name: 'התחברות' });
    type(screen.getByRole('textbox', { name: 'מספר טלפון' }), '310 555 0123');
    fireEvent.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
    expect(await screen.findByText('ההודעה נשלחה')).toBeTruthy();
    const [register] = api.callsTo('POST', '/api/api/account/register');
    expect(JSON.parse(register!.body).language).toBe('he');
  });
});
