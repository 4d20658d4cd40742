import { expect, test } from './test';
import { expectNoSeriousViolations, openSignedIn, ownPhone, watchErrors } from './support';
import { JPEG, PNG } from './images';

/*
 * /license-plate against the real server (docs/product/booking.md §2, §5), in English and in Hebrew: a patron without
 * plates signs in, a single image and a program disguised as an image are refused with the rule's
 * sentence, then two small real images upload and the thank-you and review notice show. The page is
 * checked with axe before and after, with no console error.
 */

const text = {
  en: {
    title: 'License Plate',
    none: 'You have no saved license plates yet.',
    license: "Driver's license",
    registration: 'Vehicle registration',
    email: 'Email (optional)',
    submit: 'Submit',
    both: 'Please make sure to upload both your license and registration.',
    type: 'Please upload your license and registration as JPG or PNG images.',
    received: 'Thank you. We received your documents.',
    review:
      'Review takes at least 24 hours. Garage access works only on the day of the reservation with paid parking.',
    pending: 'Your documents were received and are awaiting review.',
  },
  he: {
    title: 'לוחית רישוי',
    none: 'עדיין אין לך מספרי רכב שמורים.',
    license: 'רישיון נהיגה',
    registration: 'רישיון רכב',
    email: 'דוא״ל (לא חובה)',
    submit: 'שליחה',
    both: 'יש להקפיד להעלות גם את רישיון הנהיגה וגם את רישיון הרכב.',
    type: 'יש להעלות את רישיון הנהיגה ואת רישיון הרכב כתמונות JPG או PNG.',
    received: 'תודה. קיבלנו את המסמכים שלך.',
    review: 'הבדיקה נמשכת 24 שעות לפחות. הכניסה לחניון פועלת רק ביום ההזמנה, עם חניה בתשלום.',
    pending: 'המסמכים שלך התקבלו וממתינים לבדיקה.',
  },
} as const;

/** A Windows program's first bytes under an image's name and type. */
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(256)]);

for (const language of ['en', 'he'] as const) {
  const t = text[language];

  test(`/license-plate (${language}): refuses one image and a disguised program, uploads two images`, async ({
    page,
    request,
  }, testInfo) => {
    const { errors } = watchErrors(page);
    // A number of the spec's own block, so her account starts without plates: slot 0 in English, 1 in Hebrew.
    const phone = ownPhone('licensePlate', testInfo.project.name, language === 'en' ? 0 : 1);
    await openSignedIn(page, request, '/license-plate', phone, language);

    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByText(t.review)).toBeVisible();
    await expectNoSeriousViolations(page);

    const license = page.getByLabel(t.license, { exact: true });
    const registration = page.getByLabel(t.registration, { exact: true });
    const submit = page.getByRole('button', { name: t.submit, exact: true });
    const alert = page.getByRole('main').getByRole('alert');

    await license.setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await submit.click();
    await expect(alert).toHaveText(t.both);

    await license.setInputFiles({ name: 'license.jpg', mimeType: 'image/jpeg', buffer: EXE });
    await registration.setInputFiles({ name: 'registration.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await submit.click();
    await expect(alert).toHaveText(t.type);

    await license.setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: t.email }).fill('dina@example.com');
    await submit.click();
    const done = page.getByRole('main').getByRole('status');
    await expect(done).toContainText(t.received);
    await expect(done).toContainText(t.review);
    await expect(alert).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Back later, the page says her documents await review.
    await page.reload();
    await expect(page.getByText(t.pending)).toBeVisible();
    expect(errors, 'console errors').toEqual([]);
  });
}
