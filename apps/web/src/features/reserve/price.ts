import type { SettingsMap } from '../../api/settings';
import type { Reservation } from '../../api/reservation';
import type { FlowState } from './flow-state';
import { bookedRoom } from './slot-filter';

/** Spec 000 §9: shower, bath and kallah cost $5 from 2025-02-20 to 2025-03-25 inclusive. */
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
 * The total due: the charges, plus tips and donations already on a replaced reservation, minus what
 * was already paid on it (its payments carry over). Never below 0.
 */
export function totalDue(charges: number, replacing: Reservation | null | undefined): number {
  if (!replacing) return round(charges);
  const extras = (replacing.tipTotal ?? 0) + (replacing.donationTotal ?? 0);
  return Math.max(0, round(charges + extras - (replacing.amountPaid ?? 0)));
}

const round = (value: number): number => Math.round(value * 100) / 100;
