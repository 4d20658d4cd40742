import { hasAnyRole, type RoleName } from '../auth/roles.ts';
import type { ReservationStatus } from '../booking/types.ts';
import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { isOneOf } from '../narrowing.ts';

/**
 * A patron's own privacy requests: her data as a file, and deleting her account. Deleting keeps the
 * money records (the facility's books) without her name; it is refused while a visit is still ahead
 * or when the account belongs to staff.
 */
export const accountDeletionMessages = {
  confirm: msg('account.confirmDelete'),
  upcoming: msg('account.upcoming'),
  staff: msg('account.staff'),
  ownOnly: msg('account.ownOnly'),
  exportOwnOnly: msg('account.exportOwnOnly'),
} as const;

/**
 * Statuses after which a reservation is over: nothing of it is still to come. isUpcomingReservation
 * counts these as finished, and a query can name them.
 */
export const finishedReservationStatuses: readonly ReservationStatus[] = ['Done', 'Canceled', 'Replaced'];

/** A reservation still to come: not finished, for tonight (the facility's date) or a later night. */
export function isUpcomingReservation(
  reservation: { status: string; night: string },
  today: string,
): boolean {
  return !isOneOf(finishedReservationStatuses, reservation.status) && reservation.night >= today;
}

/**
 * Roles that make an account a staff account. OpenGarageGate is not one: patrons who park may hold it,
 * and it goes with the rest of her account.
 */
export const staffRoles: readonly RoleName[] = ['Admin', 'Receptionist', 'UserPlateAdmin', 'OrgAdmin'];

/** Why her account may not be deleted now, or null when it may. */
export function accountDeletionRefusal(input: {
  roles: readonly string[];
  upcomingReservations: number;
}): DomainMessage | null {
  if (hasAnyRole(input.roles, staffRoles)) return accountDeletionMessages.staff;
  if (input.upcomingReservations > 0) return accountDeletionMessages.upcoming;
  return null;
}

/** What replaces her phone and user name: unique, and never a phone number anyone can sign in with. */
export function anonymisedUserName(userId: string): string {
  return `deleted-${userId}`;
}

/** The file her data downloads as, named for the facility's date. */
export function exportFileName(date: string): string {
  return `my-data-${date}.json`;
}
