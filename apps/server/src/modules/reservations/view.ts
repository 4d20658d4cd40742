import { formatInstant, summarizeLedger } from '@tevila/domain';
import type { LedgerSummary, ReservationStatus, ScheduleDay, ScheduleType } from '@tevila/domain';
import type { LedgerRow, ReservationRow, StatusHistoryRow } from './repo.ts';

/** Dollars with two decimals from integer cents (money is cents until the JSON edge, DESIGN §4). */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

export interface ReservationView {
  id: string;
  reservationId: number;
  userId: string;
  reservationDate: string;
  reservationTime: string;
  reservationStatus: ReservationStatus;
  reservationCode: string;
  waitingCode: null;
  replacingReservationId: string | null;
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
  parking: boolean;
  salonManicure: boolean;
  salonBoth: boolean;
  salonAfter: boolean;
  roomType: 'bath' | 'shower' | 'wheelchair';
  advanceReservation: true;
  price: { room: number; parking: number; salon: number; doubleSlot: number; total: number };
  balance: number;
  amountPaid: number;
  paid: boolean;
  tipTotal: number;
  donationTotal: number;
  notes: string | null;
  reservationNotes: string | null;
  userNotes: string | null;
  payments: {
    dateCreated: string;
    method: string;
    amount: number;
    status: string;
    reference: string | null;
  }[];
  statusHistory: {
    previousReservationStatus: string | null;
    newReservationStatus: string;
    previousStatusChange: string | null;
    dateCreated: string;
    statusLastUpdatedByUser: string | null;
    statusLastUpdatedByIp: string | null;
  }[];
  room: null;
  scheduleDate: string;
  shabbosMode: boolean;
  scheduleType: ScheduleType;
  zmanTevillah: string;
  createdAt: string;
}

/** Ledger rows as the domain sums them: a fee is a charge like any other. */
export function ledgerSummary(entries: readonly LedgerRow[]): LedgerSummary {
  return summarizeLedger(
    entries
      .filter((e) => e.status === 'succeeded')
      .map((e) => ({ kind: e.kind === 'fee' ? 'charge' : e.kind, cents: e.amountCents })),
  );
}

/** The charges by what they are for (Room, Parking, Salon, DoubleSlot), in cents. */
function chargesByMethod(entries: readonly LedgerRow[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries)
    if (e.status === 'succeeded' && e.kind === 'charge') out[e.method] = (out[e.method] ?? 0) + e.amountCents;
  return out;
}

export function toReservationView(
  row: ReservationRow,
  extra: {
    ledger: readonly LedgerRow[];
    history: readonly StatusHistoryRow[];
    day: ScheduleDay;
    timeZone: string;
    roomType: 'bath' | 'shower' | 'wheelchair';
  },
): ReservationView {
  const money = ledgerSummary(extra.ledger);
  const byMethod = chargesByMethod(extra.ledger);
  const iso = (d: Date) => formatInstant(d, extra.timeZone);
  const m = (method: string) => dollars(byMethod[method] ?? 0);
  return {
    id: row.id,
    reservationId: row.reservationNumber,
    userId: row.userId,
    reservationDate: row.night,
    reservationTime: iso(row.timeSlot),
    reservationStatus: row.status as ReservationStatus,
    reservationCode: row.code,
    waitingCode: null,
    replacingReservationId: row.replacingReservationId,
    bath: row.bath,
    handicapped: row.handicapped,
    kallah: row.kallah,
    doubleSlot: row.doubleSlot,
    parking: row.parking,
    salonManicure: row.salonManicure,
    salonBoth: row.salonBoth,
    salonAfter: row.salonManicure || row.salonBoth,
    roomType: extra.roomType,
    advanceReservation: true,
    price: {
      room: m('Room'),
      parking: m('Parking'),
      salon: m('Salon'),
      doubleSlot: m('DoubleSlot'),
      total: dollars(Object.values(byMethod).reduce((a, b) => a + b, 0)),
    },
    balance: dollars(money.balanceCents),
    amountPaid: dollars(money.amountPaidCents),
    paid: money.paid,
    tipTotal: dollars(money.tipTotalCents),
    donationTotal: dollars(money.donationTotalCents),
    notes: row.notes,
    reservationNotes: row.reservationNotes,
    userNotes: row.userNotes,
    payments: extra.ledger
      // A failed card attempt moved no money; it stays in the payments list for staff only.
      .filter((e) => (e.kind === 'payment' || e.kind === 'refund') && e.status !== 'failed')
      .map((e) => ({
        dateCreated: iso(e.createdAt),
        method: e.method,
        amount: dollars(e.kind === 'refund' ? -e.amountCents : e.amountCents),
        status: e.status,
        reference: e.reference,
      })),
    statusHistory: extra.history.map((h) => ({
      previousReservationStatus: h.previousStatus,
      newReservationStatus: h.newStatus,
      previousStatusChange: h.previousChangeAt === null ? null : iso(h.previousChangeAt),
      dateCreated: iso(h.createdAt),
      statusLastUpdatedByUser: h.byUser,
      statusLastUpdatedByIp: h.byIp,
    })),
    room: null,
    scheduleDate: extra.day.date,
    shabbosMode: extra.day.shabbosMode,
    scheduleType: extra.day.scheduleType,
    zmanTevillah: extra.day.zmanTevillah,
    createdAt: iso(row.createdAt),
  };
}
