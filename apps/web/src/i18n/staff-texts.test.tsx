import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import heStaff from './admin/he';
import { heResources } from './resources';
import { changeLanguage, i18n } from './setup';
import { loadStaffTexts, useStaffTexts } from './staff-texts';

/** Hebrew as a patron page has it: the site's texts only, no staff area yet. */
function siteTextsOnly() {
  i18n.removeResourceBundle('he', 'translation');
  i18n.addResourceBundle('he', 'translation', heResources);
}

function PeopleScreen() {
  useStaffTexts('people');
  const { t } = useTranslation();
  return <h1>{t('admin.people.usersTitle')}</h1>;
}

beforeEach(siteTextsOnly);

describe('staff texts, one area at a time', () => {
  it('an area is fetched in a language on first use and joins the texts under admin.<area>', async () => {
    expect(i18n.getResource('he', 'translation', 'admin.night')).toBeUndefined();
    await loadStaffTexts('night', 'he');
    expect(i18n.getResource('he', 'translation', 'admin.night')).toEqual(heStaff.night);
    // Only that area, and the site's own texts stay.
    expect(i18n.getResource('he', 'translation', 'admin.people')).toBeUndefined();
    expect(i18n.getResource('he', 'translation', 'nav.home')).toBe(heResources.nav.home);
  });

  it('a staff screen waits for its area (the layout shows its loader meanwhile)', async () => {
    await i18n.changeLanguage('he');
    // Awaited: the screen suspends until its texts are in.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <PeopleScreen />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: heStaff.people.usersTitle })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('switching language brings the opened areas along before the page turns', async () => {
    await loadStaffTexts('plates', 'en');
    await changeLanguage('he');
    expect(i18n.language).toBe('he');
    expect(i18n.getResource('he', 'translation', 'admin.plates')).toEqual(heStaff.plates);
  });
});
