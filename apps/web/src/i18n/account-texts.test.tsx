import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import heAccount from './account/he.json';
import { loadAccountTexts, useAccountTexts } from './account-texts';
import { enResources, heResources } from './resources';
import { changeLanguage, i18n } from './setup';

/** A language as a patron page has it: the site's texts only. */
function siteTextsOnly() {
  for (const [language, texts] of [
    ['en', enResources],
    ['he', heResources],
  ] as const) {
    i18n.removeResourceBundle(language, 'translation');
    i18n.addResourceBundle(language, 'translation', texts);
  }
}

function NotificationsScreen() {
  useAccountTexts();
  const { t } = useTranslation();
  return <p>{t('notificationsPage.intro')}</p>;
}

beforeEach(siteTextsOnly);

describe('account texts, loaded with the pages behind sign-in', () => {
  it("join the site's texts on first use", async () => {
    expect(i18n.getResource('he', 'translation', 'reserve')).toBeUndefined();
    await loadAccountTexts('he');
    expect(i18n.getResource('he', 'translation', 'reserve.titles.start')).toBe(
      heAccount.reserve.titles.start,
    );
    expect(i18n.getResource('he', 'translation', 'myDataPage.title')).toBe(heAccount.myDataPage.title);
    // The site's own texts stay.
    expect(i18n.getResource('he', 'translation', 'nav.home')).toBe(heResources.nav.home);
  });

  it('a page of the area waits for them (the layout shows its loader meanwhile)', async () => {
    await i18n.changeLanguage('he');
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <NotificationsScreen />
        </Suspense>,
      );
    });
    expect(await screen.findByText(heAccount.notificationsPage.intro)).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('switching language brings them along before the page turns', async () => {
    await i18n.changeLanguage('en');
    await loadAccountTexts('en');
    await changeLanguage('he');
    expect(i18n.language).toBe('he');
    expect(i18n.getResource('he', 'translation', 'reserve.titles.start')).toBe(
      heAccount.reserve.titles.start,
    );
  });
});
