import { expect, test, type APIRequestContext } from './test';
import { expectNoSeriousViolations, openAsAdmin, openSignedIn, ownPhone, watchErrors } from './support';

/*
 * The administrator's configuration screens against the real server: a price changed on
 * /admin/settings is what a patron's booking then shows; an override closes a night on
 * /admin/schedule; the pages in Hebrew are right to left, quiet in the console and accessible.
 */

interface Night {
  date: string;
  closed: boolean;
  shabbosMode: boolean;
  bookingCutoff: string | null;
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Index among the six date tiles of the first weeknight that can still be booked, or -1. */
async function bookableTile(request: APIRequestContext): Promise<number> {
  const nights = ((await (await request.get('/api/api/settings/schedule')).json()) as Night[]).slice(0, 6);
  const clock = (await (await request.get('/api/dev/clock')).json()) as { now: string };
  const now = Date.parse(clock.now);
  return nights.findIndex(
    (n) =>
      !n.closed && !n.shabbosMode && n.bookingCutoff !== null && Date.parse(n.bookingCutoff) > now + 60_000,
  );
}

async function settingValue(request: APIRequestContext, key: string): Promise<string> {
  const list = (await (await request.get('/api/api/settings')).json()) as { key: string; value: string }[];
  return list.find((s) => s.key === key)?.value ?? '';
}

test.describe('Administration: settings, schedule, rooms', () => {
  test('a new bath price saved on /admin/settings is what a patron is then asked to pay', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const before = await settingValue(request, 'priceBath');
    const { access_token: token } = await openAsAdmin(
      page,
      request,
      testInfo.project.name,
      '/admin/settings',
    );
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Find a setting' }).fill('bath room price');
      // Found by its name in words; its key shows only when asked for.
      const price = page.getByRole('spinbutton', { name: 'Bath room price' });
      await expect(price).toHaveValue(before);
      await price.fill('57.25');
      const row = page.locator('li', { has: price });
      await expect(row.getByText('priceBath', { exact: true })).toHaveCount(0);
      await row.getByRole('button', { name: 'Save Bath room price' }).click();
      await expect(row.getByRole('status')).toHaveText('Saved.');
      await expect(row.getByText(/^Before the last change:/)).toHaveText(`Before the last change: ${before}`);
      expect(await settingValue(request, 'priceBath')).toBe('57.25');

      // A value the server would refuse is refused in the page, and nothing is sent.
      await price.fill('-3');
      await row.getByRole('button', { name: 'Save Bath room price' }).click();
      await expect(row.getByRole('alert')).toHaveText('Must be at least 0.');
      expect(await settingValue(request, 'priceBath')).toBe('57.25');

      const tile = await bookableTile(request);
      expect(tile, 'a bookable weeknight among the next six').toBeGreaterThanOrEqual(0);
      // Her phone, on this worker's server.
      const patron = await (await browser.newContext(baseURL === undefined ? {} : { baseURL })).newPage();
      await openSignedIn(
        patron,
        request,
        '/reserve',
        ownPhone('adminConfig', testInfo.project.name, 0),
        'en',
      );
      await expect(patron.getByRole('heading', { level: 1, name: 'Pick a Date' })).toBeVisible();
      await patron.getByRole('group', { name: 'Choose a night' }).getByRole('button').nth(tile).click();
      await patron.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(patron.getByRole('heading', { level: 1, name: 'Room Options' })).toBeVisible();
      await patron.getByRole('radio', { name: 'Bath', exact: true }).check();
      await patron.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
      await expect(patron.getByRole('button', { name: /^Continue/ })).toHaveText('Continue · Total $57.25');
      await patron.context().close();
    } finally {
      const restored = await request.put('/api/api/settings/admin/priceBath', {
        ...auth(token),
        data: { value: before },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });

  test('an override closes a night: the schedule shows it Closed, and removing it opens it again', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const { access_token: token } = await openAsAdmin(
      page,
      request,
      testInfo.project.name,
      '/admin/schedule',
    );
    const year = (await (
      await request.get('/api/api/settings/schedule?days=380', auth(token))
    ).json()) as Night[];
    expect(year.length).toBe(380);
    // A weeknight months away, open by its computed hours: no other journey books it.
    const night = year.slice(200).find((n) => !n.closed && !n.shabbosMode);
    expect(night, 'an open weeknight 200 days or more ahead').toBeDefined();
    const date = night!.date;
    // A retry starts from the night as it was: an attempt cut short may have left its override.
    const cleared = await request.delete(`/api/api/settings/schedule/overrides/${date}`, auth(token));
    expect([200, 404], await cleared.text()).toContain(cleared.status());
    if (cleared.status() !== 404) await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    const row = page.locator(`tr[data-date="${date}"]`);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Overridden');
    await expectNoSeriousViolations(page, 'main');

    await row.getByRole('button', { name: /^Override/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Override/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: 'Closed this night' }).check();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Closed for repairs');
    await dialog.getByRole('button', { name: 'Save override' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Closed for repairs');
    await expect(row.getByRole('cell').nth(6)).toHaveText('Closed');
    await expect(row).toContainText('Overridden');
    const closed = (await (
      await request.get(`/api/api/settings/schedule?from=${date}&days=1`)
    ).json()) as Night[];
    expect(closed[0]).toMatchObject({ date, closed: true });

    await row.getByRole('button', { name: /^Override/ }).click();
    await page
      .getByRole('dialog', { name: /^Override/ })
      .getByRole('button', { name: 'Remove override' })
      .click();
    const confirm = page.getByRole('dialog', { name: /^Remove the override/ });
    await confirm.getByRole('button', { name: 'Remove override' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).not.toContainText('Overridden');
    await expect(row.getByRole('cell').nth(6)).toHaveText('');
    expect(errors.errors).toEqual([]);
  });

  test('in Hebrew the settings page is right to left, accessible and without console errors', async ({
    page,
    request,
  }, testInfo) => {
    const errors = watchErrors(page);
    await openAsAdmin(page, request, testInfo.project.name, '/admin/settings', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'הגדרות' })).toBeVisible();
    // The groups open on their own: Prices, then its settings by their Hebrew names.
    await page
      .getByRole('heading', { level: 2, name: /^מחירים/ })
      .getByRole('button')
      .click();
    await expect(page.getByRole('spinbutton', { name: 'מחיר חדר מקלחת' })).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    expect(errors.errors).toEqual([]);
  });

  test('the rooms page lists the building and its attendants, accessibly', async ({
    page,
    request,
  }, testInfo) => {
    const errors = watchErrors(page);
    await openAsAdmin(page, request, testInfo.project.name, '/admin/rooms');
    const rooms = page.getByRole('region', { name: 'Rooms' });
    await expect(rooms.getByRole('rowheader', { name: '28', exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Sections' }).getByRole('rowheader', { name: 'East' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Cubicles' }).getByRole('rowheader', { name: 'C1' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Attendants' })).toBeVisible();
    await expectNoSeriousViolations(page, 'main');

    // An attendant is added, then deactivated after a confirmation: she moves to the former ones.
    const attendants = page.getByRole('region', { name: 'Attendants' });
    const lastName = `Config${Date.now() % 100000}`;
    await attendants.getByRole('button', { name: 'Add attendant' }).click();
    const add = page.getByRole('dialog', { name: 'Add an attendant' });
    await add.getByRole('textbox', { name: 'First name' }).fill('Dina');
    await add.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await attendants.getByRole('button', { name: `Deactivate Dina ${lastName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate Dina ${lastName}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(attendants.getByText(lastName)).toHaveCount(0);
    await attendants.getByRole('switch', { name: 'Show former attendants' }).check();
    await expect(attendants.getByRole('button', { name: `Reactivate Dina ${lastName}` })).toBeVisible();
    expect(errors.errors).toEqual([]);
  });
  test("a room's call light channel is set in Hebrew; a wrong one is refused in her language", async ({
    page,
    request,
  }, testInfo) => {
    const errors = watchErrors(page);
    await openAsAdmin(page, request, testInfo.project.name, '/admin/rooms', 'he');
    // Each project its own room, so the two never take one channel twice.
    const [number, channel] = testInfo.project.name === 'phone' ? ['27', '227'] : ['28', '228'];
    await page.getByRole('button', { name: `עריכה חדר ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `חדר ${number}` });
    const field = dialog.getByRole('textbox', { name: /ערוץ נורת הקריאה/ });
    await field.fill('600');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('ערוץ DMX הוא מספר שלם מ־1 עד 512, או ריק כשאין.');
    await field.fill(channel);
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('region', { name: 'חדרים' }).locator(`[data-room="${number}"]`);
    await expect(row.getByRole('cell', { name: channel, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    expect(errors.errors).toEqual([]);
  });
});
