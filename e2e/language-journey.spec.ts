import { expect, test, type Locator, type Page } from './test';
import {
  dismissBanner,
  expectLanguage,
  expectNoSeriousViolations,
  labels,
  openSignedIn,
  ownPhone,
  requestCode,
  enterCode,
  useLanguage,
  type Language,
} from './support';

/*
 * Issue 17, point 6, on her phone in both languages: what the server writes arrives in the page's
 * language (decision 0023): a wrong sign-in code at /login, a card her bank refuses on the payment
 * methods page. Read in order, each sentence ends with its full stop: at the left end of a Hebrew one,
 * at the right end of an English one, also when an English sentence is shown inside a Hebrew page.
 */

const text = {
  en: {
    wrongCode: 'The code is not correct.',
    paymentMethods: 'Payment Methods',
    addCard: 'Add Card',
    saveCard: 'Save Card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    postalCode: 'Postal code',
    declined: 'Your card was declined.',
  },
  he: {
    wrongCode: 'הקוד שגוי.',
    paymentMethods: 'אמצעי תשלום',
    addCard: 'הוספת כרטיס',
    saveCard: 'שמירת הכרטיס',
    number: 'מספר הכרטיס',
    expiry: 'תוקף',
    cvc: 'קוד אבטחה (CVC)',
    postalCode: 'מיקוד',
    declined: 'הכרטיס שלך נדחה.',
  },
} as const;

/** Each language's numbers of this spec's block: one to sign in with a wrong code, one with a card. */
const slots: Record<Language, { wrongCode: number; card: number }> = {
  en: { wrongCode: 1, card: 2 },
  he: { wrongCode: 3, card: 4 },
};

/**
 * Where the full stop of `sentence` sits on screen, on its line: the reading order's end is the
 * right end of a left-to-right sentence and the left end of a right-to-left one.
 */
async function fullStopSide(within: Locator, sentence: string): Promise<'left' | 'right'> {
  return within.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const data = node.textContent ?? '';
      const start = data.indexOf(wanted);
      if (start < 0) continue;
      const box = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect();
      };
      const stop = box(start + wanted.length - 1);
      const line = Array.from({ length: wanted.length - 1 }, (_, i) => box(start + i)).filter(
        (r) => r.width > 0 && Math.abs(r.top - stop.top) < stop.height / 2,
      );
      if (line.every((r) => r.right <= stop.left + 0.5)) return 'right';
      if (line.every((r) => r.left >= stop.right - 0.5)) return 'left';
      throw new Error(`the full stop of "${wanted}" is inside its line`);
    }
    throw new Error(`"${wanted}" is not written here`);
  }, sentence);
}

const readingEnd: Record<Language, 'left' | 'right'> = { en: 'right', he: 'left' };

async function typeCard(page: Page, t: (typeof text)[Language], number: string) {
  await page.getByRole('textbox', { name: t.number }).fill(number);
  await page.getByRole('textbox', { name: t.expiry }).fill('12/34');
  await page.getByRole('textbox', { name: t.cvc }).fill('123');
  await page.getByRole('textbox', { name: t.postalCode }).fill('90210');
}

for (const language of ['en', 'he'] as const) {
  const t = text[language];
  test.describe(`server messages in ${language === 'he' ? 'Hebrew' : 'English'}`, () => {
    test.skip(({ isMobile }) => !isMobile, 'a patron’s journey: on her phone');

    test('a wrong sign-in code is refused in the page’s language, its full stop where the sentence ends', async ({
      page,
      request,
    }, testInfo) => {
      const phone = ownPhone('languageJourney', testInfo.project.name, slots[language].wrongCode);
      await useLanguage(page, language);
      await dismissBanner(page);
      await page.goto('/login');
      await expectLanguage(page, language);
      const code = await requestCode(page, request, phone, labels[language]);
      await enterCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'), labels[language]);
      const alert = page.getByRole('alert').filter({ hasText: t.wrongCode });
      await expect(alert).toHaveText(t.wrongCode);
      expect(await fullStopSide(alert, t.wrongCode)).toBe(readingEnd[language]);
      await page.screenshot({ path: testInfo.outputPath(`wrong-code-${language}.png`) });
      await expectNoSeriousViolations(page, 'main');
    });

    test('a card her bank refuses is said in her language on the payment methods page', async ({
      page,
      request,
    }, testInfo) => {
      const phone = ownPhone('languageJourney', testInfo.project.name, slots[language].card);
      await openSignedIn(page, request, '/payment-methods', phone, language);
      await expect(page.getByRole('heading', { level: 1, name: t.paymentMethods })).toBeVisible();
      await page.getByRole('button', { name: t.addCard }).click();
      await typeCard(page, t, '4000000000000002');
      await page.getByRole('button', { name: t.saveCard }).click();
      const alert = page.getByRole('alert').filter({ hasText: t.declined });
      await expect(alert).toHaveText(t.declined);
      expect(await fullStopSide(alert, t.declined)).toBe(readingEnd[language]);
      await page.screenshot({ path: testInfo.outputPath(`card-declined-${language}.png`) });
      await expectNoSeriousViolations(page, 'main');
    });
  });
}

test('an English sentence inside a Hebrew page reads left to right, its full stop at its end', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a patron’s journey: on her phone');
  // A sentence the server did not translate (an administrator's own words, a card provider's we do not
  // know) keeps its own direction inside the right-to-left page.
  const english = 'Booking is closed for the holiday.';
  await page.route('**/api/api/account/register', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errorMessage: english, result: null }),
    }),
  );
  await useLanguage(page, 'he');
  await dismissBanner(page);
  await page.goto('/login');
  await expectLanguage(page, 'he');
  await page.getByRole('textbox', { name: labels.he.phone, exact: true }).fill('310 555 0199');
  await page.getByRole('button', { name: labels.he.send }).click();
  const alert = page.getByRole('alert').filter({ hasText: english });
  await expect(alert).toHaveText(english);
  expect(await fullStopSide(alert, english)).toBe('right');
  await page.screenshot({ path: testInfo.outputPath('english-in-hebrew.png') });
});
