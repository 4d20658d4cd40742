import { expect, test, type Locator } from './test';
import { appRoutePaths, appText } from './app-texts';
import {
  dismissBanner,
  expectLanguage,
  openAsAdmin,
  passwordToken,
  startSignedInAs,
  useLanguage,
} from './support';

/*
 * axe on every page and every dialog of the site, in English and Hebrew, signed out, as a patron and
 * as an administrator: no violation of any impact. One test per role and language goes through every
 * route of apps/web/src/shared/route-paths.ts (and a user's page, and a page that does not exist),
 * opening the dialogs each page has: the home banner, the menu and its Add to Home Screen steps, the
 * confirmations, the reservation's note, payments and cancel, the desk's reservation details and its
 * payment, its notes and excluded attendants, a night's override, adding a room, a section, an
 * attendant, unlocking a device. Each test collects every violation it meets and fails once, listing
 * them all. A visitor's and a patron's pages are checked on the phone project, her device; the
 * administration screens on the desktop, where the desk works (and each layout's menu with them).
 */
import {
  publicPaths,
  redirects,
  patronPaths,
  adminPaths,
  escapeRegExp,
  scheduleRepeats,
  checkMenu,
  Findings,
  thePatron,
} from './a11y-parts';

test('the accessibility sweep covers every route of the app', () => {
  // A page of one thing by its id (/room/1) covers its route (/room).
  // The organisation's pages are its administrator's: organisation.spec.ts sweeps them signed in as her.
  const organisation = ['/admin/organisation'];
  const covered = new Set(
    [...publicPaths, ...Object.keys(redirects), ...patronPaths, ...adminPaths, ...organisation].map((p) =>
      p.replace(/\/\d+$/, ''),
    ),
  );
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
      // The site's menu, on one of its pages: the devices' pages (the kiosk, a room's tablet) have none.
      await page.goto('/terms');
      await expect(page.locator('main h1')).toBeVisible();
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
      const { credentials } = await thePatron(request, project);
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
      // Her sign-ins of this worker (the patron's set-up and this test) are two devices at least.
      await findings.visit('/devices');
      await findings.dialog(
        '/devices',
        page
          .locator('main li')
          .getByRole('button', { name: t('devicesPage.signOut') })
          .first(),
        t('devicesPage.confirmTitle'),
        (dialog) => dialog.getByRole('button', { name: t('devicesPage.cancel') }).click(),
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

    test('an administrator: the settings, users, payments, audit and plates screens, a user’s page, the menu', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the administration screens: at the desk');
      test.setTimeout(240_000);
      const project = testInfo.project.name;
      const { userId } = await thePatron(request, project);
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
      const { night, code } = await thePatron(request, project);
      const findings = new Findings(page, language);
      const t = (key: string, values?: Record<string, string>) => appText(language, key, values);
      await openAsAdmin(page, request, project, `/admin?dt=${night}`, language);

      // The desk, on the night of her reservation, as it was just opened: going to it a second time
      // checked nothing more, and was once cut short in CI (ERR_ABORTED).
      await findings.checkLoaded(`/admin?dt=${night}`);
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
      // Unlock a device, closed by its labelled close button.
      await findings.dialog(
        '/admin/rooms',
        page.getByRole('button', { name: t('admin.config.devices.add') }),
        t('admin.config.devices.addTitle'),
      );
      await findings.dialog(
        '/admin/rooms',
        page
          .locator('main table')
          .first()
          // An occupied room cannot be taken offline (a visit of another test may be in one): the first that can.
          .getByRole('button', { name: t('admin.config.rooms.makeOffline'), disabled: false })
          .first(),
        /./,
        cancel,
      );
      findings.expectNone();
    });
  });
}
