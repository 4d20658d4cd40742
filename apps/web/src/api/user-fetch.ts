import { usersApi, type User } from '@tevila/contract';
import { ApiError, http } from './http';

/** docs/product/booking.md §8. */
export const USER_NOT_FOUND = 'User not found.';

/**
 * GET users/{id}; a null answer is "User not found.", one that is not a user the generic error. With
 * the app's session by default; a login island brings the token it has just been given.
 */
export async function fetchUser(id: string, signal?: AbortSignal, token?: string): Promise<User> {
  const user = await http.call(usersApi.user, {
    params: { id },
    signal,
    ...(token ? { auth: false, headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  if (user === null || typeof user !== 'object') throw new ApiError('server', USER_NOT_FOUND);
  const { readUser } = await import('./user-answers');
  return readUser(user);
}
