import { inListGroup, reservationStatuses, staffListGroups, type StaffListGroup } from '@tevila/domain';
import type { ReservationStatus } from '../../api/staff-types';
import { isOneOf } from '@tevila/domain/narrowing';

/** The list's filters: everything, then the domain's groups (docs/product/site-and-staff.md §4, Admin list grouping). */
export const GROUPINGS = ['all', ...staffListGroups] as const;
export type Grouping = 'all' | StaffListGroup;

export const isGrouping = (value: unknown): value is Grouping => isOneOf(GROUPINGS, value);

/** A status as the API writes it (text), as one of the domain's; null when it is none of them. */
export function knownStatus(status: string): ReservationStatus | null {
  return reservationStatuses.find((s) => s === status) ?? null;
}

/** Whether a status shows under a filter: 'all' holds everything, a group what the domain says. */
export function inGrouping(status: string, grouping: Grouping): boolean {
  const known = knownStatus(status);
  return grouping === 'all' || (known !== null && inListGroup(known, grouping));
}

/** How many of the night's reservations each filter holds. */
export function groupingCounts(statuses: readonly string[]): Record<Grouping, number> {
  const counts = Object.fromEntries(GROUPINGS.map((g) => [g, 0])) as Record<Grouping, number>;
  for (const status of statuses) for (const g of GROUPINGS) if (inGrouping(status, g)) counts[g] += 1;
  return counts;
}

/** The status as the list shows it: the two ready statuses are "Ready" there (docs/product/site-and-staff.md §4). */
export type ListStatus = Exclude<ReservationStatus, 'ReadyForMikvah' | 'ReadyForMikvahNext'> | 'Ready';

export function listStatus(status: ReservationStatus): ListStatus {
  return status === 'ReadyForMikvah' || status === 'ReadyForMikvahNext' ? 'Ready' : status;
}

/**
 * docs/product/site-and-staff.md §9's status colours (Pending red, Ready blue, InMikvah yellow, Canceled and Replaced grey);
 * the rest, which the spec leaves open, in quieter tones of their stage. Always shown with the text.
 */
const colours: Record<ListStatus, string> = {
  Pending: 'red',
  Reserved: 'teal',
  Arrived: 'orange',
  Waiting: 'orange',
  Assigned: 'grape',
  Prep: 'violet',
  Ready: 'blue',
  InMikvah: 'yellow',
  Dressing: 'cyan',
  Done: 'green',
  Canceled: 'gray',
  Replaced: 'gray',
};

export function statusColour(status: ReservationStatus): string {
  return colours[listStatus(status)];
}

/** The buttons of the details' side column (docs/product/site-and-staff.md §4). */
export type DetailsAction =
  | 'cancelReservation'
  | 'releaseLate'
  | 'cancelCheckIn'
  | 'checkIn'
  | 'editReservation'
  | 'requestCubicle'
  | 'pay'
  | 'payments'
  | 'printReceipt';

export interface ActionFacts {
  reservationStatus: string;
  paid: boolean;
  cubicle: unknown;
  /** Minutes she is late and not here (minutesLate), null or absent when she is not. */
  lateMinutes?: number | null;
}

/**
 * Which buttons show, in order: Cancel Reservation for Pending, Reserved or Waiting; Cancel Check In
 * for Waiting; Check In and Edit Reservation only when Reserved; Request Cubicle when Waiting without
 * a cubicle; Release Her Place once she is late and not here; Pay, or Payments once paid, always;
 * Print Receipt only at a desk with a printer.
 */
export function detailsActions(r: ActionFacts, printerChosen: boolean): DetailsAction[] {
  const s = r.reservationStatus;
  const actions: DetailsAction[] = [];
  if (s === 'Reserved') actions.push('checkIn', 'editReservation');
  if (s === 'Waiting' && !r.cubicle) actions.push('requestCubicle');
  if (s === 'Waiting') actions.push('cancelCheckIn');
  if (s === 'Pending' || s === 'Reserved' || s === 'Waiting') actions.push('cancelReservation');
  // Past the grace, her place may be released (docs/rules/the-night.md, Late).
  if (r.lateMinutes != null) actions.push('releaseLate');
  actions.push(r.paid ? 'payments' : 'pay');
  if (printerChosen) actions.push('printReceipt');
  return actions;
}

/** docs/product/site-and-staff.md §2: the balance due shows in the header when Reserved or Pending. */
export const showsBalanceDue = (status: string): boolean => status === 'Reserved' || status === 'Pending';
