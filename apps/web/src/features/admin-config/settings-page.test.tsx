import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminSettingBody, type AdminSetting } from '@tevila/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { fakeApi, json, type Call } from '../../../test/fake-api';
import { adminSetting as setting, settingSaved } from '../../../test/public-fixtures';
import { renderApp, withRoles } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';

// Named by their keys and grouped as the catalogue groups them, as the fixture builds them.
const settings: AdminSetting[] = [
  setting('priceShower', 'decimal', '36', { prevValue: '30' }),
  setting('shutdown', 'bool', 'False', { prevValue: 'False' }),
  setting('openUntilWinterHour', 'hour', '22'),
  setting('roomAdminPasscode', 'passcode4', '1234'),
  setting('stripeSecretKey', 'secret', '********', { secret: true }),
  setting('twilioAuthToken', 'secret', '', { secret: true }),
];

/** The body of a PUT settings/admin/{key}, read by the contract's schema. */
const sent = (call: Call) => z.parse(adminSettingBody, JSON.parse(call.body));

const SAVE_PATH = (key: string) => `/api/api/settings/admin/${key}`;

function renderSettings(
  put = (call: Call) => json(settingSaved(call.path.split('/').pop() ?? '', String(sent(call).value))),
  shown: AdminSetting[] = settings,
) {
  const api = fakeApi({
    'GET /api/api/settings/admin': () => json(shown),
    'PUT /api/api/settings/admin/doorLockSystem': put,
    'PUT /api/api/settings/admin/priceShower': put,
    'PUT /api/api/settings/admin/shutdown': put,
    'PUT /api/api/settings/admin/roomAdminPasscode': put,
    'PUT /api/api/settings/admin/stripeSecretKey': put,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/admin/settings', session: withRoles('Admin') });
  return api;
}

/** Opens every closed group, as she would one by one (the page opens with them closed). */
async function openGroups() {
  const toggles = (await screen.findAllByRole('heading', { level: 2 })).map((h) =>
    within(h).getByRole('button'),
  );
  for (const toggle of toggles) if (toggle.getAttribute('aria-expanded') === 'false') fireEvent.click(toggle);
}

const rowOf = (key: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Save|Replace) ${key}$`) }).closest('li')!;

describe('/admin/settings', () => {
  it('groups the settings as the catalogue does, each with a field fit for its type, its hint and previous value', async () => {
    renderSettings();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual([
      'OpeningSettings: 2',
      'PricesSettings: 1',
      'OtherSettings: 1',
      'Integration keysSettings: 2',
    ]);
    // Closed at first: a short page of groups, each a button that says it is closed.
    const prices = screen.getByRole('button', { name: 'Prices Settings: 1' });
    expect(prices.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('spinbutton', { name: 'priceShower' })).toBeNull();
    fireEvent.click(prices);
    expect(prices.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Prices' })).toBeTruthy();
    await openGroups();

    const price = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'priceShower' });
    expect(price.value).toBe('36');
    expect(within(rowOf('priceShower')).getByText('Hint of priceShower.')).toBeTruthy();
    expect(within(rowOf('priceShower')).getByText(/^Before the last change:/).textContent).toBe(
      'Before the last change: 30',
    );
    // A setting never changed says nothing of a value before; a switch's says On or Off.
    expect(within(rowOf('roomAdminPasscode')).queryByText(/Before the last change/)).toBeNull();
    expect(within(rowOf('shutdown')).getByText(/^Before the last change:/).textContent).toBe(
      'Before the last change: Off',
    );
    expect(screen.getByRole('main').textContent).not.toMatch(/Previous value|none/);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'shutdown' }).checked).toBe(false);
    expect(within(rowOf('openUntilWinterHour')).getByText('24-hour decimals (22.5 = 10:30 pm)')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'roomAdminPasscode' }).getAttribute('maxlength')).toBe('4');
  });

  it('offers a setting of choices as a list of them, and saves the one chosen', async () => {
    const api = renderSettings(undefined, [setting('doorLockSystem', 'choice', 'none')]);
    await openGroups();
    const system = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'doorLockSystem' });
    expect([...system.options].map((o) => o.value)).toEqual(['none', 'http', 'unifi-access']);
    // Each choice by its name, not its stored value.
    expect([...system.options].map((o) => o.textContent)).toEqual([
      'None',
      "Tevila's lock protocol (any lock server or bridge)",
      'UniFi Access',
    ]);
    expect(system.value).toBe('none');
    fireEvent.change(system, { target: { value: 'http' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save doorLockSystem' }));
    await waitFor(() => expect(api.callsTo('PUT', SAVE_PATH('doorLockSystem'))).toHaveLength(1));
    expect(sent(api.callsTo('PUT', SAVE_PATH('doorLockSystem'))[0]!).value).toBe('http');
  });

  it('a secret is never shown: Set or Not set, and an empty field to replace it', async () => {
    renderSettings();
    await openGroups();
    const field = await screen.findByLabelText<HTMLInputElement>(/^stripeSecretKey/);
    expect(field.type).toBe('password');
    expect(field.value).toBe('');
    expect(within(rowOf('stripeSecretKey')).getByText('Set')).toBeTruthy();
    expect(within(rowOf('twilioAuthToken')).getByText('Not set')).toBeTruthy();
    expect(document.body.textContent).not.toContain('********');
  });

  it('checks a value by the server rules before saving; a good one is saved alone with PUT', async () => {
    const api = renderSettings();
    await openGroups();
    const code = await screen.findByRole('textbox', { name: 'roomAdminPasscode' });
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save roomAdminPasscode' }));
    expect((await within(rowOf('roomAdminPasscode')).findByRole('alert')).textContent).toBe(
      'Must be exactly 4 digits.',
    );
    expect(api.callsTo('PUT', SAVE_PATH('roomAdminPasscode'))).toHaveLength(0);

    fireEvent.change(code, { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save roomAdminPasscode' }));
    await waitFor(() => expect(api.callsTo('PUT', SAVE_PATH('roomAdminPasscode'))).toHaveLength(1));
    expect(JSON.parse(api.callsTo('PUT', SAVE_PATH('roomAdminPasscode'))[0]!.body)).toEqual({
      value: '4321',
    });
    expect(await within(rowOf('roomAdminPasscode')).findByText('Saved.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it("a switch saves True or False; the server's refusal shows verbatim in a red alert", async () => {
    const api = renderSettings(() =>
      json({ success: false, errorMessage: 'Booking cannot stop tonight.', result: null }, 400),
    );
    await openGroups();
    fireEvent.click(await screen.findByRole('switch', { name: 'shutdown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save shutdown' }));
    expect((await within(rowOf('shutdown')).findByRole('alert')).textContent).toContain(
      'Booking cannot stop tonight.',
    );
    expect(JSON.parse(api.callsTo('PUT', SAVE_PATH('shutdown'))[0]!.body)).toEqual({ value: 'True' });
  });

  it('asks for a new secret before replacing one, sends nothing, and clears the line as she types', async () => {
    const api = renderSettings();
    await openGroups();
    const field = await screen.findByLabelText(/^stripeSecretKey/);
    fireEvent.click(screen.getByRole('button', { name: 'Replace stripeSecretKey' }));
    expect((await within(rowOf('stripeSecretKey')).findByRole('alert')).textContent).toBe(
      'Type the new value first.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', SAVE_PATH('stripeSecretKey'))).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'sk' } });
    expect(within(rowOf('stripeSecretKey')).queryByRole('alert')).toBeNull();
  });

  it('replaces a secret with the value typed, and the search box finds a setting by its name', async () => {
    const api = renderSettings();
    await openGroups();
    fireEvent.change(await screen.findByLabelText(/^stripeSecretKey/), { target: { value: 'sk_test_1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace stripeSecretKey' }));
    await waitFor(() => expect(api.callsTo('PUT', SAVE_PATH('stripeSecretKey'))).toHaveLength(1));
    expect(JSON.parse(api.callsTo('PUT', SAVE_PATH('stripeSecretKey'))[0]!.body)).toEqual({
      value: 'sk_test_1',
    });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a setting' }), {
      target: { value: 'price' },
    });
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'shutdown' })).toBeNull());
    expect(screen.getByRole('spinbutton', { name: 'priceShower' })).toBeTruthy();
    expect(screen.getByText('Settings found: 1')).toBeTruthy();
  });

  it("shows each setting by its name in the page's language, the key only when asked for, and asks in that language", async () => {
    const named = (language: string): AdminSetting[] => [
      setting('facilityName', 'string', 'Tevila Mikvah', {
        name: language === 'he' ? 'שם המקווה' : 'Facility name',
        hint:
          language === 'he'
            ? 'שם המקווה כפי שהמבקרות רואות אותו.'
            : 'Name of the facility as patrons see it.',
        group: 'Facility',
      }),
      setting('websiteBannerImage', 'url', '', {
        name: language === 'he' ? 'כתובת תמונת הבאנר' : 'Banner image address',
        group: 'Website',
      }),
    ];
    const api = fakeApi({
      'GET /api/api/settings/admin': (call) => json(named(call.headers['accept-language'] ?? 'en')),
      'PUT /api/api/settings/admin/websiteBannerImage': () => json(settingSaved('websiteBannerImage', '')),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/settings', session: withRoles('Admin') });
    await openGroups();
    await screen.findByRole('textbox', { name: 'Facility name' });
    expect(api.callsTo('GET', '/api/api/settings/admin')[0]!.headers['accept-language']).toBe('en');
    const row = rowOf('Facility name');
    // No key unless she asks: the search does not find one either.
    expect(within(row).queryByText('facilityName')).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Find a setting' });
    fireEvent.change(search, { target: { value: 'facilityName' } });
    expect(await screen.findByText('No setting matches.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    // The key, for the technically minded, in small print under the name; it is not the label.
    fireEvent.click(screen.getByRole('switch', { name: 'Show technical names' }));
    expect(
      (await within(rowOf('Facility name')).findByText('facilityName')).closest('span')?.className,
    ).toMatch(/settingKey/);
    const described = screen.getByRole('textbox', { name: 'Facility name' }).getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    expect(document.getElementById(described!.split(' ')[0]!)?.textContent).toContain('facilityName');
    expect(within(rowOf('Facility name')).getByText('Name of the facility as patrons see it.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'facilityName' })).toBeNull();

    // The search finds a setting by its name.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a setting' }), {
      target: { value: 'banner image' },
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Facility name' })).toBeNull());
    // An http:// address is refused before saving, with the catalogue's sentence.
    const banner = screen.getByRole('textbox', { name: 'Banner image address' });
    fireEvent.change(banner, { target: { value: 'http://example.org/banner.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Banner image address' }));
    expect((await within(rowOf('Banner image address')).findByRole('alert')).textContent).toBe(
      'Must start with https://, a secure address; http:// is allowed only for this computer (localhost, 127.0.0.1 or [::1]).',
    );
    expect(api.callsTo('PUT', SAVE_PATH('websiteBannerImage'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('switch', { name: 'Show technical names' }));
    await changeLanguage('he');
    expect(await screen.findByRole('textbox', { name: 'כתובת תמונת הבאנר' })).toBeTruthy();
    expect(api.calls.some((c) => c.headers['accept-language'] === 'he')).toBe(true);
    // In Hebrew she finds it by a Hebrew word; the groups it is in open.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'המקווה' } });
    expect(await screen.findByRole('textbox', { name: 'שם המקווה' })).toBeTruthy();
    expect(screen.getByText('הגדרות שנמצאו: 1')).toBeTruthy();
    expect(screen.getByRole('main').textContent).not.toContain('facilityName');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    await openGroups();
    expect(screen.getByText('שם המקווה כפי שהמבקרות רואות אותו.')).toBeTruthy();
    const hebrewBanner = screen.getByRole('textbox', { name: 'כתובת תמונת הבאנר' });
    fireEvent.change(hebrewBanner, { target: { value: 'http://example.org/banner.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'שמירה כתובת תמונת הבאנר' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^הכתובת חייבת להתחיל ב־https:\/\//);
  });
});
