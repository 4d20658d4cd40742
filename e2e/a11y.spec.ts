import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminPagePaths, appRoutePaths, appText, patronPagePaths, publicPagePaths } from './app-texts';
import {
  adminToken,
  axeViolations,
  dismissBanner,
  expectLanguage,
  expectPageReady,
  keptCredentials,
  openAsAdmin,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  type Credentials,
  type Language,
} from './support';

/*
 * axe on every page and every dialog of the site, in English and Hebrew, signed out, as a patron and
 * as an administrator: no violation of any impact. One test per role and language goes through every
 * route of apps/web/src/shared/route-paths.ts (and a user's page, and a page that does not exist),
 * opening the dialogs each page has: the home banner, the menu and its Add to Home Screen steps, the
 * confirmations, the reservation's note, payments and cancel, the desk's reservation details and its
 * payment, its notes and excluded attendants, a night's override, adding a room, a section, an
 * attendant. Each test collects every violation it meets and fails once, listing them all. A
 * visitor's and a patron's pages are checked on the phone project, her device; the administration
 * screens on the desktop, where the desk works (and each layout's menu with them).
 */

const publicPaths: readonly string[] = publicPagePaths;
/** Routes that only send the visitor on: /tour to the tours, /smmt home while no social page is set. */
const redirects: Record<string, string> = { '/tour': '/tours', '/smmt': '/' };
// Signed in, the pages open to everyone that change with her session too.
const patronPaths: readonly string[] = [...patronPagePaths, '/language', '/donate'];
const adminPaths: readonly string[] = adminPagePaths;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The schedule's month tables after the second: drawn alike, checked through the first two. */
async function scheduleRepeats(page: Page): Promise<string[]> {
  const months = await page
    .locator('main [role="region"][aria-labelledby^="month-"]')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('aria-labelledby')!));
  return months.slice(2).map((id) => `[aria-labelledby="${id}"]`);
}

interface Night {
  date: string;
  closed: boolean;
  shabbosMode: boolean;
}

interface Slot {
  timeSlot: string;
  availableReservations: { bath: boolean; handicapped: boolean; kallah: boolean; available: number }[];
}

interface Patron {
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

/** Her live reservation from a night ahead, if an earlier attempt made one. */
async function liveReservation(request: APIRequestContext, token: string, userId: string, from: string) {
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

async function setUpPatron(request: APIRequestContext, project: string): Promise<Patron> {
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
class Findings {
  readonly lines: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  async check(where: string, exclude?: string[]) {
    const t0 = Date.now(); // H3DEBUG
    this.lines.push(...(await axeViolations(this.page, `${where} (${this.language})`, undefined, exclude)));
    if (process.env.H3DEBUG) console.log(`${where}: ${Date.now() - t0} ms`); // H3DEBUG
  }

  /** Opens a page, waits until it has loaded, and checks it (but for the repeats `exclude` finds). */
  async visit(path: string, exclude?: (page: Page) => Promise<string[]>) {
    await this.page.goto(path);
    await expectPageReady(this.page);
    await this.check(path, await exclude?.(this.page));
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
async function checkMenu(page: Page, findings: Findings, language: Language, isPhone: boolean) {
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

test('the accessibility sweep covers every route of the app', () => {
  const covered = new Set([...publicPaths, ...Object.keys(redirects), ...patronPaths, ...adminPaths]);
  expect(appRoutePaths().filter((path) => !covered.has(path))).toEqual([]);
});

for (const language of ['en', 'he'] as const) {
  test.describe(`no accessibility violation of any impact (${language})`, () => {
    test('signed out: every public page, the home banner, the menu and its install steps', async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'a visitor’s pages: on her phone');
      test.setTimeout(180_000);
      const findings = new Findings(page, language);
      await useLanguage(page, language);
      // The home banner opens by itself on the first visit.
      await page.goto('/');
      await expectLanguage(page, language);
      const banner = page.getByRole('dialog');
      await expect(banner).toBeVisible({ timeout: 5_000 });
      await findings.checkDialog('/, the home banner');
      await banner.getByRole('button', { name: appText(language, 'common.close') }).click();
      await expect(banner).toBeHidden();
      // Nothing opened it: focus goes to the page's heading, not lost.
      await expect(page.locator('main h1')).toBeFocused();

      for (const path of publicPaths) await findings.visit(path);
      await checkMenu(page, findings, language, testInfo.project.name === 'phone');
      for (const [from, to] of Object.entries(redirects)) {
        await page.goto(from);
        await expect(page).toHaveURL(to);
      }
      await findings.visit('/no-such-page');
      findings.expectNone();
    });

    test('a patron: her pages, their confirmations, her reservation’s note, payments and cancel', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'a patron’s pages: on her phone');
      test.setTimeout(240_000);
      const project = testInfo.project.name;
      patron ??= setUpPatron(request, project);
      const { credentials } = await patron;
      const findings = new Findings(page, language);
      const t = (key: string) => appText(language, key);
      await useLanguage(page, language);
      await dismissBanner(page);
      await startSignedInAs(page, await passwordToken(request, credentials));

      for (const path of patronPaths) await findings.visit(path);
      await checkMenu(page, findings, language, project === 'phone');

      await findings.visit('/payment-methods');
      await findings.dialog(
        '/payment-methods',
        page.locator('main li').getByRole('button', { name: t('paymentMethodsPage.delete') }),
        t('paymentMethodsPage.confirmTitle'),
        (dialog) => dialog.getByRole('button', { name: t('paymentMethodsPage.cancel') }).click(),
      );
      await findings.visit('/excluded-attendants');
      await findings.dialog(
        '/excluded-attendants',
        page.locator('main li').getByRole('button', { name: t('excludedAttendantsPage.remove') }),
        t('excludedAttendantsPage.confirmTitle'),
      );
      await findings.visit('/my-data');
      await findings.dialog(
        '/my-data',
        page.getByRole('button', { name: t('myDataPage.delete') }),
        t('myDataPage.confirmTitle'),
        (dialog) => dialog.getByRole('button', { name: t('myDataPage.cancel') }).click(),
      );

      // Her reservation: opened from the list, or directly when it is her only one.
      await findings.visit('/reserve');
      const addNote = page.getByRole('button', { name: t('reserve.payment.addNote') });
      const view = page.getByRole('button', { name: t('reserve.view'), exact: true }).first();
      await expect(addNote.or(view).first()).toBeVisible();
      if (!(await addNote.isVisible())) await view.click();
      await findings.dialog('her reservation', addNote, t('reserve.note.title'));
      await findings.dialog(
        'her reservation',
        page.getByRole('button', { name: t('reserve.payment.payments'), exact: true }),
        t('reserve.payments.title'),
      );
      await findings.dialog(
        'her reservation',
        page.getByRole('button', { name: t('reserve.payment.cancel') }),
        /./,
        (dialog) =>
          dialog
            .getByRole('button', { name: t('common.close') })
            .first()
            .click(),
      );
      findings.expectNone();
    });

    /** The desk, the schedule and the rooms: checked in the next test, with their dialogs. */
    const withDialogs = ['/admin', '/admin/schedule', '/admin/rooms'];

    test('an administrator: the settings, users, payments and plates screens, a user’s page, the menu', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the administration screens: at the desk');
      test.setTimeout(240_000);
      const project = testInfo.project.name;
      patron ??= setUpPatron(request, project);
      const { userId } = await patron;
      const findings = new Findings(page, language);
      await openAsAdmin(page, request, project, '/admin/users', language);
      for (const path of adminPaths.filter((p) => !withDialogs.includes(p))) await findings.visit(path);
      await findings.visit(`/admin/users/${encodeURIComponent(userId)}`);
      await checkMenu(page, findings, language, false);
      findings.expectNone();
    });

    test('an administrator: the desk and its dialogs, a night’s override, the rooms and theirs', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the administration screens: at the desk');
      test.setTimeout(240_000);
      const project = testInfo.project.name;
      patron ??= setUpPatron(request, project);
      const { night, code } = await patron;
      const findings = new Findings(page, language);
      const t = (key: string, values?: Record<string, string>) => appText(language, key, values);
      await openAsAdmin(page, request, project, `/admin?dt=${night}`, language);

      // The desk, on the night of her reservation.
      await findings.visit(`/admin?dt=${night}`);
      // "Notes (1) of reservation 03754": the words it shows, then whose.
      const named = (shown: string, whose: string) =>
        new RegExp(
          `^${escapeRegExp(t(shown, { count: '#' })).replace('#', '\\d+')} ${escapeRegExp(t(whose, { code }))}$`,
        );
      await findings.dialog(
        'the desk',
        page.getByRole('button', {
          name: named('admin.night.table.notesButton', 'admin.night.table.notesOf'),
        }),
        t('admin.night.notesModal.title', { code }),
      );
      await findings.dialog(
        'the desk',
        page.getByRole('button', {
          name: named('admin.night.table.excludedButton', 'admin.night.table.excludedOf'),
        }),
        t('admin.night.excludedModal.title', { code }),
      );
      const open = page.getByRole('button', { name: t('admin.night.table.open', { code }) });
      await open.click();
      const details = page.getByRole('dialog', { name: t('admin.night.details.title', { code }) });
      // The desk's buttons, in the side column: Pay while something is due, Payments once paid.
      const side = details.locator('aside');
      const pay = side
        .getByRole('button', { name: t('admin.night.actions.pay'), exact: true })
        .or(side.getByRole('button', { name: t('admin.night.actions.payments'), exact: true }));
      await expect(pay).toBeVisible({ timeout: 20_000 });
      await findings.checkDialog('the desk, the reservation details');
      await findings.dialog('the reservation details', pay, t('admin.night.pay.title', { code }));
      await details
        .getByRole('button', { name: t('common.close') })
        .first()
        .click();
      await expect(details).toBeHidden();
      await expect(open).toBeFocused();

      await findings.visit('/admin/schedule', scheduleRepeats);
      await findings.dialog(
        '/admin/schedule',
        page.getByRole('button', { name: t('admin.config.schedule.overrideButton') }).first(),
        new RegExp(`^${t('admin.config.schedule.override')}`),
      );

      await findings.visit('/admin/rooms');
      const cancel = (dialog: Locator) =>
        dialog.getByRole('button', { name: t('admin.config.cancel') }).click();
      await findings.dialog(
        '/admin/rooms',
        page.getByRole('button', { name: t('admin.config.rooms.add') }),
        t('admin.config.rooms.addTitle'),
        cancel,
      );
      await findings.dialog(
        '/admin/rooms',
        page.getByRole('button', { name: t('admin.config.sections.add') }),
        t('admin.config.sections.addTitle'),
        cancel,
      );
      await findings.dialog(
        '/admin/rooms',
        page.getByRole('button', { name: t('admin.config.attendants.add') }),
        t('admin.config.attendants.addTitle'),
        cancel,
      );
      await findings.dialog(
        '/admin/rooms',
        page
          .locator('main table')
          .first()
          .getByRole('button', { name: t('admin.config.rooms.makeOffline') })
          .first(),
        /./,
        cancel,
      );
      findings.expectNone();
    });
  });
}
