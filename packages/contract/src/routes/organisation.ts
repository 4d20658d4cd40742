import type { Route } from '../route.ts';

/** The organisation's own pages: its facilities, their settings, money and logs (OrgAdmin). */
export const organisationApi = {
  /** GET (OrgAdmin) → every facility { slug, name, host, timeZone }. */
  facilities: { method: 'GET', path: '/api/api/organisation/facilities' },
  /** POST { slug, name, host, timeZone?, lat?, lng?, admin? } (OrgAdmin) → the facility added. */
  addFacility: { method: 'POST', path: '/api/api/organisation/facilities' },
  /** GET (OrgAdmin) → one facility's settings, as its administrators see them. */
  settings: { method: 'GET', path: '/api/api/organisation/facilities/:slug/settings' },
  /** PUT { value } (OrgAdmin) → { success, errorMessage, result } as PUT settings/admin/{key}. */
  setting: { method: 'PUT', path: '/api/api/organisation/facilities/:slug/settings/:key' },
  /** GET with the filters of GET audit (OrgAdmin) → one facility's audit log, a page at a time. */
  audit: { method: 'GET', path: '/api/api/organisation/facilities/:slug/audit' },
  /** GET ?from=&to= (OrgAdmin) → each facility's money of those nights, and the sums; no patron's data. */
  report: { method: 'GET', path: '/api/api/organisation/report' },
} as const satisfies Record<string, Route>;
