import { expect, test, type APIRequestContext } from './test';
import {
  adminToken,
  apiCredentials,
  expectNoSeriousViolations,
  openAsAdmin,
  ownPhone,
  passwordToken,
  watchErrors,
} from './support';
import { auth, deskBook, freeShowerRoom, resetClock, sitOnOpenNight } from './night-support';

/*
 * Check-in at the desk in two clicks (issue 33, point 13), in English and in Hebrew, against the real
 * server, on an open night half an hour after opening: the row opens her details, Check In checks her
 * in to the room check-in chooses and says which; for the exception, Choose a room lists the free
 * rooms that fit her and Check In gives the one picked. The Waiting filter counts only the women
 * still without a room, not those already in one.
 */

const text = {
  en: {
    open: (code: string) => `Open reservation ${code}`,
    details: (code: string) => `Reservation ${code}`,
    checkIn: 'Check In',
    checkInTo: (room: string) => `Check In to room ${room}`,
    checkedIn: (room: string) => `Checked in: room ${room}.`,
    anyRoom: /^Checked in: room \d+\.$/,
    chooseRoom: 'Choose a room',
    room: 'Room',
    waiting: (n: number) => `Waiting (${n})`,
    close: 'Close',
    asked: 'Asked for: Towel',
    roomHeading: (room: string) => `Room ${room}`,
  },
  he: {
    open: (code: string) => `פתיחת הזמנה ${code}`,
    details: (code: string) => `הזמנה ${code}`,
    checkIn: 'צ׳ק־אין',
    checkInTo: (room: string) => `צ׳ק־אין לחדר ${room}`,
    checkedIn: (room: string) => `נרשמה: חדר ${room}.`,
    anyRoom: /^נרשמה: חדר \d+\.$/,
    chooseRoom: 'בחירת חדר',
    room: 'חדר',
    waiting: (n: number) => `ממתינות (${n})`,
    close: 'סגירה',
    asked: 'ביקשה: Towel',
    roomHeading: (room: string) => `חדר ${room}`,
  },
} as const;

async function waitingCount(request: APIRequestContext, token: string, night: string): Promise<number> {
  const response = await request.get(`/api/api/reservations/day?dt=${night}`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as { reservationStatus: string }[];
  return list.filter((r) => r.reservationStatus === 'Waiting').length;
}

test.describe('check-in in two clicks, a room chosen for the exception', () => {
  test.afterAll(async ({ request }) => {
    await resetClock(request);
  });

  for (const language of ['en', 'he'] as const) {
    test(`the usual case and the exception (${language})`, async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      const t = text[language];
      const project = testInfo.project.name;
      const slot = (language === 'en' ? 1 : 4) + (testInfo.retry > 0 ? 2 : 0);
      const [first, second] = [
        await apiCredentials(request, ownPhone('adminCheckIn', project, slot).e164),
        await apiCredentials(request, ownPhone('adminCheckIn', project, slot + 1).e164),
      ];
      const night = (await sitOnOpenNight(request, 30)).date;
      const admin = await adminToken(request, project);
      const [a, b] = [await passwordToken(request, first), await passwordToken(request, second)];
      await freeShowerRoom(request, admin, night);
      const usual = await deskBook(request, admin, night, a.userId, false, 0);
      const exception = await deskBook(request, admin, night, b.userId, false, 1);
      const errors = watchErrors(page);
      await openAsAdmin(page, request, project, `/admin?dt=${night}`, language);

      // Click 1 opens her details, click 2 checks her in: no question, and it says her room.
      await page.getByRole('button', { name: t.open(usual.reservationCode) }).click();
      const details = page.getByRole('dialog', { name: t.details(usual.reservationCode) });
      await details.getByRole('button', { name: t.checkIn, exact: true }).click();
      await expect(details.getByRole('status').filter({ hasText: t.anyRoom })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await details.getByRole('button', { name: t.close }).first().click();

      // She is in a room, so she is not counted as waiting.
      await expect(
        page.getByRole('button', { name: t.waiting(await waitingCount(request, admin, night)) }),
      ).toBeVisible();

      // The exception: a room of the desk's choosing, among those that may take her.
      await page.getByRole('button', { name: t.open(exception.reservationCode) }).click();
      const other = page.getByRole('dialog', { name: t.details(exception.reservationCode) });
      await other.getByRole('button', { name: t.chooseRoom }).click();
      const chooser = other.getByRole('combobox', { name: t.room });
      await expect(chooser.locator('option').first()).toBeAttached();
      const options = await chooser
        .locator('option')
        .evaluateAll((all) =>
          all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })),
        );
      const picked = options[options.length - 1]!;
      const number = /(\d+)/.exec(picked.text)![1]!;
      await chooser.selectOption(picked.value);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await other.getByRole('button', { name: t.checkInTo(number) }).click();
      await expect(other.getByRole('status').filter({ hasText: t.checkedIn(number) })).toBeVisible();
      await other.getByRole('button', { name: t.close }).first().click();

      // Point 12: her room asks for a towel; her row and her room's tile say so, without opening her.
      const asked = await request.post(`/api/api/rooms/${picked.value}/supplies`, {
        headers: auth(admin),
        data: { item: 'Towel' },
      });
      expect(asked.status(), await asked.text()).toBe(200);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: t.open(exception.reservationCode) }) });
      await expect(row.getByText(t.asked, { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, '#night-desk');
      await page.goto(`/admin/board?dt=${night}`);
      const tile = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: t.roomHeading(number), exact: true }) });
      await expect(tile.getByText(t.asked, { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'main');
      expect(errors.errors, 'console errors').toEqual([]);
    });
  }
});
