import { isRoleName, roleList, roleNames } from '@tevila/domain';
import type { ListedUser } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { listRolesOf, listUsersWithRole, searchUsersByPhone } from './repo.ts';
import type { ListedUserRow } from './repo.ts';

type Ctx = Pick<AppContext, 'db'>;

/** docs/product/site-and-staff.md §5 and §9: the typed phone is cut to 15 characters; a search needs 4 of its digits. */
export const PHONE_SEARCH_MAX_CHARS = 15;
export const PHONE_SEARCH_MIN_DIGITS = 4;
export const PHONE_SEARCH_MAX_RESULTS = 20;

async function withRoles(ctx: Ctx, rows: readonly ListedUserRow[]): Promise<ListedUser[]> {
  const roles = await listRolesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    userName: r.userName,
    phoneNumber: r.phoneNumber,
    plateNumber: r.plateNumber,
    plateApproved: r.plateApproved,
    roles: roles.get(r.id) ?? [],
    testUser: r.testUser,
  }));
}

/** The digits a phone search looks for: of the first 15 characters typed, the digits. */
export function phoneSearchDigits(typed: string): string {
  return typed.slice(0, PHONE_SEARCH_MAX_CHARS).replace(/\D/g, '');
}

/** GET users/search?phone= (desk, UserPlateAdmin): users whose phone contains the digits, at most 20. */
export async function searchUsers(ctx: Ctx, phone: string | undefined): Promise<ListedUser[]> {
  const digits = phoneSearchDigits(phone ?? '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS)
    throw new AppError('user.search_invalid', msg('user.searchDigits', { min: PHONE_SEARCH_MIN_DIGITS }));
  return withRoles(ctx, await searchUsersByPhone(ctx.db, digits, PHONE_SEARCH_MAX_RESULTS));
}

/** GET users?role= (Admin): the users holding a role. */
export async function usersWithRole(ctx: Ctx, role: string | undefined): Promise<ListedUser[]> {
  if (!isRoleName(role))
    throw new AppError('user.search_invalid', msg('user.roleChoice', { roles: roleList(roleNames) }));
  return withRoles(ctx, await listUsersWithRole(ctx.db, role));
}
