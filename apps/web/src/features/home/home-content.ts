import { languageContent } from '../../i18n/language-chunk';
import type { HomeContent } from './home-content-shape';

export { FEATURE_ICONS, GUIDE_PAGES, VISIT_TABS } from './home-content-shape';
export type { HomeContent, GuidePage, FeatureIcon, VisitTab } from './home-content-shape';

/** The sections' words, in the reader's language only (home.<language>.json, a chunk per language). */
export const homeContent = languageContent<HomeContent>('features/home/home', {
  en: () => import('./home.en.json'),
  he: () => import('./home.he.json'),
});
