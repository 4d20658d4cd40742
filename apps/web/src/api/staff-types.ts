/** The staff API's shapes (docs/staff-api.md, Shapes), shared with the server through the domain package. */
export type {
  ReservationStatus,
  RoomStatusName as RoomStatus,
  RoomTypeName as RoomKind,
  StaffAttendant,
  StaffListItem,
  StaffPayment,
  StaffReservation,
  StaffRoomRef,
  StaffSection,
  StaffSupply as Supply,
  StatusHistoryEntry,
} from '@tevila/domain';

/** Update-style answers (docs/design.md §5). */
export interface UpdateAnswer<T> {
  success: boolean;
  errorMessage: string | null;
  result: T;
}

/** Every staff query sits under this root, so one action refreshes the list, the details and the sections. */
export const STAFF_QUERY_ROOT = 'staff';
