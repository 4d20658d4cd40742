import { createContext, useContext } from 'react';
import { fetchUser } from '../../api/user-fetch';
import { storeLanguage, type Language } from '../../i18n/language';
import { writeSession, type Session } from '../../shared/session';
import { accountLanguageOf } from './account-language-of';

/**
 * What the login's form asks of the page around it. On the light /login (decision 0065) it is the
 * page itself: the session goes to storage and she leaves by a page load, the next page being drawn
 * in her account's language. Inside the app, the app's session and router (login-page.tsx).
 */
export interface LoginHost {
  /** The language shown as chosen. */
  language: Language;
  chooseLanguage(language: Language): void;
  /** Keeps the session she has just been given. */
  signedIn(session: Session): Promise<void>;
  /** Leaves for a page of the site (her destination, or the staff's second step). */
  go(path: string): void;
}

export const LoginHostContext = createContext<LoginHost | null>(null);

/** How a light page leaves or draws itself again: the browser's own page loads. */
export interface PageLoads {
  assign(path: string): void;
  reload(): void;
}

const browserPageLoads: PageLoads = {
  assign: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
};

/** The light page's host: storage, cookies and page loads. */
export function pageHost(language: Language, page: PageLoads = browserPageLoads): LoginHost {
  return {
    language,
    chooseLanguage(chosen) {
      if (chosen === language) return;
      // The server draws the page again in the language she chose (its cookie says which).
      storeLanguage(chosen);
      page.reload();
    },
    async signedIn(session) {
      writeSession(session);
      try {
        const chosen = accountLanguageOf(await fetchUser(session.userId, undefined, session.token));
        if (chosen && chosen !== language) storeLanguage(chosen);
      } catch (error) {
        // The site keeps the language she is reading; nothing to show.
        console.warn('Could not read the account language.', error);
      }
    },
    go: (path) => page.assign(path),
  };
}

export const useLoginHost = (language: Language): LoginHost =>
  useContext(LoginHostContext) ?? pageHost(language);
