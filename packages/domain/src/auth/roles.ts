import { isOneOf } from '../narrowing.ts';

/** docs/design.md §5 "Roles". A user without any of these is a patron. */
export const roleNames = ['Admin', 'Receptionist', 'UserPlateAdmin', 'OpenGarageGate'] as const;

export type RoleName = (typeof roleNames)[number];

export function isRoleName(value: unknown): value is RoleName {
  return isOneOf(roleNames, value);
}

/** Roles whose holders may look up any user (the desk, plates and administrators). */
export const userReaderRoles: readonly RoleName[] = ['Admin', 'Receptionist', 'UserPlateAdmin'];

/** Roles that run the night at the desk: they alone see whom a patron asked not to attend her. */
export const deskRoles: readonly RoleName[] = ['Admin', 'Receptionist'];

export function hasAnyRole(roles: readonly string[], wanted: readonly RoleName[]): boolean {
  return roles.some((r) => isOneOf(wanted, r));
}
