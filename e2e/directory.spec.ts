import { expect, test } from './test';
import { expectNoSeriousViolations, useLanguage, watchErrors } from './support';

interface Tonight {
  slug: string;
  name: string;
  url: string;
  open: boolean;
  reservationsRemain: boolean;
}

/*
 * Tonight's mikvaot (docs/facilities.md): every facility of the deployment with tonight's times and a
 * link to book at its own site, painted by the server; the nearest first once she shares her location,
 * worked out in her browser.
 */
test.describe("Tonight's mikvaot", () => {
  for (const language of ['en', 'he'] as const)
    test(`lists each mikvah with tonight's times and a way to book (${language})`, async ({
      page,
      request,
      context,
    }) => {
      const errors = watchErrors(page);
      const list = (await (await request.get('/api/api/facilities/tonight')).json()) as Tonight[];
      expect(list.length).toBeGreaterThan(0);
      await useLanguage(page, language);
      await page.goto('/mikvaot');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: language === 'he' ? 'המקוואות הלילה' : "Tonight's Mikvaot",
        }),
      ).toBeVisible();
      const first = list[0]!;
      const card = page.getByRole('listitem', { name: first.name });
      await expect(card).toBeVisible();
      const booking = first.open && first.reservationsRemain;
      const link = card.getByRole('link');
      await expect(link).toHaveAttribute('href', `${first.url}/${booking ? 'reserve' : 'hours'}`);
      // Her location, given by the browser, stays there: the distance is written on the page.
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 34.06, longitude: -118.25 });
      await page
        .getByRole('button', { name: language === 'he' ? 'הצגת הקרובים תחילה' : 'Show the nearest first' })
        .click();
      await expect(page.locator('#directory-status')).toHaveText(
        language === 'he'
          ? 'הרשימה ממוינת לפי המרחק ממך. המיקום שלך נשאר במכשיר הזה.'
          : 'Sorted by distance from you. Your location stays on this device.',
      );
      await expect(
        card.getByText(language === 'he' ? /^במרחק [\d.]+ ק״מ$/ : /^[\d.]+ km away$/),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'main');
      await page.screenshot({ path: test.info().outputPath(`directory-${language}.png`), fullPage: true });
      expect(errors.errors).toEqual([]);
    });
});
