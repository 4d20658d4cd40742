import type { TranslationKey } from '../i18n/keys';
import { routePaths } from '../shared/route-paths';
import { hasAnyRole, type Role, type Session } from '../shared/stored-session';

/** Menus of docs/product/site-and-staff.md §2 (Menus), by sign-in and role. */
export interface MenuLink {
  id: string;
  labelKey: TranslationKey;
  to: string;
  /** Who sees it; everyone when absent. */
  audience?: Audience;
}

/**
 * Who a menu item is for: a guest, anyone signed in, or staff of one of the roles. A page drawn
 * without the app (a light page) carries every item, each marked with its audience, and shows those
 * of the session stored in her browser (light/audience.ts).
 */
export type Audience = 'guest' | 'member' | readonly Role[];

export function visibleTo(audience: Audience | undefined, session: Pick<Session, 'roles'> | null): boolean {
  if (audience === undefined) return true;
  if (audience === 'guest') return session === null;
  if (audience === 'member') return session !== null;
  return hasAnyRole(session, audience);
}

/** The audience as a menu item's data-audience attribute: "guest", "member" or the roles, spaced. */
export const audienceAttribute = (audience: Audience): string =>
  typeof audience === 'string' ? audience : audience.join(' ');

export function parseAudience(value: string): Audience {
  // The roles as the server wrote them in the session, space-separated role names.
  return value === 'guest' || value === 'member' ? value : (value.split(' ') as Role[]);
}

export interface MenuGroup {
  id: string;
  labelKey: TranslationKey;
  items: MenuLink[];
}

export interface Menus {
  /** Desktop sidebar, main section. */
  main: MenuLink[];
  /** Settings section (desktop sidebar and mobile group). */
  settings: MenuLink[];
  /** Mobile drawer: top-level links, then the About, Tours and Settings groups. */
  mobile: { items: MenuLink[]; groups: MenuGroup[] };
  terms: MenuLink;
  book: MenuLink;
}

const link = (id: string, labelKey: TranslationKey, to: string, audience?: Audience): MenuLink => ({
  id,
  labelKey,
  to,
  ...(audience ? { audience } : {}),
});

// The desk reaches the night's list through the Admin item too (issue: Receptionist sees the same list).
const ADMIN: readonly Role[] = ['Admin', 'Receptionist'];
const PLATE_ADMIN: readonly Role[] = ['UserPlateAdmin'];
const ORG_ADMIN: readonly Role[] = ['OrgAdmin'];

const L = {
  home: link('home', 'nav.home', routePaths.home),
  admin: link('admin', 'nav.admin', routePaths.admin, ADMIN),
  addLicensePlates: link('addLicensePlates', 'nav.addLicensePlates', routePaths.userPlateAdmin, PLATE_ADMIN),
  organisation: link('organisation', 'nav.organisation', routePaths.adminOrganisation, ORG_ADMIN),
  hours: link('hours', 'nav.hours', routePaths.hours),
  donate: link('donate', 'nav.donate', routePaths.donate),
  groupTours: link('groupTours', 'nav.groupTours', routePaths.tours),
  kallahTours: link('kallahTours', 'nav.kallahTours', routePaths.kallahTours),
  contact: link('contact', 'nav.contact', routePaths.contact),
  careers: link('careers', 'nav.careers', routePaths.careers),
  aboutUs: link('aboutUs', 'nav.aboutUs', routePaths.about),
  blog: link('blog', 'nav.blog', routePaths.blog),
  language: link('language', 'nav.language', routePaths.language),
  notifications: link('notifications', 'nav.notifications', routePaths.notifications, 'member'),
  garageAccess: link('garageAccess', 'nav.garageAccess', routePaths.garageAccess, 'member'),
  paymentMethods: link('paymentMethods', 'nav.paymentMethods', routePaths.paymentMethods, 'member'),
  excludedAttendants: link(
    'excludedAttendants',
    'nav.excludedAttendants',
    routePaths.excludedAttendants,
    'member',
  ),
  attendantNote: link('attendantNote', 'nav.attendantNote', routePaths.attendantNote, 'member'),
  myData: link('myData', 'nav.myData', routePaths.myData, 'member'),
  terms: link('terms', 'nav.terms', routePaths.terms),
  book: link('book', 'nav.bookYourVisit', routePaths.reserve),
  logIn: link('logIn', 'nav.logIn', routePaths.login, 'guest'),
} as const;

/**
 * The menus of `session`; with `session` undefined, every item of every audience (a light page's,
 * each item marked with whom it is for).
 */
export function buildMenus(session: Session | null | undefined): Menus {
  const shown = (items: MenuLink[]) =>
    session === undefined ? items : items.filter((item) => visibleTo(item.audience, session));
  const roleItems = shown([L.admin, L.addLicensePlates, L.organisation]);
  const settings = shown([
    L.language,
    L.notifications,
    L.garageAccess,
    L.paymentMethods,
    L.excludedAttendants,
    L.attendantNote,
    L.myData,
  ]);
  // A guest finds where to sign in from the menu too, not only from a page that asks for it.
  const guestItems = shown([L.logIn]);
  return {
    main: [L.home, ...roleItems, L.hours, L.donate, L.groupTours, L.contact, L.careers, ...guestItems],
    settings,
    mobile: {
      items: [L.home, ...roleItems, L.hours, L.contact, ...guestItems],
      groups: [
        { id: 'about', labelKey: 'nav.about', items: [L.aboutUs, L.blog, L.careers, L.donate] },
        { id: 'tours', labelKey: 'nav.tours', items: [L.groupTours, L.kallahTours] },
        { id: 'settings', labelKey: 'nav.settings', items: settings },
      ],
    },
    terms: L.terms,
    book: L.book,
  };
}
