import type { NeighbourhoodId } from './neighbourhoods';

/**
 * The home page's words (home.<language>.json). Which features, tabs and guide cards the page shows, and
 * in what order, is the page's own: the catalogues name them by key and hold only their words.
 */
export interface HomeContent {
  intro: { heading: string; paragraphs: string[] };
  features: { heading: string; items: Record<FeatureIcon, { title: string; text: string }> };
  counters: { heading: string; items: { value: string; label: string }[] };
  tabs: {
    heading: string;
    items: Record<VisitTab, { label: string; title: string; text: string; points: string[] }>;
  };
  testimonials: { heading: string; items: { quote: string; name: string; place: string; stars: number }[] };
  /** The distance picker's neighbourhoods, by id (neighbourhoods.ts holds their miles and order). */
  neighbourhoods: Record<NeighbourhoodId, string>;
  guides: { heading: string; lead: string; cards: Record<GuidePage, string> };
}

/** The features, each by its icon, in the order shown. */
export const FEATURE_ICONS = ['room', 'heart', 'sparkle', 'phone', 'crown', 'door'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** The visit's tabs, the first open. */
export const VISIT_TABS = ['first', 'kallah', 'monthly'] as const;
export type VisitTab = (typeof VISIT_TABS)[number];

/** The information pages the guide cards lead to (titles from the menus' translations), in order. */
export const GUIDE_PAGES = [
  'whatIsAMikvah',
  'cycleOfSanctity',
  'magnificentNewMikvah',
  'blog',
  'kallahTours',
  'about',
] as const;
export type GuidePage = (typeof GUIDE_PAGES)[number];
