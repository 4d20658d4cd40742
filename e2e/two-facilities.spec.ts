import { devices, expect } from './test';
import {
  apiCredentials,
  dismissBanner,
  expectLanguage,
  expectNoSeriousViolations,
  openAsAdmin,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
} from './support';
import { bearer, bookThroughApi, prices, sixNights } from './patron-journey-parts';
import type { Tonight, Setting } from './two-facilities-parts';
import {
  ADMIN_PHONE,
  test,
  valueOf,
  facilityName,
  offsetAt,
  wallTime,
  phoneSize,
  expectBoard,
  bookAndPayOnPage,
  reservationsOf,
} from './two-facilities-parts';

/*
 * Two facilities of one deployment side by side (docs/facilities.md, issue 37): the first, which has
 * no host of its own and so answers 127.0.0.1, and North Shore Mikvah at north.tevila.test, added by
 * scripts/e2e-server.mjs in another time zone with other hours, prices and Stripe account. The browser
 * reaches the second host through a resolver rule (the name is reserved and resolves nowhere else);
 * the API is asked as that host by its Host header. She books and pays at each, in each language; her
 * account, card and sign-in at one are nothing at the other; each desk's board shows its own night;
 * tonight's mikvaot lists both, each in its own zone and linking to its own host.
 */

test.describe('Two facilities side by side', () => {
  // Each journey in both directions: the first facility in one language, the second in the other.
  const journeys = [
    { slot: 1, firstLanguage: 'en', northLanguage: 'he' },
    { slot: 2, firstLanguage: 'he', northLanguage: 'en' },
  ] as const;
  for (const { slot, firstLanguage, northLanguage } of journeys)
    test(`she books and pays at each, the first in ${firstLanguage} and the second in ${northLanguage}; one account is nothing at the other`, async ({
      page,
      context,
      first,
      north,
    }, testInfo) => {
      // Each journey runs once, on the device it is used on (the reason says which); the other project skips it.
      test.skip(testInfo.project.name !== 'phone', 'a patron books on her phone');
      // Two sign-ins, two bookings and two payments.
      test.setTimeout(90_000);
      const phone = ownPhone('twoFacilities', testInfo.project.name, slot + testInfo.retry * 2);
      // Two facilities indeed: each page must show figures that could not be the other's.
      expect((await prices(north.request)).shower).not.toBe((await prices(first.request)).shower);
      expect(await facilityName(north.request)).not.toBe(await facilityName(first.request));
      // One browser, one tab per facility: what she did at one host is all there is in it at the other.
      await page.setViewportSize(phoneSize);
      await dismissBanner(page);
      await useLanguage(page, firstLanguage);
      const northPage = await context.newPage();
      await northPage.setViewportSize(phoneSize);
      await dismissBanner(northPage);
      await useLanguage(northPage, northLanguage);

      const atFirst = await bookAndPayOnPage(page, first, firstLanguage, phone, `first-${firstLanguage}.png`);
      const atNorth = await bookAndPayOnPage(
        northPage,
        north,
        northLanguage,
        phone,
        `north-${northLanguage}.png`,
      );

      // The same number, two accounts: each facility's token is refused at the other's host.
      expect(atNorth.session.userId).not.toBe(atFirst.session.userId);
      for (const [request, session] of [
        [north.request, atFirst.session],
        [first.request, atNorth.session],
      ] as const) {
        const refused = await request.get(
          `/api/api/reservations/findbyuser?user=${session.userId}&dateFrom=2019-01-01&dateTo=2100-12-31`,
          { headers: { Authorization: `Bearer ${session.token}` } },
        );
        expect(refused.status()).toBe(401);
      }
      // Each facility holds her one booking there, and not the other's.
      expect(await reservationsOf(first.request, atFirst.session)).toEqual([atFirst.code]);
      expect(await reservationsOf(north.request, atNorth.session)).toEqual([atNorth.code]);
    });

  test("tonight's mikvaot lists both at either host, each with its times on its own clock, linking only to its own host", async ({
    page,
    context,
    first,
    north,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'she looks for a mikvah on her phone');
    const names = [await facilityName(first.request), await facilityName(north.request)];
    const tabs = [
      { at: first, tab: page, language: 'en' },
      { at: north, tab: await context.newPage(), language: 'he' },
    ] as const;
    for (const { at, tab, language } of tabs) {
      // The list as this host's page gets it: every facility of the deployment, whichever host asks.
      const list = (await (await at.request.get('/api/api/facilities/tonight')).json()) as Tonight[];
      expect(list.map((f) => f.name)).toEqual(expect.arrayContaining(names));
      await tab.setViewportSize(phoneSize);
      await useLanguage(tab, language);
      await tab.goto(`${at.url}/mikvaot`);
      await expectLanguage(tab, language);
      for (const [index, facility] of [first, north].entries()) {
        const name = names[index]!;
        const tonight = list.find((f) => f.name === name)!;
        expect(tonight.timeZone).toBe(facility.zone);
        const card = tab.getByRole('listitem', { name });
        await expect(card).toBeVisible();
        if (facility === first && at === north) {
          // The first facility has no host of its own and no site set: at the second's host its address
          // is not known, and no link there is better than one to the second's own site.
          expect(tonight.url).toBe('');
          await expect(card.getByRole('link')).toHaveCount(0);
        } else {
          // Its link is to its own host.
          expect(new URL(tonight.url).hostname).toBe(facility.host);
          const booking = tonight.open && tonight.reservationsRemain;
          await expect(card.getByRole('link')).toHaveAttribute(
            'href',
            `${tonight.url}/${booking ? 'reserve' : 'hours'}`,
          );
        }
        if (!tonight.open) continue;
        // Its times on its own clock: its zone's offset, written as that clock reads them.
        for (const iso of [tonight.openTime, tonight.zmanTevillah, tonight.lastEntryTime]) {
          expect(iso, `${name}'s times tonight`).toBeTruthy();
          expect(iso!.slice(-6)).toBe(offsetAt(facility.zone, iso!));
          await expect(card.locator(`time[datetime="${iso}"]`)).toHaveText(wallTime(iso!, language));
        }
      }
      await expectNoSeriousViolations(tab, 'main');
      await tab.screenshot({ path: testInfo.outputPath(`directory-${language}.png`), fullPage: true });
    }
  });

  test("each desk's board shows its own night's booking, not the other's", async ({
    page,
    browser,
    request,
    first,
    north,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desk is used at a desk');
    test.setTimeout(90_000);
    const { e164 } = ownPhone('twoFacilities', testInfo.project.name, 1 + testInfo.retry);
    const patronAtFirst = await passwordToken(first.request, await apiCredentials(first.request, e164));
    const patronAtNorth = await passwordToken(north.request, await apiCredentials(north.request, e164));
    // One night both can still book: each board has the night of the other's booking to show it on.
    const firstNights = (await sixNights(first.request)).bookable;
    const date = (await sixNights(north.request)).bookable.find((n) =>
      firstNights.some((f) => f.date === n.date),
    )?.date;
    expect(date, 'a night both facilities can still book').toBeTruthy();
    const bookedFirst = await bookThroughApi(first.request, patronAtFirst, date!);
    const bookedNorth = await bookThroughApi(north.request, patronAtNorth, date!);

    // The first facility's administrator at its desk, in English.
    const firstAdmin = await openAsAdmin(page, request, testInfo.project.name, `/admin?dt=${date}`, 'en');
    await expectBoard(page, first, 'en', bookedFirst, bookedNorth, 'board-first-en.png');

    // Her number is the second facility's administrator too (its --admin): an account of its own there,
    // signed in at its host, at its desk in Hebrew.
    const northAdmin = await passwordToken(north.request, await apiCredentials(north.request, ADMIN_PHONE));
    expect(northAdmin.roles).toContain('Admin');
    expect(northAdmin.userId).not.toBe(firstAdmin.userId);
    // The desktop project's own device (playwright.config.ts), at the second facility's host.
    const desk = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: north.url });
    const northPage = await desk.newPage();
    await useLanguage(northPage, 'he');
    await dismissBanner(northPage);
    await startSignedInAs(northPage, northAdmin);
    await northPage.goto(`/admin?dt=${date}`);
    await expectLanguage(northPage, 'he');
    await expectBoard(northPage, north, 'he', bookedNorth, bookedFirst, 'board-north-he.png');
    await desk.close();

    // Each facility's payments go to its own Stripe account: each administrator reads her facility's.
    const accounts = [];
    for (const [facility, answer] of [
      [first, firstAdmin],
      [north, northAdmin],
    ] as const) {
      const read = await facility.request.get('/api/api/settings/admin', { headers: bearer(answer) });
      expect(read.status(), await read.text()).toBe(200);
      accounts.push(valueOf((await read.json()) as Setting[], 'stripeAccountId'));
    }
    expect(accounts[0]).toMatch(/^acct_\w+$/);
    expect(accounts[1]).toMatch(/^acct_\w+$/);
    expect(accounts[1]).not.toBe(accounts[0]);

    // Neither facility's staff token is anyone at the other's host.
    for (const [facility, answer] of [
      [north, firstAdmin],
      [first, northAdmin],
    ] as const) {
      const crossing = await facility.request.get(`/api/api/reservations/day?dt=${date}`, {
        headers: bearer(answer),
      });
      expect(crossing.status()).toBe(401);
    }
  });
});
