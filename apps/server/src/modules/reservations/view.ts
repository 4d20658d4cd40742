import { combinationOf, formatInstant, ledgerSummary, movedMoney } from '@tevila/domain';
import type {
  PriceDollars,
  ReservationFlags,
  ReservationStatus,
  ScheduleDay,
  ScheduleType,
} from '@tevila/domain';
import type { LedgerRow, ReservationRow, StatusHistoryRow } from './repo.ts';

/** Dollars with two decimals from integer cents (money is cents until the JSON edge, docs/design.md §4). */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

export interface ReservationView extends ReservationFlags {
  id: string;
  reservationId: number;
  userId: string;
  reservationDate: string;
  reservationTime: string;
  reservationStatus: ReservationStatus;
  reservationCode: string;
  /** Once checked in and Waiting (kept after she gets a room, so the desk can call it). */
  waitingCode: string | null;
  replacingReservationId: string | null;
  salonAfter: boolean;
  roomType: 'bath' | 'shower' | 'wheelchair';
  advanceReservation: true;
  price: PriceDollars;
  balance: number;
  amountPaid: number;
  paid: boolean;
  tipTotal: number;
  /** The most recent tip, or 0. */
  tipAmount: number;
  donationTotal: number;
  /** The most recent donation, or 0. */
  donationAmount: number;
  notes: string | null;
  reservationNotes: string | null;
  userNotes: string | null;
  /** The patron, with the staff's notes on her. */
  user: { id: string; notes: string | null };
  payments: ReservationPayment[];
  statusHistory: {
    previousStatus: string | null;
    newStatus: string;
    previousReservationStatus: string | null;
    newReservationStatus: string;
    previousStatusChange: string | null;
    dateCreated: string;
    statusLastUpdatedByUser: string | null;
    statusLastUpdatedByIp: string | null;
  }[];
  /** Kept empty for her: the desk's details list the rooms she was in. */
  roomAssignedHistory: { roomId: string; dateCreated: string }[];
  /** The room she is in once checked in: no attendant's name. */
  room: PatronRoom | null;
  scheduleDate: string;
  shabbosMode: boolean;
  scheduleType: ScheduleType;
  zmanTevillah: string;
  createdAt: string;
  runningLate: RunningLate;
}

/** "I'm running late" as both views show it, or null when she never said so. */
export type RunningLate = { minutes: number; at: string; movedFrom: string | null } | null;

export function runningLateOf(
  row: Pick<ReservationRow, 'lateMinutes' | 'lateAt' | 'lateFromSlot'>,
  iso: (d: Date) => string,
): RunningLate {
  if (row.lateMinutes === null || row.lateAt === null) return null;
  return {
    minutes: row.lateMinutes,
    at: iso(row.lateAt),
    movedFrom: row.lateFromSlot === null ? null : iso(row.lateFromSlot),
  };
}

export interface PatronRoom {
  id: number;
  number: string;
  section: { name: string };
}

/** docs/product/booking.md §3 Payment: status Approved once settled. */
export type PaymentStatusLabel = 'Approved' | 'Pending' | 'Failed';

/**
 * One entry of a reservation's payments: card payments and donations, tips and the like (method is
 * their label: Donation, Tip, Shabbos Payment, …) positive, refunds negative.
 */
export interface ReservationPayment {
  dateCreated: string;
  method: string;
  amount: number;
  status: PaymentStatusLabel;
  reference: string | null;
}

export const paymentStatusLabels: Record<LedgerRow['status'], PaymentStatusLabel> = {
  succeeded: 'Approved',
  pending: 'Pending',
  failed: 'Failed',
};

/** The flags of a reservation's row as its views write them. */
export function flagsOf(row: ReservationRow): ReservationFlags {
  return {
    bath: row.bath,
    handicapped: row.handicapped,
    kallah: row.kallah,
    doubleSlot: row.doubleSlot,
    parking: row.parking,
    salonManicure: row.salonManicure,
    salonBoth: row.salonBoth,
  };
}

/** The settled charges by what they are for (Room, Parking, Salon, DoubleSlot) and their total. */
export function priceView(entries: readonly LedgerRow[]): PriceDollars {
  const byMethod: Record<string, number> = {};
  for (const e of entries)
    if (e.status === 'succeeded' && e.kind === 'charge')
      byMethod[e.method] = (byMethod[e.method] ?? 0) + e.amountCents;
  const m = (method: string) => dollars(byMethod[method] ?? 0);
  return {
    room: m('Room'),
    parking: m('Parking'),
    salon: m('Salon'),
    doubleSlot: m('DoubleSlot'),
    total: dollars(Object.values(byMethod).reduce((a, b) => a + b, 0)),
  };
}

/** The amount of the most recent settled entry of this kind, in cents, or 0. */
function latestCents(entries: readonly LedgerRow[], kind: 'tip' | 'donation'): number {
  return entries.findLast((e) => e.kind === kind && e.status === 'succeeded')?.amountCents ?? 0;
}

export function toReservationView(
  row: ReservationRow,
  extra: {
    /** The reservation's ledger, oldest first. */
    ledger: readonly LedgerRow[];
    history: readonly StatusHistoryRow[];
    day: ScheduleDay;
    timeZone: string;
    roomType: 'bath' | 'shower' | 'wheelchair';
    /** The staff's notes on the patron. */
    userNotes: string | null;
    /** The room she is in, when she has one. */
    room: PatronRoom | null;
  },
): ReservationView {
  const money = ledgerSummary(extra.ledger, row.status);
  const iso = (d: Date) => formatInstant(d, extra.timeZone);
  return {
    id: row.id,
    reservationId: row.reservationNumber,
    userId: row.userId,
    reservationDate: row.night,
    reservationTime: iso(row.timeSlot),
    reservationStatus: row.status,
    reservationCode: row.code,
    waitingCode: row.waitingCode,
    replacingReservationId: row.replacingReservationId,
    ...flagsOf(row),
    salonAfter: combinationOf(row).salonAfter,
    roomType: extra.roomType,
    advanceReservation: true,
    price: priceView(extra.ledger),
    balance: dollars(money.balanceCents),
    amountPaid: dollars(money.amountPaidCents),
    paid: money.paid,
    tipTotal: dollars(money.tipTotalCents),
    tipAmount: dollars(latestCents(extra.ledger, 'tip')),
    donationTotal: dollars(money.donationTotalCents),
    donationAmount: dollars(latestCents(extra.ledger, 'donation')),
    notes: row.notes,
    reservationNotes: row.reservationNotes,
    userNotes: row.userNotes,
    user: { id: row.userId, notes: extra.userNotes },
    payments: extra.ledger
      // Money moved only (a donation added to it is in donationTotal); a failed card attempt moved
      // none and stays in the payments list for staff only.
      .filter((e) => movedMoney({ kind: e.kind, onReservation: true }) && e.status !== 'failed')
      .map((e) => ({
        dateCreated: iso(e.createdAt),
        method: e.method,
        amount: dollars(e.kind === 'refund' ? -e.amountCents : e.amountCents),
        status: paymentStatusLabels[e.status],
        reference: e.reference,
      })),
    statusHistory: extra.history.map((h) => ({
      previousStatus: h.previousStatus,
      newStatus: h.newStatus,
      previousReservationStatus: h.previousStatus,
      newReservationStatus: h.newStatus,
      previousStatusChange: h.previousChangeAt === null ? null : iso(h.previousChangeAt),
      dateCreated: iso(h.createdAt),
      statusLastUpdatedByUser: h.byUser,
      statusLastUpdatedByIp: h.byIp,
    })),
    roomAssignedHistory: [],
    room: extra.room,
    scheduleDate: extra.day.date,
    shabbosMode: extra.day.shabbosMode,
    scheduleType: extra.day.scheduleType,
    zmanTevillah: extra.day.zmanTevillah,
    createdAt: iso(row.createdAt),
    runningLate: runningLateOf(row, iso),
  };
}
