import {
  combinationOf,
  doorCodeOnDoors,
  expectedEndTime,
  formatInstant,
  lateAfter,
  ledgerSummary,
  movedMoney,
  roomTypeOf,
} from '@tevila/domain';
import type {
  OpenSupply,
  StaffAttendant,
  StaffListItem,
  StaffPatron,
  StaffReservation,
  StaffRoomRef,
  StaffSupply,
} from '@tevila/contract';
import type { DoorCode, FacilitySettings, ScheduleDay } from '@tevila/domain';
import type { CubicleRow } from '../building/index.ts';
import { dollars, flagsOf, paymentStatusLabels, priceView, runningLateOf } from '../reservations/index.ts';
import type { LedgerRow, ReservationRow, StatusHistoryRow } from '../reservations/index.ts';
import type { NightRoomRow, SupplyRow } from './repo.ts';

/** docs/staff-api.md Shapes: the contract's schemas, the web's types too (docs/decisions/0034). */

export function toRoomRef(r: NightRoomRow): StaffRoomRef {
  return {
    id: r.room.id,
    number: r.room.number,
    type: r.room.type,
    status: r.room.status,
    section: { id: r.room.sectionId, name: r.sectionName, attendant: r.attendant },
  };
}

/** What a list item is made of besides its row. */
export interface ListItemFacts {
  ledger: readonly LedgerRow[];
  patron: StaffPatron | undefined;
  excluded: readonly StaffAttendant[];
  cubicle: CubicleRow | undefined;
  room: NightRoomRow | undefined;
  firstTime: boolean;
  openSupplies: readonly SupplyRow[];
  /** What the lock server holds for her (null: nothing). */
  doors: DoorCode | null;
  day: ScheduleDay;
  settings: FacilitySettings;
}

export function toStaffListItem(row: ReservationRow, facts: ListItemFacts): StaffListItem {
  const tz = facts.settings.timeZone;
  const iso = (d: Date) => formatInstant(d, tz);
  const money = ledgerSummary(facts.ledger, row.status);
  const combination = combinationOf(row);
  const end = expectedEndTime(
    { ...combination, timeSlot: row.timeSlot.getTime(), timeArrived: row.timeArrived?.getTime() ?? null },
    facts.day,
    facts.settings,
  );
  return {
    id: row.id,
    reservationId: row.reservationNumber,
    reservationCode: row.code,
    reservationStatus: row.status,
    reservationDate: row.night,
    reservationTime: iso(row.timeSlot),
    roomType: roomTypeOf(combination),
    ...flagsOf(row),
    balance: dollars(money.balanceCents),
    paid: money.paid,
    notes: row.notes,
    reservationNotes: row.reservationNotes,
    userNotes: row.userNotes,
    waitingCode: row.waitingCode,
    cubicle: facts.cubicle === undefined ? null : { id: facts.cubicle.id, name: facts.cubicle.name },
    room: facts.room === undefined ? null : toRoomRef(facts.room),
    timeArrived: row.timeArrived === null ? null : iso(row.timeArrived),
    timeCompleted: row.timeCompleted === null ? null : iso(row.timeCompleted),
    expectedEndTime: formatInstant(end, tz),
    firstTime: facts.firstTime,
    user: facts.patron ?? {
      id: row.userId,
      userName: '',
      phoneNumber: '',
      notes: null,
      internalNote: null,
      testUser: false,
      hasExtraTime: false,
    },
    excludedAttendants: [...facts.excluded],
    runningLate: runningLateOf(row, iso),
    lateAfter: formatInstant(lateAfter(row.timeSlot.toISOString(), facts.settings), tz),
    openSupplies: facts.openSupplies.map((s) => toOpenSupply(s, tz)),
    doors: doorCodeOnDoors(
      {
        ...combination,
        status: row.status,
        code: row.code,
        timeSlot: row.timeSlot.toISOString(),
      },
      facts.day,
      facts.settings,
      facts.doors,
    ),
  };
}

export function toOpenSupply(s: SupplyRow, timeZone: string): OpenSupply {
  return { id: s.id, item: s.item, dateRequested: formatInstant(s.dateRequested, timeZone) };
}

export interface DetailFacts extends ListItemFacts {
  history: readonly StatusHistoryRow[];
  /** Phone numbers of the users who changed, created or opened something, by user id. */
  phones: ReadonlyMap<string, string>;
  assignments: readonly { roomId: number; roomNumber: string; assignedAt: Date; releasedAt: Date | null }[];
  supplies: readonly SupplyRow[];
  accessLogs: readonly { door: string; at: Date; phoneNumber: string | null }[];
}

export function toSupply(s: SupplyRow, timeZone: string): StaffSupply {
  const iso = (d: Date | null) => (d === null ? null : formatInstant(d, timeZone));
  return {
    id: s.id,
    roomId: s.roomId,
    item: s.item,
    status: s.status,
    dateRequested: formatInstant(s.dateRequested, timeZone),
    dateCompleted: iso(s.dateCompleted),
    dateCanceled: iso(s.dateCanceled),
  };
}

/**
 * The staff view of one reservation. Who changed a status is shown as that user's phone, or "system"
 * for the server's own jobs. Advance means booked before the night's date; a reservation made on the
 * night itself by someone other than her is a walk-in.
 */
export function toStaffReservation(row: ReservationRow, facts: DetailFacts): StaffReservation {
  const tz = facts.settings.timeZone;
  const iso = (d: Date) => formatInstant(d, tz);
  const who = (id: string | null) =>
    id === null ? null : id === 'system' ? 'system' : (facts.phones.get(id) ?? id);
  const money = ledgerSummary(facts.ledger, row.status);
  const createdOnNight = iso(row.createdAt).slice(0, 10) >= row.night;
  return {
    ...toStaffListItem(row, facts),
    reservationCreated: iso(row.createdAt),
    advanceReservation: !(createdOnNight && row.createdByUser !== null && row.createdByUser !== row.userId),
    salonPedicure: false,
    roomId: row.roomId,
    price: priceView(facts.ledger),
    amountPaid: dollars(money.amountPaidCents),
    tipTotal: dollars(money.tipTotalCents),
    donationTotal: dollars(money.donationTotalCents),
    statusHistory: facts.history.map((h) => ({
      previousReservationStatus: h.previousStatus,
      newReservationStatus: h.newStatus,
      previousStatusChange: h.previousChangeAt === null ? null : iso(h.previousChangeAt),
      dateCreated: iso(h.createdAt),
      statusLastUpdatedByUser: who(h.byUser),
      statusLastUpdatedByIp: h.byIp,
    })),
    roomAssignedHistory: facts.assignments.map((a) => ({
      roomId: a.roomId,
      roomNumber: a.roomNumber,
      dateCreated: iso(a.assignedAt),
      dateReleased: a.releasedAt === null ? null : iso(a.releasedAt),
    })),
    payments: facts.ledger
      // Money moved only: a donation added to the reservation is in its balance, not a payment.
      .filter((e) => movedMoney({ kind: e.kind, onReservation: true }))
      .map((e) => ({
        dateCreated: iso(e.createdAt),
        method: e.method,
        status: paymentStatusLabels[e.status],
        reference: e.reference,
        amount: dollars(e.kind === 'refund' ? -e.amountCents : e.amountCents),
        note: e.failureMessage,
        transactionID: e.providerTransactionId,
      })),
    supplies: facts.supplies.map((s) => toSupply(s, tz)),
    // Users have no names of their own (phone sign-in): whoever opened is shown by phone.
    accessGrantedLogs: facts.accessLogs.map((l) => ({
      door: l.door,
      timestamp: iso(l.at),
      firstName: l.phoneNumber ?? '',
      lastName: '',
    })),
    createdByUser: who(row.createdByUser),
    createdByIp: row.createdByIp,
  };
}
