import type { Language } from './language';
import type { SiteTexts } from './keys';

/**
 * One language's texts of the site (every patron page), each language its own chunk: a visitor
 * downloads only the language she reads, and no staff screen's texts.
 */
export function loadSiteTexts(language: Language): Promise<SiteTexts> {
  return language === 'he'
    ? import('./he-resources').then((m) => m.heResources)
    : import('./en-resources').then((m) => m.enResources);
}
