import { expect, test, type APIRequestContext, type Page } from './test';
import {
  adminToken,
  apiCredentials,
  expectNoSeriousViolations,
  openAsAdmin,
  openSignedIn,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  watchErrors,
  type TokenAnswer,
} from './support';
import { JPEG, PNG } from './images';

/*
 * A license plate from her upload to its approval (issue 17, point 10), in English and in Hebrew.
 * On the phone: she picks her license and registration and sees both previews (a real image, decoded)
 * with their names before sending; an administrator approves her plate through the API; her page then
 * says approved and nothing says awaiting review. At the desk: the administrator takes her from the
 * documents awaiting review on /admin/license-plate and approves (English) or refuses (Hebrew) them;
 * the queue lets her go, and her own page says what became of them.
 */

const text = {
  en: {
    license: "Driver's license",
    registration: 'Vehicle registration',
    previewLicense: "Preview: Driver's license",
    previewRegistration: 'Preview: Vehicle registration',
    replace: 'Replace photo',
    submit: 'Submit',
    received: 'Thank you. We received your documents.',
    pending: 'Your documents were received and are awaiting review.',
    awaiting: /awaiting review/i,
    approved: 'Approved',
    approvedNotice: 'Your license plate is approved. You can choose parking when you book.',
    refused:
      "The documents you sent could not be approved. Please upload clear photos of your driver's license and vehicle registration again.",
    queue: 'Awaiting review',
    review: (phone: string) => `Review the documents of ${phone}`,
    plates: 'License plates',
    approve: 'Approve Plates',
    refuse: 'Refuse Documents',
    refuseDialog: 'Refuse these documents',
  },
  he: {
    license: 'רישיון נהיגה',
    registration: 'רישיון רכב',
    previewLicense: 'תצוגה מקדימה: רישיון נהיגה',
    previewRegistration: 'תצוגה מקדימה: רישיון רכב',
    replace: 'החלפת התמונה',
    submit: 'שליחה',
    received: 'תודה. קיבלנו את המסמכים שלך.',
    pending: 'המסמכים שלך התקבלו וממתינים לבדיקה.',
    awaiting: /ממתינ\S* לבדיקה/,
    approved: 'מאושר',
    approvedNotice: 'מספר הרכב שלך אושר. אפשר לבחור חניה בעת ההזמנה.',
    refused:
      'לא ניתן היה לאשר את המסמכים ששלחת. יש להעלות שוב תמונות ברורות של רישיון הנהיגה ושל רישיון הרכב.',
    queue: 'ממתינים לבדיקה',
    review: (phone: string) => `בדיקה – המסמכים של ${phone}`,
    plates: 'מספרי רכב',
    approve: 'אישור מספרי הרכב',
    refuse: 'דחיית המסמכים',
    refuseDialog: 'דחיית המסמכים האלה',
  },
} as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Her submissions as the API gives them to her, newest first. */
async function submissionsOf(request: APIRequestContext, her: TokenAnswer) {
  const res = await request.get(`/api/api/users/${her.userId}/LicenseAndRegistration`, {
    headers: bearer(her.access_token),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: string; status: string }[];
}

/** The image shown under `name` really decoded (the page may show images it made itself). */
async function expectDecoded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
}

for (const language of ['en', 'he'] as const) {
  const t = text[language];

  test(`her plate (${language}): previews before sending, and approved means approved everywhere`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'her own journey, on her phone');
    const { errors } = watchErrors(page);
    const phone = ownPhone('platesJourney', testInfo.project.name, language === 'en' ? 0 : 1);
    await openSignedIn(page, request, '/license-plate', phone, language);

    const license = page.getByLabel(t.license, { exact: true });
    const registration = page.getByLabel(t.registration, { exact: true });
    // Real file inputs for JPG and PNG, reached by the keyboard although drawn as cards.
    await expect(license).toHaveAttribute('type', 'file');
    await expect(license).toHaveAttribute('accept', 'image/jpeg,image/png');
    await license.focus();
    await expect(license).toBeFocused();

    await license.setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await registration.setInputFiles({ name: 'registration.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    // Both previews, decoded, with their names, before anything is sent.
    await expectDecoded(page, t.previewLicense);
    await expectDecoded(page, t.previewRegistration);
    await expect(page.getByText('license.png', { exact: true })).toBeVisible();
    await expect(page.getByText('registration.jpg', { exact: true })).toBeVisible();
    await expect(page.getByText(t.replace)).toHaveCount(2);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(t.received);
    await page.reload();
    await expect(page.getByText(t.pending)).toBeVisible();

    // An administrator approves her plate (what the plate page's Approve Plates sends).
    const token = await adminToken(request, testInfo.project.name);
    const queue = await request.get('/api/api/plates/pending', { headers: bearer(token) });
    const mine = ((await queue.json()) as { userId: string; phoneNumber: string }[]).find(
      (q) => q.phoneNumber === phone.e164,
    );
    expect(mine, 'her documents are in the queue').toBeDefined();
    const approved = await request.patch(`/api/api/users/${mine!.userId}`, {
      headers: bearer(token),
      data: [{ op: 'add', path: 'plateNumber', value: '7ABC123' }],
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.reload();
    await expect(page.getByText(t.approvedNotice)).toBeVisible();
    const plates = page.getByRole('main').getByRole('listitem').filter({ hasText: '7ABC123' });
    await expect(plates).toContainText(t.approved);
    await expect(page.getByRole('main').getByText(t.awaiting)).toHaveCount(0);
    const after = await request.get('/api/api/plates/pending', { headers: bearer(token) });
    expect(((await after.json()) as { phoneNumber: string }[]).map((q) => q.phoneNumber)).not.toContain(
      phone.e164,
    );
    await expectNoSeriousViolations(page);
    expect(errors, 'console errors').toEqual([]);
  });

  test(`at the desk (${language}): the queue leads to her documents, and a decision clears it`, async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the plate administrator works at a desk');
    const watched = watchErrors(page);
    const patron = ownPhone('platesJourney', testInfo.project.name, language === 'en' ? 0 : 1);
    const her = await passwordToken(request, await apiCredentials(request, patron.e164));
    const uploaded = await request.post(`/api/api/users/${her.userId}/LicenseAndRegistration`, {
      headers: bearer(her.access_token),
      multipart: {
        image0: { name: 'license.png', mimeType: 'image/png', buffer: PNG },
        image1: { name: 'registration.jpg', mimeType: 'image/jpeg', buffer: JPEG },
        add_replace: 'add',
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    await openAsAdmin(page, request, testInfo.project.name, '/admin/license-plate', language);
    const queue = page.getByRole('list', { name: t.queue });
    const review = queue.getByRole('button', { name: t.review(patron.e164), exact: true });
    await review.click();
    await expect(page.getByRole('heading', { level: 2, name: patron.e164 })).toBeFocused();
    const documents = page.getByRole('region', {
      name: language === 'en' ? 'License and registration' : 'רישיון נהיגה ורישיון רכב',
    });
    await expect(documents.getByRole('img')).toHaveCount(2);
    await expectNoSeriousViolations(page);

    if (language === 'en') {
      await page.getByRole('textbox', { name: t.plates }).fill('7abc123');
      await page.getByRole('button', { name: t.approve }).click();
      await expect(documents.getByText(/· Approved ·/)).toBeVisible();
    } else {
      await documents.getByRole('button', { name: /^דחיית המסמכים שנשלחו/ }).click();
      const dialog = page.getByRole('dialog', { name: t.refuseDialog });
      await dialog.getByRole('button', { name: t.refuse }).click();
      await expect(dialog).toBeHidden();
      await expect(documents.getByText(/· נדחה ·/)).toBeVisible();
    }
    // Out of the queue (others' documents may still wait there).
    await expect(review).toHaveCount(0);
    expect((await submissionsOf(request, her))[0]?.status).toBe(language === 'en' ? 'approved' : 'rejected');
    await expectNoSeriousViolations(page);
    expect(watched.errors, 'console errors').toEqual([]);

    // Her own page says what became of them, in her language.
    const hers = await browser.newContext(baseURL === undefined ? {} : { baseURL });
    const herPage = await hers.newPage();
    await useLanguage(herPage, language);
    await startSignedInAs(herPage, her);
    await herPage.goto('/license-plate');
    await expect(herPage.getByText(language === 'en' ? t.approvedNotice : t.refused)).toBeVisible();
    await expect(herPage.getByRole('main').getByText(t.awaiting)).toHaveCount(0);
    await hers.close();
  });
}
