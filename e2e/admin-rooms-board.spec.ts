import { expect, test } from './test';
import { appText } from './app-texts';
import {
  adminToken,
  apiCredentials,
  expectNoSeriousViolations,
  openAsAdmin,
  ownPhone,
  passwordToken,
  watchErrors,
} from './support';
import { auth, deskBook, resetClock, sitOnOpenNight } from './night-support';

/*
 * The desk's rooms board (issue 19, point 4), live, in both languages: the clock sits ten minutes into
 * an open weeknight; an administrator opens /admin/board and leaves it. Another desk checks a woman in
 * (through the API): her room's tile turns Assigned without a reload. The room's tablet calls for
 * help (with the room passcode): the call appears above the tiles and on the room's tile, and axe finds
 * nothing serious. "Answered" clears it. The visit is then ended and the room made ready again, and the
 * clock put back.
 */

const PASSCODE = '1357';

for (const language of ['en', 'he'] as const) {
  test(`the rooms board follows the night live, and a call for help until it is answered (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const t = (key: string, values?: Record<string, string>) => appText(language, key, values);
    // Texted while the server's clock still runs: a fixed clock never lets a number's minute pass.
    const credentials = await apiCredentials(
      request,
      ownPhone('roomsBoard', project, language === 'en' ? 0 : 1).e164,
    );
    const night = await sitOnOpenNight(request, 10);
    try {
      const admin = await adminToken(request, project);
      const patron = await passwordToken(request, credentials);
      const booked = await deskBook(request, admin, night.date, patron.userId, false, 2);
      const passcode = await request.put('/api/api/settings/admin/roomAdminPasscode', {
        headers: auth(admin),
        data: { value: PASSCODE },
      });
      expect(passcode.status(), await passcode.text()).toBe(200);

      const errors = watchErrors(page);
      await openAsAdmin(page, request, project, `/admin/board?dt=${night.date}`, language);
      await expect(page.getByRole('heading', { level: 1, name: t('admin.night.board.title') })).toBeVisible();
      await expect(page.getByText(t('admin.night.live.on'), { exact: true })).toBeVisible({
        timeout: 20_000,
      });

      // Another desk checks her in: the board shows her room Assigned, by itself.
      const checkin = await request.post(`/api/api/reservations/${booked.id}/checkin`, {
        headers: auth(admin),
      });
      expect(checkin.status(), await checkin.text()).toBe(200);
      const room = ((await checkin.json()) as { result: { room: { id: number; number: string } | null } })
        .result.room;
      expect(room, 'a free room tonight').not.toBeNull();
      const tile = page
        .getByRole('list', { name: t('admin.night.board.rooms') })
        .getByRole('listitem', { name: t('admin.night.board.room', { number: room!.number }), exact: true });
      await expect(tile).toContainText(t('admin.night.status.Assigned'));
      await expect(tile).toContainText(t('admin.night.board.code', { code: booked.reservationCode }));

      // Her room's tablet calls for help: the desk sees it at once, above the rooms and on the tile.
      const help = await request.post(`/api/api/rooms/${room!.id}/help`, {
        headers: { 'X-Room-Passcode': PASSCODE },
      });
      expect(help.status(), await help.text()).toBe(200);
      const calls = page.getByRole('list', { name: t('admin.night.board.calls') });
      await expect(calls).toContainText(t('admin.night.board.room', { number: room!.number }));
      await expect(tile).toContainText(t('admin.night.board.needsHelp'));
      await expectNoSeriousViolations(page, 'main');
      await page.screenshot({ path: testInfo.outputPath(`rooms-board-${language}.png`), fullPage: true });

      await page
        .getByRole('button', { name: t('admin.night.board.answerRoom', { number: room!.number }) })
        .click();
      await expect(calls).toBeHidden();
      await expect(tile).not.toContainText(t('admin.night.board.needsHelp'));
      expect(errors.errors).toEqual([]);

      // Her section's attendant follows it on her phone: that section's rooms only, at a phone's width.
      const board = (await (
        await request.get(`/api/api/rooms/board?dt=${night.date}`, { headers: auth(admin) })
      ).json()) as { tiles: { room: { id: number; section: { name: string } } }[] };
      const sectionName = board.tiles.find((x) => x.room.id === room!.id)!.room.section.name;
      await page.setViewportSize({ width: 390, height: 844 });
      await page
        .getByRole('combobox', { name: t('admin.night.board.section') })
        .selectOption({ label: sectionName });
      await expect(page).toHaveURL(/[?&]section=\d+/);
      await expect(tile).toBeVisible();
      // The address changes before the page draws the section: waited for, not read once.
      const rooms = page.getByRole('list', { name: t('admin.night.board.rooms') }).getByRole('listitem');
      await expect(rooms.filter({ hasNotText: sectionName })).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth))
        .toBeLessThanOrEqual(390);
      await page.screenshot({
        path: testInfo.outputPath(`rooms-board-phone-${language}.png`),
        fullPage: true,
      });

      // Her visit ends and the room is made ready again, for the journeys after this one.
      for (const status of ['Prep', 'ReadyForMikvah', 'Dressing', 'Done']) {
        const moved = await request.post(`/api/api/reservations/${booked.id}/status/`, {
          headers: auth(admin),
          data: { status },
        });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      await expect(tile).toContainText(t('admin.config.rooms.statuses.NeedsCleaning'));
      const ready = await request.post(`/api/api/rooms/${room!.id}/status`, {
        headers: auth(admin),
        data: { status: 'Ready' },
      });
      expect(ready.status(), await ready.text()).toBe(200);
    } finally {
      await resetClock(request);
    }
  });
}
