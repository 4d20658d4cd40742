import { isOneOf } from '../narrowing.ts';

/**
 * docs/design.md §5 "Roles": a facility's roles, which its administrators give and take. A user
 * without any role is a patron.
 */
export const roleNames = ['Admin', 'Receptionist', 'UserPlateAdmin', 'OpenGarageGate'] as const;

/**
 * The organisation's administrators (docs/facilities.md): they add and configure the deployment's
 * facilities and read each one's reports and audit log. Held at one facility and used at its host,
 * but given only by the deployment's operator (the command line), never by a facility's
 * administrator: one facility's staff must not reach the others.
 */
export const organisationRoles = ['OrgAdmin'] as const;

/** Every role an account may hold. */
export const allRoleNames = [...roleNames, ...organisationRoles] as const;

export type RoleName = (typeof allRoleNames)[number];

/** A role a facility's administrator may give or look up: one of roleNames. */
export function isRoleName(value: unknown): value is (typeof roleNames)[number] {
  return isOneOf(roleNames, value);
}

export function isAnyRoleName(value: unknown): value is RoleName {
  return isOneOf(allRoleNames, value);
}

/** Roles whose holders may look up any user (the desk, plates and administrators). */
export const userReaderRoles: readonly RoleName[] = ['Admin', 'Receptionist', 'UserPlateAdmin'];

/** Roles that run the night at the desk: they alone see whom a patron asked not to attend her. */
export const deskRoles: readonly RoleName[] = ['Admin', 'Receptionist'];

export function hasAnyRole(roles: readonly string[], wanted: readonly RoleName[]): boolean {
  return roles.some((r) => isOneOf(wanted, r));
}
