import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from './support';

/*
 * The web app's own texts, read from its translation files when the tests run, for the journeys that
 * go through every page in both languages: they find a control by the words the page shows, in either
 * language, without a second copy of each.
 */

const i18n = fileURLToPath(new URL('../apps/web/src/i18n/', import.meta.url));
const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(i18n + file, 'utf8')) as Record<string, unknown>;

function bundle(language: Language): Record<string, unknown> {
  const admin = Object.fromEntries(
    ['config', 'night', 'people', 'plates'].map((area) => [area, read(`admin/${area}.${language}.json`)]),
  );
  return { ...read(`${language}.json`), ...read(`account/${language}.json`), admin };
}

const bundles = { en: bundle('en'), he: bundle('he') };

/** The text of `key` ("reserve.payment.addNote") in `language`, with {{name}} placeholders filled. */
export function appText(language: Language, key: string, values: Record<string, string> = {}): string {
  let node: unknown = bundles[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${language}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The app's routes (apps/web/src/shared/route-paths.ts), read from the source: none is left out. */
export function appRoutePaths(): string[] {
  const source = readFileSync(
    fileURLToPath(new URL('../apps/web/src/shared/route-paths.ts', import.meta.url)),
    'utf8',
  );
  const block = /export const routePaths = \{([\s\S]*?)\} as const/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** The pages a visitor opens signed out (and a post of the blog), as the sweeps walk them. */
export const publicPagePaths = [
  '/',
  '/about',
  '/blog',
  '/blog?post=preparing-for-immersion',
  '/what-is-a-mikvah',
  '/magnificent-new-mikvah',
  '/cycle-of-sanctity',
  '/contact',
  '/tours',
  '/kallah-tours',
  '/hours',
  '/careers',
  '/login',
  '/language',
  '/donate',
  '/terms',
  '/kiosk',
  // A room's tablet before it is unlocked (a room of the seeded building).
  '/room/1',
] as const;

/** A patron's own pages (signed in). */
export const patronPagePaths = [
  '/reserve',
  '/notifications',
  '/license-plate',
  '/payment-methods',
  '/excluded-attendants',
  '/attendant-note',
  '/my-data',
  '/devices',
  '/garage-access',
] as const;

/** The administration screens. */
export const adminPagePaths = [
  '/admin',
  '/admin/board',
  '/admin/license-plate',
  '/admin/settings',
  '/admin/schedule',
  '/admin/rooms',
  '/admin/devices',
  '/admin/users',
  '/admin/payments',
  '/admin/audit',
] as const;
