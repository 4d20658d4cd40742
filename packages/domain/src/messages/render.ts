import { domainEn } from './en.ts';
import { domainHe } from './he.ts';
import { renderWith, type Catalogues, type Language, type Message } from './message.ts';

/** The domain's catalogues, for a server or page that renders the domain's messages. */
export const domainCatalogues: Catalogues = { en: domainEn, he: domainHe };

/** A message of the domain's rules in `language` (a page showing a check it ran itself). */
export function renderDomainMessage(message: Message, language: Language): string {
  return renderWith(domainCatalogues, message, language);
}
