import type { ParseKeys } from 'i18next';
import type enAccount from './account/en.json';
import type enStaff from './admin/en';
import type { enResources } from './en-resources';

/** The site's own texts (every patron page), as en.json holds them. */
export type SiteTexts = typeof enResources;
/** The texts of /reserve and the account pages (account/en.json), loaded with those pages. */
export type AccountTexts = typeof enAccount;
/** The staff screens' texts, one area a file, under the key "admin" (loaded with those screens). */
export type StaffTexts = { admin: typeof enStaff };
/** Every text the app may ask for, so that keys of every part are checked by the compiler. */
export type TranslationResources = SiteTexts & AccountTexts & StaffTexts;

/** Every translation key, checked by the compiler (see i18next.d.ts). */
export type TranslationKey = ParseKeys<'translation'>;
