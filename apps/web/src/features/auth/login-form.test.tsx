import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../../../test/account-fixtures';
import { json } from '../../../test/fake-api';
import { i18n } from '../../i18n/setup';
import { IslandTextsContext, pickTexts } from '../../islands/island-texts';
import { readSession } from '../../shared/session';
import { allCallingCodes } from './calling-codes';
import { countryOptions, servedCountries, type CountryOption } from './countries';
import { LOGIN_TEXTS, LoginForm } from './login-form';
import { enterCode, sendCode, server } from './login-page-harness';
import { LoginHostContext, pageHost } from './login-host';
import { readPendingSecondFactor } from './pending-second-factor';
import { loadPhoneRules } from './phone-rules';

/** The form as the light /login's island runs it: no app around it, the page's own loads. */
async function openIsland(named: (list: CountryOption[]) => CountryOption[] = (list) => list) {
  await loadPhoneRules();
  const page = { assign: vi.fn<(path: string) => void>(), reload: vi.fn<() => void>() };
  const codes = allCallingCodes();
  // Named as the server names them for the page.
  const countryList = named(countryOptions('en', servedCountries(undefined, codes), codes));
  render(
    <IslandTextsContext.Provider value={pickTexts(i18n.getFixedT('en'), LOGIN_TEXTS)}>
      <LoginHostContext.Provider value={pageHost('en', page)}>
        <LoginForm
          target="/reserve"
          language="en"
          callingCodes={codes}
          countryList={countryList}
          office={{ phone: '(323) 555-0100', phoneHref: 'tel:3235550100' }}
        />
      </LoginHostContext.Provider>
    </IslandTextsContext.Provider>,
  );
  await screen.findByRole('textbox', { name: 'Phone Number' });
  return page;
}

describe('/login as a light page: the island on its own', () => {
  it('keeps her session in this browser, takes her account’s language, and leaves by a page load', async () => {
    server({ 'GET /api/api/users/7': () => json(user({ language: 'he' })) });
    const page = await openIsland();
    await sendCode();
    await enterCode();
    await waitFor(() => expect(page.assign).toHaveBeenCalledWith('/reserve'));
    expect(readSession()?.token).toBe('a-1');
    // The next page is drawn in the language of her account: the server reads it from the cookie.
    expect(window.localStorage.getItem('selectedLanguage')).toBe('he');
    expect(document.cookie).toContain('selectedLanguage=he');
  });

  it('sends a staff member to her second step with its token kept for this tab', async () => {
    server({
      'POST /api/token': () =>
        json(
          {
            error: 'second_factor_required',
            error_description: 'Staff accounts need a second factor.',
            mfa_token: 'mfa-1',
          },
          400,
        ),
    });
    const page = await openIsland();
    await sendCode();
    await enterCode();
    await waitFor(() =>
      expect(page.assign).toHaveBeenCalledWith('/login/second-factor?returnUrl=%2Freserve'),
    );
    expect(readPendingSecondFactor()).toBe('mfa-1');
    expect(readSession()).toBeNull();
  });

  it('a language chosen in the dropdown is remembered and the page is drawn again in it', async () => {
    server();
    const page = await openIsland();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'he' } });
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('selectedLanguage')).toBe('he');
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('lists every country as the page named them, and loads no country names of its own', async () => {
    server();
    const codes = allCallingCodes();
    const drawn = countryOptions('en', servedCountries(undefined, codes), codes);
    const names = vi.spyOn(Intl, 'DisplayNames');
    try {
      // Names the browser could not have made: the form shows the page's, and asks for none.
      await openIsland(() => drawn.map((option) => ({ ...option, name: option.name.toUpperCase() })));
      expect(names).not.toHaveBeenCalled();
    } finally {
      names.mockRestore();
    }
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });
    expect(select.options.length).toBe(drawn.length);
    expect(select.options[0]?.textContent).toBe('UNITED STATES (\u2066+1\u2069)');
    fireEvent.change(select, { target: { value: 'DE' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^We can't send codes to GERMANY\./);
  });
});
