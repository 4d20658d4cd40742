import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import {
  dismissBanner,
  keptCredentials,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
} from './support';
import {
  overBaseline,
  readBaseline,
  weighPage,
  writeBaseline,
  type Baseline,
  type PageWeight,
} from './page-weight';

/*
 * What each public page costs on the wire and in the phone's processor, as the browser receives and
 * runs it, held two ways (issue 35, decision 0063): a budget of compressed JavaScript per kind of
 * page, and the guard of page-weight.ts against the baseline in the tree. Bytes are deterministic for
 * a build, so this runs in CI; times are measured in bench/ instead.
 */

/** kB of 1000 bytes of compressed JavaScript per page, both languages (issue 35). */
const BUDGET = { information: 60_000, forms: 100_000, reserve: 150_000 };

interface Measured {
  path: string;
  budget: number;
  /** Whether the page is held to its budget: every page measured here is, /reserve at her new booking's nights. */
  light: boolean;
  signedIn?: boolean;
}

const pages: Measured[] = [
  { path: '/', budget: BUDGET.information, light: true },
  { path: '/hours', budget: BUDGET.information, light: true },
  { path: '/about', budget: BUDGET.information, light: true },
  { path: '/blog', budget: BUDGET.information, light: true },
  { path: '/what-is-a-mikvah', budget: BUDGET.information, light: true },
  { path: '/terms', budget: BUDGET.information, light: true },
  { path: '/login', budget: BUDGET.forms, light: true },
  { path: '/donate', budget: BUDGET.forms, light: true },
  { path: '/contact', budget: BUDGET.forms, light: true },
  { path: '/careers', budget: BUDGET.forms, light: true },
  { path: '/tours', budget: BUDGET.forms, light: true },
  { path: '/kallah-tours', budget: BUDGET.forms, light: true },
  { path: '/reserve', budget: BUDGET.reserve, light: true, signedIn: true },
];

const STAFF_CHUNKS =
  /(night|board|plates|settings|schedule|rooms|users|user|payments-report|audit)-page|admin|staff/;

const updating = process.env.UPDATE_PAGE_WEIGHT === '1';
const measured: Baseline = {};

test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  if (updating) writeBaseline({ ...readBaseline(), ...measured });
});

const listing = (weight: PageWeight) =>
  weight.scripts.map((s) => `${s.path} ${s.wire} B sent, ${s.executed} of ${s.size} B run`).join('\n');

for (const language of ['en', 'he'] as const) {
  test(`each public page's script within its budget and the baseline, compressed, no staff screen (${language})`, async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
    await useLanguage(page, language);
    await dismissBanner(page);
    const baseline = readBaseline();
    for (const { path, budget, light, signedIn } of pages) {
      if (signedIn) {
        const credentials = await keptCredentials(request, ownPhone('pageWeight', testInfo.project.name, 1));
        const answer = await passwordToken(request, credentials);
        await startSignedInAs(page, answer);
        // As her browser holds them once the site has run: the session's hint, and her token for the
        // pages of /reserve, which the server paints with her data (her arrival at a new booking).
        await context.addCookies([
          { name: 'signedIn', value: '1', url: baseURL! },
          { name: 'reserveToken', value: answer.access_token, url: `${baseURL!}/reserve` },
        ]);
      }
      const weight = await weighPage(page, path);
      await expect(page.locator('main h1, main [role="status"]').first(), path).toBeAttached();
      const key = `${path} ${language}`;
      measured[key] = { wire: weight.wire, executed: weight.executed };
      const detail = `${key}\n${listing(weight)}`;
      if (!updating) expect(overBaseline(weight, baseline[key]), detail).toEqual([]);
      if (light) expect(weight.wire, detail).toBeLessThanOrEqual(budget);
      expect(
        weight.scripts.filter((s) => STAFF_CHUNKS.test(s.path)),
        detail,
      ).toEqual([]);
      // Everything that compresses comes compressed (a file too small to gain is sent as it is).
      for (const script of weight.scripts.filter((s) => s.wire > 1024))
        expect(script.encoding, `${script.path} (${script.wire} bytes)`).toBe('br');
      // Every script the page loaded was seen running (a missing report would hide its weight).
      for (const script of weight.scripts) expect(script.size, `${script.path} reported`).toBeGreaterThan(0);
    }
  });
}

test('the guard fails when a public page takes in a heavy import', async ({ page, baseURL }) => {
  await useLanguage(page, 'en');
  await dismissBanner(page);
  await page.context().addCookies([{ name: 'selectedLanguage', value: 'en', url: baseURL! }]);
  // The light pages' script as a commit that imports the app's React chunk into it would send it.
  const manifest = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  const react = Object.values(manifest).find((chunk) => chunk.name === 'react');
  expect(react, 'the build has a React chunk').toBeDefined();
  await page.route('**/assets/light-*.js', async (route) => {
    const original = await route.fetch();
    await route.fulfill({
      response: original,
      body: `import '/${react!.file}';\n${await original.text()}`,
      headers: { ...original.headers(), 'content-encoding': 'identity' },
    });
  });
  const weight = await weighPage(page, '/');
  expect(weight.scripts.map((s) => s.path)).toContain(`/${react!.file}`);
  const failures = overBaseline(weight, measured['/ en'] ?? readBaseline()['/ en']);
  expect(failures).toHaveLength(2);
  expect(failures[0]).toContain('on the wire');
  expect(failures[1]).toContain('run');
});
