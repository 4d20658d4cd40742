import { languageContent } from '../../../i18n/language-chunk';
import type { Article } from '../article-types';

/** What is a mikvah, in the reader's language only (what-is-a-mikvah.<language>.json, a chunk per language). */
export const whatIsAMikvahContent = languageContent<Article>('features/info/content/what-is-a-mikvah', {
  en: () => import('./what-is-a-mikvah.en.json'),
  he: () => import('./what-is-a-mikvah.he.json'),
});
