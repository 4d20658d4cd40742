import { use } from 'react';
import type { Language } from './language';
import { i18n, prepareEachLanguage } from './setup';
import { useLanguage } from './use-language';

/** The staff screens' areas: each has its own texts file per language (admin/<area>.<language>.json). */
export type StaffArea = 'night' | 'plates' | 'config' | 'people';

type TextsModule = Promise<{ default: Record<string, unknown> }>;

/** Each area's texts in each language are a chunk of their own, fetched when a screen of it opens. */
const loaders: Record<Language, Record<StaffArea, () => TextsModule>> = {
  en: {
    night: () => import('./admin/night.en.json'),
    plates: () => import('./admin/plates.en.json'),
    config: () => import('./admin/config.en.json'),
    people: () => import('./admin/people.en.json'),
  },
  he: {
    night: () => import('./admin/night.he.json'),
    plates: () => import('./admin/plates.he.json'),
    config: () => import('./admin/config.he.json'),
    people: () => import('./admin/people.he.json'),
  },
};

const pending = new Map<string, Promise<void>>();
/** The areas opened so far: a switch of language brings their texts in the new language too. */
const opened = new Set<StaffArea>();

const isLoaded = (area: StaffArea, language: Language): boolean =>
  i18n.getResource(language, 'translation', `admin.${area}`) !== undefined;

const keyOf = (area: StaffArea, language: Language) => `${language}/${area}`;

/**
 * Adds an area's texts in `language` under "admin.<area>" of the site's texts (the keys the staff
 * screens use). When they are there already: the load that brought them (settled), or a settled
 * promise.
 */
export function loadStaffTexts(area: StaffArea, language: Language): Promise<void> {
  opened.add(area);
  const key = keyOf(area, language);
  if (isLoaded(area, language)) return pending.get(key) ?? Promise.resolve();
  let loading = pending.get(key);
  if (!loading) {
    loading = loaders[language][area]().then(
      (module) => {
        i18n.addResourceBundle(language, 'translation', { admin: { [area]: module.default } }, true, false);
      },
      (error: unknown) => {
        pending.delete(key); // a later visit tries again
        throw error;
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

prepareEachLanguage((language) => Promise.all([...opened].map((area) => loadStaffTexts(area, language))));

/**
 * A staff screen's first line: it waits (suspends, the layout showing its loader) until its area's
 * texts in the page's language are there. A failed load is the route's error.
 */
export function useStaffTexts(area: StaffArea): void {
  const language = useLanguage();
  // Once a load has begun, every render reads its promise (settled or not): React replays a screen
  // that waited and expects the same use() again. Texts already in otherwise (tests) need no use(): a
  // promise read inside a test's act() holds the render back even when it is settled.
  if (pending.has(keyOf(area, language)) || !isLoaded(area, language)) use(loadStaffTexts(area, language));
}
