import { expect, type APIRequestContext, type Page, type TestInfo } from './test';
import {
  apiCredentials,
  dismissBanner,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  type Language,
  type TokenAnswer,
} from './support';

/* The patron's journey's texts in both languages, and the steps its tests share. */

export const text = {
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
export type Text = (typeof text)[Language];

export const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export interface Night {
  date: string;
  dayOfWeek: number;
  closed: boolean;
  shabbosMode: boolean;
  openTime: string | null;
  bookingCutoff: string | null;
}

/** The six nights of the date step, with each one's tile index, and the server's now. */
export async function sixNights(request: APIRequestContext) {
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

export async function prices(request: APIRequestContext) {
  const list = (await (await request.get('/api/api/settings')).json()) as { key: string; value: string }[];
  const price = (key: string) => Number(list.find((s) => s.key === key)?.value);
  return { shower: price('priceShower'), manicure: price('priceSalonManicure') };
}

/** A patron signed in through the API (her own number), the page in `language`. */
export async function signedInPatron(
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

export const bearer = (answer: TokenAnswer) => ({ Authorization: `Bearer ${answer.access_token}` });

export interface Booked {
  id: string;
  reservationCode: string;
  reservationTime: string;
  balance: number;
}

/** Books a shower (and extras) on `date` at its first free time, through the API. */
export async function bookThroughApi(
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
export async function payThroughApi(request: APIRequestContext, answer: TokenAnswer, booked: Booked) {
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

export async function typeCard(page: Page, t: Text, number: string) {
  await page.getByRole('textbox', { name: t.number }).fill(number);
  await page.getByRole('textbox', { name: t.expiry }).fill('12/34');
  await page.getByRole('textbox', { name: t.cvc }).fill('123');
  await page.getByRole('textbox', { name: t.postalCode }).fill('90210');
}

/** The step indicator marks `current` (1-based) as the current step. */
export async function expectStep(page: Page, t: Text, current: number) {
  const steps = page.getByRole('list', { name: t.steps }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(current - 1)).toHaveAttribute('aria-current', 'step');
}

/**
 * The view fits every phone from 320 px: no horizontal scroll; text inside the date tiles; every radio
 * and checkbox row a full-size touch target; expiry and security code on one line when side by side;
 * one filled (primary) button. Back to the project's viewport at the end.
 */
export async function expectFits(page: Page) {
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
      // Mantine's buttons and the plain ones painted before any script (ui/light-button.tsx) alike.
      const primaries = [
        ...main.querySelectorAll<HTMLElement>('button[data-variant="filled"], a[data-variant="filled"]'),
      ];
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
export async function confirmationTexts(request: APIRequestContext, e164: string, code: string) {
  const all = (await (await request.get(`/api/dev/messages?to=${encodeURIComponent(e164)}`)).json()) as {
    channel: string;
    body: string;
  }[];
  return all.filter((m) => m.channel === 'sms' && m.body.includes(code) && /confirmed|אושר/.test(m.body));
}

/** The access code the success view shows, as its digits. */
export async function shownCode(page: Page, t: Text): Promise<string> {
  return ((await page.getByRole('img', { name: t.code }).getAttribute('aria-label')) ?? '').replace(
    /\D/g,
    '',
  );
}
