import { expect, test, type Page } from './test';
import {
  apiCredentials,
  dismissBanner,
  expectNoSeriousViolations,
  ownPhone,
  passwordToken,
  signIn,
  startSignedInAs,
  testPhone,
  useLanguage,
} from './support';
import { bookThroughApi, sixNights } from './patron-journey-parts';

/*
 * /donate against the real server and its sandbox provider: a guest sees the validation messages
 * first, then gives with a test card; the same in Hebrew with a declined card; a patron who logs in
 * from the page comes back to it (slot 9 of its project).
 */

const text = {
  en: {
    title: 'Donate',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    email: 'Email',
    amount: 'Amount ($)',
    submit: 'Submit',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    postalCode: 'Postal code',
    test: 'Test payments',
    range: 'From $1.00 to $10,000.00.',
    tooLarge: 'The largest donation is $10,000.00.',
    belowMinimum: 'The smallest donation is $1.00.',
    failed: 'Your donation was not made',
    verified: 'Verified',
    declined: 'Your card was declined.',
    messages: [
      'First name is required.',
      'Last name is required.',
      'Phone is required.',
      'Email is required.',
      'Amount is required.',
    ],
  },
  he: {
    title: 'תרומה',
    firstName: 'שם פרטי',
    lastName: 'שם משפחה',
    phone: 'טלפון',
    email: 'דוא״ל',
    amount: 'סכום ($)',
    submit: 'שליחה',
    number: 'מספר הכרטיס',
    expiry: 'תוקף',
    cvc: 'קוד אבטחה (CVC)',
    postalCode: 'מיקוד',
    test: 'תשלומי ניסיון',
    // The amounts are isolated left to right inside the Hebrew sentence.
    range: 'מ־\u2066$1.00\u2069 עד \u2066$10,000.00\u2069.',
    tooLarge: 'התרומה הגדולה ביותר היא \u2066$10,000.00\u2069.',
    belowMinimum: 'התרומה הקטנה ביותר היא \u2066$1.00\u2069.',
    failed: 'התרומה לא בוצעה',
    verified: 'אומת',
    declined: 'הכרטיס שלך נדחה.',
    messages: [
      'יש להזין שם פרטי.',
      'יש להזין שם משפחה.',
      'יש להזין מספר טלפון.',
      'יש להזין כתובת דוא״ל תקינה.',
      'יש להזין סכום.',
    ],
  },
};
type Text = (typeof text)['en'];

async function fillDonor(page: Page, t: Text, amount: string) {
  await page.getByRole('textbox', { name: t.firstName, exact: true }).fill('Rivka');
  await page.getByRole('textbox', { name: t.lastName, exact: true }).fill('Levi');
  await page.getByRole('textbox', { name: t.phone, exact: true }).fill('310 555 0100');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill('rivka@example.com');
  await page.getByRole('textbox', { name: t.amount, exact: true }).fill(amount);
}

async function fillCard(page: Page, t: Text, number: string, postalCode = true) {
  await page.getByRole('textbox', { name: t.number }).fill(number);
  await page.getByRole('textbox', { name: t.expiry }).fill('12/34');
  await page.getByRole('textbox', { name: t.cvc }).fill('123');
  if (postalCode) await page.getByRole('textbox', { name: t.postalCode }).fill('90210');
}

test.describe('Donate', () => {
  test.beforeEach(async ({ page }) => {
    await dismissBanner(page);
  });

  test('a guest sees the validation messages first, then donates with a test card', async ({ page }) => {
    const t = text.en;
    // The bot check is self-hosted (docs/design.md §7, §8): the page asks no one but us.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // Once she comes into the form the widget solves its challenge by itself, and says so.
    await page.getByRole('textbox', { name: t.amount, exact: true }).focus();
    await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
    await expect(page.getByText('Have an account?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fdonate',
    );
    await expect(page.getByText(t.test)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: t.submit }).click();
    for (const message of t.messages)
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();

    const type = page.getByRole('combobox', { name: 'Type' });
    await expect(type).toHaveValue('Donation');
    await type.selectOption('Other');
    await page.getByRole('textbox', { name: 'Please describe' }).fill('Building fund');
    await fillDonor(page, t, '18');
    await fillCard(page, t, '4242424242424242');
    const notice = page.waitForResponse((r) => r.url().endsWith('/api/api/settings/ContactForm'));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText('Thank you for your donation')).toBeVisible();
    // The office's notice carried a check of its own and was accepted.
    expect((await notice).status()).toBe(200);
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
  });

  test('in Hebrew, right to left: the messages, then a declined card', async ({ page }) => {
    const t = text.he;
    await useLanguage(page, 'he');
    await page.goto('/donate');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.test)).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    for (const message of t.messages)
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await fillDonor(page, t, '18');
    await fillCard(page, t, '4000000000000002');
    await page.getByRole('button', { name: t.submit }).click();
    // The provider's sentence, in the page's language (decision 0023).
    await expect(page.getByRole('alert').filter({ hasText: t.declined })).toBeVisible();
    // What she typed stays; only the security code is typed again.
    await expect(page.getByRole('textbox', { name: t.number })).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByRole('textbox', { name: t.cvc })).toHaveValue('');
    await expectNoSeriousViolations(page);
  });

  for (const language of ['en', 'he'] as const)
    test(`${language}: a refusal is said where she is looking, and what she typed stays`, async ({
      page,
    }) => {
      const t = text[language];
      if (language === 'he') await useLanguage(page, 'he');
      const payments: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/payments/makepayment')) payments.push(r.url());
      });
      await page.goto('/donate');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByText(t.test)).toBeVisible();
      // The page answers once it has started in the browser: coming into the form, its bot check
      // then solves itself.
      const amount = page.getByRole('textbox', { name: t.amount, exact: true });
      await amount.focus();
      await expect(page.getByRole('checkbox', { name: t.verified })).toBeChecked();
      // The range is said before she sends, with the field.
      await expect(amount).toHaveAccessibleDescription(t.range);

      // Nothing typed: the first field with a message has the focus.
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toBeFocused();

      // Too much: said under the amount, in her words, which takes the focus; nothing is sent.
      await fillDonor(page, t, '99999999');
      await fillCard(page, t, '4000000000000002');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.tooLarge })).toBeVisible();
      await expect(amount).toBeFocused();
      await expect(page.locator('main')).not.toContainText('amt');
      await amount.fill('-5');
      await expect(page.getByRole('alert').filter({ hasText: t.belowMinimum })).toBeVisible();
      expect(payments).toEqual([]);

      // A decline: said beside Submit, in red, with the focus, on screen; her details and card stay.
      await amount.fill('18');
      await page.getByRole('button', { name: t.submit }).click();
      const failure = page.getByRole('alert', { name: t.failed });
      await expect(failure).toContainText(t.declined);
      await expect(failure).toBeFocused();
      await expect(failure).toBeInViewport();
      await expect(failure).toHaveCSS('border-inline-start-color', 'rgb(201, 42, 42)');
      await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue('Rivka');
      await expect(amount).toHaveValue('18');
      await expect(page.getByRole('textbox', { name: t.number })).toHaveValue('4000 0000 0000 0002');
      await expect(page.getByRole('textbox', { name: t.cvc })).toHaveValue('');
      expect(payments).toHaveLength(1);
      await expectNoSeriousViolations(page);
    });

  test('Log In returns to /donate; signed in, the last name is labelled optional and there is no phone or postal code', async ({
    page,
    request,
  }, testInfo) => {
    const t = text.en;
    await page.goto('/donate');
    await page.getByRole('link', { name: 'Log In' }).click();
    await signIn(page, request, testPhone(testInfo.project.name, 9));
    await expect(page).toHaveURL(/\/donate$/);
    // docs/product/booking.md §2: "first name, last name (labelled optional when logged in)".
    await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Last name (optional)' })).toBeVisible();
    await expect(page.getByText(t.test)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.phone, exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: t.email, exact: true }).fill('rivka@example.com');
    await page.getByRole('textbox', { name: t.amount, exact: true }).fill('5');
    await expect(page.getByRole('textbox', { name: t.postalCode })).toHaveCount(0);
    await fillCard(page, t, '4242424242424242', false);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText('Thank you for your donation')).toBeVisible();
  });

  for (const language of ['en', 'he'] as const)
    test(`${language}: the donation on her reservation says its largest amount, before and past it`, async ({
      page,
      request,
    }, testInfo) => {
      const words = {
        en: { open: 'Add Donation / Shabbos Payment', add: 'Add', range: 'Up to $10,000.00.' },
        he: { open: 'הוספת תרומה / תשלום שבת', add: 'הוספה', range: 'עד \u2066$10,000.00\u2069.' },
      }[language];
      const t = text[language];
      const { e164 } = ownPhone('donationOnReservation', testInfo.project.name, language === 'en' ? 0 : 1);
      const answer = await passwordToken(request, await apiCredentials(request, e164));
      await useLanguage(page, language);
      await startSignedInAs(page, answer);
      const { bookable } = await sixNights(request);
      expect(bookable.length, 'a bookable night').toBeGreaterThan(0);
      await bookThroughApi(request, answer, bookable[0]!.date);

      // Her one reservation opens directly; its donation form says the limit with the amount.
      await page.goto('/reserve');
      await page.getByRole('button', { name: words.open }).click();
      const amount = page.getByRole('textbox', { name: t.amount, exact: true });
      await expect(amount).toHaveAccessibleDescription(words.range);
      await amount.fill('99999999');
      await page.getByRole('button', { name: words.add, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.tooLarge })).toBeVisible();
      await expect(page.locator('main')).not.toContainText('amt');
      await expectNoSeriousViolations(page);
    });
});
