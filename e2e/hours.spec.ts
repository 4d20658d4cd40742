import { expect, test } from './test';
import { useLanguage } from './support';

test.describe('Hours page', () => {
  test('shows the first 6 nights of the schedule in English', async ({ page, request }) => {
    const schedule = (await (await request.get('/api/api/settings/schedule')).json()) as { date: string }[];
    await page.goto('/hours');
    await expect(page.getByRole('heading', { level: 1, name: 'Mikvah Hours' })).toBeVisible();
    const nights = page.locator('main li:has(h2)');
    await expect(nights).toHaveCount(6);
    await expect(nights.first().locator('time').first()).toHaveAttribute('datetime', schedule[0]!.date);
    await expect(nights.nth(5).locator('time').first()).toHaveAttribute('datetime', schedule[5]!.date);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: 'Book your visit', exact: true })).toHaveAttribute(
      'href',
      '/reserve',
    );
  });

  test('shows the same 6 nights right-to-left in Hebrew', async ({ page }) => {
    await useLanguage(page, 'he');
    await page.goto('/hours');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('heading', { level: 1, name: 'שעות המקווה' })).toBeVisible();
    await expect(page.locator('main li:has(h2)')).toHaveCount(6);
  });

  test('switching the language on the Language page flips the layout and is remembered', async ({ page }) => {
    await page.goto('/language');
    await page.getByRole('radio', { name: 'עברית' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/hours');
    await expect(page.getByRole('heading', { level: 1, name: 'שעות המקווה' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('he');
  });
});
