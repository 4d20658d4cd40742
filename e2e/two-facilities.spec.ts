import { chromiumFlags, testChromiumPath } from '../scripts/chromium.mjs';
import { devices, expect, test as base, type APIRequestContext, type Page } from './test';
import { serverUrl } from './servers';
import {
  apiCredentials,
  dismissBanner,
  expectLanguage,
  expectNoSeriousViolations,
  labels,
  openAsAdmin,
  ownPhone,
  passwordToken,
  signIn,
  startSignedInAs,
  useLanguage,
  type Language,
  type Phone,
} from './support';
import {
  bearer,
  bookThroughApi,
  money,
  prices,
  shownCode,
  sixNights,
  text,
  typeCard,
  type Booked,
  type Text,
} from './patron-journey-parts';
import { deskTime } from './night-support';

/*
 * Two facilities of one deployment side by side (docs/facilities.md, issue 37): the first, which has
 * no host of its own and so answers 127.0.0.1, and North Shore Mikvah at north.tevila.test, added by
 * scripts/e2e-server.mjs in another time zone with other hours, prices and Stripe account. The browser
 * reaches the second host through a resolver rule (the name is reserved and resolves nowhere else);
 * the API is asked as that host by its Host header. She books and pays at each, in each language; her
 * account, card and sign-in at one are nothing at the other; each desk's board shows its own night;
 * tonight's mikvaot lists both, each in its own zone and linking to its own host.
 */

/** The desktop project's administrator (testPhone slot 0), the second facility's by its --admin. */
const ADMIN_PHONE = '+13105550120';

/** The second facility, as scripts/e2e-server.mjs adds it. */
const NORTH = { host: 'north.tevila.test', zone: 'America/New_York' } as const;
/** The first facility's zone: the settings' default, which the e2e server keeps. */
const FIRST_ZONE = 'America/Los_Angeles';

interface Facility {
  /** How the browser reaches it. */
  url: string;
  /** The API as this facility's (the dev outbox, the clock and every account are per facility). */
  request: APIRequestContext;
  zone: string;
  /** Its host as the directory links to it (the first one's is the address the request came to). */
  host: string;
}

const test = base.extend<{ first: Facility; north: Facility }>({
  // The browser maps the reserved name to the loopback address, keeping the port of the URL.
  launchOptions: {
    executablePath: testChromiumPath,
    args: [...chromiumFlags, `--host-resolver-rules=MAP ${NORTH.host} 127.0.0.1`],
  },
  first: async ({ request }, use, testInfo) => {
    const url = serverUrl(testInfo.parallelIndex);
    await use({ url, request, zone: FIRST_ZONE, host: new URL(url).hostname });
  },
  north: async ({ playwright }, use, testInfo) => {
    const server = new URL(serverUrl(testInfo.parallelIndex));
    const host = `${NORTH.host}:${server.port}`;
    // Node resolves no .test name: the request goes to the server's address, naming the facility's host.
    const request = await playwright.request.newContext({
      baseURL: server.origin,
      extraHTTPHeaders: { host },
    });
    await use({ url: `http://${host}`, request, zone: NORTH.zone, host: NORTH.host });
    await request.dispose();
  },
});

/** A facility in GET facilities/tonight (docs/facilities.md). */
interface Tonight {
  slug: string;
  name: string;
  url: string;
  timeZone: string;
  open: boolean;
  reservationsRemain: boolean;
  openTime: string | null;
  zmanTevillah: string | null;
  lastEntryTime: string | null;
}

interface Setting {
  key: string;
  value: string;
}

/** One of the facility's settings, as the settings answer `list` gives it. */
const valueOf = (list: Setting[], key: string) => list.find((s) => s.key === key)?.value ?? '';

async function facilityName(request: APIRequestContext): Promise<string> {
  return valueOf((await (await request.get('/api/api/settings')).json()) as Setting[], 'facilityName');
}

/** "-05:00": the zone's offset from UTC at that instant, as an ISO time writes it. */
function offsetAt(zone: string, iso: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name === 'GMT' ? '+00:00' : (name ?? '').replace('GMT', '');
}

/** "5:45 PM" / "17:45": a time as the pages write it, on its facility's clock (the wall time of its ISO). */
function wallTime(iso: string, language: Language): string {
  const [, hh = '', mm = ''] = /T(\d{2}):(\d{2})/.exec(iso) ?? [];
  const hours = Number(hh);
  if (language === 'he') return `${hh}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Her session as the app keeps it after she signed in on the page. */
async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const saved = await page.evaluate(() => localStorage.getItem('authorizationData'));
  expect(saved, 'her session after signing in').toBeTruthy();
  // The app's own record of the session (e2e/support.ts startSignedInAs writes the same shape).
  return JSON.parse(saved!) as { token: string; userId: string };
}

const phoneSize = { width: 390, height: 844 };

const openReservation = (page: Page, code: string, language: Language) =>
  page.getByRole('button', { name: language === 'he' ? `פתיחת הזמנה ${code}` : `Open reservation ${code}` });

/**
 * The desk's board of the night at `facility`: its own booking, at its time on its clock; the other
 * facility's booking of the same night is not there.
 */
async function expectBoard(
  page: Page,
  facility: Facility,
  language: Language,
  own: Booked,
  other: Booked,
  shot: string,
) {
  const row = page.locator('tr', { has: openReservation(page, own.reservationCode, language) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(deskTime(own.reservationTime, language, facility.zone));
  // Codes are drawn per facility: the same five digits at both would say nothing here.
  if (other.reservationCode !== own.reservationCode)
    await expect(openReservation(page, other.reservationCode, language)).toHaveCount(0);
  await expectNoSeriousViolations(page, '#night-desk');
  await page.screenshot({ path: test.info().outputPath(shot), fullPage: true });
}

/**
 * At `facility`, signed out: /reserve asks her to sign in (a session at the other facility is none
 * here), she signs in with her number, books a shower on the first night she can and pays with a new
 * card. Every figure is this facility's: its name, its price, its times in its zone; no card saved at
 * the other is offered. Ends on her paid reservation; answers its code and her session.
 */
async function bookAndPayOnPage(
  page: Page,
  facility: Facility,
  language: Language,
  phone: Phone,
  shot: string,
): Promise<{ code: string; session: { token: string; userId: string } }> {
  const t: Text = text[language];
  const settings = (await (await facility.request.get('/api/api/settings')).json()) as Setting[];
  const price = await prices(facility.request);
  const { bookable } = await sixNights(facility.request);
  const night = bookable[0];
  expect(night, 'a bookable weeknight among the next six').toBeTruthy();

  await page.goto(`${facility.url}/reserve`);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expectLanguage(page, language);
  await signIn(page, facility.request, phone, labels[language]);
  await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
  // The site is this facility's: its name heads the page, its address is in the footer.
  await expect(page.getByRole('banner')).toContainText(valueOf(settings, 'facilityName'));
  await expect(page.getByRole('contentinfo')).toContainText(valueOf(settings, 'facilityAddress'));
  await page.getByRole('group', { name: t.nights }).getByRole('button').nth(night!.tile).click();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.options })).toBeVisible();
  const shower = page.getByRole('radio', { name: t.shower, exact: true });
  await expect(shower).toHaveAccessibleDescription(money(price.shower));
  await shower.check();
  // Its times are on its own clock: the slot's offset is its zone's, and the page writes its wall time.
  const time = page.getByRole('radiogroup', { name: t.times }).getByRole('radio').first();
  const slot = await time.inputValue();
  expect(slot.slice(-6)).toBe(offsetAt(facility.zone, slot));
  await expect(time).toHaveAccessibleName(wallTime(slot, language));
  await time.check();
  await page.getByRole('button', { name: t.continueTotal(money(price.shower)) }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
  // Her card saved at the other facility is not offered here: a new card is the only way to pay by card.
  await expect(page.getByRole('radio', { name: t.newCard })).toBeChecked();
  await expect(page.getByRole('radio', { name: t.savedVisa })).toHaveCount(0);
  await typeCard(page, t, '4242424242424242');
  await page.getByRole('button', { name: t.chargeCard }).click();
  const confirmed = page.getByRole('dialog', { name: t.confirmed });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toBeHidden({ timeout: 6_000 });
  const main = page.getByRole('main');
  await expect(main).toContainText(money(price.shower));
  await expect(main.getByText(t.paid, { exact: true })).toBeVisible();
  await expect(main.getByText(wallTime(slot, language)).first()).toBeVisible();
  await expect(page.getByRole('img', { name: t.code })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath(shot), fullPage: true });
  return { code: await shownCode(page, t), session: await sessionOf(page) };
}

/** Her reservations as the facility's API lists them for her. */
async function reservationsOf(request: APIRequestContext, session: { token: string; userId: string }) {
  const response = await request.get(
    `/api/api/reservations/findbyuser?user=${session.userId}&dateFrom=2019-01-01&dateTo=2100-12-31`,
    { headers: { Authorization: `Bearer ${session.token}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Booked[]).map((r) => r.reservationCode);
}

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
