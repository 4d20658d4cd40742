import { msg } from '../messages/domain-message.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import type { Price, PricedRequest, Refusal, Verdict } from './types.ts';

export const PROMOTION_FROM = '2025-02-20';
export const PROMOTION_TO = '2025-03-25';
/** docs/product/booking.md §9: during the promotion a shower, bath or Kallah room costs $5. */
export const PROMOTION_ROOM_CENTS = 500;

/** Whether the night `date` ("YYYY-MM-DD") falls in the promotion, both ends included. */
export function promotionApplies(date: string): boolean {
  return date >= PROMOTION_FROM && date <= PROMOTION_TO;
}

// Settings are checked to be ≥ 0 when stored; clamping again keeps a price never negative.
const cents = (n: number): number => Math.max(0, Math.round(n));

/**
 * docs/product/booking.md §9: room by kind (Kallah → priceKallah; accessible or bath → priceBath; else shower),
 * plus parking, one salon choice, extra time. `date` is the reservation's night.
 * Manicure and both are exclusive (checkExtras refuses both); if both arrive, "both" is charged as
 * it includes the manicure.
 */
export function priceOf(req: PricedRequest, date: string, s: Pick<FacilitySettings, 'priceCents'>): Price {
  const p = s.priceCents;
  const listed = req.kallah ? p.kallah : req.handicapped || req.bath ? p.bath : p.shower;
  const roomCents = cents(promotionApplies(date) ? PROMOTION_ROOM_CENTS : listed);
  const parkingCents = req.parking ? cents(p.parking) : 0;
  const salonCents = req.salonBoth ? cents(p.salonBoth) : req.salonManicure ? cents(p.salonManicure) : 0;
  const doubleSlotCents = req.doubleSlot ? cents(p.doubleSlot) : 0;
  return {
    roomCents,
    parkingCents,
    salonCents,
    doubleSlotCents,
    totalCents: roomCents + parkingCents + salonCents + doubleSlotCents,
  };
}

export const extrasMessages = {
  'booking.salon_exclusive': msg('booking.salonExclusive'),
  'booking.salon_mismatch': msg('booking.salonMismatch'),
} as const;

const refuse = (id: keyof typeof extrasMessages): Refusal => ({ ok: false, id, reason: extrasMessages[id] });

/**
 * The extras must agree: one salon choice at most, and salonAfter (which holds a salon chair) set
 * exactly when a salon choice is paid for, so no chair is held unpaid nor paid without a chair.
 */
export function checkExtras(req: PricedRequest): Verdict {
  if (req.salonManicure && req.salonBoth) return refuse('booking.salon_exclusive');
  if (req.salonAfter !== (req.salonManicure || req.salonBoth)) return refuse('booking.salon_mismatch');
  return { ok: true };
}
