import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { botCheckConfigQueryOptions } from '../api/bot-check-config';
import { paymentsConfigQueryOptions } from '../api/payments-config';
import { scheduleQueryOptions } from '../api/schedule';
import { facilitiesTonightQueryOptions } from '../api/facilities';
import { settingsQueryOptions } from '../api/settings';
import { toursQueryOptions } from '../features/tours/api/tours';
import { prefetchReserveData } from '../features/reserve/reserve-data';
import { isArrival } from '../features/reserve/flow/arrival';
import { arrivalFromCache } from '../features/reserve/flow/arrival-from-cache';
import { MyDataDeletedNotice } from '../features/account/my-data-deleted-notice';
import { homeContent } from '../features/home/home-content';
import { aboutContent } from '../features/info/content/about';
import { blogContent } from '../features/info/content/blog-posts';
import { cycleOfSanctityContent } from '../features/info/content/cycle-of-sanctity';
import { magnificentNewMikvahContent } from '../features/info/content/magnificent-new-mikvah';
import { whatIsAMikvahContent } from '../features/info/content/what-is-a-mikvah';
import { kioskContent } from '../features/kiosk/kiosk-content';
import { roomContent } from '../features/room-tablet/room-content';
import { accountTexts } from '../i18n/account-texts';
import type { LanguageChunk } from '../i18n/language-chunk';
import type { Language } from '../i18n/language';
import { RequireAuth, RequireRole } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { RouteError } from './route-error';

/*
 * Route table of docs/product/site-and-staff.md §2. Every page is its own chunk (React.lazy), so a patron's first page
 * downloads only the shell and that page; the admin screens are separate chunks behind their guards.
 */
const pages = {
  home: lazyPage('home/home-page'),
  about: lazyPage('info/about-page'),
  blog: lazyPage('info/blog-page'),
  whatIsAMikvah: lazyPage('info/what-is-a-mikvah-page'),
  magnificentNewMikvah: lazyPage('info/magnificent-new-mikvah-page'),
  cycleOfSanctity: lazyPage('info/cycle-of-sanctity-page'),
  contact: lazyPage('contact/contact-page'),
  tours: lazyPage('tours/tours-page'),
  kallahTours: lazyPage('tours/kallah-tours-page'),
  hours: lazyPage('hours/hours-page'),
  directory: lazyPage('directory/directory-page'),
  careers: lazyPage('careers/careers-page'),
  login: lazyPage('auth/login-page'),
  secondFactor: lazyPage('auth/second-factor-page'),
  language: lazyPage('account/language-page'),
  donate: lazyPage('donate/donate-page'),
  smmt: lazyPage('info/social-redirect-page'),
  terms: lazyPage('info/terms-page'),
  reserve: lazyPage('reserve/reserve-page'),
  notifications: lazyPage('account/notifications-page'),
  licensePlate: lazyPage('account/license-plate-page'),
  paymentMethods: lazyPage('account/payment-methods-page'),
  excludedAttendants: lazyPage('account/excluded-attendants-page'),
  attendantNote: lazyPage('account/attendant-note-page'),
  myData: lazyPage('account/my-data-page'),
  devices: lazyPage('account/devices-page'),
  garageAccess: lazyPage('garage/garage-access-page'),
  kiosk: lazyPage('kiosk/kiosk-page'),
  room: lazyPage('room-tablet/room-tablet-page'),
  admin: lazyPage('admin-night/night-page'),
  adminBoard: lazyPage('admin-night/board-page'),
  userPlateAdmin: lazyPage('admin-plates/plates-page'),
  adminSettings: lazyPage('admin-config/settings-page'),
  adminSchedule: lazyPage('admin-config/schedule-page'),
  adminRooms: lazyPage('admin-config/rooms-page'),
  adminDevices: lazyPage('admin-config/building-devices-page'),
  adminUsers: lazyPage('admin-people/users-page'),
  adminUser: lazyPage('admin-people/user-page'),
  adminPayments: lazyPage('admin-people/payments-report-page'),
  adminAudit: lazyPage('admin-people/audit-page'),
  adminOrganisation: lazyPage('admin-people/organisation-page'),
  adminOrganisationFacility: lazyPage('admin-people/organisation-facility-page'),
  notFound: lazyPage('info/not-found-page'),
} satisfies Record<string, LazyPage>;

/** What the server and the start-up code know of a page route. */
export interface PageHandle {
  /**
   * Starts the download of the page's chunk and of the texts it needs beside the site's, in the page's
   * language; absent where the chunk must wait for its guard.
   */
  preload?: (language: Language) => Promise<unknown>;
  /** The page module's build-manifest name: the server links its script and stylesheets. */
  source: string;
  /** The build-manifest names of the words the page needs beside the site's, linked by the server too. */
  textSources?: (language: Language) => string[];
  /**
   * Fetches the data the page shows at once: the server renders the page with it. `session` is the
   * one the server paints the page with (decision 0064); in the browser, the stored one is read.
   */
  prefetch?: (client: QueryClient, session?: { userId: string }) => Promise<void>[];
  notFound?: boolean;
  signInRequired?: boolean;
  /**
   * Drawn by the server and never taken over by the app (decision 0063): its parts work by behaviours.
   * A function decides it from the data the page was painted with (/reserve, decision 0068).
   */
  light?: boolean | LightWhen;
  /** The scripts of its islands (decision 0065), by their source: each takes over one part of a light page. */
  islands?: string[];
  /** Its island hands her over to the app (decision 0068): the server lists the app's scripts for it. */
  handsOver?: boolean;
}

/** Whether a page is painted light, from its data and its address's query (decision 0068). */
export type LightWhen = (client: QueryClient, page: { search: string; userId: string | null }) => boolean;

/** Whether the page of these handles is light, for the data it was painted with. */
export const isLightPage = (
  handles: readonly Pick<PageHandle, 'light'>[],
  client: QueryClient,
  page: { search: string; userId: string | null },
): boolean => handles.some((h) => (typeof h.light === 'function' ? h.light(client, page) : h.light === true));

/** Behind a guard: a guest is sent to /login, by the server too. */
const signInRequired: Partial<PageHandle> = { signInRequired: true };

interface PageOptions extends Pick<PageHandle, 'prefetch' | 'notFound' | 'light' | 'islands' | 'handsOver'> {
  /** false keeps a chunk from being fetched before its guard has run. */
  preload?: boolean;
  /** Words the page needs in its language beyond the site's texts: fetched with its chunk. */
  texts?: LanguageChunk[];
}

/** A light page whose public form is an island (decision 0065), with the bot check it draws. */
const publicForm: PageOptions = {
  light: true,
  islands: ['src/islands/public-forms.tsx'],
  prefetch: (client) => [client.prefetchQuery(botCheckConfigQueryOptions())],
};

/** A route's element and handle. */
const page = (name: keyof typeof pages, { preload = true, texts = [], ...rest }: PageOptions = {}) => {
  const Page = pages[name];
  const load = (language: Language) =>
    Promise.all([Page.preload(), ...texts.map((chunk) => chunk.preload(language))]);
  const handle: PageHandle = {
    source: Page.source,
    ...(preload ? { preload: load } : {}),
    ...(texts.length > 0
      ? { textSources: (language: Language) => texts.map((chunk) => chunk.source(language)) }
      : {}),
    ...rest,
  };
  return { element: <Page />, handle };
};

/** A page behind sign-in that speaks with the account texts. */
const accountPage = (name: keyof typeof pages, options: PageOptions = {}) =>
  page(name, { texts: [accountTexts], ...options });

/** The facility's name, on every page. */
const withSettings = { prefetch: (client: QueryClient) => [client.prefetchQuery(settingsQueryOptions())] };

export const appRoutes: RouteObject[] = [
  {
    // The shared devices' pages fill the screen themselves (ui/device-page.tsx), outside the site's
    // layout: no menu, link or footer leads away from them. Nothing links to them, so their code is
    // always loaded with the page (preloadRoute) and there is nothing to show while it comes.
    element: (
      <Suspense>
        <Outlet />
      </Suspense>
    ),
    handle: withSettings,
    children: [
      {
        errorElement: (
          <main id="main">
            <RouteError />
          </main>
        ),
        children: [
          // The lobby's tablet: public, but it checks in only with the device token an Admin gave it.
          { path: 'kiosk', ...page('kiosk', { texts: [kioskContent] }) },
          // A room's tablet: public, but it acts only with its room's device token or the room passcode.
          { path: 'room/:id', ...page('room', { texts: [roomContent] }) },
        ],
      },
    ],
  },
  {
    element: <AppLayout />,
    // The header and footer show the facility's name and contact details on every page.
    handle: withSettings,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // Public, exact.
          // Right after she deleted her account, home says so.
          {
            index: true,
            ...page('home', { texts: [homeContent], light: true }),
            element: (
              <>
                <MyDataDeletedNotice />
                <pages.home />
              </>
            ),
          },
          { path: 'about', ...page('about', { texts: [aboutContent], light: true }) },
          { path: 'blog', ...page('blog', { texts: [blogContent], light: true }) },
          {
            path: 'what-is-a-mikvah',
            ...page('whatIsAMikvah', { texts: [whatIsAMikvahContent], light: true }),
          },
          {
            path: 'magnificent-new-mikvah',
            ...page('magnificentNewMikvah', { texts: [magnificentNewMikvahContent], light: true }),
          },
          {
            path: 'cycle-of-sanctity',
            ...page('cycleOfSanctity', { texts: [cycleOfSanctityContent], light: true }),
          },
          { path: 'contact', ...page('contact', publicForm) },
          { path: 'tours', ...page('tours', publicForm) },
          {
            path: 'kallah-tours',
            ...page('kallahTours', {
              ...publicForm,
              prefetch: (client) => [
                client.prefetchQuery(botCheckConfigQueryOptions()),
                client.prefetchQuery(toursQueryOptions('Kallah')),
              ],
            }),
          },
          {
            path: 'hours',
            ...page('hours', {
              prefetch: (client) => [client.prefetchQuery(scheduleQueryOptions())],
              light: true,
            }),
          },
          {
            path: 'mikvaot',
            ...page('directory', {
              prefetch: (client) => [client.prefetchQuery(facilitiesTonightQueryOptions())],
              light: true,
            }),
          },
          { path: 'careers', ...page('careers', publicForm) },
          { path: 'terms', ...page('terms', { light: true }) },
          { path: 'login/second-factor', ...page('secondFactor') },
          // Public, not exact.
          { path: 'login/*', ...page('login', { light: true, islands: ['src/islands/login.tsx'] }) },
          { path: 'language/*', ...page('language') },
          {
            path: 'donate/*',
            ...page('donate', {
              light: true,
              islands: ['src/islands/donate.tsx'],
              prefetch: (client) => [
                client.prefetchQuery(botCheckConfigQueryOptions()),
                client.prefetchQuery(paymentsConfigQueryOptions()),
              ],
            }),
          },
          { path: 'smmt/*', ...page('smmt') },
          // The drawer of the old site linked Group Tours to /tour.
          { path: 'tour', element: <Navigate to="/tours" replace /> },
          // Login required.
          {
            element: <RequireAuth />,
            handle: signInRequired,
            children: [
              {
                path: 'reserve',
                ...accountPage('reserve', {
                  prefetch: (client, session) => [prefetchReserveData(client, session?.userId)],
                  // Her arrival at a new booking is painted with the nights as an island (decision 0068).
                  light: (client, { search, userId }) =>
                    isArrival({ state: null, search }) &&
                    arrivalFromCache(client, userId)?.view === 'reserve-date',
                  islands: ['src/islands/reserve.tsx'],
                  handsOver: true,
                }),
              },
              { path: 'notifications', ...accountPage('notifications') },
              { path: 'license-plate', ...accountPage('licensePlate') },
              { path: 'payment-methods', ...accountPage('paymentMethods') },
              { path: 'excluded-attendants', ...accountPage('excludedAttendants') },
              { path: 'attendant-note', ...accountPage('attendantNote') },
              { path: 'my-data', ...accountPage('myData') },
              { path: 'devices', ...accountPage('devices') },
              { path: 'garage-access', ...accountPage('garageAccess') },
            ],
          },
          {
            // The night's list is the desk's page too (Receptionist sees the same list).
            element: <RequireRole roles={['Admin', 'Receptionist']} />,
            handle: signInRequired,
            children: [
              { path: 'admin', ...page('admin', { preload: false }) },
              { path: 'admin/board', ...page('adminBoard', { preload: false }) },
            ],
          },
          {
            element: <RequireRole roles={['Admin']} />,
            handle: signInRequired,
            children: [
              { path: 'admin/settings', ...page('adminSettings', { preload: false }) },
              { path: 'admin/schedule', ...page('adminSchedule', { preload: false }) },
              { path: 'admin/rooms', ...page('adminRooms', { preload: false }) },
              { path: 'admin/devices', ...page('adminDevices', { preload: false }) },
              { path: 'admin/users', ...page('adminUsers', { preload: false }) },
              { path: 'admin/users/:id', ...page('adminUser', { preload: false }) },
              { path: 'admin/payments', ...page('adminPayments', { preload: false }) },
              { path: 'admin/audit', ...page('adminAudit', { preload: false }) },
            ],
          },
          {
            element: <RequireRole roles={['OrgAdmin']} />,
            handle: signInRequired,
            children: [
              { path: 'admin/organisation', ...page('adminOrganisation', { preload: false }) },
              { path: 'admin/organisation/:slug', ...page('adminOrganisationFacility', { preload: false }) },
            ],
          },
          {
            element: <RequireRole roles={['UserPlateAdmin', 'Admin']} />,
            handle: signInRequired,
            children: [{ path: 'admin/license-plate', ...page('userPlateAdmin', { preload: false }) }],
          },
          { path: '*', ...page('notFound', { notFound: true, light: true }) },
        ],
      },
    ],
  },
];

/** The handles of the routes that match `pathname`, outermost first. */
export function routeHandlesFor(pathname: string): Partial<PageHandle>[] {
  return (matchRoutes(appRoutes, pathname) ?? []).flatMap((match) =>
    // The router types a route's handle unknown; every route here sets a PageHandle.
    match.route.handle ? [match.route.handle as Partial<PageHandle>] : [],
  );
}

/**
 * Starts downloading the chunk of the page at `pathname`, the texts it needs in `language` and the data
 * it shows, all at once (called at start, in parallel with the language file): her data does not wait
 * for the page's code.
 */
/**
 * Starts loading the code (and, given the query client, the data) of the page at `pathname`; settles
 * when the code has arrived or failed.
 */
export function preloadRoute(pathname: string, language: Language, queryClient?: QueryClient): Promise<void> {
  const code: Promise<unknown>[] = [];
  for (const handle of routeHandlesFor(pathname)) {
    if (handle.preload) code.push(handle.preload(language));
    if (queryClient) void Promise.allSettled(handle.prefetch?.(queryClient) ?? []);
  }
  return Promise.allSettled(code).then(() => undefined);
}

export const createAppRouter = () => createBrowserRouter(appRoutes);
