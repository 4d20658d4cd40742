import he from './he.json';

// The site's own Hebrew texts, one chunk. The staff screens' texts are loaded apart (staff-texts.ts).
export const heResources = he;
