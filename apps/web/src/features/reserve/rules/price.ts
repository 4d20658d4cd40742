import { priceOf, readPriceCents, type PricedRequest } from '@tevila/domain';
import type { SettingsMap } from '../../../api/settings';
import type { Reservation } from '../../../api/reservation';
import type { FlowState } from '../flow/flow-state';
import { bookedRoom } from './slot-filter';

/*
 * The prices she is shown are the server's own: the domain's priceOf, in integer cents, from the
 * settings as the server reads them (a missing or bad value as its default). Dollars only at the edge.
 */

const facility = (settings: SettingsMap) => ({ priceCents: readPriceCents(settings) });

type Choice = Pick<FlowState, 'roomType' | 'parking' | 'doubleSlot' | 'salon'>;

function pricedRequest(roomType: FlowState['roomType'], choice?: Omit<Choice, 'roomType'>): PricedRequest {
  const salon = choice?.salon ?? 'none';
  return {
    bath: roomType === 'bath',
    handicapped: roomType === 'handicapped',
    kallah: roomType === 'kallah',
    parking: choice?.parking ?? false,
    doubleSlot: choice?.doubleSlot ?? false,
    salonManicure: salon === 'manicure',
    salonBoth: salon === 'both',
    salonAfter: salon !== 'none',
  };
}

const toCents = (dollars: number): number => Math.round(dollars * 100);
const toDollars = (cents: number): number => cents / 100;

/** The room alone on the night `date`: Kallah, accessible and bath, or shower (the promotion's price in its dates). */
export function roomPrice(settings: SettingsMap, date: string, roomType: FlowState['roomType']): number {
  return toDollars(priceOf(pricedRequest(roomType), date, facility(settings)).roomCents);
}

/**
 * Room + parking + salon manicure or both + extra time, as the server charges them: a Shabbos-mode
 * night is a shower without parking.
 */
export function chargesFor(settings: SettingsMap, date: string, choice: Choice, shabbosMode = false): number {
  const request = pricedRequest(bookedRoom(choice.roomType, shabbosMode), {
    ...choice,
    parking: choice.parking && !shabbosMode,
  });
  return toDollars(priceOf(request, date, facility(settings)).totalCents);
}

/**
 * The money of a booking (docs/product/booking.md §9 Total): `total` is the charges plus tips and
 * donations already on a replaced reservation (they carry over with its payments); `alreadyPaid` what
 * was paid on it; `due` the difference, never below 0. A new booking has nothing paid: its due is its
 * total.
 */
export interface PriceBreakdown {
  total: number;
  alreadyPaid: number;
  due: number;
}

export function priceBreakdown(charges: number, replacing: Reservation | null | undefined): PriceBreakdown {
  const extras = replacing ? toCents(replacing.tipTotal ?? 0) + toCents(replacing.donationTotal ?? 0) : 0;
  const total = toCents(charges) + extras;
  const alreadyPaid = Math.max(0, toCents(replacing?.amountPaid ?? 0));
  return {
    total: toDollars(total),
    alreadyPaid: toDollars(alreadyPaid),
    due: toDollars(Math.max(0, total - alreadyPaid)),
  };
}

/** What is left to pay: the charges, less what the replaced reservation already paid. */
export const totalDue = (charges: number, replacing: Reservation | null | undefined): number =>
  priceBreakdown(charges, replacing).due;
