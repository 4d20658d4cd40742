import type { StaffListItem, StaffReservation } from '../../api/staff-types';

/** A reservation of the night as the staff list answers it (tests only). */
export function listItem(overrides: Partial<StaffListItem> = {}): StaffListItem {
  const id = overrides.id ?? 'r-1';
  return {
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
    ...overrides,
  };
}

/** The same reservation as the details answer it. */
export function details(overrides: Partial<StaffReservation> = {}): StaffReservation {
  return {
    ...listItem(overrides),
    reservationCreated: '2026-11-20T10:00:00-08:00',
    advanceReservation: true,
    salonPedicure: false,
    roomId: null,
    price: { room: 40, parking: 0, salon: 0, doubleSlot: 0, total: 40 },
    amountPaid: 0,
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
  };
}

export const eastRoom = {
  id: 5,
  number: '5',
  type: 'bath' as const,
  status: 'Occupied' as const,
  section: { id: 1, name: 'East', attendant: { id: 3, firstName: 'Rivka', lastName: 'Levi' } },
};
