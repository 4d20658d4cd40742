/**
 * The staff API's shapes (docs/staff-api.md, Shapes): the contract's schemas are their one definition,
 * read by the server's routes and by the desk's fetchers (docs/decisions/0034).
 */
export type {
  StaffAttendant,
  StaffCubicle,
  StaffListItem,
  StaffPayment,
  StaffReservation,
  StaffRoom,
  StaffRoomRef,
  StaffSection,
  StaffSupply as Supply,
  StatusHistoryEntry,
} from '@tevila/contract';
export type {
  ReservationStatus,
  RoomStatusName as RoomStatus,
  RoomTypeName as RoomKind,
} from '@tevila/domain';

/** Every staff query sits under this root, so one action refreshes the list, the details and the sections. */
export const STAFF_QUERY_ROOT = 'staff';
