import {
  newReservationAnswer,
  publicSettingsSchema,
  reservationSchema,
  slotListSchema,
  type AvailableSlot,
  type Reservation,
  type ReservationPayment,
} from '@tevila/contract';
import type { ScheduleDay } from '@tevila/domain';
import { z } from 'zod/mini';
import { initialFlow, type FlowState } from '../src/features/reserve/flow/flow-state';

/** A night of the schedule; times carry the facility's offset. */
export function night(date: string, overrides: Partial<ScheduleDay> = {}): ScheduleDay {
  return {
    date,
    dayOfWeek: new Date(`${date}T00:00:00Z`).getUTCDay(),
    hebrewDay: 1,
    hebrewMonth: 'Kislev',
    hebrewYear: 5791,
    hebrewNote: null,
    hebrewNoteCalendar: null,
    closed: false,
    shabbosMode: false,
    scheduleType: 'Weekday',
    sunset: `${date}T16:30:00-08:00`,
    zmanTevillah: `${date}T17:05:00-08:00`,
    candleLighting: null,
    openTime: `${date}T17:30:00-08:00`,
    closeTime: `${date}T22:00:00-08:00`,
    lastBath: `${date}T21:00:00-08:00`,
    lastEntryTime: `${date}T21:30:00-08:00`,
    bookingCutoff: null,
    ...overrides,
  };
}

/** Seven nights from 2030-12-02 (a Monday); Wednesday is closed, Friday is shabbosMode. */
export const week: ScheduleDay[] = [
  night('2030-12-02'),
  night('2030-12-03'),
  night('2030-12-04', { closed: true, scheduleType: 'Closed', openTime: null }),
  night('2030-12-05'),
  night('2030-12-06', { shabbosMode: true, scheduleType: 'Friday' }),
  night('2030-12-07', { scheduleType: 'MotzeiShabbos' }),
  night('2030-12-08'),
];

export const settingsList = z.parse(publicSettingsSchema, [
  { key: 'priceShower', value: '36' },
  { key: 'priceBath', value: '45' },
  { key: 'priceKallah', value: '120' },
  { key: 'priceParking', value: '10' },
  { key: 'priceSalonManicure', value: '15' },
  { key: 'priceSalonBoth', value: '30' },
  { key: 'priceDoubleSlot', value: '20' },
  { key: 'reservationsRequirePrepayAll', value: 'False' },
]);

const flags = {
  bath: false,
  handicapped: false,
  kallah: false,
  doubleSlot: false,
  parking: false,
  salonAfter: false,
};

export const slots: AvailableSlot[] = z.parse(slotListSchema, [
  {
    timeSlot: '2030-12-03T17:30:00-08:00',
    availableReservations: [
      { ...flags, available: 2 },
      { ...flags, bath: true, available: 0 },
    ],
  },
  {
    timeSlot: '2030-12-03T18:00:00-08:00',
    availableReservations: [
      { ...flags, available: 1 },
      { ...flags, bath: true, available: 1 },
      { ...flags, bath: true, parking: true, available: 1 },
    ],
  },
] satisfies AvailableSlot[]);

/**
 * A reservation as the server writes it, checked by the server's own schema (the contract,
 * docs/decisions/0034): a fixture that drifts from the API's shape fails the test that builds it.
 */
export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return z.parse(reservationSchema, {
    id: 'r1',
    reservationId: 1,
    userId: '7',
    reservationDate: '2030-12-03',
    reservationTime: '2030-12-03T18:00:00-08:00',
    reservationStatus: 'Reserved',
    reservationCode: '40817',
    waitingCode: null,
    replacingReservationId: null,
    bath: false,
    handicapped: false,
    kallah: false,
    doubleSlot: false,
    parking: false,
    salonManicure: false,
    salonBoth: false,
    salonAfter: false,
    roomType: 'shower',
    advanceReservation: true,
    price: { room: 36, parking: 0, salon: 0, doubleSlot: 0, total: 36 },
    balance: 36,
    amountPaid: 0,
    paid: false,
    tipTotal: 0,
    tipAmount: 0,
    donationTotal: 0,
    donationAmount: 0,
    notes: null,
    reservationNotes: null,
    userNotes: null,
    user: { id: '7', notes: null },
    payments: [],
    statusHistory: [],
    roomAssignedHistory: [],
    room: null,
    scheduleDate: '2030-12-03',
    shabbosMode: false,
    scheduleType: 'Weekday',
    zmanTevillah: '2030-12-03T17:05:00-08:00',
    createdAt: '2030-12-01T09:00:00-08:00',
    runningLate: null,
    ...overrides,
  } satisfies Reservation);
}

/** One payment row of a reservation: an approved card payment unless told otherwise. */
export const payment = (amount: number, overrides: Partial<ReservationPayment> = {}): ReservationPayment => ({
  dateCreated: '2030-12-01T10:00:00-08:00',
  method: 'CreditCard',
  amount,
  status: 'Approved',
  reference: '4242',
  ...overrides,
});

/** The answer of newreservation (and of a status or notes change) with this reservation. */
export const updated = (result: Reservation) =>
  z.parse(newReservationAnswer, { success: true, errorMessage: null, result });

/** A new booking's flow state on the night `date`, with what a test sets. */
export const flowOn = (date: string, overrides: Partial<FlowState> = {}): FlowState => ({
  ...initialFlow,
  mode: 'new',
  date,
  ...overrides,
});
