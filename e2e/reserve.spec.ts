import { expect, test, type APIRequestContext, type Page } from './test';
import { dismissBanner, expectNoSeriousViolations, labels, signIn, testPhone, useLanguage } from './support';

/*
 * The /reserve journey against the real server on a fresh database: sign in, pick a night, a room and
 * a time, book, see the access code, edit, cancel. Each test signs in with its own number (slots 4-6
 * of its project), so the server's code limits hold across the run.
 */

interface Night {
  date: string;
  closed: boolean;
  shabbosMode: boolean;
  bookingCutoff: string | null;
}

/** Index among the six date tiles of the first night that can be booked and is not Shabbos-mode. */
async function bookableTile(request: APIRequestContext, wantShabbos = false): Promise<number> {
  const nights = ((await (await request.get('/api/api/settings/schedule')).json()) as Night[]).slice(0, 6);
  const clock = (await (await request.get('/api/dev/clock')).json()) as { now: string };
  const now = Date.parse(clock.now);
  const index = nights.findIndex(
    (n) =>
      !n.closed &&
      n.shabbosMode === wantShabbos &&
      n.bookingCutoff !== null &&
      Date.parse(n.bookingCutoff) > now + 60_000,
  );
  return index;
}

const text = {
  en: {
    dateTitle: 'Pick a Date',
    nights: 'Choose a night',
    continue: 'Continue',
    options: 'Room Options',
    shower: 'Shower',
    bath: 'Bath',
    parking: /^Parking/,
    parkingText: 'Access to the Parking Garage requires a one-time security authorization',
    plateLink: 'Add your license plate',
    times: 'Time',
    payment: 'Your Reservation',
    atDoor: 'Pay at the door',
    confirmed: 'Your reservation is confirmed',
    confirmedNext: 'Your access code and how to arrive are on the next screen.',
    code: /^Access code: \d \d \d \d \d$/,
    edit: 'Edit',
    cancel: 'Cancel Reservation',
    canceled: 'Reservation Canceled',
  },
  he: {
    dateTitle: 'בחירת תאריך',
    nights: 'בחירת ערב',
    continue: 'המשך',
    options: 'אפשרויות חדר',
    shower: 'מקלחת',
    bath: 'אמבטיה',
    parking: /^חניה/,
    parkingText: 'הכניסה לחניון מחייבת אישור אבטחה חד־פעמי',
    plateLink: 'הוספת מספר רכב',
    times: 'שעה',
    payment: 'ההזמנה שלך',
    atDoor: 'תשלום בכניסה',
    confirmed: 'ההזמנה שלך אושרה',
    confirmedNext: 'קוד הכניסה והדרך להגיע מחכים לך במסך הבא.',
    code: /^קוד כניסה: \d \d \d \d \d$/,
    edit: 'עריכה',
    cancel: 'ביטול ההזמנה',
    canceled: 'ההזמנה בוטלה',
  },
} satisfies Record<'en' | 'he', Record<string, string | RegExp>>;
type Text = (typeof text)['en'];

/** From the date step: a night, a room, a time, pay at the door; ends on the confirmed reservation. */
async function book(page: Page, tile: number, room: string, t: Text) {
  await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
  await page.getByRole('group', { name: t.nights }).getByRole('button').nth(tile).click();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.options })).toBeVisible();
  await page.getByRole('radio', { name: room, exact: true }).check();
  await page.getByRole('radiogroup', { name: t.times }).getByRole('radio').first().check();
  // The options step's Continue shows the total: "Continue · $36.00".
  await page.getByRole('button', { name: new RegExp(`^${t.continue}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
  await page.getByRole('radio', { name: t.atDoor }).check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  const confirmed = page.getByRole('dialog', { name: t.confirmed });
  await expect(confirmed).toBeVisible();
  // No blank screen: what comes next is said.
  await expect(confirmed).toContainText(t.confirmedNext);
  // The confirmation closes itself after 3 seconds.
  await expect(confirmed).toBeHidden({ timeout: 6_000 });
  await expect(page.getByRole('img', { name: t.code })).toBeVisible();
}

test.describe('Reserve', () => {
  test.beforeEach(async ({ page }) => {
    await dismissBanner(page);
  });

  // One journey, run in each language (Hebrew right to left); each signs in with its own number.
  const journeys = [
    { language: 'en', slot: 4, title: 'a patron' },
    { language: 'he', slot: 5, title: 'in Hebrew, right to left, a patron' },
  ] as const;

  for (const { language, slot, title } of journeys) {
    test(`${title} books a shower (parking refused without a plate), edits it to a bath and cancels`, async ({
      page,
      request,
    }, testInfo) => {
      // Sign-in, a booking, an edit and a cancellation in one journey: more than 30 s on a busy machine.
      test.setTimeout(90_000);
      const t = text[language];
      const tile = await bookableTile(request);
      expect(tile, 'a bookable weeknight among the next six').toBeGreaterThanOrEqual(0);
      await useLanguage(page, language);
      await page.goto('/reserve');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await signIn(page, request, testPhone(testInfo.project.name, slot), labels[language]);

      // A new patron goes straight to the date step, painted light with its nights as an island.
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      await expect(page.locator('[data-island="reserve-date"]')).toHaveCount(1);
      const night = page.getByRole('group', { name: t.nights }).getByRole('button').nth(tile);
      await night.click();
      // The app, started behind the page once she chose, draws the options in place: no page load.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await page.getByRole('radio', { name: t.shower, exact: true }).check();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await expect(page).toHaveURL(/\/reserve\?view=reserve-options$/);
      // Her record has no plate: parking opens the authorization modal instead of being ticked.
      const parkingBox = page.getByRole('checkbox', { name: t.parking });
      await expect(parkingBox).toBeEnabled();
      await parkingBox.click();
      const parking = page.getByRole('dialog');
      await expect(parking).toContainText(t.parkingText);
      await expect(parking.getByRole('link', { name: t.plateLink })).toHaveAttribute(
        'href',
        '/license-plate',
      );
      await page.keyboard.press('Escape');
      await expect(parking).toBeHidden();
      await expect(parkingBox).not.toBeChecked();
      await expectNoSeriousViolations(page);
      // Back is her nights again, drawn by the app, the night she chose still chosen.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      await expect(night).toHaveAttribute('aria-pressed', 'true');

      await book(page, tile, t.shower, t);
      await expect(page.getByRole('main')).toContainText(t.shower);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: t.edit, exact: true }).click();
      await book(page, tile, t.bath, t);
      await expect(page.getByRole('main')).toContainText(t.bath);

      await page.getByRole('button', { name: t.cancel }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.cancel }).click();
      await expect(page.getByText(t.canceled)).toBeVisible();
      // Focus is on what replaced the canceled view, not on the page's body.
      await expect(page.getByText(t.canceled)).toBeFocused();
    });
  }

  test('a Friday or Yom Tov night offers no room choice and no parking', async ({
    page,
    request,
  }, testInfo) => {
    // Noon on the coming Tuesday (facility time): the six nights then include a Friday.
    const now = new Date(((await (await request.get('/api/dev/clock')).json()) as { now: string }).now);
    const tuesday = new Date(now.getTime() + ((2 - now.getUTCDay() + 7) % 7 || 7) * 86_400_000);
    tuesday.setUTCHours(20, 0, 0, 0);
    await request.post('/api/dev/clock', { data: { now: tuesday.toISOString() } });
    const tile = await bookableTile(request, true);
    expect(tile).toBeGreaterThanOrEqual(0);
    await page.goto('/reserve');
    await signIn(page, request, testPhone(testInfo.project.name, 6));
    await page.getByRole('group', { name: 'Choose a night' }).getByRole('button').nth(tile).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Room Options' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Shower', exact: true })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Bath', exact: true })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /Parking/ })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
  });

  test.afterEach(async ({ request }) => {
    await request.post('/api/dev/clock', { data: { now: null } });
  });
});
