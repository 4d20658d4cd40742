import { hasAnyRole, userReaderRoles } from '@tevila/domain';
import type { UserRow } from './repo.ts';

import type { Principal } from '../../principal.ts';

export type { Principal };

export interface UserView {
  id: string;
  userName: string;
  phoneNumber: string;
  email: string | null;
  language: 'en' | 'he';
  plateNumber: string | null;
  /** Set by a plate administrator; parking needs it. */
  plateApproved: boolean;
  notes: string | null;
  /** Staff only: never shown to the patron herself. */
  internalNote?: string | null;
  excludedAttendants: number[];
  hasExtraTime: boolean;
  testUser: boolean;
  notificationReservations: boolean;
  notificationDayBefore: boolean;
  notificationDayOf: boolean;
  roles: string[];
}

export function isStaffReader(principal: Principal): boolean {
  return hasAnyRole(principal.roles, userReaderRoles);
}

export function isAdmin(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.includes('Admin');
}

/**
 * The user as docs/product/site-and-staff.md §3 lists her; internalNote only for staff readers. `excludedAttendants` is
 * read from her exclusions (users/repo listExcludedAttendantIds) by every caller.
 */
export function toUserView(
  row: UserRow,
  roles: string[],
  excludedAttendants: number[],
  viewer: Principal | null,
): UserView {
  const view: UserView = {
    id: row.id,
    userName: row.userName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    language: row.language,
    plateNumber: row.plateNumber,
    plateApproved: row.plateApproved,
    notes: row.notes,
    excludedAttendants,
    hasExtraTime: row.hasExtraTime,
    testUser: row.testUser,
    notificationReservations: row.notificationReservations,
    notificationDayBefore: row.notificationDayBefore,
    notificationDayOf: row.notificationDayOf,
    roles,
  };
  if (viewer === null || isStaffReader(viewer)) view.internalNote = row.internalNote;
  return view;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot name a user is simply not found (and never reaches the database as a uuid). */
export function isUserId(id: string): boolean {
  return UUID.test(id);
}
