import type { Route } from '../route.ts';

/** The token endpoint: a password or a refresh token for an access token. */
export const tokenApi = {
  /** POST, form-encoded: grant_type=password | second_factor | refresh_token → access and refresh tokens. */
  token: { method: 'POST', path: '/api/token' },
} as const satisfies Record<string, Route>;
