import type { StaffAttendant, StaffCubicle, StaffRoom, StaffSection } from '@tevila/contract';
import type { AttendantRow, CubicleRow, Occupant, RoomRow, SectionRow } from './repo.ts';

/** docs/staff-api.md Section, Room and Cubicle: the contract's schemas, the web's types too (docs/decisions/0034). */
export type SectionView = StaffSection;
export type RoomView = StaffRoom;
export type CubicleView = StaffCubicle;

export function toAttendantRef(row: AttendantRow | undefined): StaffAttendant | null {
  return row === undefined ? null : { id: row.id, firstName: row.firstName, lastName: row.lastName };
}

export function toSectionView(row: SectionRow, attendant: AttendantRow | undefined): SectionView {
  return { id: row.id, name: row.name, active: row.active, attendant: toAttendantRef(attendant) };
}

export function toRoomView(
  row: RoomRow,
  section: SectionRow | undefined,
  attendant: AttendantRow | undefined,
  occupant: Occupant | undefined,
): RoomView {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    section: {
      id: row.sectionId,
      name: section?.name ?? '',
      attendant: toAttendantRef(attendant),
    },
    reservation:
      occupant === undefined
        ? null
        : { id: occupant.id, reservationCode: occupant.code, reservationStatus: occupant.status },
    dmxChannel: row.dmxChannel,
  };
}

export function toCubicleView(row: CubicleRow, reservationId: string | undefined): CubicleView {
  return { id: row.id, name: row.name, active: row.active, reservationId: reservationId ?? null };
}

/** Room numbers in the order people count them: 2 before 10, then any with letters. */
export function byRoomNumber(a: { number: string }, b: { number: string }): number {
  return a.number.localeCompare(b.number, 'en', { numeric: true });
}
