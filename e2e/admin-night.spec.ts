import { expect, test } from './test';
import {
  adminToken,
  apiCredentials,
  expectLanguage,
  expectNoSeriousViolations,
  openAsAdmin,
  ownPhone,
  passwordToken,
  watchErrors,
} from './support';
import { auth, deskBook, resetClock, sitOnOpenNight } from './night-support';

/*
 * The night at the desk, against the real server: the clock sits half an hour into an open weeknight;
 * two patrons are booked for it by the desk; in the browser the admin checks the first in, moves her
 * Prep → ReadyForMikvah → Dressing → Done, checks the second in while no room fits (so she waits),
 * lends her a cubicle and prints a receipt on a desk without a printer address (the page prints the
 * receipt itself). Then one pass of the list in Hebrew. The rooms and the clock are put back after.
 */

interface Room {
  id: number;
  number: string;
  type: string;
  status: string;
  reservation: unknown;
}

test.describe('the night at the desk', () => {
  let night = '';
  let adminApi = '';
  const offline: number[] = [];

  test.afterAll(async ({ request }) => {
    if (adminApi) {
      for (const id of offline) {
        await request.post(`/api/api/rooms/${id}/status`, {
          headers: auth(adminApi),
          data: { status: 'Available' },
        });
      }
    }
    await resetClock(request);
  });

  test('check in, the visit statuses, a cubicle while waiting, a receipt, and the list in Hebrew', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    night = (await sitOnOpenNight(request, 30)).date;
    // Two sessions of the admin number: one for the API calls, one for the browser (tokens rotate).
    adminApi = await adminToken(request, project);
    const first = await passwordToken(
      request,
      await apiCredentials(request, ownPhone('adminNight', project, 1).e164),
    );
    const second = await passwordToken(
      request,
      await apiCredentials(request, ownPhone('adminNight', project, 2).e164),
    );
    const bath = await deskBook(request, adminApi, night, first.userId, true, 0);
    const shower = await deskBook(request, adminApi, night, second.userId, false, 1);

    // Chromium's print dialog never opens in a test: the receipt window records the call instead.
    await context.addInitScript(() => {
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    const errors = watchErrors(page);
    await openAsAdmin(page, request, project, `/admin?dt=${night}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Open reservation ${bath.reservationCode}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Open reservation ${shower.reservationCode}` }),
    ).toBeVisible();
    // The page's own content (the shared administration navigation above it is checked on its own).
    await expectNoSeriousViolations(page, '#night-desk');

    // Check in the first: she gets a room.
    await page.getByRole('button', { name: `Open reservation ${bath.reservationCode}` }).press('Enter');
    const details = page.getByRole('dialog', { name: `Reservation ${bath.reservationCode}` });
    await expect(details.getByRole('button', { name: 'Check In' })).toBeVisible();
    await expect(details.getByText(`+${first.userName}`)).toBeVisible();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    // One press: no question (Cancel Check In undoes it), and the details say her room.
    await details.getByRole('button', { name: 'Check In' }).click();
    await expect(details.getByRole('status').filter({ hasText: /^Checked in: room \d+\.$/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Check In' })).toHaveCount(0);

    // The visit's statuses, from the dropdown; each reloads the details.
    const status = details.getByRole('combobox', { name: 'Set status' });
    for (const [value, label] of [
      ['Prep', 'Prep'],
      ['ReadyForMikvah', 'Ready for Mikvah'],
      ['Dressing', 'Dressing'],
    ] as const) {
      await status.selectOption(value);
      await expect(status).toHaveValue(value);
      await expect(details.getByRole('cell', { name: label }).last()).toBeVisible();
    }
    // Done ends the visit: it is confirmed first.
    await status.selectOption('Done');
    await page
      .getByRole('dialog', { name: 'End the visit' })
      .getByRole('button', { name: 'Mark Done' })
      .click();
    await expect(details.getByRole('combobox', { name: 'Set status' })).toHaveCount(0);
    await expect(details.getByRole('cell', { name: 'Done' })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: /^Completed \(1\)$/ }).click();
    await expect(
      page.getByRole('button', { name: `Open reservation ${bath.reservationCode}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: /^All / }).click();

    // No shower or bath room fits any more: the second waits, and gets a cubicle.
    const rooms = (await (
      await request.get(`/api/api/rooms?dt=${night}`, { headers: auth(adminApi) })
    ).json()) as Room[];
    for (const room of rooms.filter((r) => (r.type === 'shower' || r.type === 'bath') && !r.reservation)) {
      const set = await request.post(`/api/api/rooms/${room.id}/status`, {
        headers: auth(adminApi),
        data: { status: 'Offline' },
      });
      expect(set.status(), await set.text()).toBe(200);
      offline.push(room.id);
    }
    await page.getByRole('button', { name: `Open reservation ${shower.reservationCode}` }).click();
    const waiting = page.getByRole('dialog', { name: `Reservation ${shower.reservationCode}` });
    await waiting.getByRole('button', { name: 'Check In' }).click();
    await expect(waiting.getByRole('status').filter({ hasText: /waiting code \d{3}\.$/ })).toBeVisible();
    await expect(waiting.getByText('Waiting code', { exact: true })).toBeVisible();
    await waiting.getByRole('button', { name: 'Request Cubicle' }).click();
    const cubicle = page.getByRole('dialog', { name: 'Request Cubicle' });
    await cubicle.getByRole('button', { name: 'Request Cubicle' }).click();
    await expect(cubicle.getByText(/^Cubicle C\d is hers while she waits\.$/)).toBeVisible();
    await cubicle.getByRole('button', { name: 'OK' }).click();
    await expect(waiting.getByRole('button', { name: 'Request Cubicle' })).toHaveCount(0);
    await expect(waiting.getByRole('button', { name: 'Cancel Check In' })).toBeVisible();
    await waiting.getByRole('button', { name: 'Close' }).first().click();

    // A desk without a printer address: the receipt opens in a window of its own and prints there.
    await page.getByRole('combobox', { name: 'Receipt printer at this desk' }).selectOption('ReceptionEast');
    await page.getByRole('button', { name: `Open reservation ${bath.reservationCode}` }).click();
    const receiptOf = page.getByRole('dialog', { name: `Reservation ${bath.reservationCode}` });
    const popup = page.waitForEvent('popup');
    await receiptOf.getByRole('button', { name: 'Print Receipt' }).click();
    const receipt = await popup;
    await expect(receipt.locator('body')).toContainText(
      new RegExp(bath.reservationCode.split('').join('\\s*')),
    );
    await expect
      .poll(() => receipt.evaluate(() => (window as unknown as { printed?: boolean }).printed))
      .toBe(true);
    await receipt.close();
    await receiptOf.getByRole('button', { name: 'Close' }).first().click();
    expect(errors.errors).toEqual([]);

    // The list in Hebrew, right to left.
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'he'));
    await page.reload();
    await expectLanguage(page, 'he');
    await expect(page.getByRole('heading', { level: 1, name: 'ניהול' })).toBeVisible();
    await expect(page.getByRole('button', { name: `פתיחת הזמנה ${bath.reservationCode}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^הסתיימו \(1\)$/ })).toBeVisible();
    await expectNoSeriousViolations(page, '#night-desk');
    expect(errors.errors).toEqual([]);
  });
});
