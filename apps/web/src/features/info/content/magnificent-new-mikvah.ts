import { languageContent } from '../../../i18n/language-chunk';
import type { Article } from '../article-types';

/** Our new mikvah, in the reader's language only (magnificent-new-mikvah.<language>.json, a chunk per language). */
export const magnificentNewMikvahContent = languageContent<Article>(
  'features/info/content/magnificent-new-mikvah',
  {
    en: () => import('./magnificent-new-mikvah.en.json'),
    he: () => import('./magnificent-new-mikvah.he.json'),
  },
);
