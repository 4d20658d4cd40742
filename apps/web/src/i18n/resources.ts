import enAccount from './account/en.json';
import heAccount from './account/he.json';
import enStaff from './admin/en';
import heStaff from './admin/he';
import { enResources } from './en-resources';
import { heResources } from './he-resources';

// Every text of both languages at once, for tests and the server; the browser loads the site's texts
// of one language (site-texts.ts), the account texts with /reserve and the account pages
// (account-texts.ts) and a staff area's texts only on its screens (staff-texts.ts).
export { enResources, heResources };
export const enAccountResources = enAccount;
export const heAccountResources = heAccount;
export const enStaffResources = { admin: enStaff };
export const heStaffResources = { admin: heStaff };

/** i18next resources holding the site's, the account pages' and every staff area's texts, in both languages. */
export const allResources = {
  en: { translation: { ...enResources, ...enAccount, ...enStaffResources } },
  he: { translation: { ...heResources, ...heAccount, ...heStaffResources } },
};
