import admin from './admin/he';
import he from './he.json';

// Every Hebrew text in one chunk: the site's own file and the staff screens' area files.
export const heResources = { ...he, admin };
