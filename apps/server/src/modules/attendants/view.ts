import type { Attendant } from '@tevila/contract';
import type { AttendantRow } from './repo.ts';

/** docs/product/site-and-staff.md §3 Attendant, as staff see it: the contract's attendant, with active. */
export type AttendantView = Required<Attendant>;

/** What a patron may know of an attendant: her name, to choose whom to exclude. */
export type AttendantNameView = Omit<AttendantView, 'active'>;

export function toAttendantView(row: AttendantRow): AttendantView {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, active: row.active };
}

export function toAttendantNameView(row: AttendantRow): AttendantNameView {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName };
}
