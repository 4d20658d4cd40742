import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { MyDataDeletedNotice } from '../features/account/my-data-deleted-notice';
import { RequireAuth, RequireRole } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { RouteError } from './route-error';

/*
 * Route table of spec 001 §2. Every page is its own chunk (React.lazy), so a patron's first page
 * downloads only the shell and that page; the admin screens are separate chunks behind their guards.
 */
const pages = {
  home: lazyPage(() => import('../features/home/home-page')),
  about: lazyPage(() => import('../features/info/about-page')),
  blog: lazyPage(() => import('../features/info/blog-page')),
  whatIsAMikvah: lazyPage(() => import('../features/info/what-is-a-mikvah-page')),
  magnificentNewMikvah: lazyPage(() => import('../features/info/magnificent-new-mikvah-page')),
  cycleOfSanctity: lazyPage(() => import('../features/info/cycle-of-sanctity-page')),
  contact: lazyPage(() => import('../features/contact/contact-page')),
  tours: lazyPage(() => import('../features/tours/tours-page')),
  kallahTours: lazyPage(() => import('../features/tours/kallah-tours-page')),
  hours: lazyPage(() => import('../features/hours/hours-page')),
  careers: lazyPage(() => import('../features/careers/careers-page')),
  login: lazyPage(() => import('../features/auth/login-page')),
  language: lazyPage(() => import('../features/account/language-page')),
  donate: lazyPage(() => import('../features/donate/donate-page')),
  smmt: lazyPage(() => import('../features/info/social-redirect-page')),
  terms: lazyPage(() => import('../features/info/terms-page')),
  reserve: lazyPage(() => import('../features/reserve/reserve-page')),
  notifications: lazyPage(() => import('../features/account/notifications-page')),
  licensePlate: lazyPage(() => import('../features/account/license-plate-page')),
  paymentMethods: lazyPage(() => import('../features/account/payment-methods-page')),
  excludedAttendants: lazyPage(() => import('../features/account/excluded-attendants-page')),
  attendantNote: lazyPage(() => import('../features/account/attendant-note-page')),
  myData: lazyPage(() => import('../features/account/my-data-page')),
  garageAccess: lazyPage(() => import('../features/garage/garage-access-page')),
  admin: lazyPage(() => import('../features/admin-night/night-page')),
  userPlateAdmin: lazyPage(() => import('../features/admin-plates/plates-page')),
  adminSettings: lazyPage(() => import('../features/admin-config/settings-page')),
  adminSchedule: lazyPage(() => import('../features/admin-config/schedule-page')),
  adminRooms: lazyPage(() => import('../features/admin-config/rooms-page')),
  adminUsers: lazyPage(() => import('../features/admin-people/users-page')),
  adminUser: lazyPage(() => import('../features/admin-people/user-page')),
  adminPayments: lazyPage(() => import('../features/admin-people/payments-report-page')),
  notFound: lazyPage(() => import('../features/info/not-found-page')),
} satisfies Record<string, LazyPage>;

/** A route's element; `preload: false` keeps a chunk from being fetched before its guard has run. */
const page = (name: keyof typeof pages, { preload = true } = {}) => {
  const Page = pages[name];
  return { element: <Page />, handle: preload ? { preload: Page.preload } : undefined };
};

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // Public, exact.
          // Right after she deleted her account, home says so.
          {
            index: true,
            ...page('home'),
            element: (
              <>
                <MyDataDeletedNotice />
                <pages.home />
              </>
            ),
          },
          { path: 'about', ...page('about') },
          { path: 'blog', ...page('blog') },
          { path: 'what-is-a-mikvah', ...page('whatIsAMikvah') },
          { path: 'magnificent-new-mikvah', ...page('magnificentNewMikvah') },
          { path: 'cycle-of-sanctity', ...page('cycleOfSanctity') },
          { path: 'contact', ...page('contact') },
          { path: 'tours', ...page('tours') },
          { path: 'kallah-tours', ...page('kallahTours') },
          { path: 'hours', ...page('hours') },
          { path: 'careers', ...page('careers') },
          { path: 'terms', ...page('terms') },
          // Public, not exact.
          { path: 'login/*', ...page('login') },
          { path: 'language/*', ...page('language') },
          { path: 'donate/*', ...page('donate') },
          { path: 'smmt/*', ...page('smmt') },
          // The drawer of the old site linked Group Tours to /tour.
          { path: 'tour', element: <Navigate to="/tours" replace /> },
          // Login required.
          {
            element: <RequireAuth />,
            children: [
              { path: 'reserve', ...page('reserve') },
              { path: 'notifications', ...page('notifications') },
              { path: 'license-plate', ...page('licensePlate') },
              { path: 'payment-methods', ...page('paymentMethods') },
              { path: 'excluded-attendants', ...page('excludedAttendants') },
              { path: 'attendant-note', ...page('attendantNote') },
              { path: 'my-data', ...page('myData') },
              { path: 'garage-access', ...page('garageAccess') },
            ],
          },
          {
            // The night's list is the desk's page too (Receptionist sees the same list).
            element: <RequireRole roles={['Admin', 'Receptionist']} />,
            children: [{ path: 'admin', ...page('admin', { preload: false }) }],
          },
          {
            element: <RequireRole roles={['Admin']} />,
            children: [
              { path: 'admin/settings', ...page('adminSettings', { preload: false }) },
              { path: 'admin/schedule', ...page('adminSchedule', { preload: false }) },
              { path: 'admin/rooms', ...page('adminRooms', { preload: false }) },
              { path: 'admin/users', ...page('adminUsers', { preload: false }) },
              { path: 'admin/users/:id', ...page('adminUser', { preload: false }) },
              { path: 'admin/payments', ...page('adminPayments', { preload: false }) },
            ],
          },
          {
            element: <RequireRole roles={['UserPlateAdmin', 'Admin']} />,
            children: [{ path: 'admin/license-plate', ...page('userPlateAdmin', { preload: false }) }],
          },
          { path: '*', ...page('notFound') },
        ],
      },
    ],
  },
];

/** Starts downloading the chunk of the page at `pathname` (called at start, in parallel with i18n). */
export function preloadRoute(pathname: string): void {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  for (const match of matches) {
    const preload = (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
    preload?.().catch(() => undefined);
  }
}

export const createAppRouter = () => createBrowserRouter(appRoutes);
