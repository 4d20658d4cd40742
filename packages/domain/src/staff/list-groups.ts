import type { ReservationStatus } from '../booking/types.ts';
import { inRoomStatuses } from './room-choice.ts';
import { isOneOf } from '../narrowing.ts';

/** The groups of the admin reservations list (docs/product/site-and-staff.md §4). */
export const staffListGroups = ['upcoming', 'waiting', 'here', 'completed', 'ready'] as const;
export type StaffListGroup = (typeof staffListGroups)[number];

/**
 * The statuses of a visit under way: she has arrived and has not finished. docs/product/site-and-staff.md §4 writes "here =
 * everything not Reserved and not Done", but a Canceled or Replaced reservation is not in the building,
 * nor is a Pending one, which is Reserved waiting for its payment: "here" is who came tonight.
 */
export const hereStatuses = [
  'Arrived',
  'Waiting',
  ...inRoomStatuses,
] as const satisfies readonly ReservationStatus[];

/**
 * docs/product/site-and-staff.md §4: upcoming = Reserved; waiting = Waiting (the spec also counts Assigned, but a woman
 * given a room is no longer waiting for one, and the desk read "Waiting (2)" as two without a room);
 * here = a visit under way (above);
 * completed = Done; ready = ReadyForMikvah or ReadyForMikvahNext. A status may be in several groups
 * (a Waiting patron is also here).
 */
export function inListGroup(status: ReservationStatus, group: StaffListGroup): boolean {
  switch (group) {
    case 'upcoming':
      return status === 'Reserved';
    case 'waiting':
      return status === 'Waiting';
    case 'here':
      return isOneOf(hereStatuses, status);
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
