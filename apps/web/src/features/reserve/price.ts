import type { SettingsMap } from '../../api/settings';
import type { Reservation } from '../../api/reservation';
import type { FlowState } from './flow-state';
import { bookedRoom } from './slot-filter';

/** docs/product/booking.md §9: shower, bath and kallah cost $5 from 2025-02-20 to 2025-03-25 inclusive. */
export const PROMOTION = { from: '2025-02-20', to: '2025-03-25', price: 5 } as const;

export const isPromotion = (date: string): boolean => date >= PROMOTION.from && date <= PROMOTION.to;

const dollars = (settings: SettingsMap, key: string): number => {
  const value = Number(settings[key]);
  return Number.isFinite(value) ? value : 0;
};

type Choice = Pick<FlowState, 'roomType' | 'parking' | 'doubleSlot' | 'salon'>;

/** Kallah: priceKallah; accessible and bath: priceBath; otherwise priceShower. */
export function roomPrice(settings: SettingsMap, date: string, roomType: FlowState['roomType']): number {
  if (isPromotion(date)) return PROMOTION.price;
  if (roomType === 'kallah') return dollars(settings, 'priceKallah');
  if (roomType === 'bath' || roomType === 'handicapped') return dollars(settings, 'priceBath');
  return dollars(settings, 'priceShower');
}

/**
 * Room + parking + salon manicure or both + extra time, as the server charges them: a Shabbos-mode
 * night is a shower without parking.
 */
export function chargesFor(settings: SettingsMap, date: string, choice: Choice, shabbosMode = false): number {
  let total = roomPrice(settings, date, bookedRoom(choice.roomType, shabbosMode));
  if (choice.parking && !shabbosMode) total += dollars(settings, 'priceParking');
  if (choice.salon === 'manicure') total += dollars(settings, 'priceSalonManicure');
  if (choice.salon === 'both') total += dollars(settings, 'priceSalonBoth');
  if (choice.doubleSlot) total += dollars(settings, 'priceDoubleSlot');
  return round(total);
}

/**
 * The money of a booking (docs/product/booking.md §9 Total): `total` is the charges plus tips and donations already on
 * a replaced reservation (they carry over with its payments); `alreadyPaid` what was paid on it; `due`
 * the difference, never below 0. A new booking has nothing paid: its due is its total.
 */
export interface PriceBreakdown {
  total: number;
  alreadyPaid: number;
  due: number;
}

export function priceBreakdown(charges: number, replacing: Reservation | null | undefined): PriceBreakdown {
  const extras = replacing ? (replacing.tipTotal ?? 0) + (replacing.donationTotal ?? 0) : 0;
  const total = round(charges + extras);
  const alreadyPaid = round(Math.max(0, replacing?.amountPaid ?? 0));
  return { total, alreadyPaid, due: Math.max(0, round(total - alreadyPaid)) };
}

/** What is left to pay: the charges, less what the replaced reservation already paid. */
export const totalDue = (charges: number, replacing: Reservation | null | undefined): number =>
  priceBreakdown(charges, replacing).due;

const round = (value: number): number => Math.round(value * 100) / 100;
