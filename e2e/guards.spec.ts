import { expect, test } from './test';

test.describe('Route protection', () => {
  for (const path of ['/reserve', '/notifications', '/admin', '/admin/license-plate']) {
    test(`a guest opening ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a signed-in patron without the Admin role is sent home from /admin', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'authorizationData',
        JSON.stringify({ userId: 'u1', username: '13105551234', roles: [], refreshToken: 'r' }),
      );
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown API paths answer JSON 404, unknown pages the app', async ({ request }) => {
    const api = await request.get('/api/api/no-such-thing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toHaveProperty('Message');
    const page = await request.get('/what-is-a-mikvah');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
