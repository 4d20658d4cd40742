import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import { adminToken, expectNoSeriousViolations, openSignedIn, ownPhone, watchErrors } from './support';

/*
 * The patron's account pages against the real server, in English and in Hebrew (right to left):
 * excluded attendants (two excluded, the maximum shown on a third, one removed after confirming), the
 * note to the attendant (saved, still there after a reload) and My Data (her data downloaded, then her
 * account deleted). Attendants are added through the API by the ADMIN_PHONES number. Every page is
 * checked with axe, with no console error.
 */

const text = {
  en: {
    excludedTitle: 'Excluded Attendants',
    search: 'Search by name',
    hint: 'Type at least 3 letters',
    results: 'Attendants found',
    none: 'You have not excluded any attendant.',
    exclude: (name: string) => `Exclude ${name}`,
    excluded: (name: string) => `${name} is now excluded.`,
    remove: (name: string) => `Remove ${name}`,
    removeTitle: 'Remove excluded attendant',
    confirmRemove: 'Remove',
    removed: (name: string) => `${name} is no longer excluded.`,
    maximum: 'You can set a maximum of 2 Excluded Attendants.',
    noteTitle: 'Note to Attendant',
    note: 'Note to the attendant',
    save: 'Save Note',
    saved: 'Your note was saved.',
    counter: /^\d+ of 500 characters$/,
    dataTitle: 'My Data',
    download: 'Download my data',
    downloaded: 'Your data was downloaded.',
    deleteAccount: 'Delete my account',
    deleteTitle: 'Delete your account?',
    deletedNotice: 'Your account has been deleted. Thank you for visiting us.',
  },
  he: {
    excludedTitle: 'החרגת בלניות',
    search: 'חיפוש לפי שם',
    hint: 'יש להקליד לפחות 3 אותיות',
    results: 'בלניות שנמצאו',
    none: 'לא החרגת אף בלנית.',
    exclude: (name: string) => `החרגת ${name}`,
    excluded: (name: string) => `${name} הוחרגה.`,
    remove: (name: string) => `הסרה של ${name}`,
    removeTitle: 'הסרת בלנית מוחרגת',
    confirmRemove: 'הסרה',
    removed: (name: string) => `${name} כבר אינה מוחרגת.`,
    maximum: 'אפשר להחריג 2 בלניות לכל היותר.',
    noteTitle: 'הערה לבלנית',
    note: 'הערה לבלנית',
    save: 'שמירת ההערה',
    saved: 'ההערה נשמרה.',
    counter: /^\d+ מתוך 500 תווים$/,
    dataTitle: 'הנתונים שלי',
    download: 'הורדת הנתונים שלי',
    downloaded: 'הנתונים שלך הורדו.',
    deleteAccount: 'מחיקת החשבון שלי',
    deleteTitle: 'למחוק את החשבון?',
    deletedNotice: 'החשבון שלך נמחק. תודה שביקרת אצלנו.',
  },
} as const;

/** Waits for a dialog's opening transition, so axe judges its colours as they end up. */
async function dialogSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** A run-unique word of letters, so a search finds only this test's attendants. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = '';
  for (let i = 0; i < 7; i++) {
    word += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return word;
}

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('authorizationData') ?? '{}') as { token?: string; userId?: string },
  );

// Each test signs in with a number of its own (ownPhone): slots 0-2 in English, 3-5 in Hebrew.
for (const [index, language] of (['en', 'he'] as const).entries()) {
  const t = text[language];

  test.describe(`account pages (${language})`, () => {
    test('excluded attendants: two excluded, the maximum on a third, one removed after confirming', async ({
      page,
      request,
    }, testInfo) => {
      // The admin's code may have to wait for the minute between codes to pass.
      test.setTimeout(120_000);
      const { errors } = watchErrors(page);
      const token = await adminToken(request, testInfo.project.name);
      const word = uniqueWord();
      const names: string[] = [];
      for (const first of ['Rivka', 'Shira', 'Tova']) {
        const lastName = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
        const created = await request.post('/api/api/attendants', {
          headers: { Authorization: `Bearer ${token}` },
          data: { firstName: first, lastName },
        });
        expect(created.status(), await created.text()).toBe(200);
        names.push(`${first} ${lastName}`);
      }
      const [a, b, c] = names as [string, string, string];

      await openSignedIn(
        page,
        request,
        '/excluded-attendants',
        ownPhone('accountPages', testInfo.project.name, index * 3 + 1),
        language,
      );
      await expect(page.getByRole('heading', { level: 1, name: t.excludedTitle })).toBeVisible();
      await expect(page.getByText(t.none)).toBeVisible();
      const search = page.getByRole('searchbox', { name: t.search });
      await expect(search).toHaveAccessibleDescription(t.hint);
      // Past the search's pause on the page's own clock, installed once the page has loaded: two
      // letters still search nothing.
      await page.clock.install();
      await search.fill(word.slice(0, 2));
      await page.clock.runFor(1_000);
      await expect(page.getByRole('list', { name: t.results })).toHaveCount(0);

      await search.fill(word);
      const results = page.getByRole('list', { name: t.results });
      await expect(results.getByRole('listitem')).toHaveCount(3);
      await expectNoSeriousViolations(page);

      await results.getByRole('button', { name: t.exclude(a) }).click();
      await expect(page.getByRole('status').filter({ hasText: t.excluded(a) })).toBeVisible();
      await expect(results.getByRole('listitem')).toHaveCount(2);
      await results.getByRole('button', { name: t.exclude(b) }).click();
      await expect(page.getByRole('status').filter({ hasText: t.excluded(b) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.remove(a) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.remove(b) })).toBeVisible();
      // Only the one not excluded is still offered; a third is refused with the rule's sentence.
      await expect(results.getByRole('listitem')).toHaveCount(1);
      await results.getByRole('button', { name: t.exclude(c) }).click();
      await expect(page.getByRole('alert')).toHaveText(t.maximum);
      await expect(page.getByRole('button', { name: t.remove(c) })).toHaveCount(0);

      await page.getByRole('button', { name: t.remove(a) }).click();
      const dialog = page.getByRole('dialog', { name: t.removeTitle });
      await expect(dialog).toBeVisible();
      await dialogSettled(page);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: t.confirmRemove, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: t.removed(a) })).toBeVisible();
      await expect(page.getByRole('button', { name: t.remove(a) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.remove(b) })).toBeVisible();

      // What the server keeps: one exclusion, the one left.
      const { token: patronToken, userId } = await storedToken(page);
      const user = await request.get(`/api/api/users/${userId}`, {
        headers: { Authorization: `Bearer ${patronToken}` },
      });
      expect(((await user.json()) as { excludedAttendants: number[] }).excludedAttendants).toHaveLength(1);
      expect(errors, 'console errors').toEqual([]);
    });

    test('note to the attendant: saved, and still there after a reload', async ({
      page,
      request,
    }, testInfo) => {
      const { errors } = watchErrors(page);
      await openSignedIn(
        page,
        request,
        '/attendant-note',
        ownPhone('accountPages', testInfo.project.name, index * 3),
        language,
      );
      await expect(page.getByRole('heading', { level: 1, name: t.noteTitle })).toBeVisible();
      const note = page.getByRole('textbox', { name: t.note });
      await expect(note).toHaveValue('');
      await expectNoSeriousViolations(page);
      const written = language === 'he' ? 'נא להשתמש בסבון עדין.' : 'Please use the gentle soap.';
      await note.fill(written);
      await expect(page.getByText(t.counter)).toHaveText(t.counter);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: t.note })).toHaveValue(written);
      expect(errors, 'console errors').toEqual([]);
    });

    test('my data: her data downloads as a file, then her account is deleted', async ({
      page,
      request,
    }, testInfo) => {
      const { errors } = watchErrors(page);
      const phone = ownPhone('accountPages', testInfo.project.name, index * 3 + 2);
      await openSignedIn(page, request, '/my-data', phone, language);
      await expect(page.getByRole('heading', { level: 1, name: t.dataTitle })).toBeVisible();
      await expect(page.locator('a[href="/my-data"]').first()).toBeAttached();
      await expectNoSeriousViolations(page);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        user: { phoneNumber: string };
        reservations: unknown[];
      };
      expect(data.user.phoneNumber).toBe(phone.e164);
      expect(data.reservations).toEqual([]);
      await expect(page.getByRole('status').filter({ hasText: t.downloaded })).toBeVisible();

      const { token, userId } = await storedToken(page);
      await page.getByRole('button', { name: t.deleteAccount }).click();
      const dialog = page.getByRole('dialog', { name: t.deleteTitle });
      await expect(dialog).toBeVisible();
      await dialogSettled(page);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: t.deleteAccount }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('status').filter({ hasText: t.deletedNotice })).toBeVisible();
      await expect(page.locator('a[href="/my-data"]')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('authorizationData'))).toBeNull();
      // Her old token opens nothing any more.
      const old = await request.get(`/api/api/users/${userId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(old.status()).toBe(401);
      expect(errors, 'console errors').toEqual([]);
    });
  });
}
