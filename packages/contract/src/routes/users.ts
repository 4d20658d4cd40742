import type { Route } from '../route.ts';

/** A user, her roles, and the staff's search. */
export const usersApi = {
  /** GET → the user: her own, or anyone for Admin, Receptionist and UserPlateAdmin. */
  user: { method: 'GET', path: '/api/api/users/:id' },
  /** PATCH with a JSON-patch list → { success, errorMessage, result: User }. */
  patch: { method: 'PATCH', path: '/api/api/users/:id' },
  /** PUT (Admin): gives the user the role → { success, errorMessage, result: User }. */
  grantRole: { method: 'PUT', path: '/api/api/users/:id/roles/:role' },
  /** DELETE (Admin): takes the role from the user → { success, errorMessage, result: User }. */
  removeRole: { method: 'DELETE', path: '/api/api/users/:id/roles/:role' },
  /** POST { userId, NewPassword, ConfirmPassword }: her own password, or any user's for Admin. */
  setPassword: { method: 'POST', path: '/api/api/account/setpassword' },
  /** GET ?phone= (desk, UserPlateAdmin) → at most 20 users whose phone contains the digits. */
  search: { method: 'GET', path: '/api/api/users/search' },
  /** GET ?role= (Admin) → the users holding a role. */
  byRole: { method: 'GET', path: '/api/api/users' },
} as const satisfies Record<string, Route>;
