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
import { auth, deskBook, type OpenNight } from './night-support';

/*
 * "Charge on terminal" at the desk, against the real server and its sandbox's simulated readers, in
 * English and in Hebrew: the desk this computer stands at is reception east (west on the phone
 * project, so the two projects never share a reader); its reader asks for her card, a declined test
 * card is said, another card is approved, and the balance is paid.
 */
const texts = {
  en: {
    open: (code: string) => `Open reservation ${code}`,
    details: (code: string) => `Reservation ${code}`,
    pay: (code: string) => `Payments of ${code}`,
    charge: 'Charge on terminal',
    waiting: /^Waiting for her card on the terminal at reception (east|west)…$/,
    testDecline: 'Test card: declined',
    testApprove: 'Test card: approved',
    declined: 'Declined: Your card was declined.',
    again: 'Try another card',
    approved: /^Approved: \$[\d.]+ was paid\.$/,
    paidUp: 'Balance due: $0.00',
  },
  he: {
    open: (code: string) => `פתיחת הזמנה ${code}`,
    details: (code: string) => `הזמנה ${code}`,
    pay: (code: string) => `תשלומים להזמנה ${code}`,
    charge: 'חיוב במסוף',
    waiting: /^ממתינים לכרטיס שלה במסוף בקבלה (מזרח|מערב)…$/,
    testDecline: 'כרטיס בדיקה: נדחה',
    testApprove: 'כרטיס בדיקה: מאושר',
    declined: 'נדחה: הכרטיס שלך נדחה.',
    again: 'לנסות כרטיס אחר',
    approved: /^אושר: שולמו .+\.$/,
    paidUp: null,
  },
} as const;

test.describe('charge on terminal', () => {
  test('the desk charges her card on its terminal: declined, then approved, in English and Hebrew', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const [terminal, key, reader] =
      project === 'phone'
        ? (['ReceptionWest', 'terminalReceptionWest', 'tmr_WestDeskE2e'] as const)
        : (['ReceptionEast', 'terminalReceptionEast', 'tmr_EastDeskE2e'] as const);
    const adminApi = await adminToken(request, project);
    const put = await request.put(`/api/api/settings/admin/${key}`, {
      headers: auth(adminApi),
      data: { value: reader },
    });
    expect(put.status(), await put.text()).toBe(200);
    const nights = (await (await request.get('/api/api/settings/schedule')).json()) as OpenNight[];
    const night = nights.filter((n) => !n.closed && !n.shabbosMode && n.openTime)[1]!.date;

    for (const [slot, language] of [
      [1, 'en'],
      [2, 'he'],
    ] as const) {
      const patron = await passwordToken(
        request,
        await apiCredentials(request, ownPhone('cardTerminal', project, slot).e164),
      );
      const booked = await deskBook(request, adminApi, night, patron.userId, false, slot);
      const say = texts[language];
      const errors = watchErrors(page);
      if (language === 'en') {
        await page.addInitScript((desk) => localStorage.setItem('deskPrinterId', desk), terminal);
        await openAsAdmin(page, request, project, `/admin?dt=${night}`, language);
      } else {
        await page.evaluate(() => localStorage.setItem('selectedLanguage', 'he'));
        await page.goto(`/admin?dt=${night}`);
        await expectLanguage(page, 'he');
      }
      await page.getByRole('button', { name: say.open(booked.reservationCode) }).click();
      const details = page.getByRole('dialog', { name: say.details(booked.reservationCode) });
      await details.getByRole('button', { name: say.charge, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: say.pay(booked.reservationCode) });
      await dialog.getByRole('button', { name: say.charge, exact: true }).click();
      await expect(dialog.getByRole('status').filter({ hasText: say.waiting })).toBeVisible();
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await page.screenshot({ path: testInfo.outputPath(`waiting-${language}.png`), fullPage: true });

      await dialog.getByRole('button', { name: say.testDecline }).click();
      await expect(dialog.getByRole('status').filter({ hasText: say.declined })).toBeVisible();
      await dialog.getByRole('button', { name: say.again }).click();
      await expect(dialog.getByRole('status').filter({ hasText: say.waiting })).toBeVisible();
      await dialog.getByRole('button', { name: say.testApprove }).click();
      await expect(dialog.getByRole('status').filter({ hasText: say.approved })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`approved-${language}.png`), fullPage: true });
      if (say.paidUp !== null) await expect(dialog.getByText(say.paidUp)).toBeVisible();
      // The payment is the reservation's, once.
      const seen = await request.get(`/api/api/reservations/${booked.id}/details`, {
        headers: auth(adminApi),
      });
      const staff = (await seen.json()) as { balance: number; payments: { amount: number }[] };
      expect(staff.balance).toBe(0);
      expect(staff.payments.filter((p) => p.amount > 0)).toHaveLength(1);
      expect(errors.errors).toEqual([]);
    }
  });
});
