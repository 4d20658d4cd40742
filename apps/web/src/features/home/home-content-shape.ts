export interface HomeContent {
  intro: { heading: string; paragraphs: string[] };
  features: { heading: string; items: { title: string; text: string; icon: FeatureIcon }[] };
  counters: { heading: string; items: { value: string; label: string }[] };
  tabs: {
    heading: string;
    items: { id: string; label: string; title: string; text: string; points: string[] }[];
  };
  testimonials: { heading: string; items: { quote: string; name: string; place: string; stars: number }[] };
  guides: { heading: string; lead: string; cards: { page: GuidePage; text: string }[] };
}

/** The information pages the guide cards lead to (titles from the menus' translations). */
export type GuidePage =
  'whatIsAMikvah' | 'cycleOfSanctity' | 'magnificentNewMikvah' | 'blog' | 'about' | 'kallahTours';

export type FeatureIcon = 'room' | 'heart' | 'sparkle' | 'phone' | 'crown' | 'door';
