import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { i18n } from '../../i18n/setup';
import { PENDING_PHONE_KEY, readPendingPhone, savePendingPhone } from './pending-phone';

import {
  PHONE,
  server,
  settingsWith,
  phoneInput,
  sendButton,
  type,
  openLogin,
  sendCode,
  countrySelect,
} from './login-page-harness';

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

  it('says why the button is grey once she stops typing a number that is not one, without leaving the field', async () => {
    server();
    await openLogin();
    fireEvent.change(countrySelect(), { target: { value: 'IL' } });
    phoneInput().focus();
    type(phoneInput(), '050-123-45');
    expect(sendButton().disabled).toBe(true);
    expect(document.activeElement).toBe(phoneInput());
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    type(phoneInput(), '050-234-5678');
    await waitFor(() => expect(screen.queryByText('Invalid phone number')).toBeNull());
    expect(sendButton().disabled).toBe(false);
  });

  it('the country dropdown lists US, CA, IL, GB, FR first, with calling codes', async () => {
    server();
    await openLogin();
    const options = within(countrySelect()).getAllByRole<HTMLOptionElement>('option');
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
    // Back to a country codes go to: the notice goes, and the German number is judged for Israel.
    fireEvent.change(countrySelect(), { target: { value: 'IL' } });
    expect(screen.queryByText(/We can't send codes/)).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid phone number');
    expect(api.callsTo('POST', '/api/api/account/register')).toEqual([]);
  });

  it('in Hebrew: names in Hebrew, the served countries first, the others marked in Hebrew', async () => {
    await i18n.changeLanguage('he');
    server(settingsWith('US,CA,IL,GB,FR'));
    renderApp({ path: '/login', session: null });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'קידומת מדינה' });
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(2));
    const first = Array.from(select.querySelectorAll('optgroup')[0]!.querySelectorAll('option'));
    expect(first.map((o) => o.value)).toEqual(['US', 'CA', 'IL', 'GB', 'FR']);
    expect(first[2]?.textContent).toBe('ישראל (\u2066+972\u2069)');
    expect(select.querySelector('option[value="DE"]')?.textContent).toBe(
      'גרמניה (\u2066+49\u2069) — קודים לא נשלחים לכאן',
    );
    fireEvent.change(select, { target: { value: 'DE' } });
    // The facility's phone comes with the settings, which the country list does not wait for.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'אין לנו אפשרות לשלוח קודים לגרמניה. אפשר לבחור מדינה מראש הרשימה. או להתקשר אלינו: (323) 555-0100.',
      ),
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

  it("refuses with the sign-in service's sentence in the page's language, and sends nothing", async () => {
    const api = server();
    await openLogin();
    type(phoneInput(), '12345');
    fireEvent.blur(phoneInput());
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    // The reason shown follows the page when she switches its language.
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    expect(await screen.findByText('מספר הטלפון אינו תקין')).toBeTruthy();
    type(screen.getByRole('textbox', { name: 'מספר טלפון' }), '');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'מספר טלפון' }), { key: 'Enter' });
    expect(await screen.findByText('יש להזין מספר טלפון')).toBeTruthy();
    expect(api.callsTo('POST', '/api/api/account/register')).toEqual([]);
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
    const logIn = screen.getByRole<HTMLButtonElement>('button', { name: 'Log In' });
    type(code, '12 3');
    expect(code.value).toBe('123');
    expect(logIn.disabled).toBe(true);
    type(code, '123 456 7');
    expect(code.value).toBe('123456');
    expect(logIn.disabled).toBe(false);
  });

  it("a code that is not six digits is refused with the service's sentence, and not sent", async () => {
    const api = server();
    await openLogin();
    const code = await sendCode();
    type(code, '123');
    fireEvent.submit(code.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('The code must be 6 digits.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/api/account/registrationVerify')).toEqual([]);
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
