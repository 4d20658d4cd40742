import type { TranslationKey } from '../i18n/keys';
import { routePaths } from '../shared/route-paths';
import { hasAnyRole, type Role, type Session } from '../shared/session';

/** Menus of docs/product/site-and-staff.md §2 (Menus), by sign-in and role. */
export interface MenuLink {
  id: string;
  labelKey: TranslationKey;
  to: string;
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

const link = (id: string, labelKey: TranslationKey, to: string): MenuLink => ({ id, labelKey, to });

const L = {
  home: link('home', 'nav.home', routePaths.home),
  admin: link('admin', 'nav.admin', routePaths.admin),
  addLicensePlates: link('addLicensePlates', 'nav.addLicensePlates', routePaths.userPlateAdmin),
  hours: link('hours', 'nav.hours', routePaths.hours),
  donate: link('donate', 'nav.donate', routePaths.donate),
  groupTours: link('groupTours', 'nav.groupTours', routePaths.tours),
  kallahTours: link('kallahTours', 'nav.kallahTours', routePaths.kallahTours),
  contact: link('contact', 'nav.contact', routePaths.contact),
  careers: link('careers', 'nav.careers', routePaths.careers),
  aboutUs: link('aboutUs', 'nav.aboutUs', routePaths.about),
  blog: link('blog', 'nav.blog', routePaths.blog),
  language: link('language', 'nav.language', routePaths.language),
  notifications: link('notifications', 'nav.notifications', routePaths.notifications),
  garageAccess: link('garageAccess', 'nav.garageAccess', routePaths.garageAccess),
  paymentMethods: link('paymentMethods', 'nav.paymentMethods', routePaths.paymentMethods),
  excludedAttendants: link('excludedAttendants', 'nav.excludedAttendants', routePaths.excludedAttendants),
  attendantNote: link('attendantNote', 'nav.attendantNote', routePaths.attendantNote),
  myData: link('myData', 'nav.myData', routePaths.myData),
  terms: link('terms', 'nav.terms', routePaths.terms),
  book: link('book', 'nav.bookYourVisit', routePaths.reserve),
  logIn: link('logIn', 'nav.logIn', routePaths.login),
} as const;

// The desk reaches the night's list through the Admin item too (issue: Receptionist sees the same list).
const ADMIN: readonly Role[] = ['Admin', 'Receptionist'];
const PLATE_ADMIN: readonly Role[] = ['UserPlateAdmin'];

export function buildMenus(session: Session | null): Menus {
  const roleItems = [
    ...(hasAnyRole(session, ADMIN) ? [L.admin] : []),
    ...(hasAnyRole(session, PLATE_ADMIN) ? [L.addLicensePlates] : []),
  ];
  const settings = [
    L.language,
    ...(session
      ? [L.notifications, L.garageAccess, L.paymentMethods, L.excludedAttendants, L.attendantNote, L.myData]
      : []),
  ];
  // A guest finds where to sign in from the menu too, not only from a page that asks for it.
  const guestItems = session ? [] : [L.logIn];
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
