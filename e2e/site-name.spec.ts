import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { adminToken, dismissBanner, expectLanguage, useLanguage } from './support';

/*
 * Decision 0051: what anyone near her phone may read (its tabs and history, the label under the
 * site's icon on her home screen) names the site by the facility's short name, else by its name
 * alone; never by a word the site adds that says what the visit is.
 */

type Texts = Record<string, Record<string, string>>;
const texts = {
  en: JSON.parse(readFileSync('apps/web/src/i18n/en.json', 'utf8')) as Texts,
  he: JSON.parse(readFileSync('apps/web/src/i18n/he.json', 'utf8')) as Texts,
};
const SHORT_NAME = 'Hadas';

test('the short name an administrator chose names the pages and the home-screen icon, in both languages', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // The setting is the site's: one project changes it, so the other's pages are not read meanwhile.
  test.skip(testInfo.project.name !== 'phone', 'the short name is set once, by the phone project');
  test.setTimeout(90_000);
  const auth = { headers: { Authorization: `Bearer ${await adminToken(request, testInfo.project.name)}` } };
  const setShortName = async (value: string) => {
    const res = await request.put('/api/api/settings/admin/facilityShortName', { ...auth, data: { value } });
    expect(res.status(), await res.text()).toBe(200);
  };
  const facilityName = (
    (await (await request.get('/api/api/settings')).json()) as { key: string; value: string }[]
  ).find((s) => s.key === 'facilityName')?.value;
  expect(facilityName).toBeTruthy();

  // Without a short name: the facility's name alone.
  await useLanguage(page, 'en');
  await dismissBanner(page);
  await page.goto('/hours');
  await expect(page).toHaveTitle(`${texts.en.hours?.title} · ${facilityName}`);

  await setShortName(SHORT_NAME);
  try {
    for (const language of ['en', 'he'] as const) {
      // Her choice, as the language page stores it: in the browser and in the cookie the server reads.
      await page.evaluate((lang) => localStorage.setItem('selectedLanguage', lang), language);
      await page.context().addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
      await page.goto('/hours');
      await expectLanguage(page, language);
      await expect(page).toHaveTitle(`${texts[language].hours?.title} · ${SHORT_NAME}`);
      await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
        'content',
        SHORT_NAME,
      );
      // The home page too.
      await page.goto('/');
      await expect(page).toHaveTitle(`${texts[language].nav?.home} · ${SHORT_NAME}`);
    }
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: SHORT_NAME, short_name: SHORT_NAME, start_url: '/' });
    expect(JSON.stringify(manifest)).not.toMatch(/mikvah/i);
  } finally {
    await setShortName('');
  }
});
