import type { ReservationStatus } from '@tevila/domain';

/** The staff API's shapes (docs/staff-api.md, Shapes); money in dollars, times ISO 8601 with the facility's offset. */
export type { ReservationStatus };

export interface StaffAttendant {
  id: number;
  firstName: string;
  lastName: string;
}

export type RoomKind = 'shower' | 'bath' | 'handicapped' | 'kallah';
export type RoomStatus = 'Offline' | 'Available' | 'Occupied' | 'NeedsCleaning' | 'Cleaning' | 'Ready';

export interface StaffRoomRef {
  id: number;
  number: string;
  type: RoomKind;
  status: RoomStatus;
  section: { id: number; name: string; attendant: StaffAttendant | null };
}

export interface StaffListItem {
  id: string;
  reservationId: number;
  reservationCode: string;
  reservationStatus: ReservationStatus;
  reservationDate: string;
  reservationTime: string;
  roomType: 'bath' | 'shower' | 'wheelchair';
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
  parking: boolean;
  salonManicure: boolean;
  salonBoth: boolean;
  balance: number;
  paid: boolean;
  notes: string | null;
  reservationNotes: string | null;
  userNotes: string | null;
  waitingCode: string | null;
  cubicle: { id: number; name: string } | null;
  room: StaffRoomRef | null;
  timeArrived: string | null;
  timeCompleted: string | null;
  expectedEndTime: string;
  firstTime: boolean;
  user: {
    id: string;
    userName: string;
    phoneNumber: string;
    notes: string | null;
    internalNote: string | null;
    testUser: boolean;
    hasExtraTime: boolean;
  };
  excludedAttendants: StaffAttendant[];
}

export interface StatusHistoryEntry {
  previousReservationStatus: string | null;
  newReservationStatus: string;
  previousStatusChange: string | null;
  dateCreated: string;
  statusLastUpdatedByUser: string | null;
  statusLastUpdatedByIp: string | null;
}

export interface StaffPayment {
  dateCreated: string;
  method: string;
  status: string;
  reference: string | null;
  amount: number;
  note: string | null;
  transactionID: string | null;
}

export interface Supply {
  id: number;
  roomId: number;
  item: string;
  status: 'open' | 'complete' | 'canceled';
  dateRequested: string;
  dateCompleted: string | null;
  dateCanceled: string | null;
}

export interface StaffReservation extends StaffListItem {
  reservationCreated: string;
  advanceReservation: boolean;
  salonPedicure: false;
  roomId: number | null;
  price: { room: number; parking: number; salon: number; doubleSlot: number; total: number };
  amountPaid: number;
  statusHistory: StatusHistoryEntry[];
  roomAssignedHistory: {
    roomId: number;
    roomNumber: string;
    dateCreated: string;
    dateReleased: string | null;
  }[];
  payments: StaffPayment[];
  supplies: Supply[];
  accessGrantedLogs: { door: string; timestamp: string; firstName: string; lastName: string }[];
  createdByUser: string | null;
  createdByIp: string | null;
}

export interface StaffSection {
  id: number;
  name: string;
  active: boolean;
  attendant: StaffAttendant | null;
}

/** Update-style answers (DESIGN §5). */
export interface UpdateAnswer<T> {
  success: boolean;
  errorMessage: string | null;
  result: T;
}

/** Every staff query sits under this root, so one action refreshes the list, the details and the sections. */
export const STAFF_QUERY_ROOT = 'staff';
