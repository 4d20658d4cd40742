import { expect, test, type Page } from './test';
import { adminPagePaths, appText, patronPagePaths } from './app-texts';
import { fitProblems } from './page-fit';
import {
  adminTokenAnswer,
  dismissBanner,
  expectLanguage,
  expectPageReady,
  keptCredentials,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  waitUntilStill,
} from './support';

/*
 * A patron's pages and the administration screens fit every phone from 320 px (e2e/page-fit.ts), in
 * English and Hebrew: each page is opened once per language and measured at each width. The public
 * pages are measured in e2e/public-pages.spec.ts, on its walk through them.
 */

const patronPaths: readonly string[] = patronPagePaths;
const adminPaths: readonly string[] = adminPagePaths;

/** Opens each page once and measures it at every width; one line per problem found. */
async function checkPages(page: Page, paths: readonly string[], patronControls: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    await expectPageReady(page);
    // Measured at rest: a widget still drawing itself (the bot check) is not its final size.
    await waitUntilStill(page);
    problems.push(...(await fitProblems(page, path, patronControls)));
  }
  return problems;
}

// The phone project only (playwright.config.ts): each test sets the widths it measures.
test.describe('every page fits a phone from 320 px', () => {
  for (const language of ['en', 'he'] as const) {
    test(`a patron: every page of hers (${language})`, async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      const credentials = await keptCredentials(request, ownPhone('fitJourney', testInfo.project.name, 4));
      await useLanguage(page, language);
      await dismissBanner(page);
      await startSignedInAs(page, await passwordToken(request, credentials));
      expect(await checkPages(page, patronPaths, true)).toEqual([]);
      await expectLanguage(page, language);
    });

    test(`an administrator: every screen, and a dialog at 320 px (${language})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      await useLanguage(page, language);
      await dismissBanner(page);
      await startSignedInAs(page, await adminTokenAnswer(request, testInfo.project.name));
      const problems = await checkPages(page, adminPaths, false);

      // A dialog on the narrowest phone: whole on the screen, and the page behind it no wider.
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/admin/rooms');
      await page.getByRole('button', { name: appText(language, 'admin.config.rooms.add') }).click();
      const dialog = page.getByRole('dialog', { name: appText(language, 'admin.config.rooms.addTitle') });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      if (box.x < 0 || box.x + box.width > 320) {
        problems.push(
          `the Add room dialog at 320 px spans ${Math.round(box.x)} to ${Math.round(box.x + box.width)}`,
        );
      }
      const pageWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (pageWidth > 320)
        problems.push(`/admin/rooms with its dialog open at 320 px is ${pageWidth} px wide`);
      expect(problems).toEqual([]);
      await expectLanguage(page, language);
    });
  }
});
