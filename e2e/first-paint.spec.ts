import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { appText } from './app-texts';
import {
  dismissBanner,
  expectLanguage,
  keptCredentials,
  ownPhone,
  passwordToken,
  useLanguage,
  watchErrors,
} from './support';

/*
 * Decision 0017: each public page arrives as HTML with its header, heading and main content in the
 * reader's language and direction, so the first paint needs no script; the app then takes the same
 * elements over (hydration) without drawing them anew in another language, direction or layout.
 */

type Texts = Record<string, Record<string, string>>;
const texts = {
  en: JSON.parse(readFileSync('apps/web/src/i18n/en.json', 'utf8')) as Texts,
  he: JSON.parse(readFileSync('apps/web/src/i18n/he.json', 'utf8')) as Texts,
};

/** A role's name from the texts, left out when they have none (Playwright's options take no undefined). */
const named = (name: string | undefined) => (name === undefined ? {} : { name });

/** Each public page and the text its heading shows. */
const pages = (language: 'en' | 'he') => [
  { path: '/', heading: null },
  { path: '/hours', heading: texts[language].hours?.title },
  { path: '/about', heading: texts[language].pages?.about },
  { path: '/blog', heading: texts[language].pages?.blog },
  { path: '/what-is-a-mikvah', heading: texts[language].pages?.whatIsAMikvah },
  { path: '/login', heading: null },
  { path: '/donate', heading: texts[language].pages?.donate },
  { path: '/contact', heading: null },
  { path: '/tours', heading: null },
  { path: '/kallah-tours', heading: null },
  { path: '/careers', heading: null },
];

for (const language of ['en', 'he'] as const) {
  test.describe(`without scripts (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test('every public page is painted with its header, heading and content', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
      for (const { path, heading } of pages(language)) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        await expectLanguage(page, language);
        await expect(
          page.locator('header').getByRole('link', named(texts[language].nav?.bookYourVisit)),
        ).toBeVisible();
        const h1 = page.locator('main h1');
        await expect(h1, path).toHaveCount(1);
        if (heading) await expect(h1, path).toHaveText(heading);
        // Content beyond the heading: text, a form or a list.
        expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(40);
      }
    });

    test('/donate holds the test payments notice, which would otherwise push the card form down', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
      await page.goto('/donate');
      // The browser tests' server takes payments in the sandbox (docs/design.md §7): the page says so at once.
      await expect(page.locator('main aside')).toContainText('4242 4242 4242 4242');
    });

    test('a form sends nothing before its script runs: Donate and Send wait, so her data never goes in an address', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
      for (const [path, label] of [
        ['/donate', texts[language].donate?.submit],
        ['/contact', texts[language].forms?.send],
        ['/careers', texts[language].forms?.send],
      ] as const) {
        await page.goto(path);
        const submit = page.locator('main button[type="submit"]');
        await expect(submit.first(), path).toHaveText(label ?? '');
        for (const button of await submit.all()) await expect(button, path).toBeDisabled();
      }
    });

    test('/hours holds the coming nights and a page that is not there answers 404', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
      await page.goto('/hours');
      await expect(page.locator('main ol > li').first()).toBeVisible();
      expect(await page.locator('main ol > li').count()).toBeGreaterThanOrEqual(6);
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText(texts[language].pages?.notFound ?? '');
    });

    test('/reserve sends a guest to sign in, and paints a signed-in patron its header and a placeholder', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
      await page.goto('/reserve');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/reserve');
      await context.addCookies([{ name: 'signedIn', value: '1', url: baseURL! }]);
      await page.goto('/reserve');
      expect(new URL(page.url()).pathname).toBe('/reserve');
      await expectLanguage(page, language);
      await expect(
        page.locator('header').getByRole('link', named(texts[language].nav?.bookYourVisit)),
      ).toBeVisible();
      await expect(page.locator('main [role="status"]')).toBeAttached();
    });

    test('/reserve with her token is painted with her data: her number and the step her arrival opens', async ({
      page,
      context,
      baseURL,
      request,
    }, testInfo) => {
      const phone = ownPhone('pageWeight', testInfo.project.name, language === 'en' ? 2 : 3);
      const answer = await passwordToken(request, await keptCredentials(request, phone));
      await context.addCookies([
        { name: 'selectedLanguage', value: language, url: baseURL! },
        { name: 'signedIn', value: '1', url: baseURL! },
        { name: 'reserveToken', value: answer.access_token, url: `${baseURL!}/reserve` },
      ]);
      const answered = await page.goto('/reserve');
      expect(answered?.headers()['cache-control']).toBe('private, no-store');
      await expectLanguage(page, language);
      // Nothing booked ahead: her new booking's first step, its nights drawn, not her empty list.
      await expect(page.locator('main h1')).toHaveText(appText(language, 'reserve.titles.date'));
      await expect(
        page.locator('main').getByRole('group', { name: appText(language, 'reserve.date.legend') }),
      ).toBeVisible();
      await expect(page.locator('main')).not.toContainText(appText(language, 'reserve.noUpcoming'));
      await expect(page.getByRole('contentinfo')).toContainText(phone.e164);
      await expect(page.locator('main [role="status"]')).toHaveCount(0);
    });
  });

  test(`the app takes the painted page over in place (${language})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
    await useLanguage(page, language);
    await dismissBanner(page);
    const errors = watchErrors(page);
    for (const path of ['/hours', '/login', '/donate', '/']) {
      // Hold the scripts back: the page must already be whole, then be kept (not drawn again).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.locator('main h1');
      await expect(heading, path).toHaveCount(1);
      await heading.evaluate((element) => element.setAttribute('data-painted-first', ''));
      release();
      // Hydrated: the drawer's menu button works (a press before the scripts ran does nothing), and
      // the heading is still the element painted first.
      await expect(async () => {
        await page.getByRole('button', named(texts[language].nav?.openMenu)).click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(errors.errors, path).toEqual([]);
      await expect(page.locator('main h1[data-painted-first]'), path).toHaveCount(1);
      await expectLanguage(page, language);
      await page.unrouteAll();
    }
  });
}

test('a visitor whose stored language differs from the cookie gets the page in her language', async ({
  page,
}) => {
  await useLanguage(page, 'he');
  const errors = watchErrors(page);
  await page.goto('/about');
  await expectLanguage(page, 'he');
  await expect(page.locator('main h1')).toHaveText(texts.he.pages?.about ?? '');
  // The cookie now follows her choice, so the next page comes in Hebrew straight away.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'selectedLanguage')?.value).toBe('he');
  expect(errors.errors).toEqual([]);
});

test('a phone number typed before the scripts run is the one the page sends', async ({ page }) => {
  await useLanguage(page, 'en');
  await dismissBanner(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const field = page.getByLabel(texts.en.login?.phone ?? 'Phone');
  await field.fill('3105550142');
  release();
  // Taken over: the typed number is the app's, so the button it enables is live.
  await expect(page.getByRole('button', named(texts.en.login?.sendCode))).toBeEnabled();
  await expect(field).toHaveValue('3105550142');
  await page.unrouteAll();
});
