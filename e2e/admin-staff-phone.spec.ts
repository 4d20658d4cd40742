import { expect, test, type Page } from './test';
import {
  adminToken,
  expectNoViolations,
  keptCredentials,
  openAsAdmin,
  ownPhone,
  passwordToken,
  type Language,
} from './support';
import { auth, deskBook, resetClock, sitOnOpenNight } from './night-support';

/*
 * The staff screens on an administrator's phone (390 px), in English and in Hebrew: the night's list,
 * the payments report and the audit log show every row whole (a card per row, nothing cut off or
 * scrolled sideways), the audit log says what changed in her language, and the settings page is a
 * short list of groups she searches in her language, the keys hidden until she asks for them.
 */

const text = {
  en: {
    night: 'Admin',
    payments: 'Payments Report',
    audit: 'Audit Log',
    settings: 'Settings',
    search: 'Find a setting',
    word: 'bath room',
    setting: 'Bath room price',
    prices: /^Prices/,
    technical: 'Show technical names',
    canceled: 'Status: Reserved → Canceled',
    paid: 'Method: Cash; Amount: $1.00',
    found: /^Settings found: \d+$/,
    raw: ['reservation.status', 'account.signin', 'ledger_entry', 'pending', 'succeeded'],
  },
  he: {
    night: 'ניהול',
    payments: 'דוח תשלומים',
    audit: 'יומן פעולות',
    settings: 'הגדרות',
    search: 'חיפוש הגדרה',
    word: 'חדר אמבטיה',
    setting: 'מחיר חדר אמבטיה',
    prices: /^מחירים/,
    technical: 'הצגת השמות הטכניים',
    canceled: 'סטטוס: שמורה ← בוטלה',
    paid: 'אמצעי תשלום: מזומן; סכום: $1.00',
    found: /^הגדרות שנמצאו: \d+$/,
    raw: ['reservation.status', 'account.signin', 'Reserved', 'Canceled', 'Cash', 'phone', 'Account'],
  },
} as const;

/** Every cell of the page's tables lies inside the screen, and no table's frame scrolls sideways. */
async function expectTablesWhole(page: Page) {
  await expect(page.locator('main table tbody td').first()).toBeVisible();
  const fit = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = [...document.querySelectorAll('main table tbody td, main table tfoot td')]
      .filter((cell) => cell.getClientRects().length > 0)
      .map((cell) => ({ box: cell.getBoundingClientRect(), text: (cell.textContent ?? '').slice(0, 30) }))
      .filter(({ box }) => box.left < -0.5 || box.right > width + 0.5)
      .map(({ text }) => text);
    const scrolls = [...document.querySelectorAll('main table')]
      .map((table) => table.parentElement!)
      .filter((frame) => frame.scrollWidth > frame.clientWidth + 1).length;
    return { cut, scrolls, pageWidth: document.documentElement.scrollWidth, width };
  });
  expect(fit.cut, 'cells cut off').toEqual([]);
  expect(fit.scrolls, 'tables that scroll sideways').toBe(0);
  expect(fit.pageWidth).toBeLessThanOrEqual(fit.width);
}

test.describe('the staff screens on a phone', () => {
  let night = '';
  /** This file's two reservations: other files of this server book the same night. */
  let codes: string[] = [];
  /** This file's own receptionist: the log is read filtered to what she did, which no other file writes. */
  let desk = { bearer: '', userId: '' };
  let keptId = '';
  test.beforeAll(async ({ request }, testInfo) => {
    const project = testInfo.project.name;
    night = (await sitOnOpenNight(request, 30)).date;
    const token = await adminToken(request, project);
    // Kept credentials: a retry of this file signs in again without waiting out a number's minute.
    const her = await passwordToken(
      request,
      await keptCredentials(request, ownPhone('staffPhone', project, 1)),
    );
    const other = await passwordToken(
      request,
      await keptCredentials(request, ownPhone('staffPhone', project, 2)),
    );
    const deskCredentials = await keptCredentials(request, ownPhone('staffPhone', project, 3));
    const deskUser = await passwordToken(request, deskCredentials);
    const given = await request.put(`/api/api/users/${deskUser.userId}/roles/Receptionist`, {
      headers: auth(token),
    });
    expect(given.status(), await given.text()).toBe(200);
    desk = { bearer: (await passwordToken(request, deskCredentials)).access_token, userId: deskUser.userId };
    const kept = await deskBook(request, token, night, her.userId, true, 0);
    const canceled = await deskBook(request, token, night, other.userId, false, 1);
    codes = [kept.reservationCode, canceled.reservationCode];
    keptId = kept.id;
    const cancel = await request.post(`/api/api/reservations/${canceled.id}/status/`, {
      headers: auth(desk.bearer),
      data: { status: 'Canceled' },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);
    const paid = await request.post('/api/api/payments/desk', {
      headers: auth(desk.bearer),
      data: { reservationId: kept.id, method: 'Cash', amt: 20 },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  });
  test.afterAll(async ({ request }) => {
    await resetClock(request);
  });

  for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
    test(`the night, the payments and the audit log show every row whole, in words (${language})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const say = text[language];
      await page.setViewportSize({ width: 390, height: 844 });
      await openAsAdmin(page, request, testInfo.project.name, `/admin?dt=${night}`, language);
      await expect(page.getByRole('heading', { level: 1, name: say.night })).toBeVisible();
      for (const code of codes)
        await expect(page.getByTestId('night-row').filter({ hasText: code })).toHaveCount(1);
      await expectTablesWhole(page);
      await expectNoViolations(page, `/admin at 390 px (${language})`);

      await page.goto('/admin/payments');
      await expect(page.getByRole('heading', { level: 1, name: say.payments })).toBeVisible();
      await expectTablesWhole(page);
      await expectNoViolations(page, `/admin/payments at 390 px (${language})`);

      // Paid by this file's receptionist, whose entries alone the log is filtered to: the other files of
      // this server write to the log too, at whatever time they moved the clock to.
      const paid = await request.post('/api/api/payments/desk', {
        headers: auth(desk.bearer),
        data: { reservationId: keptId, method: 'Cash', amt: 1 },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      await page.goto(`/admin/audit?user=${desk.userId}`);
      await expect(page.getByRole('heading', { level: 1, name: say.audit })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table).toContainText(say.canceled);
      await expect(table).toContainText(say.paid);
      await expectTablesWhole(page);
      // The log's own names only when she asks for them.
      for (const raw of say.raw) await expect(table).not.toContainText(raw);
      await page.getByRole('switch', { name: say.technical }).check();
      await expect(table).toContainText('reservation.status');
      await page.getByRole('switch', { name: say.technical }).uncheck();
      await expect(table).not.toContainText('reservation.status');
      await expectNoViolations(page, `/admin/audit at 390 px (${language})`);
    });
  }
});

test.describe('the settings on a phone', () => {
  for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
    test(`the settings are a short list of groups she searches in her language (${language})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const say = text[language];
      await page.setViewportSize({ width: 390, height: 844 });
      await openAsAdmin(page, request, testInfo.project.name, '/admin/settings', language);
      await expect(page.getByRole('heading', { level: 1, name: say.settings })).toBeVisible();
      const prices = page.getByRole('button', { name: say.prices });
      await expect(prices).toHaveAttribute('aria-expanded', 'false');
      // Every group closed: the page is a few screens, not metres.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2500);
      await expectNoViolations(page, `/admin/settings at 390 px (${language})`);

      await page.getByRole('searchbox', { name: say.search }).fill(say.word);
      await expect(page.getByRole('status').filter({ hasText: say.found })).toBeVisible();
      await expect(prices).toHaveAttribute('aria-expanded', 'true');
      const field = page.getByRole('spinbutton', { name: say.setting });
      await expect(field).toBeVisible();
      const main = page.getByRole('main');
      // Read as she reads it (innerText: a line per block), no key and no empty previous value.
      expect(await main.innerText()).not.toMatch(/\bpriceBath\b|Previous value|\bnone\b/);

      // Every setting, opened group by group: no key, no True or False, a name in her language.
      await page.getByRole('searchbox', { name: say.search }).fill('');
      // Every group comes back once the search is cleared, each as it was: opened until none is left
      // closed (a list read before they are all back would miss some).
      // Always the first closed one: a list of them taken beforehand shifts under each click (each one
      // opened leaves the list), so its later entries name groups already open, or none.
      const closed = page.locator('main h2 button[aria-expanded="false"]');
      await expect(async () => {
        while ((await closed.count()) > 0) await closed.first().click({ timeout: 2000 });
        await expect(closed).toHaveCount(0, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      expect(await main.innerText()).not.toMatch(/\b(True|False|priceBath|shutdown|facilityName)\b/);
      await expectNoViolations(page, `/admin/settings opened at 390 px (${language})`);

      await page.getByRole('switch', { name: say.technical }).check();
      await expect(main.getByText('priceBath', { exact: true })).toBeVisible();
      await page.getByRole('switch', { name: say.technical }).uncheck();
      await expect(main.getByText('priceBath', { exact: true })).toHaveCount(0);
    });
  }
});
