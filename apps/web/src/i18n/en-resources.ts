import admin from './admin/en';
import en from './en.json';

// Every English text in one chunk: the site's own file and the staff screens' area files.
export const enResources = { ...en, admin };
