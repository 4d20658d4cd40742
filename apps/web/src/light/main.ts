/*
 * The script of a light page (decision 0063): the page is the server's, whole and in her language;
 * this makes its parts that a person can touch work (the menu, its groups, the install item, the
 * banner, tabs, a choice), shows the menu items of the session stored in her browser, and loads
 * nothing else. Going to a page that needs the app is a page load of its own.
 */
import { APP_TAKES_OVER } from '../app/handover';
import { withoutWww } from '../app/www';
import { showForStoredSession } from './audience';
import { applyBehaviours } from './behaviours';
import { keepPageToken, readSession } from '../shared/stored-session';

const bare = withoutWww(window.location.href);
if (bare) window.location.replace(bare);
else {
  // Her next page may be /reserve: it is painted with her data while her token holds.
  keepPageToken(readSession());
  showForStoredSession(document);
  const undo = applyBehaviours(document);
  // The app draws the page anew when an island hands her over to it (decision 0070).
  document.addEventListener(APP_TAKES_OVER, undo, { once: true });
}
