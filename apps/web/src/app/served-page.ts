import { isLanguage, type Language } from '../i18n/language';

/** The id of the element with the data a server-rendered page was rendered with (apps/server page-html.ts). */
export const STATE_ELEMENT_ID = 'app-state';

export interface ServedPage {
  language: Language;
  /** The server rendered it for a browser that holds a session (the signedIn cookie). */
  signedIn: boolean;
  /** TanStack Query's dehydrated cache. */
  state: unknown;
  /** Painted with the session of this user (/reserve, decision 0064): the app starts signed in as her. */
  sessionUserId: string | null;
}

/** The language and the session the server painted this document in, whatever it left for the app. */
export function readPaintedPage(doc: Document = document): Pick<ServedPage, 'sessionUserId'> & {
  language: Language | null;
} {
  const language = doc.documentElement.lang;
  return {
    language: isLanguage(language) ? language : null,
    sessionUserId: doc.documentElement.getAttribute('data-rendered-session'),
  };
}

/** What the server rendered into this document, or null when it sent the plain page. */
export function readServedPage(doc: Document = document): ServedPage | null {
  const element = doc.getElementById(STATE_ELEMENT_ID);
  const { language, sessionUserId } = readPaintedPage(doc);
  const rendered = doc.documentElement.getAttribute('data-rendered');
  if (!element || language === null || (rendered !== 'member' && rendered !== 'guest')) return null;
  try {
    return {
      language,
      signedIn: rendered === 'member',
      // JSON.parse answers any: kept unknown until the page reads it.
      state: JSON.parse(element.textContent ?? 'null') as unknown,
      sessionUserId,
    };
  } catch {
    return null;
  }
}
