import type { TFunction } from 'i18next';
import type { Reservation } from '../../../api/reservation';
import type { RoomType, Salon } from '../flow/flow-state';

/** What a reservation is for (or the one being booked): night, time, room and extras. */
export interface SummaryChoice {
  date: string;
  time: string;
  roomType: RoomType | null;
  parking: boolean;
  doubleSlot: boolean;
  salon: Salon;
}

export const ROOM_LABEL = {
  shower: 'reserve.options.shower',
  bath: 'reserve.options.bath',
  handicapped: 'reserve.options.accessible',
  kallah: 'reserve.options.kallah',
} as const satisfies Record<RoomType, string>;

export const roomOfReservation = (r: Reservation): RoomType =>
  r.kallah ? 'kallah' : r.handicapped ? 'handicapped' : r.bath ? 'bath' : 'shower';

export function choiceOf(r: Reservation): SummaryChoice {
  return {
    date: r.reservationDate,
    time: r.reservationTime,
    roomType: roomOfReservation(r),
    parking: r.parking,
    doubleSlot: r.doubleSlot,
    salon: r.salonBoth ? 'both' : r.salonManicure ? 'manicure' : 'none',
  };
}

/** The extras chosen, each in the page's language. */
export function extrasOf(
  choice: Pick<SummaryChoice, 'parking' | 'doubleSlot' | 'salon'>,
  t: TFunction,
): string[] {
  return [
    choice.parking ? t('reserve.options.parking') : null,
    choice.doubleSlot ? t('reserve.options.doubleSlot') : null,
    choice.salon === 'manicure' ? t('reserve.options.manicure') : null,
    choice.salon === 'both' ? t('reserve.options.both') : null,
  ].filter((x): x is string => x !== null);
}

export type MoneyState = { kind: 'paid' } | { kind: 'due'; amount: number } | { kind: 'nothingDue' };

/** Paid, or what is still due (a free reservation with no payment owes nothing, yet is not "paid"). */
export function moneyState(r: Pick<Reservation, 'paid' | 'balance'>): MoneyState {
  if (r.paid) return { kind: 'paid' };
  const balance = r.balance ?? 0;
  return balance > 0 ? { kind: 'due', amount: balance } : { kind: 'nothingDue' };
}
