/** The app's own routes (docs/product/site-and-staff.md §2). Features link through these, never through string literals. */
export const routePaths = {
  home: '/',
  about: '/about',
  blog: '/blog',
  whatIsAMikvah: '/what-is-a-mikvah',
  magnificentNewMikvah: '/magnificent-new-mikvah',
  cycleOfSanctity: '/cycle-of-sanctity',
  contact: '/contact',
  tours: '/tours',
  tour: '/tour',
  kallahTours: '/kallah-tours',
  hours: '/hours',
  careers: '/careers',
  login: '/login',
  /** A staff member's second step of signing in, after the texted code. */
  secondFactor: '/login/second-factor',
  language: '/language',
  donate: '/donate',
  smmt: '/smmt',
  reserve: '/reserve',
  notifications: '/notifications',
  licensePlate: '/license-plate',
  paymentMethods: '/payment-methods',
  excludedAttendants: '/excluded-attendants',
  attendantNote: '/attendant-note',
  myData: '/my-data',
  /** Her signed-in devices: linked from /my-data, in no menu. */
  devices: '/devices',
  garageAccess: '/garage-access',
  kiosk: '/kiosk',
  /** A room's tablet: /room/{roomId}. */
  room: '/room',
  admin: '/admin',
  /** The night's rooms board; ?section= keeps one section (an attendant's phone). */
  adminBoard: '/admin/board',
  userPlateAdmin: '/admin/license-plate',
  adminSettings: '/admin/settings',
  adminSchedule: '/admin/schedule',
  adminRooms: '/admin/rooms',
  /** The building's devices Tevila calls (door locks, printers, garage relay), each with a test. */
  adminDevices: '/admin/devices',
  adminUsers: '/admin/users',
  adminPayments: '/admin/payments',
  /** The audit log; its filters and page in the address (?user=&action=&from=&to=&page=). */
  adminAudit: '/admin/audit',
  /** The organisation's facilities, their money and, at /admin/organisation/{slug}, each one (OrgAdmin). */
  adminOrganisation: '/admin/organisation',
  terms: '/terms',
} as const;

export type RoutePath = (typeof routePaths)[keyof typeof routePaths];

/** The organisation's page of one facility. */
export const organisationFacilityPath = (slug: string): string =>
  `/admin/organisation/${encodeURIComponent(slug)}`;

/** The administration page of one user. */
export const adminUserPath = (id: string): string => `/admin/users/${encodeURIComponent(id)}`;
