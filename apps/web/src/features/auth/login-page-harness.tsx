import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { nullResult, user, verified } from '../../../test/account-fixtures';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { loadPhoneRules } from './phone-rules';

/* The sign-in page's tests' shared harness: her number, the fake server, the page's controls. */

export const PHONE = '+13105550123';
export const credentials = { userName: '13105550123', passwd: 'device-secret' };
export const tokenAnswer = {
  access_token: 'a-1',
  token_type: 'bearer' as const,
  refresh_token: 'r-1',
  userId: '7',
  roles: [],
  userName: '13105550123',
  expires_in: 900,
};

/** The server of a successful sign-in; pass handlers to replace some answers. */
export function server(overrides: Record<string, Handler> = {}) {
  const api = fakeApi({
    'POST /api/api/account/register': () => json(nullResult),
    'POST /api/api/account/registrationVerify': () => json(verified(credentials)),
    'POST /api/token': () => json(tokenAnswer),
    'GET /api/api/users/7': () => json(user()),
    ...overrides,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Public settings naming the countries codes are sent to, and the facility's phone. */
export const settingsWith = (smsCountries: string): Record<string, Handler> => ({
  'GET /api/api/settings': () =>
    json([
      { key: 'smsCountries', value: smsCountries },
      { key: 'facilityPhone', value: '(323) 555-0100' },
    ]),
});

export const phoneInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone Number' });
export const countrySelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });
export const sendButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Send Verification Code' });
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

export async function openLogin(path = '/login') {
  // The rules come with her first touch of the form; the tests type at once.
  await loadPhoneRules();
  const view = renderApp({ path, session: null });
  await screen.findByRole('heading', { level: 1, name: 'Log In' });
  await screen.findByRole('textbox', { name: 'Phone Number' });
  return view;
}

export async function sendCode(number = '(310) 555-0123') {
  type(phoneInput(), number);
  // The phone rules arrive with her first touch of the form: the button waits for them.
  await waitFor(() => expect(sendButton().disabled).toBe(false));
  fireEvent.click(sendButton());
  return screen.findByRole('textbox', { name: /Verification Code/ });
}

export async function enterCode(code = '123456') {
  type(screen.getByRole('textbox', { name: /Verification Code/ }), code);
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}
