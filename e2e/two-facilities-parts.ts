import { chromiumFlags, testChromiumPath } from '../scripts/chromium.mjs';
import { expect, test as base, type APIRequestContext, type Page } from './test';
import { serverUrl } from './servers';
import {
  expectLanguage,
  expectNoSeriousViolations,
  labels,
  signIn,
  type Language,
  type Phone,
} from './support';
import {
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

/** The pieces of e2e/two-facilities.spec.ts: its two facilities, and what it reads and drives of each. */

/** The desktop project's administrator (testPhone slot 0), the second facility's by its --admin. */
export const ADMIN_PHONE = '+13105550120';

/** The second facility, as scripts/e2e-server.mjs adds it. */
export const NORTH = { host: 'north.tevila.test', zone: 'America/New_York' } as const;
/** The first facility's zone: the settings' default, which the e2e server keeps. */
export const FIRST_ZONE = 'America/Los_Angeles';

export interface Facility {
  /** How the browser reaches it. */
  url: string;
  /** The API as this facility's (the dev outbox, the clock and every account are per facility). */
  request: APIRequestContext;
  zone: string;
  /** Its host as the directory links to it (the first one's is the address the request came to). */
  host: string;
}

export const test = base.extend<{ first: Facility; north: Facility }>({
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
export interface Tonight {
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

export interface Setting {
  key: string;
  value: string;
}

/** One of the facility's settings, as the settings answer `list` gives it. */
export const valueOf = (list: Setting[], key: string) => list.find((s) => s.key === key)?.value ?? '';

export async function facilityName(request: APIRequestContext): Promise<string> {
  return valueOf((await (await request.get('/api/api/settings')).json()) as Setting[], 'facilityName');
}

/** "-05:00": the zone's offset from UTC at that instant, as an ISO time writes it. */
export function offsetAt(zone: string, iso: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name === 'GMT' ? '+00:00' : (name ?? '').replace('GMT', '');
}

/** "5:45 PM" / "17:45": a time as the pages write it, on its facility's clock (the wall time of its ISO). */
export function wallTime(iso: string, language: Language): string {
  const [, hh = '', mm = ''] = /T(\d{2}):(\d{2})/.exec(iso) ?? [];
  const hours = Number(hh);
  if (language === 'he') return `${hh}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Her session as the app keeps it after she signed in on the page. */
export async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const saved = await page.evaluate(() => localStorage.getItem('authorizationData'));
  expect(saved, 'her session after signing in').toBeTruthy();
  // The app's own record of the session (e2e/support.ts startSignedInAs writes the same shape).
  return JSON.parse(saved!) as { token: string; userId: string };
}

export const phoneSize = { width: 390, height: 844 };

export const openReservation = (page: Page, code: string, language: Language) =>
  page.getByRole('button', { name: language === 'he' ? `פתיחת הזמנה ${code}` : `Open reservation ${code}` });

/**
 * The desk's board of the night at `facility`: its own booking, at its time on its clock; the other
 * facility's booking of the same night is not there.
 */
export async function expectBoard(
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
export async function bookAndPayOnPage(
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
export async function reservationsOf(request: APIRequestContext, session: { token: string; userId: string }) {
  const response = await request.get(
    `/api/api/reservations/findbyuser?user=${session.userId}&dateFrom=2019-01-01&dateTo=2100-12-31`,
    { headers: { Authorization: `Bearer ${session.token}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Booked[]).map((r) => r.reservationCode);
}
