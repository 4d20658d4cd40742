import { expect, test, type Page } from './test';
import { dismissBanner, expectNoSeriousViolations, signIn, testPhone, useLanguage } from './support';

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
    // The widget solves its challenge by itself as the page loads, and says so.
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
    await expect(page.getByRole('alert').filter({ hasText: 'הכרטיס שלך נדחה.' })).toBeVisible();
    // The card entry starts again, empty.
    await expect(page.getByRole('textbox', { name: t.number })).toHaveValue('');
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
});
