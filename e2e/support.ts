import type { Page } from '@playwright/test';

/** Starts the page in a language, as a returning visitor who chose it would. */
export async function useLanguage(page: Page, language: 'en' | 'he') {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('selectedLanguage', lang);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

/** Keeps the home banner from opening on pages whose test is not about it. */
export async function dismissBanner(page: Page) {
  await page.addInitScript(() => localStorage.setItem('homeBannerClosedAt', String(Date.now())));
}
