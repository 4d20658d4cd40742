import { z } from 'zod/mini';

/** POST account/logout: the refresh token of the session to end (its device secret is revoked too). */
export const logoutBody = z.nullish(
  z.object({ refreshToken: z.nullish(z.string().check(z.maxLength(200))) }),
);

export type LogoutRequest = z.input<typeof logoutBody>;
