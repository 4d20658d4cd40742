import { parseAudience, visibleTo } from '../app/menus';
import { readSession } from '../shared/stored-session';

/** The menu items of a light page shown for the session stored in her browser (app/menus.ts). */
export function showForStoredSession(root: ParentNode): void {
  const session = readSession();
  root.querySelectorAll<HTMLElement>('[data-audience]').forEach((item) => {
    item.hidden = !visibleTo(parseAudience(item.dataset.audience ?? ''), session);
  });
}
