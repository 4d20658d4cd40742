import { appText } from './app-texts';
import { deviceText } from './device-texts';
import { auth } from './night-support';
import { expect, test, type Locator, type Page } from './test';
import {
  adminToken,
  dismissBanner,
  expectLanguage,
  expectNoViolations,
  openAsAdmin,
  useLanguage,
  type Language,
} from './support';

/*
 * The shared devices (issue "What a pilot facility would hit in its first week", points 10 and 11), in
 * English and Hebrew, on a 390 px phone by touch and on a desk at 1280 px by mouse. An administrator
 * unlocks a room's tablet in the Unlock a device dialog: each list is the device's own picker, on top of
 * the dialog, and takes a touch or a click. The lobby kiosk and a room's tablet, locked and unlocked, fill the
 * screen with their one job: no menu, no link, no footer, nothing that leads elsewhere.
 */

const PHONE = { width: 390, height: 844 };

/** On the phone project a finger, on the desktop a mouse. */
const press = (target: Locator, phone: boolean) => (phone ? target.tap() : target.click());

/** The control is what a finger or a mouse at its middle reaches: not under the dialog, not off screen. */
async function expectReachable(control: Locator) {
  await expect(control).toBeVisible();
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(reached, 'the control is on top, where a touch lands').toBe(true);
}

/** Only the device's job on the screen: no way to the rest of the site, the screen filled, nothing sideways. */
async function expectDeviceOnly(page: Page, language: Language) {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(appText(language, 'nav.bookYourVisit'))).toHaveCount(0);
  const fit = await page.locator('main').evaluate((main) => {
    const frame = main.getBoundingClientRect();
    return {
      width: Math.round(frame.width),
      fillsHeight: frame.height >= window.innerHeight - 1,
      sideways: document.documentElement.scrollWidth > window.innerWidth,
      viewport: window.innerWidth,
    };
  });
  expect(fit).toEqual({ width: fit.viewport, fillsHeight: true, sideways: false, viewport: fit.viewport });
}

for (const language of ['en', 'he'] as const) {
  test.describe(`devices (${language})`, () => {
    test('an administrator unlocks a room tablet: each list opens over the dialog and takes a touch', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const project = testInfo.project.name;
      const phone = project === 'phone';
      if (phone) await page.setViewportSize(PHONE);
      const t = (key: string) => appText(language, key);
      await openAsAdmin(page, request, project, '/admin/rooms', language);
      await press(page.getByRole('button', { name: t('admin.config.devices.add') }), phone);
      const dialog = page.getByRole('dialog', { name: t('admin.config.devices.addTitle') });
      await expect(dialog).toBeVisible();

      // Each list is the device's own picker, on top of the dialog where a finger lands.
      const kind = dialog.getByRole('combobox', { name: t('admin.config.devices.kind') });
      await expectReachable(kind);
      await press(kind, phone);
      await kind.selectOption({ label: t('admin.config.devices.room') });
      const room = dialog.getByRole('combobox', { name: t('admin.config.devices.roomLabel') });
      await expectReachable(room);
      await expect(room.locator('option:checked')).toHaveText(t('admin.config.devices.chooseRoom'));
      await press(room, phone);
      const number = (await room.locator('option').nth(1).textContent())!.trim();
      await room.selectOption({ label: number });
      await expectNoViolations(page, 'Unlock a device, a room tablet');

      await dialog
        .getByRole('textbox', { name: t('admin.config.devices.name') })
        .fill(`Room ${number} tablet`);
      await page.screenshot({ path: testInfo.outputPath(`unlock-${project}-${language}.png`) });
      await press(dialog.getByRole('button', { name: t('admin.config.devices.create') }), phone);
      await expect(dialog.getByText(t('admin.config.devices.tokenOnce'))).toBeVisible();
      await expect(dialog.getByRole('link', { name: t('admin.config.devices.unlockLink') })).toHaveAttribute(
        'href',
        /\/room\/\d+#token=tvd_/,
      );
    });

    test('the kiosk and a room tablet fill the screen with their one job, locked and unlocked', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const project = testInfo.project.name;
      if (project === 'phone') await page.setViewportSize(PHONE);
      const admin = await adminToken(request, project);
      const unlock = async (data: { kind: 'kiosk' | 'room'; name: string; roomId?: number }) => {
        const made = await request.post('/api/api/devices', { headers: auth(admin), data });
        expect(made.status(), await made.text()).toBe(200);
        return ((await made.json()) as { result: { token: string } }).result.token;
      };
      await useLanguage(page, language);
      await dismissBanner(page);
      const screens: [string, string, () => Promise<unknown>][] = [
        [
          'kiosk-locked',
          '/kiosk',
          () => expect(page.getByText(deviceText('kiosk/kiosk', language, 'locked'))).toBeVisible(),
        ],
        [
          'kiosk',
          `/kiosk#token=${await unlock({ kind: 'kiosk', name: `Lobby ${language}` })}`,
          () =>
            expect(
              page.getByRole('group', { name: deviceText('kiosk/kiosk', language, 'keypad') }),
            ).toBeVisible(),
        ],
        [
          'room-locked',
          '/room/1',
          () => expect(page.getByText(deviceText('room-tablet/room', language, 'locked'))).toBeVisible(),
        ],
        [
          'room',
          `/room/1#token=${await unlock({ kind: 'room', name: `Room 1 ${language}`, roomId: 1 })}`,
          async () => {
            // The room's state, read with the token: its section line, and no passcode asked.
            await expect(page.locator('main p').first()).toBeVisible();
            await expect(
              page.getByLabel(deviceText('room-tablet/room', language, 'passcodeLabel')),
            ).toHaveCount(0);
          },
        ],
      ];
      for (const [name, path, shown] of screens) {
        await page.goto(path);
        await expectLanguage(page, language);
        await shown();
        await expectDeviceOnly(page, language);
        await expectNoViolations(page, path.replace(/#.*/, ''));
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${project}-${language}.png`),
          fullPage: true,
        });
      }
    });
  });
}
