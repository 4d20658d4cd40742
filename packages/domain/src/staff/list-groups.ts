import type { ReservationStatus } from '../booking/types.ts';

/** The groups of the admin reservations list (spec 001 §4). */
export const staffListGroups = ['upcoming', 'waiting', 'here', 'completed', 'ready'] as const;
export type StaffListGroup = (typeof staffListGroups)[number];

/**
 * Spec 001 §4, as written: upcoming = Reserved; waiting = Waiting or Assigned; here = everything not
 * Reserved and not Done; completed = Done; ready = ReadyForMikvah or ReadyForMikvahNext. A status
 * may be in several groups (a Waiting patron is also here).
 */
export function inListGroup(status: ReservationStatus, group: StaffListGroup): boolean {
  switch (group) {
    case 'upcoming':
      return status === 'Reserved';
    case 'waiting':
      return status === 'Waiting' || status === 'Assigned';
    case 'here':
      return status !== 'Reserved' && status !== 'Done';
    case 'completed':
      return status === 'Done';
    case 'ready':
      return status === 'ReadyForMikvah' || status === 'ReadyForMikvahNext';
  }
}

/** Every group a status is in, in the list's order. */
export function listGroupsOf(status: ReservationStatus): StaffListGroup[] {
  return staffListGroups.filter((g) => inListGroup(status, g));
}

/** The items of one group, in their order. */
export function itemsInGroup<T extends { reservationStatus: ReservationStatus }>(
  items: readonly T[],
  group: StaffListGroup,
): T[] {
  return items.filter((i) => inListGroup(i.reservationStatus, group));
}
