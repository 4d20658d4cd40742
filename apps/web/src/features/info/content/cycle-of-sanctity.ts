import { languageContent } from '../../../i18n/language-chunk';
import type { Article } from '../article-types';

/** The cycle of sanctity, in the reader's language only (cycle-of-sanctity.<language>.json, a chunk per language). */
export const cycleOfSanctityContent = languageContent<Article>('features/info/content/cycle-of-sanctity', {
  en: () => import('./cycle-of-sanctity.en.json'),
  he: () => import('./cycle-of-sanctity.he.json'),
});
