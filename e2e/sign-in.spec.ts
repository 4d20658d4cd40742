import { expect, test, type Page } from './test';
import {
  dismissBanner,
  enterCode,
  expectNoSeriousViolations,
  labels,
  requestCode,
  testPhone,
  useLanguage,
} from './support';

/*
 * Phone sign-in against the real server (DEV_TOOLS=1: the texted code is read from
 * /api/dev/messages). The server sends at most one code a minute per number, 5 an hour per number and
 * 20 an hour per IP: every test has its own number per project, and each project asks for 4 codes.
 */

/**
 * The main menu: the sidebar on a wide screen; on a phone the drawer, opened here, with its Settings
 * group expanded when asked.
 */
async function mainMenu(page: Page, { openSettings = false } = {}) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if ((page.viewportSize()?.width ?? 0) < 992) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    if (openSettings) await menu.getByRole('button', { name: 'Settings' }).click();
  }
  return menu;
}

test.describe('Phone sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await dismissBanner(page);
  });

  test('the ADMIN_PHONES number sees the Admin menu item and can open /admin', async ({
    page,
    request,
  }, testInfo) => {
    // Slot 0 of each project is in the server's ADMIN_PHONES (scripts/e2e-server.mjs).
    const ADMIN_PHONE = testPhone(testInfo.project.name, 0);
    await page.goto('/login');
    const code = await requestCode(page, request, ADMIN_PHONE);
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/$/);
    const menu = await mainMenu(page);
    await menu.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`Phone: ${ADMIN_PHONE.e164} - Logout`);
  });

  test('a guest opening /notifications signs in with a texted code and comes back to it', async ({
    page,
    request,
  }, testInfo) => {
    const phone = testPhone(testInfo.project.name, 1);
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fnotifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');

    const code = await requestCode(page, request, phone);
    await expect(page.getByRole('main').locator('bdi[dir="ltr"]')).toHaveText(`+1 ${phone.national}`);
    await enterCode(page, code);

    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`Phone: ${phone.e164} - Logout`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authorizationData') ?? 'null'));
    expect(stored).toMatchObject({ username: phone.e164.slice(1), roles: [] });
    expect(typeof stored.token).toBe('string');

    // A patron without the Admin role opening /admin is sent home, and sees no Admin item.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    const menu = await mainMenu(page, { openSettings: true });
    await expect(menu.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

    // The session is real: the server answers her own user with her bearer token.
    const user = await page.evaluate(async (id) => {
      const auth = JSON.parse(localStorage.getItem('authorizationData') ?? '{}') as { token?: string };
      const response = await fetch(`/api/api/users/${id}`, {
        headers: { Authorization: `Bearer ${auth.token}` },
      });
      return response.status;
    }, stored.userId as string);
    expect(user).toBe(200);
  });

  test('the same in Hebrew, right to left', async ({ page, request }, testInfo) => {
    const phone = testPhone(testInfo.project.name, 2);
    await useLanguage(page, 'he');
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'שפה' })).toHaveValue('he');
    await expectNoSeriousViolations(page, 'main');

    const code = await requestCode(page, request, phone, labels.he);
    await expect(page.getByRole('main').locator('bdi[dir="ltr"]')).toHaveText(`+1 ${phone.national}`);
    await expectNoSeriousViolations(page, 'main');
    await enterCode(page, code, labels.he);

    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'התראות' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test("a wrong code shows the server's errorMessage", async ({ page, request }, testInfo) => {
    const phone = testPhone(testInfo.project.name, 3);
    await page.goto('/login');
    const code = await requestCode(page, request, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await enterCode(page, wrong);
    await expect(page.getByRole('alert')).toHaveText('The code is not correct.');
    await expect(page).toHaveURL(/\/login$/);
    // Still on step 2, the phone remembered across a reload; Change goes back to step 1.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Verification Code', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('textbox', { name: 'Phone Number', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('loginPhone'))).toBeNull();
  });
});
