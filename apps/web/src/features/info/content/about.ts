import { languageContent } from '../../../i18n/language-chunk';
import type { Article } from '../article-types';

/** About us, in the reader's language only (about.<language>.json, a chunk per language). */
export const aboutContent = languageContent<Article>('features/info/content/about', {
  en: () => import('./about.en.json'),
  he: () => import('./about.he.json'),
});
