import { expect, test } from '@playwright/test';
import { dismissBanner, expectNoSeriousViolations, useLanguage } from './support';

for (const language of ['en', 'he'] as const) {
  for (const path of ['/', '/hours']) {
    test(`axe finds no serious or critical violation on ${path} (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await dismissBanner(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/hours') await expect(page.locator('main li:has(h2)')).toHaveCount(6);
      await expectNoSeriousViolations(page);
    });
  }
}
