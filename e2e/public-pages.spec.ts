import { readFileSync } from 'node:fs';
import { expect, test, type ConsoleMessage, type Page, type Request } from './test';
import { publicPagePaths } from './app-texts';
import { fitProblems } from './page-fit';
import { dismissBanner, useLanguage, waitUntilStill } from './support';

/*
 * Every public page of docs/product/site-and-staff.md's route table, in English and Hebrew: it renders its heading, the
 * page runs right to left in Hebrew, nothing is logged as an error, and no request leaves the site
 * (docs/design.md §8: no third-party request from a patron page), and each fits every phone from 320 px
 * (e2e/page-fit.ts). axe runs on each of them, in both languages, in e2e/a11y.spec.ts.
 */

type Texts = Record<string, Record<string, string>>;
const translations = {
  en: JSON.parse(readFileSync('apps/web/src/i18n/en.json', 'utf8')) as Texts,
  he: JSON.parse(readFileSync('apps/web/src/i18n/he.json', 'utf8')) as Texts,
};

const NOT_FOUND = '/no-such-page';

/** The key of a page's heading in pages.*, where the heading is the page's title (else any h1). */
const titles: Partial<Record<string, string>> = {
  '/about': 'about',
  '/blog': 'blog',
  '/what-is-a-mikvah': 'whatIsAMikvah',
  '/magnificent-new-mikvah': 'magnificentNewMikvah',
  '/cycle-of-sanctity': 'cycleOfSanctity',
  '/terms': 'terms',
};

/** Records console errors, uncaught exceptions and every request to another host. */
function watch(page: Page, baseURL: string) {
  const origin = new URL(baseURL).host;
  const errors: string[] = [];
  const foreign: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.host !== origin) foreign.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  return {
    errors,
    foreign,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
    },
  };
}

for (const language of ['en', 'he'] as const) {
  // One page walks through them all: a new browser context for each would cost more than the checks.
  test(`every public page (${language}): heading, direction, no error, no third-party request, fits a phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const viewport = page.viewportSize()!;
    await useLanguage(page, language);
    await dismissBanner(page);
    for (const path of [...publicPagePaths, NOT_FOUND]) {
      const title = titles[path];
      await test.step(path, async () => {
        const problems = watch(page, baseURL!);
        await page.goto(path);

        const heading = page.getByRole('heading', { level: 1 });
        if (title) await expect(heading).toHaveText(translations[language].pages![title]!);
        else await expect(heading).toHaveText(/\S/);
        await expect(heading).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Let late requests (settings, widgets) happen before judging them.
        await page.waitForLoadState('networkidle');

        expect(problems.foreign, `${path}: requests to another host`).toEqual([]);
        // A page that is not there answers 404 on purpose, which the browser reports in its console.
        const errors = problems.errors.filter((e) => !(path === NOT_FOUND && /status of 404/.test(e)));
        expect(errors, `${path}: console errors`).toEqual([]);
        problems.stop();

        // And it fits every phone from 320 px, once at rest (a widget still drawing itself is not its size).
        await waitUntilStill(page);
        expect(await fitProblems(page, path, true)).toEqual([]);
        await page.setViewportSize(viewport);
      });
    }
  });
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
