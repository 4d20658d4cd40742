import {
  checkinRefusalSchema,
  receiptAnswer,
  roomRefSchema,
  staffListItemSchema,
  staffReservationAnswer,
  staffReservationSchema,
  supplySchema,
  type ReceiptAnswer,
  type StaffListItem,
  type StaffReservation,
  type StaffRoomRef,
  type StaffSupply,
} from '@tevila/contract';
import { z } from 'zod/mini';
import { attendant, room, section } from '../../../test/building-fixtures';

/*
 * The night's answers as the server writes them (tests only), parsed by the contract's schemas
 * (docs/decisions/0034): a fixture that drifts from the API's shape fails the test that builds it.
 */

/** A reservation of the night as the staff list answers it. */
export function listItem(overrides: Partial<StaffListItem> = {}): StaffListItem {
  return z.parse(staffListItemSchema, { ...listItemFields(overrides.id ?? 'r-1'), ...overrides });
}

const listItemFields = (id: string): StaffListItem => ({
  id,
  reservationId: 1,
  reservationCode: '12345',
  reservationStatus: 'Reserved',
  reservationDate: '2026-12-01',
  reservationTime: '2026-12-01T19:00:00-08:00',
  roomType: 'bath',
  bath: true,
  handicapped: false,
  kallah: false,
  doubleSlot: false,
  parking: false,
  salonManicure: false,
  salonBoth: false,
  balance: 40,
  paid: false,
  notes: null,
  reservationNotes: null,
  userNotes: null,
  waitingCode: null,
  cubicle: null,
  room: null,
  timeArrived: null,
  timeCompleted: null,
  expectedEndTime: '2026-12-01T20:00:00-08:00',
  firstTime: false,
  user: {
    id: 'u-1',
    userName: '13105551234',
    phoneNumber: '+13105551234',
    notes: null,
    internalNote: null,
    testUser: false,
    hasExtraTime: false,
  },
  excludedAttendants: [],
  runningLate: null,
  openSupplies: [],
  // An hour from the real now: she is not late in these tests whenever they run (the late ones set it).
  lateAfter: new Date(Date.now() + 3_600_000).toISOString(),
  doors: null,
});

/** The same reservation as the details answer it. */
export function details(overrides: Partial<StaffReservation> = {}): StaffReservation {
  return z.parse(staffReservationSchema, {
    ...listItemFields(overrides.id ?? 'r-1'),
    reservationCreated: '2026-11-20T10:00:00-08:00',
    advanceReservation: true,
    salonPedicure: false,
    roomId: null,
    price: { room: 40, parking: 0, salon: 0, doubleSlot: 0, total: 40 },
    amountPaid: 0,
    tipTotal: 0,
    donationTotal: 0,
    statusHistory: [
      {
        previousReservationStatus: null,
        newReservationStatus: 'Reserved',
        previousStatusChange: null,
        dateCreated: '2026-11-20T10:00:00-08:00',
        statusLastUpdatedByUser: '+13105551234',
        statusLastUpdatedByIp: null,
      },
    ],
    roomAssignedHistory: [],
    payments: [],
    supplies: [],
    accessGrantedLogs: [],
    createdByUser: null,
    createdByIp: null,
    ...overrides,
  } satisfies StaffReservation);
}

/** A desk action's answer (check-in, a cubicle, a payment): the reservation as it now stands. */
export const deskAnswer = (result: StaffReservation) =>
  z.parse(staffReservationAnswer, { success: true, errorMessage: null, result });

/** The refusal of a check-in before the window opens (docs/staff-api.md Check-in), at 4:25 PM. */
export const earlyRefusal = (errorMessage: string) =>
  z.parse(checkinRefusalSchema, {
    success: false,
    errorMessage,
    result: null,
    checkinOpensAt: '2026-12-01T16:25:00-08:00',
  });

/** POST reservations/{id}/receipt's answer: printed, or the page for the desk to print. */
export const receiptOf = (result: ReceiptAnswer) =>
  z.parse(receiptAnswer, { success: true, errorMessage: null, result });

/** A supply request of room 5, open unless told otherwise. */
export const supply = (overrides: Partial<StaffSupply> = {}): StaffSupply =>
  z.parse(supplySchema, {
    id: 9,
    roomId: 5,
    item: 'Towels',
    status: 'open',
    dateRequested: '2026-12-01T19:20:00-08:00',
    dateCompleted: null,
    dateCanceled: null,
    ...overrides,
  });

/** Room 5 of the East section, Rivka Levi working it: occupied, as a reservation in it names it. */
export const eastRoom: StaffRoomRef = z.parse(
  roomRefSchema,
  room({ status: 'Occupied' }, section({ attendant: attendant() })),
);

/** The night's two sections: East without an attendant, West with Rivka Levi. */
export const nightSections = [section(), section({ id: 2, name: 'West', attendant: attendant() })];
