import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dismissBanner, expectNoSeriousViolations, useLanguage } from './support';

/*
 * Every public page of spec 001's route table, in English and Hebrew: it renders its heading, the
 * page runs right to left in Hebrew, nothing is logged as an error, and no request leaves the site
 * (DESIGN §8: no third-party request from a patron page). Axe runs here for every page that
 * e2e/a11y.spec.ts does not already cover.
 */

type Texts = Record<string, Record<string, string>>;
const translations = {
  en: JSON.parse(readFileSync('apps/web/src/i18n/en.json', 'utf8')) as Texts,
  he: JSON.parse(readFileSync('apps/web/src/i18n/he.json', 'utf8')) as Texts,
};

/** Path, and the key of its heading in pages.* when the heading is the page's title (else any h1). */
const publicPages: { path: string; title?: string }[] = [
  { path: '/' },
  { path: '/about', title: 'about' },
  { path: '/blog', title: 'blog' },
  { path: '/blog?post=preparing-for-immersion' },
  { path: '/what-is-a-mikvah', title: 'whatIsAMikvah' },
  { path: '/magnificent-new-mikvah', title: 'magnificentNewMikvah' },
  { path: '/cycle-of-sanctity', title: 'cycleOfSanctity' },
  { path: '/contact' },
  { path: '/tours' },
  { path: '/kallah-tours' },
  { path: '/hours' },
  { path: '/careers' },
  { path: '/donate' },
  { path: '/login' },
  { path: '/language' },
  { path: '/terms', title: 'terms' },
];

/** Pages whose axe check lives in e2e/a11y.spec.ts. */
const axeElsewhere = new Set(['/', '/hours']);

/** Records console errors, uncaught exceptions and every request to another host. */
function watch(page: Page, baseURL: string) {
  const origin = new URL(baseURL).host;
  const problems = { errors: [] as string[], foreign: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.host !== origin) problems.foreign.push(request.url());
  });
  return problems;
}

for (const language of ['en', 'he'] as const) {
  for (const { path, title } of publicPages) {
    test(`${path} (${language}): heading, direction, no error, no third-party request, axe`, async ({
      page,
      baseURL,
    }) => {
      const problems = watch(page, baseURL!);
      await useLanguage(page, language);
      await dismissBanner(page);
      await page.goto(path);

      const heading = page.getByRole('heading', { level: 1 });
      if (title) await expect(heading).toHaveText(translations[language].pages![title]!);
      else await expect(heading).toHaveText(/\S/);
      await expect(heading).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Let late requests (settings, widgets) happen before judging them.
      await page.waitForLoadState('networkidle');

      if (!axeElsewhere.has(path)) await expectNoSeriousViolations(page);
      expect(problems.foreign, 'requests to another host').toEqual([]);
      expect(problems.errors, 'console errors').toEqual([]);
    });
  }
}

test('the web app manifest is linked, with its icons, and the theme colour', async ({ page, request }) => {
  await dismissBanner(page);
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#155e70');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#155e70' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, size).toBeTruthy();
    const image = await request.get(icon!.src);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('blog: a post opens from the list, and its checklist accordion works by keyboard', async ({ page }) => {
  await dismissBanner(page);
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Preparing for Immersion: A Gentle Checklist' }).click();
  await expect(page).toHaveURL(/\/blog\?post=preparing-for-immersion$/);
  const onTheDay = page.getByRole('button', { name: 'On the day' });
  await onTheDay.focus();
  await page.keyboard.press('Enter');
  await expect(onTheDay).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('checkbox', { name: 'Bring your booking code on your phone.' })).toBeVisible();
});

test('the header and hero buttons rendered as links keep their own colours', async ({ page }) => {
  await dismissBanner(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A link styled as a Mantine button must not take the site's link colour (cascade layer order).
  const links = page.getByRole('link', { name: 'Book Your Visit' });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    if (!(await link.isVisible())) continue;
    const { color, background } = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(color, 'text colour differs from its background').not.toBe(background);
  }
});
