import { expect, type APIRequestContext, type Locator, type Page } from './test';
import { adminPagePaths, appText, patronPagePaths, publicPagePaths } from './app-texts';
import {
  adminToken,
  axeViolations,
  expectPageReady,
  keptCredentials,
  ownPhone,
  passwordToken,
  type Credentials,
  type Language,
} from './support';

/* The accessibility sweep's pages, its patron and night, and the parts of a page it checks once. */

export const publicPaths: readonly string[] = publicPagePaths;
/**
 * Routes that only send the visitor on: /tour to the tours, /smmt home while no social page is set,
 * a staff member's second step to the login when no sign-in waits for it.
 */
export const redirects: Record<string, string> = {
  '/tour': '/tours',
  '/smmt': '/',
  '/login/second-factor': '/login',
};
// Signed in, the pages open to everyone that change with her session too.
export const patronPaths: readonly string[] = [...patronPagePaths, '/language', '/donate'];
export const adminPaths: readonly string[] = adminPagePaths;

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The schedule's month tables after the second: drawn alike, checked through the first two. */
export async function scheduleRepeats(page: Page): Promise<string[]> {
  const months = await page
    .locator('main [role="region"][aria-labelledby^="month-"]')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('aria-labelledby')!));
  return months.slice(2).map((id) => `[aria-labelledby="${id}"]`);
}

export interface Night {
  date: string;
  closed: boolean;
  shabbosMode: boolean;
}

export interface Slot {
  timeSlot: string;
  availableReservations: { bath: boolean; handicapped: boolean; kallah: boolean; available: number }[];
}

export interface Patron {
  credentials: Credentials;
  userId: string;
  night: string;
  code: string;
}

/**
 * The patron of these tests, once per worker: a saved card, an excluded attendant, and a reservation
 * with a note on an open weeknight a few days ahead (for the desk's list of that night).
 */
let patron: Promise<Patron> | undefined;
export function thePatron(request: APIRequestContext, project: string): Promise<Patron> {
  patron ??= setUpPatron(request, project);
  return patron;
}

/** Her live reservation from a night ahead, if an earlier attempt made one. */
export async function liveReservation(
  request: APIRequestContext,
  token: string,
  userId: string,
  from: string,
) {
  const to = new Date(Date.parse(from) + 400 * 86_400_000).toISOString().slice(0, 10);
  const list = (await (
    await request.get(`/api/api/reservations/findbyuser?user=${userId}&dateFrom=${from}&dateTo=${to}`, {
      headers: auth(token),
    })
  ).json()) as {
    id: string;
    reservationCode: string | number;
    reservationDate: string;
    reservationStatus: string;
  }[];
  return list.find((r) => r.reservationStatus === 'Reserved' || r.reservationStatus === 'Pending');
}

export async function setUpPatron(request: APIRequestContext, project: string): Promise<Patron> {
  const credentials = await keptCredentials(request, ownPhone('fitJourney', project, 2));
  const { access_token: token, userId } = await passwordToken(request, credentials);
  const admin = await adminToken(request, project);

  const cards = (await (
    await request.get(`/api/api/users/${userId}/savedcards/`, { headers: auth(token) })
  ).json()) as unknown[];
  if (cards.length === 0) {
    const card = await request.post('/api/api/payments/sandbox/tokens', {
      headers: auth(token),
      data: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', postalCode: '90001' },
    });
    expect(card.status(), await card.text()).toBe(200);
    const { id } = (await card.json()) as { id: string };
    const saved = await request.put(`/api/api/users/${userId}/savedcards/${id}`, { headers: auth(token) });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  const exclusions = (await (
    await request.get(`/api/api/users/${userId}/excludedattendants`, { headers: auth(token) })
  ).json()) as unknown[];
  if (exclusions.length === 0) {
    const attendant = await request.post('/api/api/attendants', {
      headers: auth(admin),
      data: { firstName: 'Miriam', lastName: project === 'phone' ? 'Axelrod' : 'Axelman' },
    });
    expect(attendant.status(), await attendant.text()).toBe(200);
    const { result } = (await attendant.json()) as { result: { id: number } };
    const excluded = await request.put(`/api/api/users/${userId}/excludedattendants/${result.id}`, {
      headers: auth(token),
    });
    expect(excluded.ok(), await excluded.text()).toBe(true);
  }

  const nights = (await (await request.get('/api/api/settings/schedule')).json()) as Night[];
  const ahead = nights.slice(3).filter((n) => !n.closed && !n.shabbosMode);
  const earlier = await liveReservation(request, token, userId, ahead[0]?.date ?? nights[0]!.date);
  if (earlier) {
    return { credentials, userId, night: earlier.reservationDate, code: String(earlier.reservationCode) };
  }
  for (const night of ahead) {
    const slots = (await (
      await request.get(`/api/api/reservations/availablereservations?dt=${night.date}`, {
        headers: auth(token),
      })
    ).json()) as Slot[];
    const slot = slots.find((s) =>
      s.availableReservations.some((a) => !a.bath && !a.handicapped && !a.kallah && a.available > 0),
    );
    if (!slot) continue;
    const booked = await request.post('/api/api/reservations/newreservation?v=1', {
      headers: auth(token),
      data: {
        reservationDate: night.date,
        reservationTime: slot.timeSlot,
        bath: false,
        handicapped: false,
        kallah: false,
        doubleSlot: false,
        parking: false,
        salonManicure: false,
        salonBoth: false,
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const reservation = ((await booked.json()) as { result: { id: string; reservationCode: string } }).result;
    const note = await request.post(`/api/api/reservations/${reservation.id}/notes`, {
      headers: auth(token),
      data: { reservationNotes: '', userNotes: 'Please leave the light on.' },
    });
    expect(note.ok(), await note.text()).toBe(true);
    return { credentials, userId, night: night.date, code: String(reservation.reservationCode) };
  }
  throw new Error('No open weeknight with a free shower room');
}

/** Collects the violations of a test, to fail once with all of them. */
export class Findings {
  readonly lines: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  async check(where: string, exclude?: string[]) {
    this.lines.push(...(await axeViolations(this.page, `${where} (${this.language})`, undefined, exclude)));
  }

  /** Opens a page, waits until it has loaded, and checks it (but for the repeats `exclude` finds). */
  async visit(path: string, exclude?: (page: Page) => Promise<string[]>) {
    await this.page.goto(path);
    await this.checkLoaded(path, exclude);
  }

  /** Waits until the page already open has loaded, and checks it (but for the repeats `exclude` finds). */
  async checkLoaded(where: string, exclude?: (page: Page) => Promise<string[]>) {
    await expectPageReady(this.page);
    await this.check(where, await exclude?.(this.page));
  }

  /**
   * Checks the page with a dialog open, but for its <main>, checked as it was before the dialog
   * (axe's contrast checks under a dialog's overlay are slow on a long page).
   */
  async checkDialog(where: string) {
    await this.check(where, ['main']);
  }

  /** Opens a dialog from `opener`, checks the page with it open, closes it, and expects focus back. */
  async dialog(
    where: string,
    opener: Locator,
    name: string | RegExp,
    close?: (dialog: Locator) => Promise<void>,
  ) {
    await opener.click();
    const dialog = this.page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await this.checkDialog(`${where}, dialog ${String(name)}`);
    if (close) await close(dialog);
    else
      await dialog
        .getByRole('button', { name: appText(this.language, 'common.close') })
        .first()
        .click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  expectNone() {
    expect(this.lines).toEqual([]);
  }
}

/** The menu on a phone (a dialog of its own) and the Add to Home Screen steps it opens. */
export async function checkMenu(page: Page, findings: Findings, language: Language, isPhone: boolean) {
  const install = appText(language, 'install.menuItem');
  if (isPhone) {
    const menuButton = page.getByRole('button', { name: appText(language, 'nav.openMenu') });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: appText(language, 'nav.menu') });
    await expect(menu).toBeVisible();
    await findings.checkDialog('the menu');
    await menu.getByRole('button', { name: install }).click();
    await expect(menu).toBeHidden();
    const steps = page.getByRole('dialog', { name: appText(language, 'install.title') });
    await expect(steps).toBeVisible();
    await findings.checkDialog('the Add to Home Screen steps');
    await steps.getByRole('button', { name: appText(language, 'common.close') }).click();
    await expect(steps).toBeHidden();
    // The item is in the closed menu: focus goes back to the menu button.
    await expect(page.getByRole('button', { name: appText(language, 'nav.openMenu') })).toBeFocused();
  } else {
    await findings.dialog(
      'the sidebar',
      page.getByRole('navigation').getByRole('button', { name: install }),
      appText(language, 'install.title'),
    );
  }
}
