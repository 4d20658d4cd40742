import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { patron, renderApp } from '../../../test/render';
import {
  CREDENTIALS_STORAGE_KEY,
  readCredentials,
  readSession,
  SESSION_STORAGE_KEY,
} from '../../shared/session';
import { i18n } from '../../i18n/setup';
import { PENDING_PHONE_KEY, readPendingPhone, savePendingPhone } from './pending-phone';

const PHONE = '+13105550123';
const credentials = { userName: '13105550123', passwd: 'device-secret' };
const tokenAnswer = {
  access_token: 'a-1',
  refresh_token: 'r-1',
  userId: '7',
  roles: [],
  userName: '13105550123',
  expires_in: 900,
};

/** The server of a successful sign-in; pass handlers to replace some answers. */
function server(overrides: Record<string, Handler> = {}) {
  const api = fakeApi({
    'POST /api/api/account/register': () => json({ success: true, errorMessage: null, result: null }),
    'POST /api/api/account/registrationVerify': () =>
      json({ success: true, errorMessage: null, result: credentials }),
    'POST /api/token': () => json(tokenAnswer),
    'GET /api/api/users/7': () => json({ id: '7', language: 'en' }),
    ...overrides,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Public settings naming the countries codes are sent to, and the facility's phone. */
const settingsWith = (smsCountries: string): Record<string, Handler> => ({
  'GET /api/api/settings': () =>
    json([
      { key: 'smsCountries', value: smsCountries },
      { key: 'facilityPhone', value: '(323) 555-0100' },
    ]),
});

const phoneInput = () => screen.getByRole('textbox', { name: 'Phone Number' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send Verification Code' }) as HTMLButtonElement;
const countrySelect = () => screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openLogin(path = '/login') {
  const view = renderApp({ path, session: null });
  await screen.findByRole('heading', { level: 1, name: 'Log In' });
  await screen.findByRole('textbox', { name: 'Phone Number' });
  return view;
}

async function sendCode(number = '(310) 555-0123') {
  type(phoneInput(), number);
  fireEvent.click(sendButton());
  return screen.findByRole('textbox', { name: /Verification Code/ });
}

async function enterCode(code = '123456') {
  type(screen.getByRole('textbox', { name: /Verification Code/ }), code);
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('/login, step 1: the phone', () => {
  it('the button stays disabled until the number is valid for the selected country (default US)', async () => {
    server();
    await openLogin();
    expect(countrySelect().value).toBe('US');
    expect(sendButton().disabled).toBe(true);
    type(phoneInput(), '310 555 012');
    expect(sendButton().disabled).toBe(true);
    type(phoneInput(), '310 555 0123');
    expect(sendButton().disabled).toBe(false);
    // An Israeli mobile number is not valid with US selected, and is with IL.
    type(phoneInput(), '050-234-5678');
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(countrySelect(), { target: { value: 'IL' } });
    expect(sendButton().disabled).toBe(false);
  });

  it('the country dropdown lists US, CA, IL, GB, FR first, with calling codes', async () => {
    server();
    await openLogin();
    const options = within(countrySelect()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.slice(0, 5).map((o) => o.value)).toEqual(['US', 'CA', 'IL', 'GB', 'FR']);
    expect(options[0]!.textContent).toBe('United States (\u2066+1\u2069)');
    expect(options.length).toBeGreaterThan(200);
  });

  it('the countries codes are sent to (smsCountries) come first; the others are grouped and marked', async () => {
    const api = server(settingsWith('IL,US'));
    await openLogin();
    await waitFor(() => expect(countrySelect().querySelector('option')?.value).toBe('IL'));
    const [served, others] = Array.from(countrySelect().querySelectorAll('optgroup'));
    expect(served?.label).toBe('Countries we send codes to');
    expect(Array.from(served!.querySelectorAll('option'), (o) => o.value)).toEqual(['IL', 'US']);
    expect(others?.label).toBe('Other countries (codes not sent)');
    const canada = others!.querySelector('option[value="CA"]');
    expect(canada?.textContent).toBe('Canada (\u2066+1\u2069) — codes not sent here');
    // Still selectable: she finds her own country and is told at once, before she types.
    expect((canada as HTMLOptionElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(countrySelect(), { target: { value: 'DE' } });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(
      "We can't send codes to Germany. Choose a country from the top of the list. Or call us: (323) 555-0100.",
    );
    const call = within(notice).getByRole('link', { name: '(323) 555-0100' });
    expect(call.getAttribute('href')).toBe('tel:3235550100');
    expect(call.getAttribute('dir')).toBe('ltr');
    expect(countrySelect().getAttribute('aria-invalid')).toBe('true');
    expect(countrySelect().getAttribute('aria-describedby')).toBe(notice.parentElement?.id);
    // A number valid for Germany still cannot be sent.
    type(phoneInput(), '01512 3456789');
    expect(sendButton().disabled).toBe(true);
    fireEvent.submit(sendButton().closest('form')!);
    fireEvent.change(countrySelect(), { target: { value: 'IL' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('POST', '/api/api/account/register')).toEqual([]);
  });

  it('in Hebrew: names in Hebrew, the served countries first, the others marked in Hebrew', async () => {
    await i18n.changeLanguage('he');
    server(settingsWith('US,CA,IL,GB,FR'));
    renderApp({ path: '/login', session: null });
    const select = (await screen.findByRole('combobox', { name: 'קידומת מדינה' })) as HTMLSelectElement;
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(2));
    const first = Array.from(select.querySelectorAll('optgroup')[0]!.querySelectorAll('option'));
    expect(first.map((o) => o.value)).toEqual(['US', 'CA', 'IL', 'GB', 'FR']);
    expect(first[2]?.textContent).toBe('ישראל (\u2066+972\u2069)');
    expect(select.querySelector('option[value="DE"]')?.textContent).toBe(
      'גרמניה (\u2066+49\u2069) — קודים לא נשלחים לכאן',
    );
    fireEvent.change(select, { target: { value: 'DE' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'אין לנו אפשרות לשלוח קודים לגרמניה. אפשר לבחור מדינה מראש הרשימה. או להתקשר אלינו: (323) 555-0100.',
    );
  });

  it('"Invalid phone number" once she leaves a wrong number; "Phone number required" when she tries empty', async () => {
    server();
    await openLogin();
    fireEvent.keyDown(phoneInput(), { key: 'Enter' });
    expect(await screen.findByText('Phone number required')).toBeTruthy();
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    type(phoneInput(), '12345');
    fireEvent.blur(phoneInput());
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    expect(screen.queryByText('Phone number required')).toBeNull();
    type(phoneInput(), '310 555 0123');
    expect(screen.queryByText('Invalid phone number')).toBeNull();
  });

  it('no message before she has done anything', async () => {
    server();
    await openLogin();
    type(phoneInput(), '3');
    expect(screen.queryByText('Invalid phone number')).toBeNull();
    expect(screen.queryByText('Phone number required')).toBeNull();
  });
});

describe('/login, step 2: the code', () => {
  it('sends E.164 with the page language, then shows the phone and remembers it', async () => {
    const api = server();
    await openLogin();
    await sendCode('(310) 555-0123');
    const [register] = api.callsTo('POST', '/api/api/account/register');
    expect(JSON.parse(register!.body)).toEqual({
      userName: '13105550123',
      phone: PHONE,
      email: '',
      password: '',
      language: 'en',
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Message sent');
    expect(notice.textContent).toContain('We sent a verification code to +1 310 555 0123.');
    const shown = within(notice).getByText('+1 310 555 0123');
    expect(shown.tagName).toBe('BDI');
    expect(shown.getAttribute('dir')).toBe('ltr');
    const code = screen.getByRole('textbox', { name: /Verification Code/ });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(readPendingPhone()?.phone).toBe(PHONE);
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
  });

  it('a reload stays on step 2; Change goes back to step 1 and clears the saved phone', async () => {
    server();
    savePendingPhone({ phone: PHONE, country: 'US', sentAt: Date.now() });
    renderApp({ path: '/login', session: null });
    expect(await screen.findByText('+1 310 555 0123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('textbox', { name: 'Phone Number' })).toBeTruthy();
    expect(window.localStorage.getItem(PENDING_PHONE_KEY)).toBeNull();
    expect(phoneInput().value).toBe('3105550123');
    expect(screen.queryByText('+1 310 555 0123')).toBeNull();
  });

  it('a code sent more than 10 minutes ago: step 1 again, with the number filled in', async () => {
    server();
    savePendingPhone({ phone: '+972502345678', country: 'IL', sentAt: Date.now() - 11 * 60_000 });
    await openLogin();
    expect(countrySelect().value).toBe('IL');
    expect(phoneInput().value).toBe('502345678');
    expect(sendButton().disabled).toBe(false);
  });

  it('the code is digits only, and Log In waits for all six', async () => {
    server();
    await openLogin();
    const code = (await sendCode()) as HTMLInputElement;
    const logIn = screen.getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    type(code, '12 3');
    expect(code.value).toBe('123');
    expect(logIn.disabled).toBe(true);
    type(code, '123 456 7');
    expect(code.value).toBe('123456');
    expect(logIn.disabled).toBe(false);
  });

  it('Resend Code asks for a new code and says so', async () => {
    const api = server();
    await openLogin();
    await sendCode();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/api/account/register')).toHaveLength(2);
  });
});

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
    server({ 'GET /api/api/users/7': () => json({ id: '7', language: 'he' }) });
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
