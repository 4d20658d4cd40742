import { expect, test, type Page } from './test';
import { expectNoSeriousViolations, openSignedIn, ownPhone, watchErrors } from './support';

/*
 * /notifications against the real server, in English and in Hebrew (right to left): a patron signs in
 * from the page, sees her three switches (all on for a new account), turns one off with the keyboard
 * and another with a click, each saved at once ("Saved."), still so after a reload, and turns them
 * back on. Checked with axe, with no console error.
 */

const text = {
  en: {
    title: 'Notifications',
    reservations: 'Booking confirmations',
    dayBefore: 'The day before',
    dayOf: 'On the day',
    dayBeforeHint: 'A reminder the day before your visit, with its time and your access code.',
    saved: 'Saved.',
  },
  he: {
    title: 'התראות',
    reservations: 'אישורי הזמנה',
    dayBefore: 'יום לפני',
    dayOf: 'ביום הביקור',
    dayBeforeHint: 'תזכורת ביום שלפני הביקור, עם השעה וקוד הכניסה.',
    saved: 'נשמר.',
  },
} as const;

/** Does `action` and waits for the PATCH it sends to be answered, then for the quiet "Saved.". */
async function saving(page: Page, saved: string, action: () => Promise<void>) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/api/users/'),
  );
  await action();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
}

for (const language of ['en', 'he'] as const) {
  test(`${language}: the three switches, each saved at once and kept after a reload`, async ({
    page,
    request,
  }, testInfo) => {
    const t = text[language];
    const { errors } = watchErrors(page);
    // Signed out, the page sends her to sign in and brings her back: slot 0 in English, 1 in Hebrew.
    const phone = ownPhone('notifications', testInfo.project.name, language === 'en' ? 0 : 1);
    await openSignedIn(page, request, '/notifications', phone, language);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    const reservations = page.getByRole('switch', { name: t.reservations });
    const dayBefore = page.getByRole('switch', { name: t.dayBefore });
    const dayOf = page.getByRole('switch', { name: t.dayOf });
    await expect(reservations).toBeChecked();
    await expect(dayBefore).toBeChecked();
    await expect(dayOf).toBeChecked();
    await expect(dayBefore).toHaveAccessibleDescription(t.dayBeforeHint);
    await expectNoSeriousViolations(page);

    // With the keyboard: Space on the focused switch.
    await dayBefore.focus();
    await saving(page, t.saved, () => page.keyboard.press('Space'));
    await expect(dayBefore).not.toBeChecked();
    await expect(dayBefore).toBeFocused();
    // With a click (the switch spans its label).
    await saving(page, t.saved, () => dayOf.click());
    await expect(dayOf).not.toBeChecked();
    await expectNoSeriousViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(reservations).toBeChecked();
    await expect(dayBefore).not.toBeChecked();
    await expect(dayOf).not.toBeChecked();

    // Back on, as she found them.
    await dayBefore.focus();
    await saving(page, t.saved, () => page.keyboard.press('Space'));
    await saving(page, t.saved, () => dayOf.click());
    await page.reload();
    await expect(dayBefore).toBeChecked();
    await expect(dayOf).toBeChecked();
    expect(errors, 'console errors').toEqual([]);
  });
}
