import en from './en.json';

// The site's own English texts, one chunk. The staff screens' texts are loaded apart (staff-texts.ts).
export const enResources = en;
