import type { Route } from '../route.ts';

/** Signing out, her password and staff sign-outs. */
export const sessionsApi = {
  /** POST (Admin) → { sessionsEnded }: signs the user out on every device. */
  userSignOut: { method: 'POST', path: '/api/api/users/:id/signout' },
  /** DELETE (Admin) → { removed, sessionsEnded }: her app, passkeys and recovery codes removed. */
  userSecondFactor: { method: 'DELETE', path: '/api/api/users/:id/secondfactor' },
  /** POST { refreshToken } (bearer): revokes the session on the server. */
  logout: { method: 'POST', path: '/api/api/account/logout' },
} as const satisfies Record<string, Route>;
