import { languageContent } from '../../i18n/language-chunk';
import type { HomeContent, GuidePage, FeatureIcon } from './home-content-shape';

export type { HomeContent, GuidePage, FeatureIcon };

/** The sections' words, in the reader's language only (a chunk per language). */
export const homeContent = languageContent<HomeContent>('features/home/home-content', {
  en: () => import('./home-content.en'),
  he: () => import('./home-content.he'),
});
