import { devices } from '@playwright/test';
import { expect, test, type Browser, type Page } from './test';
import { appText } from './app-texts';
import { deviceText } from './device-texts';
import {
  adminToken,
  apiCredentials,
  dismissBanner,
  expectLanguage,
  openAsAdmin,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  watchErrors,
  type Language,
} from './support';
import { auth, deskBook, freeShowerRoom, resetClock, sitOnOpenNight } from './night-support';

/*
 * A whole night in four browsers side by side (issue 19, point 8), in both languages: her phone, the
 * lobby kiosk, her room's tablet and the desk's rooms board. The clock sits ten minutes into an open
 * weeknight and the desk has booked her. She checks in at the kiosk with her access code; the board
 * shows her room without a reload and her phone says her room is ready. On the room's tablet (unlocked
 * with the room passcode) she presses Ready for the mikvah: the board and her phone follow. The desk ends
 * the visit: the room is To Clean on the board and her phone says she is done. Each screen is kept as a
 * picture at each stage. The room is made ready again and the clock put back after.
 */

const PASSCODE = '2580';

/** A browser of its own on this worker's server, in `language`: a phone, or a tablet on a wall or stand. */
async function device(browser: Browser, baseURL: string, language: Language, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { ...devices['Pixel 7'], deviceScaleFactor: 1, baseURL }
      : { viewport: { width: 800, height: 1100 }, hasTouch: true, baseURL },
  );
  await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL }]);
  const page = await context.newPage();
  await useLanguage(page, language);
  await dismissBanner(page);
  return page;
}

for (const language of ['en', 'he'] as const) {
  test(`a night in four browsers: kiosk, her phone, her room's tablet and the desk, live (${language})`, async ({
    page: desk,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    // One run, not one per project: the desk is a desktop, and the phone, kiosk and tablet are made below.
    test.skip(testInfo.project.name !== 'desktop', 'the desk at its desk; the other three are made here');
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const t = (key: string, values?: Record<string, string>) => appText(language, key, values);
    const kiosk = (key: string) => deviceText('kiosk/kiosk', language, key);
    const tablet = (key: string) => deviceText('room-tablet/room', language, key);
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${language}.png`), fullPage: true });
    // Texted while the server's clock still runs: a fixed clock never lets a number's minute pass.
    const credentials = await apiCredentials(
      request,
      // A retry texts another number: the first try's may have been texted on a clock moved ahead.
      ownPhone('liveNight', project, (language === 'en' ? 0 : 1) + 2 * testInfo.retry).e164,
    );
    const night = await sitOnOpenNight(request, 10);
    let roomId: number | null = null;
    const admin = await adminToken(request, project);
    try {
      const her = await passwordToken(request, credentials);
      const booked = await deskBook(request, admin, night.date, her.userId, false, 3);
      await freeShowerRoom(request, admin, night.date);
      const passcode = await request.put('/api/api/settings/admin/roomAdminPasscode', {
        headers: auth(admin),
        data: { value: PASSCODE },
      });
      expect(passcode.status(), await passcode.text()).toBe(200);
      const made = await request.post('/api/api/devices', {
        headers: auth(admin),
        data: { kind: 'kiosk', name: `Lobby ${language}` },
      });
      expect(made.status(), await made.text()).toBe(200);
      const kioskToken = ((await made.json()) as { result: { token: string } }).result.token;

      // The desk's board, left open.
      const deskErrors = watchErrors(desk);
      await openAsAdmin(desk, request, project, `/admin/board?dt=${night.date}`, language);
      await expect(desk.getByText(t('admin.night.live.on'), { exact: true })).toBeVisible({
        timeout: 20_000,
      });

      // Her phone, signed in, on her reservation tonight.
      const phone = await device(browser, baseURL!, language, true);
      const phoneErrors = watchErrors(phone);
      await startSignedInAs(phone, her);
      await phone.goto('/reserve');
      await expectLanguage(phone, language);
      const live = phone.getByRole('status').filter({ hasText: t('reserve.live.title') });

      // The lobby kiosk: she types her access code.
      const lobby = await device(browser, baseURL!, language, false);
      await lobby.goto(`/kiosk#token=${kioskToken}`);
      await expectLanguage(lobby, language);
      const keypad = lobby.getByRole('group', { name: kiosk('keypad') });
      for (const digit of booked.reservationCode)
        await keypad.getByRole('button', { name: digit, exact: true }).click();
      await keypad.getByRole('button', { name: kiosk('checkIn') }).click();
      // Read once the kiosk's check-in has been answered: on a busy machine it may still be on its way.
      type Details = { room: { id: number; number: string; section: { name: string } } | null };
      let details: Details = { room: null };
      await expect
        .poll(
          async () => {
            details = (await (
              await request.get(`/api/api/reservations/${booked.id}/details`, { headers: auth(admin) })
            ).json()) as Details;
            return details.room;
          },
          { message: 'a free room tonight', timeout: 15_000 },
        )
        .not.toBeNull();
      const room = details.room!;
      roomId = room.id;
      // Her room and its section, and nothing of her person.
      await expect(lobby.locator('main')).toContainText(room.section.name);
      await expect(lobby.locator('main')).toContainText(room.number);
      await shot(lobby, 'night-kiosk');

      // The desk sees her room taken, and her phone says it is ready: neither reloaded.
      const tile = desk
        .getByRole('list', { name: t('admin.night.board.rooms') })
        .getByRole('listitem', { name: t('admin.night.board.room', { number: room.number }), exact: true });
      await expect(tile).toContainText(t('admin.night.status.Assigned'));
      await expect(tile).toContainText(t('admin.night.board.code', { code: booked.reservationCode }));
      await shot(desk, 'night-board-assigned');
      await expect(live).toContainText(
        t('reserve.live.roomReady', { room: room.number, section: room.section.name }),
      );
      await shot(phone, 'night-phone-room-ready');

      // Her room's tablet: unlocked with the passcode; she says she is ready.
      const wall = await device(browser, baseURL!, language, false);
      await wall.goto(`/room/${room.id}`);
      await expectLanguage(wall, language);
      await wall.getByLabel(tablet('passcodeLabel')).fill(PASSCODE);
      await wall.getByRole('button', { name: tablet('unlock') }).click();
      await wall.getByRole('button', { name: tablet('ready') }).click();
      // Next in line when another woman of the night is at the pool already.
      await expect(wall.getByText(tablet('readyDone')).or(wall.getByText(tablet('readyNext')))).toBeVisible();
      await shot(wall, 'night-tablet-ready');
      await expect(tile).toContainText(t('admin.night.status.ReadyForMikvah'));
      // "Ready for the mikvah." or "Ready for the mikvah — you are next.".
      await expect(live).toContainText(t('reserve.live.ready').replace(/\.$/, ''));
      await shot(phone, 'night-phone-ready');

      // The desk ends the visit: the room is to be cleaned, and she is done.
      for (const status of ['Dressing', 'Done']) {
        const moved = await request.post(`/api/api/reservations/${booked.id}/status/`, {
          headers: auth(admin),
          data: { status },
        });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      await expect(tile).toContainText(t('admin.config.rooms.statuses.NeedsCleaning'));
      await shot(desk, 'night-board-to-clean');
      await expect(live).toContainText(t('reserve.live.done'));
      await shot(phone, 'night-phone-done');
      expect(deskErrors.errors).toEqual([]);
      expect(phoneErrors.errors).toEqual([]);
    } finally {
      if (roomId !== null)
        await request.post(`/api/api/rooms/${roomId}/status`, {
          headers: auth(admin),
          data: { status: 'Ready' },
        });
      await resetClock(request);
    }
  });
}
