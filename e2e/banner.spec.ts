import { expect, test } from './test';

test('the home banner appears after a moment and stays closed for 24 hours once closed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Book Your Visit' }).first()).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  await expect(dialog.locator('img')).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(dialog).toBeHidden();

  // The page's own clock, moved past the banner's delay: no real time is waited.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Book Your Visit' }).first()).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
