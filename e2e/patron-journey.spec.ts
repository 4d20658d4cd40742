import { readFileSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  apiCredentials,
  dismissBanner,
  expectNoSeriousViolations,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  type Language,
  type TokenAnswer,
} from './support';

/*
 * The patron's reserve journey as she lives it, on her phone, in English and in Hebrew: a declined card
 * said by the card form and corrected; the confirmation and what it leaves her (summary, access code,
 * Add to calendar); cancel and edit that say what happens to her money and her code; her list; and the
 * taps a returning patron needs from the home page to a paid reservation. Signed in through the API
 * (these journeys are not about signing in); each test has its own number and nights.
 */

const text = {
  en: {
    steps: 'Booking steps',
    dateTitle: 'Pick a Date',
    nights: 'Choose a night',
    continue: 'Continue',
    options: 'Room Options',
    shower: 'Shower',
    manicure: /^Salon: manicure polish/,
    times: 'Time',
    payment: 'Your Reservation',
    newCard: 'New credit card',
    savedVisa: 'Visa ending in 4242',
    chargeCard: 'Charge Card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    postalCode: 'Postal code',
    declined: /Your card was declined\./,
    confirmed: 'Your reservation is confirmed',
    code: /^Access code: \d \d \d \d \d$/,
    paid: 'Paid',
    due: (amount: string) => `${amount} due`,
    addToCalendar: 'Add to calendar',
    cancel: 'Cancel Reservation',
    keep: 'Keep it',
    willRefund: (amount: string) => `${amount} will be refunded to your card.`,
    edit: 'Edit',
    total: 'Total',
    alreadyPaid: 'Already paid',
    difference: 'Difference',
    totalAndPaid: (total: string, paid: string) => `Total ${total} · Already paid ${paid}`,
    continueDifference: (amount: string) => `Continue · Difference ${amount}`,
    continueTotal: (amount: string) => `Continue · Total ${amount}`,
    codeSame: 'Your access code has not changed.',
    listHeading: 'My reservations',
    earlier: 'Past and changed',
    replaced: 'Replaced',
    book: 'Book Your Visit',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Motzei Shabbos'],
    paidSms: 'Paid in full.',
  },
  he: {
    steps: 'שלבי ההזמנה',
    dateTitle: 'בחירת תאריך',
    nights: 'בחירת ערב',
    continue: 'המשך',
    options: 'אפשרויות חדר',
    shower: 'מקלחת',
    manicure: /^סלון: לק ידיים(?! ורגליים)/,
    times: 'שעה',
    payment: 'ההזמנה שלך',
    newCard: 'כרטיס אשראי חדש',
    savedVisa: 'Visa המסתיים בספרות 4242',
    chargeCard: 'חיוב הכרטיס',
    number: 'מספר הכרטיס',
    expiry: 'תוקף',
    cvc: 'קוד אבטחה (CVC)',
    postalCode: 'מיקוד',
    // The provider's sentence, in her language once the server's messages are (or as the sandbox says it).
    declined: /Your card was declined\.|נדח/,
    confirmed: 'ההזמנה שלך אושרה',
    code: /^קוד כניסה: \d \d \d \d \d$/,
    paid: 'שולם',
    due: (amount: string) => `לתשלום: ${amount}`,
    addToCalendar: 'הוספה ליומן',
    cancel: 'ביטול ההזמנה',
    keep: 'לא, להשאיר את ההזמנה',
    willRefund: (amount: string) => `הסכום ${amount} יוחזר לכרטיס שלך.`,
    edit: 'עריכה',
    total: 'סך הכול',
    alreadyPaid: 'שולם כבר',
    difference: 'הפרש',
    totalAndPaid: (total: string, paid: string) => `סך הכול ${total} · שולם כבר ${paid}`,
    continueDifference: (amount: string) => `המשך · הפרש ${amount}`,
    continueTotal: (amount: string) => `המשך · סך הכול ${amount}`,
    codeSame: 'קוד הכניסה שלך לא השתנה.',
    listHeading: 'ההזמנות שלי',
    earlier: 'קודמות, שהוחלפו ושבוטלו',
    replaced: 'הוחלפה',
    book: 'קביעת תור',
    weekdays: ['יום ראשון', 'יום שני', 'יום שלישי', 'יום רביעי', 'יום חמישי', 'יום שישי', 'מוצאי שבת'],
    paidSms: 'שולם במלואו.',
  },
} as const;
type Text = (typeof text)[Language];

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

interface Night {
  date: string;
  dayOfWeek: number;
  closed: boolean;
  shabbosMode: boolean;
  openTime: string | null;
  bookingCutoff: string | null;
}

/** The six nights of the date step, with each one's tile index, and the server's now. */
async function sixNights(request: APIRequestContext) {
  const nights = ((await (await request.get('/api/api/settings/schedule')).json()) as Night[]).slice(0, 6);
  const clock = (await (await request.get('/api/dev/clock')).json()) as { now: string };
  const now = Date.parse(clock.now);
  const bookable = nights
    .map((night, tile) => ({ ...night, tile }))
    .filter(
      (n) =>
        !n.closed && !n.shabbosMode && n.bookingCutoff !== null && Date.parse(n.bookingCutoff) > now + 60_000,
    );
  return { nights, bookable, now };
}

async function prices(request: APIRequestContext) {
  const list = (await (await request.get('/api/api/settings')).json()) as { key: string; value: string }[];
  const price = (key: string) => Number(list.find((s) => s.key === key)?.value);
  return { shower: price('priceShower'), manicure: price('priceSalonManicure') };
}

/** A patron signed in through the API (her own number), the page in `language`. */
async function signedInPatron(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  slot: number,
  language: Language,
): Promise<{ answer: TokenAnswer; e164: string }> {
  const { e164 } = ownPhone('patronJourney', testInfo.project.name, slot);
  const answer = await passwordToken(request, await apiCredentials(request, e164));
  await useLanguage(page, language);
  await dismissBanner(page);
  await startSignedInAs(page, answer);
  return { answer, e164 };
}

const bearer = (answer: TokenAnswer) => ({ Authorization: `Bearer ${answer.access_token}` });

interface Booked {
  id: string;
  reservationCode: string;
  reservationTime: string;
  balance: number;
}

/** Books a shower (and extras) on `date` at its first free time, through the API. */
async function bookThroughApi(
  request: APIRequestContext,
  answer: TokenAnswer,
  date: string,
  extras: { salonManicure?: boolean } = {},
): Promise<Booked> {
  const slots = (await (
    await request.get(`/api/api/reservations/availablereservations?dt=${date}`, { headers: bearer(answer) })
  ).json()) as { timeSlot: string; availableReservations: Record<string, boolean | number>[] }[];
  const salonAfter = !!extras.salonManicure;
  const free = slots.find((s) =>
    s.availableReservations.some(
      (a) =>
        !a.bath &&
        !a.handicapped &&
        !a.kallah &&
        !a.parking &&
        !a.doubleSlot &&
        !!a.salonAfter === salonAfter &&
        Number(a.available) > 0,
    ),
  );
  expect(free, `a free time on ${date}`).toBeTruthy();
  const response = await request.post('/api/api/reservations/newreservation?v=1', {
    headers: bearer(answer),
    data: {
      reservationDate: date,
      reservationTime: free!.timeSlot,
      bath: false,
      handicapped: false,
      kallah: false,
      doubleSlot: false,
      parking: false,
      salonManicure: salonAfter,
      salonBoth: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: Booked }).result;
}

/** Pays a reservation with a new Visa 4242 saved to her account, through the API. */
async function payThroughApi(request: APIRequestContext, answer: TokenAnswer, booked: Booked) {
  const token = await request.post('/api/api/payments/sandbox/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '90210' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const paid = await request.post('/api/api/payments/makepayment', {
    headers: { ...bearer(answer), 'Idempotency-Key': `journey-${booked.id}` },
    data: {
      method: 'creditcard',
      amt: booked.balance,
      reservationId: booked.id,
      userId: answer.userId,
      sourceToken: ((await token.json()) as { id: string }).id,
      saveCard: true,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

async function typeCard(page: Page, t: Text, number: string) {
  await page.getByRole('textbox', { name: t.number }).fill(number);
  await page.getByRole('textbox', { name: t.expiry }).fill('12/34');
  await page.getByRole('textbox', { name: t.cvc }).fill('123');
  await page.getByRole('textbox', { name: t.postalCode }).fill('90210');
}

/** The step indicator marks `current` (1-based) as the current step. */
async function expectStep(page: Page, t: Text, current: number) {
  const steps = page.getByRole('list', { name: t.steps }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(current - 1)).toHaveAttribute('aria-current', 'step');
}

/**
 * The view fits every phone from 320 px: no horizontal scroll; text inside the date tiles; every radio
 * and checkbox row a full-size touch target; expiry and security code on one line when side by side;
 * one filled (primary) button. Back to the project's viewport at the end.
 */
async function expectFits(page: Page) {
  const original = page.viewportSize()!;
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const fit = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const tiles = [...main.querySelectorAll<HTMLElement>('button[aria-pressed]')].filter(
        (tile) => tile.scrollWidth > tile.clientWidth + 1,
      );
      const small = [
        ...main.querySelectorAll<HTMLElement>('label:has(input[type="radio"], input[type="checkbox"])'),
      ]
        .map((row) => row.getBoundingClientRect())
        .filter((box) => box.height < 44 || box.width < 44);
      const primaries = [...main.querySelectorAll<HTMLElement>('.mantine-Button-root')].filter(
        (b) => b.dataset.variant === 'filled',
      );
      const expiry = main.querySelector('input[name="exp-date"]')?.getBoundingClientRect();
      const cvc = main.querySelector('input[name="cvc"]')?.getBoundingClientRect();
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        clippedTiles: tiles.length,
        smallTargets: small.length,
        primaries: primaries.length,
        // Side by side (same column band or not), their boxes share a top edge and a height.
        cardFields:
          expiry && cvc && Math.abs(expiry.left - cvc.left) > 1
            ? Math.abs(expiry.top - cvc.top) + Math.abs(expiry.height - cvc.height)
            : 0,
      };
    });
    expect(fit, `at ${width} px`).toEqual({
      overflow: 0,
      clippedTiles: 0,
      smallTargets: 0,
      primaries: 1,
      cardFields: 0,
    });
  }
  await page.setViewportSize(original);
}

/** The confirmation texts (SMS) sent to `e164` for the reservation with access code `code`. */
async function confirmationTexts(request: APIRequestContext, e164: string, code: string) {
  const all = (await (await request.get(`/api/dev/messages?to=${encodeURIComponent(e164)}`)).json()) as {
    channel: string;
    body: string;
  }[];
  return all.filter((m) => m.channel === 'sms' && m.body.includes(code) && /confirmed|אושר/.test(m.body));
}

/** The access code the success view shows, as its digits. */
async function shownCode(page: Page, t: Text): Promise<string> {
  return ((await page.getByRole('img', { name: t.code }).getAttribute('aria-label')) ?? '').replace(
    /\D/g,
    '',
  );
}

for (const language of ['en', 'he'] as const) {
  const t = text[language];

  test.describe(`The patron's journey (${language})`, () => {
    test('a declined card is said by the card form; she corrects it and pays; her confirmation is worth keeping', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const slot = language === 'en' ? 0 : 1;
      const { answer, e164 } = await signedInPatron(page, request, testInfo, slot, language);
      const { nights, bookable } = await sixNights(request);
      const night = bookable[0];
      expect(night, 'a bookable weeknight among the next six').toBeTruthy();
      const price = await prices(request);

      await page.goto('/reserve');
      // A new patron: straight to the date step, the first of three.
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      await expectStep(page, t, 1);
      // docs/product/site-and-staff.md §9: each tile names its night as /hours does ('Motzei Shabbos' for Saturday night).
      const tiles = page.getByRole('group', { name: t.nights }).getByRole('button');
      for (const [index, n] of nights.entries())
        if (index > 0) await expect(tiles.nth(index)).toContainText(t.weekdays[n.dayOfWeek]!);
      await expectFits(page);

      await tiles.nth(night!.tile).click();
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.options })).toBeVisible();
      await expectStep(page, t, 2);
      // No total before a room is chosen; the room says its price.
      await expect(page.getByRole('button', { name: t.continue, exact: true })).toBeDisabled();
      const shower = page.getByRole('radio', { name: t.shower, exact: true });
      await expect(shower).toHaveAccessibleDescription(money(price.shower));
      await shower.check();
      await page.getByRole('radiogroup', { name: t.times }).getByRole('radio').first().check();
      await expectFits(page);
      await page.getByRole('button', { name: t.continueTotal(money(price.shower)) }).click();

      await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
      await expectStep(page, t, 3);
      await expect(page.getByRole('radio', { name: t.newCard })).toBeChecked();
      await typeCard(page, t, '4000000000000002');
      await page.getByRole('button', { name: t.chargeCard }).click();

      // The provider's sentence by the card form, announced and focused, in view.
      const failure = page.getByRole('alert').filter({ hasText: t.declined });
      await expect(failure).toBeVisible();
      await expect(failure).toBeFocused();
      await expect(failure).toBeInViewport();
      await expect(page.getByRole('dialog', { name: t.confirmed })).toHaveCount(0);
      // The form kept: the new card chosen, what she typed there but the security code.
      await expect(page.getByRole('radio', { name: t.newCard })).toBeChecked();
      await expect(page.getByRole('textbox', { name: t.number })).toHaveValue('4000 0000 0000 0002');
      await expect(page.getByRole('textbox', { name: t.expiry })).toHaveValue('12/34');
      await expect(page.getByRole('textbox', { name: t.cvc })).toHaveValue('');
      await expect(page.getByRole('button', { name: t.chargeCard })).toBeDisabled();
      await expectStep(page, t, 3);
      await expectFits(page);
      await expectNoSeriousViolations(page);
      // Her confirmation was sent once the submit had ended: one text, saying what is due.
      const mine = `/api/api/reservations/findbyuser?user=${answer.userId}&dateFrom=2019-01-01&dateTo=2100-12-31`;
      const unpaid = (await (await request.get(mine, { headers: bearer(answer) })).json()) as Booked[];
      expect(unpaid).toHaveLength(1);
      await expect
        .poll(async () => (await confirmationTexts(request, e164, unpaid[0]!.reservationCode)).length)
        .toBeGreaterThan(0);
      const dueTexts = await confirmationTexts(request, e164, unpaid[0]!.reservationCode);
      expect(dueTexts).toHaveLength(1);
      expect(dueTexts[0]!.body).toMatch(/Amount due|לתשלום/);

      // She corrects the number and types the code again: the reservation she made is paid.
      await page.getByRole('textbox', { name: t.number }).fill('4242424242424242');
      await page.getByRole('textbox', { name: t.cvc }).fill('123');
      await page.getByRole('button', { name: t.chargeCard }).click();
      const confirmed = page.getByRole('dialog', { name: t.confirmed });
      await expect(confirmed).toBeVisible();
      await expect(confirmed).toBeHidden({ timeout: 6_000 });

      // The success view: what she booked, paid, her code; focus on its heading.
      const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      await expect(heading).toBeFocused();
      const summary = page.getByRole('region', { name: (await heading.textContent()) ?? '' });
      await expect(summary).toContainText(t.shower);
      await expect(summary).toContainText(money(price.shower));
      await expect(summary.getByText(t.paid, { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: t.code })).toBeVisible();
      await expect(page.getByRole('list', { name: t.steps })).toHaveCount(0);
      await expectFits(page);

      // Add to calendar: the .ics of her visit (the server's own, as her emails carry it).
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.addToCalendar }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('reservation.ics');
      const ics = readFileSync((await file.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toMatch(/UID:\S+/);
      expect(ics).toMatch(/SEQUENCE:\d+/);
    });

    test('cancel says what becomes of her money; an edit keeps her choices, says what is paid and due, and whether her code changed; her list', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const slot = language === 'en' ? 2 : 3;
      const { answer } = await signedInPatron(page, request, testInfo, slot, language);
      const { bookable, now } = await sixNights(request);
      const price = await prices(request);
      // A night more than a day ahead (the refund cutoff, 24 hours by default), and another.
      const far = bookable.find((n) => n.openTime !== null && Date.parse(n.openTime) > now + 26 * 3_600_000);
      const other = bookable.find((n) => n.date !== far?.date);
      expect(far && other, 'two bookable nights, one more than a day ahead').toBeTruthy();
      const booked = await bookThroughApi(request, answer, far!.date);
      await payThroughApi(request, answer, booked);

      // Her one upcoming reservation opens directly.
      await page.goto('/reserve');
      await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
      await expect(page.getByRole('img', { name: t.code })).toBeVisible();

      // Cancel says, before she confirms, where her money goes; she keeps it.
      await page.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(t.willRefund(money(price.shower)));
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: t.keep }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.cancel })).toBeFocused();

      // Edit: everything she had chosen, her time included.
      await page.getByRole('button', { name: t.edit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      const tiles = page.getByRole('group', { name: t.nights }).getByRole('button');
      await expect(tiles.nth(far!.tile)).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page.getByRole('radio', { name: t.shower, exact: true })).toBeChecked();
      const times = page.getByRole('radiogroup', { name: t.times });
      await expect(times.locator(`input[value="${booked.reservationTime}"]`)).toBeChecked();
      await expect(page.getByText(t.totalAndPaid(money(price.shower), money(price.shower)))).toBeVisible();
      await expect(page.getByRole('button', { name: t.continueDifference(money(0)) })).toBeEnabled();
      await page.getByRole('checkbox', { name: t.manicure }).check();
      const total = price.shower + price.manicure;
      await expect(page.getByText(t.totalAndPaid(money(total), money(price.shower)))).toBeVisible();
      // Her time may not take the salon: the first time that does.
      if (!(await page.getByRole('button', { name: /·/ }).isEnabled()))
        await times.getByRole('radio').first().check();
      await page.getByRole('button', { name: t.continueDifference(money(price.manicure)) }).click();

      // The payment view: Total, Already paid, Difference; her saved card chosen.
      await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
      const rows = page.getByRole('main').locator('dl').first();
      for (const [label, amount] of [
        [t.total, total],
        [t.alreadyPaid, price.shower],
        [t.difference, price.manicure],
      ] as const) {
        await expect(rows.locator('div', { has: page.getByText(label, { exact: true }) })).toContainText(
          money(amount),
        );
      }
      await expect(page.getByRole('radio', { name: t.savedVisa })).toBeChecked();
      await expectFits(page);
      await page.getByRole('button', { name: t.chargeCard }).click();
      await expect(page.getByRole('dialog', { name: t.confirmed })).toBeHidden({ timeout: 8_000 });
      // Her access code stayed what it was, and the page says so.
      await expect(page.getByRole('status').filter({ hasText: t.codeSame })).toBeVisible();
      await expect(page.getByRole('img', { name: t.code })).toHaveAttribute(
        'aria-label',
        new RegExp(booked.reservationCode.split('').join(' ')),
      );

      // A second upcoming reservation: the list, soonest first, the replaced one folded away.
      const second = await bookThroughApi(request, answer, other!.date);
      await page.goto('/reserve');
      const region = page.getByRole('region', { name: t.listHeading });
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(2);
      const order = far!.date < other!.date ? ['edited', 'second'] : ['second', 'edited'];
      const edited = items.nth(order.indexOf('edited'));
      await expect(edited).toContainText(t.shower);
      await expect(edited).toContainText(money(total));
      await expect(edited.getByText(t.paid, { exact: true })).toBeVisible();
      await expect(items.nth(order.indexOf('second'))).toContainText(t.due(money(second.balance)));
      const earlier = page.locator('details', { hasText: t.earlier });
      await expect(earlier).not.toHaveAttribute('open', '');
      await expect(earlier.getByText(t.replaced)).toBeHidden();
      await earlier.getByText(t.earlier).click();
      await expect(earlier.getByText(t.replaced)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.setViewportSize({ width: 320, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    });

    test('a returning patron with a saved card: from the home page to a paid reservation in at most 6 taps', async ({
      page,
      request,
    }, testInfo) => {
      const slot = language === 'en' ? 4 : 5;
      const { answer, e164 } = await signedInPatron(page, request, testInfo, slot, language);
      const { bookable } = await sixNights(request);
      expect(bookable.length, 'two bookable weeknights').toBeGreaterThan(1);
      // Her last visit: a shower with a manicure, paid with a card she saved; canceled, so nothing is
      // upcoming now.
      const last = await bookThroughApi(request, answer, bookable[1]!.date, { salonManicure: true });
      await payThroughApi(request, answer, last);
      const canceled = await request.post(`/api/api/reservations/${last.id}/status/`, {
        headers: bearer(answer),
        data: { status: 'Canceled' },
      });
      expect(canceled.status(), await canceled.text()).toBe(200);

      await page.goto('/');
      await expect(page.getByRole('main').getByRole('link', { name: t.book })).toBeVisible();
      // Every tap of the journey goes through here, and is counted.
      let taps = 0;
      const tap = async (target: Locator) => {
        taps += 1;
        await target.click();
      };

      await tap(page.getByRole('main').getByRole('link', { name: t.book }));
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      await tap(page.getByRole('group', { name: t.nights }).getByRole('button').nth(bookable[0]!.tile));
      await tap(page.getByRole('button', { name: t.continue, exact: true }));
      // Her last room and extras are chosen again (she could change them).
      await expect(page.getByRole('radio', { name: t.shower, exact: true })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.manicure })).toBeChecked();
      await tap(page.getByRole('radiogroup', { name: t.times }).getByRole('radio').first());
      await tap(page.getByRole('button', { name: new RegExp(`^${t.continue} ·`) }));
      await expect(page.getByRole('radio', { name: t.savedVisa })).toBeChecked();
      await tap(page.getByRole('button', { name: t.chargeCard }));
      await expect(page.getByRole('dialog', { name: t.confirmed })).toBeVisible();

      console.log(`Taps from the home page to a paid reservation (${language}): ${taps} (8 before)`);
      testInfo.annotations.push({ type: 'taps', description: String(taps) });
      expect(taps).toBeLessThanOrEqual(6);

      await expect(page.getByRole('dialog', { name: t.confirmed })).toBeHidden({ timeout: 6_000 });
      await expect(page.getByRole('main').getByText(t.paid, { exact: true })).toBeVisible();
      // Her confirmation, once, saying the visit is paid (the server waited for the charge).
      const code = await shownCode(page, t);
      await expect.poll(async () => (await confirmationTexts(request, e164, code)).length).toBeGreaterThan(0);
      const texts = await confirmationTexts(request, e164, code);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(/Paid in full\.|שולם במלואו\./);
    });
  });
}
