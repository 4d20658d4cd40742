import type { AttendantName } from '../attendants/attendant-rules.ts';
import type { RoomType } from '../booking/combinations.ts';
import type { ReservationStatus } from '../booking/types.ts';
import type { RoomStatusName, RoomTypeName } from './room-choice.ts';

/** The staff API's shapes (docs/staff-api.md, Shapes); money in dollars, times ISO 8601 with the facility's offset. */

/** Who works a section on a night. */
export type StaffAttendant = AttendantName;

export interface StaffSection {
  id: number;
  name: string;
  active: boolean;
  attendant: StaffAttendant | null;
}

export interface StaffRoomRef {
  id: number;
  number: string;
  type: RoomTypeName;
  status: RoomStatusName;
  section: { id: number; name: string; attendant: StaffAttendant | null };
}

/** A user as the desk's and the plate page's lookups list her (users/search and users?role=). */
export interface ListedUser {
  id: string;
  userName: string;
  phoneNumber: string;
  plateNumber: string | null;
  plateApproved: boolean;
  roles: string[];
  testUser: boolean;
}

/** The patron of a reservation, with the staff's notes on her. */
export interface StaffPatron {
  id: string;
  userName: string;
  phoneNumber: string;
  notes: string | null;
  internalNote: string | null;
  testUser: boolean;
  hasExtraTime: boolean;
}

/** What a reservation asks for: its room and extras (bath=false is a shower). */
export interface ReservationFlags {
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
  parking: boolean;
  salonManicure: boolean;
  salonBoth: boolean;
}

/** A reservation's charges by what they are for, in dollars (the patron and the staff views alike). */
export interface PriceDollars {
  room: number;
  parking: number;
  salon: number;
  doubleSlot: number;
  total: number;
}

export interface StaffListItem extends ReservationFlags {
  id: string;
  reservationId: number;
  reservationCode: string;
  reservationStatus: ReservationStatus;
  reservationDate: string;
  reservationTime: string;
  roomType: RoomType;
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
  user: StaffPatron;
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

export interface StaffSupply {
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
  price: PriceDollars;
  amountPaid: number;
  statusHistory: StatusHistoryEntry[];
  roomAssignedHistory: {
    roomId: number;
    roomNumber: string;
    dateCreated: string;
    dateReleased: string | null;
  }[];
  payments: StaffPayment[];
  supplies: StaffSupply[];
  accessGrantedLogs: { door: string; timestamp: string; firstName: string; lastName: string }[];
  createdByUser: string | null;
  createdByIp: string | null;
}
