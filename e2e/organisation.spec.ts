import { expect, test } from './test';
import {
  dismissBanner,
  expectNoViolations,
  expectPageReady,
  keptCredentials,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
} from './support';

const texts = {
  en: {
    title: 'Organisation',
    facilities: 'The facilities of this site',
    add: 'Add the facility',
    name: 'Name',
    slug: 'Short name',
    host: 'Address',
    added: (name: string) => `${name} was added.`,
    money: "Each facility's payments, refunds and gifts of these nights",
    all: 'All facilities',
    setting: 'Change a setting',
    newValue: 'New value',
    save: 'Save',
    saved: 'Facility name was saved.',
    byOrganisation: 'The organisation',
  },
  he: {
    title: 'הארגון',
    facilities: 'המקוואות של האתר',
    add: 'הוספת המקווה',
    name: 'שם',
    slug: 'שם מקוצר',
    host: 'כתובת',
    added: (name: string) => `${name} נוסף.`,
    money: 'התשלומים, ההחזרים והתרומות של כל מקווה בלילות האלה',
    all: 'כל המקוואות',
    setting: 'שינוי הגדרה',
    newValue: 'ערך חדש',
    save: 'שמירה',
    saved: 'שם המקווה נשמר.',
    byOrganisation: 'הארגון',
  },
} as const;

/*
 * The organisation's administrator (docs/facilities.md), on a phone and in both languages: she sees
 * the facilities and their money, adds one, and changes one of its settings, which its log shows as
 * the organisation's.
 */
test.describe("The organisation's page", () => {
  for (const language of ['en', 'he'] as const)
    test(`adds a facility and configures it (${language})`, async ({ page, request }, testInfo) => {
      const t = texts[language];
      const slug = `e2e-${testInfo.project.name}-${language}`;
      const name = `${testInfo.project.name} ${language} Mikvah`;
      const answer = await passwordToken(
        request,
        await keptCredentials(request, ownPhone('organisation', testInfo.project.name, 0)),
      );
      expect(answer.roles).toContain('OrgAdmin');
      await useLanguage(page, language);
      await dismissBanner(page);
      await startSignedInAs(page, answer);
      await page.goto('/admin/organisation');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const list = page.getByRole('table', { name: t.facilities });
      await expect(list).toBeVisible();
      await expect(page.getByRole('table', { name: t.money }).getByText(t.all)).toBeVisible();
      await expectPageReady(page);
      await expectNoViolations(page, `/admin/organisation (${language})`);
      await page.screenshot({ path: testInfo.outputPath(`organisation-${language}.png`), fullPage: true });

      const form = page.getByRole('form', { name: language === 'he' ? 'הוספת מקווה' : 'Add a facility' });
      await form.getByLabel(t.name, { exact: false }).first().fill(name);
      await form.getByLabel(t.slug, { exact: false }).fill(slug);
      await form.getByLabel(t.host, { exact: false }).fill(`${slug}.tevila.test`);
      await form.getByRole('button', { name: t.add }).click();
      await expect(form.getByRole('status')).toHaveText(t.added(name));
      await list.getByRole('link', { name }).click();

      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const setting = page.getByRole('form', { name: t.setting });
      await setting.getByLabel(t.newValue).fill(`${name} North`);
      await setting.getByRole('button', { name: t.save }).click();
      await expect(setting.getByRole('status')).toHaveText(t.saved);
      // Its log: the change, made by the organisation.
      await expect(page.getByRole('table').getByText(t.byOrganisation).first()).toBeVisible();
      await expectNoViolations(page, `/admin/organisation/${slug}`);
      await page.screenshot({
        path: testInfo.outputPath(`organisation-facility-${language}.png`),
        fullPage: true,
      });
      // Its own site answers at its host with the name she gave it.
      const settings = (await (
        await request.get('/api/api/settings', { headers: { host: `${slug}.tevila.test` } })
      ).json()) as { key: string; value: string }[];
      expect(settings.find((s) => s.key === 'facilityName')?.value).toBe(`${name} North`);
    });
});
