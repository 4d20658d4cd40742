import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './test';
import { dismissBanner, expectNoSeriousViolations, signIn, testPhone, useLanguage } from './support';

/*
 * The public forms against the real server (docs/product/site-and-staff.md §2, §5, §8): each, in English and in Hebrew,
 * shows 'The field is required.' under every required field, then its success text after a valid
 * submit (the self-hosted ALTCHA widget solves in the page). The Kallah form is tried without tours
 * (the server starts with none) and with one an administrator adds through the API.
 */

const text = {
  en: {
    required: 'The field is required.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    send: 'Send',
    emailSent: 'Email Sent',
    optionalFirstName: 'First name (optional)',
    contact: 'Contact Us',
    careers: 'Careers',
    position: 'Position',
    experience: 'Experience',
    attendant: 'Attendant',
    tours: 'Group Tours',
    comingSoon: 'Coming Soon',
    date: 'Date',
    startTime: 'Start time',
    people: 'Number of people',
    kallah: 'Kallah Tours',
    notifyMe: 'Let me know',
    fallbackThanks: 'Thank you for reaching out. We will contact you when a Kallah tour becomes available.',
    tour: 'Tour',
    signUp: 'Sign Up',
    thanks:
      'Thank you for signing up for the Kallah Tour at our mikvah! We look forward to seeing you there!',
    nextTour: 'Next tour',
    showMap: 'Show map',
    openInMaps: 'Open in maps',
    careersLink: /See Careers/,
  },
  he: {
    required: 'זהו שדה חובה.',
    firstName: 'שם פרטי',
    lastName: 'שם משפחה',
    email: 'דוא״ל',
    phone: 'טלפון',
    message: 'הודעה',
    send: 'שליחה',
    emailSent: 'ההודעה נשלחה',
    optionalFirstName: 'שם פרטי (לא חובה)',
    contact: 'צור קשר',
    careers: 'דרושים',
    position: 'תפקיד',
    experience: 'ניסיון',
    attendant: 'בלנית',
    tours: 'סיורים קבוצתיים',
    comingSoon: 'בקרוב',
    date: 'תאריך',
    startTime: 'שעת התחלה',
    people: 'מספר משתתפים',
    kallah: 'סיורי כלות',
    notifyMe: 'עדכנו אותי',
    fallbackThanks: 'תודה שפנית אלינו. ניצור איתך קשר כשייפתח סיור כלות.',
    tour: 'סיור',
    signUp: 'הרשמה',
    thanks: 'תודה שנרשמת לסיור הכלות במקווה שלנו! נשמח לראותך!',
    nextTour: 'הסיור הבא',
    showMap: 'הצגת המפה',
    openInMaps: 'פתיחה במפות',
    careersLink: /למשרות הפתוחות/,
  },
};
type Lang = keyof typeof text;
type Text = (typeof text)[Lang];

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const requiredAlerts = (page: Page, t: Text) => page.getByRole('alert').filter({ hasText: t.required });

async function open(page: Page, lang: Lang, path: string, title: string) {
  await useLanguage(page, lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Submits empty and expects one message per required field, and nothing sent. */
async function expectRequired(page: Page, t: Text, button: string, count: number) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  // The bot check settles first (it solves itself once she comes into the form), so the page
  // checked below holds still.
  await page.locator('main form').getByRole('textbox').first().focus();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(requiredAlerts(page, t)).toHaveCount(count);
  expect(posts).toEqual([]);
  // The messages are tied to their fields; nothing serious for a screen reader, in either language.
  await expectNoSeriousViolations(page, 'main');
}

/**
 * Waits for the bot check to solve itself (she has filled the form in), submits, and expects the
 * success text. Every test here comes
 * from one address: the test server raises `formsPerNetworkPerMinute` so none is refused for that.
 */
async function submitExpecting(page: Page, button: string, success: Locator) {
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(success).toBeVisible();
}

/**
 * The notice that replaced the form has focus and shows whole, below the sticky header, not half
 * under it where the form began (on a phone the form is longer than the screen).
 */
async function expectClearOfHeader(page: Page, success: Locator) {
  await expect(success).toBeFocused();
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = await success.boundingBox();
      return header && box ? Math.round(box.y - (header.y + header.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

test.describe('Public forms', () => {
  test.beforeEach(async ({ page }) => {
    await dismissBanner(page);
  });

  for (const lang of ['en', 'he'] as const) {
    const t = text[lang];

    test(`contact (${lang}): the required fields, then ${t.emailSent}; no map until asked`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      await open(page, lang, '/contact', t.contact);
      await expect(page.getByRole('link', { name: t.careersLink })).toHaveAttribute('href', '/careers');
      await expect(page.getByRole('button', { name: t.showMap })).toBeVisible();
      await expect(page.getByRole('link', { name: t.openInMaps })).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\//,
      );
      await expect(page.locator('iframe')).toHaveCount(0);

      // A guest: last name, email and message.
      await expectRequired(page, t, t.send, 3);
      await textbox(page, t.optionalFirstName).fill('Rivka');
      await textbox(page, t.lastName).fill('Levi');
      await textbox(page, t.email).fill('rivka@example.com');
      await textbox(page, t.message).fill('Is the mikvah open on Chol Hamoed?');
      await submitExpecting(page, t.send, page.getByRole('status').filter({ hasText: t.emailSent }));
      await expectClearOfHeader(page, page.getByRole('status').filter({ hasText: t.emailSent }));
      const origin = new URL(page.url()).origin;
      expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);

      // Only when she asks: the map's frame, which the page's Content-Security-Policy allows.
      const csp = (await page.request.get('/contact')).headers()['content-security-policy'] ?? '';
      expect(csp).toContain('frame-src https://www.openstreetmap.org');
      await page.getByRole('button', { name: t.showMap }).click();
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
      );
    });

    test(`careers (${lang}): every field required, then ${t.emailSent}`, async ({ page }) => {
      await open(page, lang, '/careers', t.careers);
      await expect(page.getByRole('combobox', { name: t.position })).toBeVisible();
      await expectRequired(page, t, t.send, 6);
      await textbox(page, t.firstName).fill('Leah');
      await textbox(page, t.lastName).fill('Gold');
      await textbox(page, t.phone).fill('(310) 555-0142');
      await textbox(page, t.email).fill('leah@example.com');
      await page.getByRole('combobox', { name: t.position }).selectOption({ label: t.attendant });
      await textbox(page, t.experience).fill('Five years at a community mikvah.');
      await expect(requiredAlerts(page, t)).toHaveCount(0);
      await submitExpecting(page, t.send, page.getByRole('status').filter({ hasText: t.emailSent }));
      await expectClearOfHeader(page, page.getByRole('status').filter({ hasText: t.emailSent }));
    });

    test(`group tours (${lang}): ${t.comingSoon}, the request form, then ${t.emailSent}`, async ({
      page,
    }) => {
      await open(page, lang, '/tours', t.tours);
      await expect(page.getByText(t.comingSoon, { exact: true })).toBeVisible();
      await expectRequired(page, t, t.send, 6);
      await textbox(page, t.firstName).fill('Tova');
      await textbox(page, t.lastName).fill('Stern');
      await textbox(page, t.email).fill('tova@example.com');
      await textbox(page, t.date).fill('2099-12-02');
      await textbox(page, t.startTime).fill('10:30');
      await textbox(page, t.people).fill('24');
      await submitExpecting(page, t.send, page.getByRole('status').filter({ hasText: t.emailSent }));
    });

    test(`kallah tours without tours (${lang}): the explanation and the fallback form`, async ({ page }) => {
      await open(page, lang, '/kallah-tours', t.kallah);
      await expect(page.getByRole('button', { name: t.notifyMe })).toBeVisible();
      await expect(page.getByText(t.nextTour, { exact: true })).toHaveCount(0);
      await expectRequired(page, t, t.notifyMe, 3);
      await textbox(page, t.firstName).fill('Dina');
      await textbox(page, t.lastName).fill('Katz');
      await textbox(page, t.email).fill('dina@example.com');
      await submitExpecting(page, t.notifyMe, page.getByText(t.fallbackThanks));
    });
  }

  test('Terms & Policies says Coming soon, in English and in Hebrew', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('main').getByText('Coming soon', { exact: true })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'he'));
    await page.goto('/terms');
    await expect(page.getByRole('main').getByText('בקרוב', { exact: true })).toBeVisible();
  });

  test('kallah tours with a tour an administrator added, in English and in Hebrew', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    // Signing in may wait out the one-code-a-minute limit of the admin number (used by sign-in.spec too).
    test.setTimeout(180_000);
    // The same server serves both projects: each adds its own tour and removes it afterwards.
    const hour = testInfo.project.name === 'phone' ? 19 : 20;
    // A month ahead: tours are offered only while upcoming, and may be set at most two years ahead.
    const [yyyy, mm, dd] = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10).split('-');
    const option = `${mm}/${dd}/${yyyy!.slice(2)} ${hour - 12}:00PM`;
    const tour = await addTour(
      browser,
      baseURL!,
      request,
      testInfo.project.name,
      `${yyyy}-${mm}-${dd}T${hour}:00`,
    );
    try {
      for (const lang of ['en', 'he'] as const) {
        const t = text[lang];
        // The visitor switches language between the two rounds, as the language page would store it.
        await page.goto('/hours');
        await page.evaluate((chosen) => localStorage.setItem('selectedLanguage', chosen), lang);
        await page.goto('/kallah-tours');
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1, name: t.kallah })).toBeVisible();
        await expect(page.getByText(t.nextTour, { exact: true })).toBeVisible();
        const select = page.getByRole('combobox', { name: t.tour });
        await expect(select.locator('option', { hasText: option })).toHaveCount(1);
        await expectRequired(page, t, t.signUp, 4);
        await textbox(page, t.firstName).fill('Dina');
        await textbox(page, t.lastName).fill('Katz');
        await textbox(page, t.email).fill(`dina.${lang}@example.com`);
        await select.selectOption({ label: option });
        await submitExpecting(page, t.signUp, page.getByRole('status').filter({ hasText: t.thanks }));
      }
    } finally {
      await request.delete(`/api/api/tours/${encodeURIComponent(tour.id)}?force=true`, {
        headers: { Authorization: `Bearer ${tour.token}` },
      });
    }
  });
});

/** Signs in as the ADMIN_PHONES number of the project in a context of its own and adds a Kallah tour. */
async function addTour(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  project: string,
  date: string,
): Promise<{ id: string; token: string }> {
  // On this worker's server, where the test's requests go.
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    await dismissBanner(admin);
    await admin.goto('/login');
    // Slot 0 of each project is in the server's ADMIN_PHONES (scripts/e2e-server.mjs).
    await signIn(admin, request, testPhone(project, 0));
    await expect(admin).toHaveURL(/\/$/);
    const token = await admin.evaluate(
      () => (JSON.parse(localStorage.getItem('authorizationData') ?? '{}') as { token?: string }).token ?? '',
    );
    const response = await request.post('/api/api/tours', {
      headers: { Authorization: `Bearer ${token}` },
      data: { type: 'Kallah', date, capacity: 10 },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { result: { id: string } };
    return { id: body.result.id, token };
  } finally {
    await context.close();
  }
}
