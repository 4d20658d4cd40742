import { msg } from '../messages/domain-message.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import { checkCombination, planNight } from './check-booking.ts';
import { nightSlots } from './night-slots.ts';
import type { Combination, HeldReservation, Refusal, ScheduleDay, Verdict } from './types.ts';

/** A woman waiting for a place: her combination and the times she could make, earliest first served. */
export interface WaitlistRequest extends Combination {
  id: string;
  /** The earliest and latest slot start she could make, as instants (ISO 8601). */
  earliest: string;
  latest: string;
}

/** A freed place offered to one waiting woman. */
export interface WaitlistOffer {
  entryId: string;
  timeSlot: string;
}

const refuse = (id: string, reason: Refusal['reason']): Refusal => ({ ok: false, id, reason });

/** The slots of the night within her window that have not started yet. */
function slotsFor(day: ScheduleDay, s: FacilitySettings, w: WaitlistRequest, now: number): string[] {
  const from = Math.max(Date.parse(w.earliest), now);
  const to = Date.parse(w.latest);
  return nightSlots(day, s).filter((slot) => {
    const t = Date.parse(slot);
    return t >= from && t <= to;
  });
}

/**
 * Whether she may join the night's waitlist: the night is open, offers her combination, her window is
 * an order of times that meets the night's slots still ahead, and no place in it is free now (then she
 * books it instead). The night's date against today is the caller's (the facility's today).
 */
export function checkWaitlistJoin(
  day: ScheduleDay,
  s: FacilitySettings,
  held: readonly HeldReservation[],
  w: WaitlistRequest,
  now: number,
): Verdict {
  if (day.closed || day.openTime === null) return refuse('waitlist.closed', msg('booking.nightClosed'));
  const offered = checkCombination(w, day);
  if (!offered.ok) return offered;
  const earliest = Date.parse(w.earliest);
  const latest = Date.parse(w.latest);
  if (!Number.isFinite(earliest) || !Number.isFinite(latest) || latest < earliest)
    return refuse('waitlist.window', msg('waitlist.window'));
  const slots = slotsFor(day, s, w, now);
  if (slots.length === 0) return refuse('waitlist.window', msg('waitlist.noSlotInWindow'));
  const plan = planNight(day, s, held);
  if (slots.some((timeSlot) => plan.check({ ...w, timeSlot }).ok))
    return refuse('waitlist.placeFree', msg('waitlist.placeFree'));
  return { ok: true };
}

/**
 * The places to offer now (docs/rules/the-night.md, Waitlist): in the order given (first come, first
 * served), each waiting woman gets the first slot of her window, not yet started, where her combination
 * fits, counted with the places offered before her, so one place is never offered to two women and the
 * night never overbooks. Someone whose window has nothing free is passed over, not blocking the next.
 */
export function waitlistOffers(
  day: ScheduleDay,
  s: FacilitySettings,
  held: readonly HeldReservation[],
  waiting: readonly WaitlistRequest[],
  now: number,
): WaitlistOffer[] {
  const offers: WaitlistOffer[] = [];
  const counted: HeldReservation[] = [...held];
  for (const w of waiting) {
    const plan = planNight(day, s, counted);
    const slot = slotsFor(day, s, w, now).find((timeSlot) => plan.check({ ...w, timeSlot }).ok);
    if (slot === undefined) continue;
    offers.push({ entryId: w.id, timeSlot: slot });
    counted.push({ ...w, id: `offer:${w.id}`, timeSlot: slot, status: 'Pending' });
  }
  return offers;
}

/** Whether an offer may still be taken: it is hers, not yet taken or passed, and its hold has not run out. */
export function offerVerdict(offer: { status: string; expiresAt: number | null }, now: number): Verdict {
  if (offer.status === 'Accepted') return refuse('waitlist.taken', msg('waitlist.alreadyTaken'));
  if (offer.status !== 'Offered' || offer.expiresAt === null || offer.expiresAt <= now)
    return refuse('waitlist.expired', msg('waitlist.offerExpired'));
  return { ok: true };
}
