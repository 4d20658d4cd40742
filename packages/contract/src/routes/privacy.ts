import type { Route } from '../route.ts';

/** Her data, exported. */
export const privacyApi = {
  /** GET → her data as one JSON document, an attachment (her own, or anyone's for Admin). */
  export: { method: 'GET', path: '/api/api/users/:id/export' },
  /** DELETE { confirm: true } → her account deleted: { success, errorMessage, result: null }. */
  deleteAccount: { method: 'DELETE', path: '/api/api/users/:id' },
} as const satisfies Record<string, Route>;
