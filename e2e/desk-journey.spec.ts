import { expect, test, type APIRequestContext, type Page } from './test';
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
import { auth, deskBook, deskTime, resetClock, sitOnOpenNight } from './night-support';

/*
 * A safer desk (issue 17, point 9), in English and in Hebrew, against the real server. The clock sits
 * at midday on an open weeknight, hours before check-in opens. Four patrons are booked for it: one is
 * canceled, one checked in early by the API with an override. In the browser the admin sees the night
 * named as tonight (and the next one by its date), Here without the canceled one, checks a patron in
 * early (refused, then confirmed), sees one end time, ends the visit only after confirming, and finds
 * the settings by their names, where an http:// banner address is refused. The clock is put back after.
 */

/** Who is here (docs/product/site-and-staff.md §4, a visit under way): never Reserved, Done, Canceled, Replaced or Pending. */
const HERE = [
  'Arrived',
  'Waiting',
  'Assigned',
  'Prep',
  'ReadyForMikvah',
  'ReadyForMikvahNext',
  'InMikvah',
  'Dressing',
];

/** The night as the desk's API lists it (other journeys of the run may have booked on it too). */
async function nightList(request: APIRequestContext, token: string, date: string) {
  const response = await request.get(`/api/api/reservations/day?dt=${date}`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as { reservationCode: string; reservationStatus: string }[];
  return { total: list.length, here: list.filter((r) => HERE.includes(r.reservationStatus)).length, list };
}

/** "Thu, Nov 26" / "יום ה׳, 26 בנוב׳" for a night. */
function dayText(date: string, language: 'en' | 'he'): string {
  return new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A patron's device credentials: texted while the server's clock still runs (a fixed clock never lets a number's minute pass, so a retry could never sign in again). */
async function credentials(request: APIRequestContext, project: string, slot: number) {
  return apiCredentials(request, ownPhone('deskJourney', project, slot).e164);
}

const openReservation = (page: Page, code: string, language: 'en' | 'he') =>
  page.getByRole('button', { name: language === 'he' ? `פתיחת הזמנה ${code}` : `Open reservation ${code}` });

test.describe('a safer desk', () => {
  test.afterAll(async ({ request }) => {
    await resetClock(request);
  });

  test('early check-in asks, Done asks, Here is who came, headings name the night, one end time, settings by name', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desk is used at a desk');
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    // A second run on the same server (a retry) takes four other patrons: the first run's have this
    // night's reservations already, checked in or canceled.
    const firstSlot = testInfo.retry + testInfo.repeatEachIndex === 0 ? 1 : 5;
    const signIns = [
      await credentials(request, project, firstSlot),
      await credentials(request, project, firstSlot + 1),
      await credentials(request, project, firstSlot + 2),
      await credentials(request, project, firstSlot + 3),
    ] as const;
    const night = await sitOnOpenNight(request, -4 * 60);
    const date = night.date;
    const windowOpens = Date.parse(night.openTime!) - 15 * 60_000; // checkinBeforeOpenMinutes: 15
    const admin = await adminToken(request, project);
    // Tokens are dated by the server's clock: taken at the new time.
    const [a, b, c, d] = [
      await passwordToken(request, signIns[0]),
      await passwordToken(request, signIns[1]),
      await passwordToken(request, signIns[2]),
      await passwordToken(request, signIns[3]),
    ];
    const first = await deskBook(request, admin, date, a.userId, true, 0);
    const second = await deskBook(request, admin, date, b.userId, false, 1);
    const canceled = await deskBook(request, admin, date, c.userId, false, 2);
    const fourth = await deskBook(request, admin, date, d.userId, false, 3);

    // The server refuses an early check-in, naming when it opens, and takes it with an override.
    const early = await request.post(`/api/api/reservations/${second.id}/checkin`, { headers: auth(admin) });
    expect(early.status()).toBe(400);
    const refusal = (await early.json()) as { errorMessage: string; checkinOpensAt: string };
    expect(Date.parse(refusal.checkinOpensAt)).toBe(windowOpens);
    expect(refusal.errorMessage).toContain(`Check-in opens at ${deskTime(windowOpens, 'en')}`);
    const overridden = await request.post(`/api/api/reservations/${second.id}/checkin`, {
      headers: auth(admin),
      data: { override: true },
    });
    expect(overridden.status(), await overridden.text()).toBe(200);
    const cancel = await request.post(`/api/api/reservations/${canceled.id}/status/`, {
      headers: auth(admin),
      data: { status: 'Canceled' },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);

    const before = await nightList(request, admin, date);
    expect(before.list.find((r) => r.reservationCode === canceled.reservationCode)?.reservationStatus).toBe(
      'Canceled',
    );
    const errors = watchErrors(page);
    await openAsAdmin(page, request, project, `/admin?dt=${date}`);

    // The night is tonight, and says so; Here counts who came, not the canceled one.
    await expect(page.getByRole('group', { name: "Tonight's attendants" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      `Tonight, ${dayText(date, 'en')} — Reservations: ${before.total}`,
    );
    const here = page.getByRole('button', { name: `Here (${before.here})` });
    await expect(here).toBeVisible();
    await here.click();
    await expect(openReservation(page, second.reservationCode, 'en')).toBeVisible();
    await expect(openReservation(page, canceled.reservationCode, 'en')).toHaveCount(0);
    await page.getByRole('button', { name: /^All / }).click();
    await expectNoSeriousViolations(page, '#night-desk');

    // An early check-in: refused as a question naming when check-in opens; confirmed, she is in.
    await openReservation(page, first.reservationCode, 'en').click();
    const details = page.getByRole('dialog', { name: `Reservation ${first.reservationCode}` });
    // The browser reports the refusal (a 400) in its console: expected here.
    errors.allowRefusals = true;
    await details.getByRole('button', { name: 'Check In' }).click();
    const ask = page.getByRole('dialog', { name: 'Check In' });
    await expect(ask.getByRole('alert')).toHaveText(
      `Check-in opens at ${deskTime(windowOpens, 'en')}. Check in now anyway?`,
    );
    errors.allowRefusals = false;
    await expect(ask.getByRole('button', { name: 'Check In Anyway' })).toBeFocused();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await ask.getByRole('button', { name: 'Check In Anyway' }).click();
    await expect(ask).toBeHidden();
    await expect(details.getByRole('status').filter({ hasText: /^Checked in: room \d+\.$/ })).toBeVisible();

    // One end time, named: the visit's expected end; the timeline names no other.
    await expect(details.getByText('Expected end', { exact: true })).toBeVisible();
    await expect(details.getByText(/^Ends /)).toHaveCount(0);

    // A move within the visit is one step; Done asks first, and Go Back changes nothing.
    const status = details.getByRole('combobox', { name: 'Set status' });
    for (const move of ['Prep', 'ReadyForMikvah', 'Dressing']) {
      await status.selectOption(move);
      await expect(status).toHaveValue(move);
    }
    await status.selectOption('Done');
    const end = page.getByRole('dialog', { name: 'End the visit' });
    await expect(end).toContainText(
      `Mark reservation ${first.reservationCode} (${deskTime(first.reservationTime, 'en')}) Done?`,
    );
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await end.getByRole('button', { name: 'Go Back' }).click();
    await expect(end).toHaveCount(0);
    await expect(status).toHaveValue('Dressing');
    await status.selectOption('Done');
    await end.getByRole('button', { name: 'Mark Done' }).click();
    await expect(details.getByRole('combobox', { name: 'Set status' })).toHaveCount(0);
    await expect(details.getByText('Finished', { exact: true })).toBeVisible();
    await expect(details.getByText('Expected end', { exact: true })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Another night is named by its date.
    await page.getByRole('button', { name: 'Next night' }).click();
    await expect(
      page.getByRole('group', { name: `Attendants on ${dayText(nextDate(date), 'en')}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^${dayText(nextDate(date), 'en')} — Reservations: \\d+$`),
    );
    expect(errors.errors).toEqual([]);

    // Settings by their names; an http:// banner address is refused, in the page and by the server.
    await page.goto('/admin/settings');
    await page.getByRole('searchbox', { name: 'Find a setting' }).fill('banner');
    const banner = page.getByRole('textbox', { name: 'Banner image address' });
    const row = page.locator('li', { has: banner });
    await expect(row.getByText('websiteBannerImage', { exact: true })).toHaveCount(0);
    const saved = await banner.inputValue();
    expect(saved).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//); // loopback http stays allowed
    await banner.fill('http://example.org/banner.png');
    await row.getByRole('button', { name: 'Save Banner image address' }).click();
    const httpsOnly =
      'Must start with https://, a secure address; http:// is allowed only for this computer (localhost, 127.0.0.1 or [::1]).';
    await expect(row.getByRole('alert')).toHaveText(httpsOnly);
    const put = await request.put('/api/api/settings/admin/websiteBannerImage', {
      headers: auth(admin),
      data: { value: 'http://example.org/banner.png' },
    });
    expect(put.status()).toBe(400);
    expect(((await put.json()) as { errorMessage: string }).errorMessage).toContain(httpsOnly);
    const list = (await (await request.get('/api/api/settings')).json()) as { key: string; value: string }[];
    expect(list.find((s) => s.key === 'websiteBannerImage')?.value).toBe(saved);
    await expectNoSeriousViolations(page, 'main');

    // The same desk in Hebrew.
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'he'));
    await page.goto(`/admin?dt=${date}`);
    await expectLanguage(page, 'he');
    await expect(page.getByRole('group', { name: 'הבלניות הערב' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      `הערב, ${dayText(date, 'he')} — הזמנות: ${before.total}`,
    );
    // The first patron's visit has ended: she is no longer here.
    await expect(page.getByRole('button', { name: `כאן (${before.here})` })).toBeVisible();
    await openReservation(page, fourth.reservationCode, 'he').click();
    const hebrew = page.getByRole('dialog', { name: `הזמנה ${fourth.reservationCode}` });
    errors.allowRefusals = true;
    await hebrew.getByRole('button', { name: 'צ׳ק־אין' }).click();
    const askHe = page.getByRole('dialog', { name: 'צ׳ק־אין' });
    await expect(askHe.getByRole('alert')).toHaveText(
      `הצ׳ק־אין נפתח בשעה ${deskTime(windowOpens, 'he')}. לבצע צ׳ק־אין כבר עכשיו?`,
    );
    errors.allowRefusals = false;
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await askHe.getByRole('button', { name: 'צ׳ק־אין בכל זאת' }).click();
    await expect(askHe).toBeHidden();
    await expect(
      hebrew.getByRole('status').filter({ hasText: /^(נרשמה: חדר \d+\.|אין חדר פנוי)/ }),
    ).toBeVisible();
    await expect(hebrew.getByText('סיום צפוי', { exact: true })).toBeVisible();
    await expect(hebrew.getByText(/^מסתיים/)).toHaveCount(0);
    await hebrew.getByRole('button', { name: 'סגירה' }).first().click();
    await expect(page.getByRole('button', { name: `כאן (${before.here + 1})` })).toBeVisible();
    await page.getByRole('button', { name: 'הערב הבא' }).click();
    await expect(
      page.getByRole('group', { name: `הבלניות ב־${dayText(nextDate(date), 'he')}` }),
    ).toBeVisible();

    await page.goto('/admin/settings');
    await expectLanguage(page, 'he');
    await page.getByRole('searchbox').fill('באנר');
    const bannerHe = page.getByRole('textbox', { name: 'כתובת תמונת הבאנר' });
    await bannerHe.fill('http://example.org/banner.png');
    const rowHe = page.locator('li', { has: bannerHe });
    await rowHe.getByRole('button', { name: 'שמירה כתובת תמונת הבאנר' }).click();
    await expect(rowHe.getByRole('alert')).toContainText('http://‎ מותר רק למחשב הזה');
    await expect(page.getByRole('spinbutton', { name: 'מחיר חדר מקלחת' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'main');
    expect(errors.errors).toEqual([]);
  });
});
