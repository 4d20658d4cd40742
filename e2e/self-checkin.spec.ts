import { expect, test, type Page } from './test';
import {
  adminToken,
  apiCredentials,
  expectLanguage,
  expectNoSeriousViolations,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  watchErrors,
} from './support';
import { auth, deskBook, resetClock, sitOnOpenNight } from './night-support';

/*
 * Self check-in (issue 19, point 1) against the real server, on her phone: the clock sits ten minutes
 * after an open weeknight opens. An administrator unlocks a kiosk through the API; the lobby tablet
 * opens its link, keeps the token, and checks one patron in by her access code, showing only her room
 * or waiting code. Another patron, at the mikvah by the browser's position, presses "I'm here" on her
 * reservation and sees the same. Both views are checked with axe, with no console error. The clock is
 * put back after.
 */

// The facility's default location (settings locationLat, locationLong).
const AT_THE_MIKVAH = { latitude: 34.0522, longitude: -118.2437 };
const ARRIVED =
  /^(Your room is ready: room \S+, section .+\.|You are checked in\. Your waiting code is \d{3}\..*)$/;
const LIVE_ARRIVED = /Your room is ready: room \S+, section .+\.|Waiting — you are number \d+ in line/;

async function typeOnKeypad(page: Page, code: string) {
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const digit of code) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Check in' }).click();
}

test.describe('self check-in', () => {
  test.afterAll(async ({ request }) => {
    await resetClock(request);
  });

  test('the lobby kiosk checks her in by code; on her phone, "I\'m here" does', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'her phone, and a tablet of the same size');
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    // Texted while the server's clock still runs: a fixed clock never lets a number's minute pass, and a
    // retry would wait for it for ever.
    const signIns = [
      await apiCredentials(request, ownPhone('selfCheckin', project, 0).e164),
      await apiCredentials(request, ownPhone('selfCheckin', project, 1).e164),
    ] as const;
    const night = await sitOnOpenNight(request, 10);
    const admin = await adminToken(request, project);
    // Tokens are dated by the server's clock: taken at the new time.
    const [atKiosk, atHome] = [
      await passwordToken(request, signIns[0]),
      await passwordToken(request, signIns[1]),
    ];
    const first = await deskBook(request, admin, night.date, atKiosk.userId, false, 0);
    const second = await deskBook(request, admin, night.date, atHome.userId, false, 1);

    // An administrator unlocks the kiosk; the tablet opens the link it was given.
    const made = await request.post('/api/api/devices', {
      headers: auth(admin),
      data: { kind: 'kiosk', name: 'Lobby tablet' },
    });
    expect(made.status(), await made.text()).toBe(200);
    const { token } = ((await made.json()) as { result: { token: string } }).result;
    const errors = watchErrors(page);
    // The refusal below answers 400, which the browser logs.
    errors.allowRefusals = true;
    await useLanguage(page, 'en');
    await page.goto(`/kiosk#token=${token}`);
    await expectLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Check in' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Keypad' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await expectNoSeriousViolations(page);
    await typeOnKeypad(page, first.reservationCode);
    await expect(page.getByRole('status')).toHaveText(ARRIVED);
    // The same code again: already checked in, said in her language.
    await page.getByRole('button', { name: 'Done' }).click();
    await typeOnKeypad(page, first.reservationCode);
    await expect(page.getByRole('alert')).toHaveText('This reservation is already checked in.');

    // On her phone, at the mikvah.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(AT_THE_MIKVAH);
    await startSignedInAs(page, atHome);
    await page.goto('/reserve');
    // Her one upcoming reservation opens by itself.
    await page.getByRole('button', { name: "I'm here" }).click();
    // Her visit, live, says it once: her room, or her place in line and her waiting code.
    await expect(page.getByRole('status').filter({ hasText: LIVE_ARRIVED })).toBeVisible();
    await expect(page.getByText(/Your room is ready|Your waiting code is/)).toHaveCount(1);
    await expectNoSeriousViolations(page);
    const reservation = await request.get(`/api/api/reservations/${second.id}`, {
      headers: auth(atHome.access_token),
    });
    expect(['Assigned', 'Waiting']).toContain(
      ((await reservation.json()) as { reservationStatus: string }).reservationStatus,
    );
    expect(errors.errors).toEqual([]);
  });
});
