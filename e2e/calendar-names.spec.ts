import { expect, test, type Page } from './test';
import { expectNoSeriousViolations, openAsAdmin, useLanguage, watchErrors } from './support';

/*
 * The Hebrew calendar named in the reader's language (issue 17, point 6): with the server's clock on
 * the eve of Chanukah 5787, /hours names the first night "Chanukah 1" and "25 Kislev" in English and
 * "א׳ חנוכה", "כ״ה כסלו" in Hebrew, and /admin/schedule names the holidays, the Hebrew dates and the
 * Hebrew months of each month in Hebrew. The clock is set back afterwards.
 */

/** Thursday 3 December 2026, noon on the facility's clock (Los Angeles): Chanukah begins Friday night. */
const EVE_OF_CHANUKAH = '2026-12-03T20:00:00.000Z';

test.beforeEach(async ({ request }) => {
  const set = await request.post('/api/dev/clock', { data: { now: EVE_OF_CHANUKAH } });
  expect(set.status()).toBe(200);
});
test.afterEach(async ({ request }) => {
  await request.post('/api/dev/clock', { data: { now: null } });
});

const friday = (page: Page) =>
  page.locator('main li:has(h2)').filter({ has: page.locator('time[datetime="2026-12-04"]') });

test('/hours names Chanukah and the Hebrew date in the page’s language', async ({ page }) => {
  const { errors } = watchErrors(page);
  await page.goto('/hours');
  await expect(friday(page)).toContainText('Chanukah 1');
  await expect(friday(page)).toContainText('25 Kislev');

  await useLanguage(page, 'he');
  await page.goto('/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'שעות המקווה' })).toBeVisible();
  await expect(friday(page)).toContainText('א׳ חנוכה');
  await expect(friday(page)).toContainText('כ״ה כסלו');
  // Every night of the list, holiday or not, in Hebrew: no month or holiday left in English.
  await expect(page.locator('main li:has(h2)')).toHaveCount(6);
  await expect(page.getByRole('main')).not.toContainText(/Chanukah|Kislev|Teves|Rosh Chodesh/);
  await expectNoSeriousViolations(page);
  expect(errors, 'console errors').toEqual([]);
});

test('/admin/schedule names months, Hebrew dates and holidays in Hebrew', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the schedule is set at a desk');
  const { errors } = watchErrors(page);
  await openAsAdmin(page, request, testInfo.project.name, '/admin/schedule', 'he');
  await expect(page.getByRole('heading', { level: 2, name: 'דצמבר 2026' })).toBeVisible();
  await expect(page.getByText('כסלו – טבת תשפ״ז', { exact: true })).toBeVisible();
  const first = page.locator('tr[data-date="2026-12-04"]');
  await expect(first).toContainText('א׳ חנוכה');
  await expect(first).toContainText('כ״ה כסלו');
  await expect(page.locator('tr[data-date="2026-12-09"]')).toContainText('ו׳ חנוכה, ראש חודש טבת');
  await expect(page.getByRole('main')).not.toContainText(/Chanukah|Kislev|Teves|Rosh Chodesh|Pesach/);
  expect(errors, 'console errors').toEqual([]);
});
