import type { DomainMessage } from '../messages/domain-message.ts';
import type { ScheduleDay } from '../schedule/types.ts';

/** docs/design.md §6 Statuses. Pending, Reserved, Waiting may be Canceled; Done, Canceled, Replaced are final. */
export const reservationStatuses = [
  'Pending',
  'Reserved',
  'Arrived',
  'Waiting',
  'Assigned',
  'Prep',
  'ReadyForMikvah',
  'ReadyForMikvahNext',
  'InMikvah',
  'Dressing',
  'Done',
  'Canceled',
  'Replaced',
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** Who asks for a status change: a patron may only cancel her own; the server's jobs act as system. */
export type StatusActor = 'patron' | 'staff' | 'system';

/**
 * What a booking asks for: the six flags of an availability entry (docs/design.md §5). bath=false means a
 * shower; handicapped and kallah choose those rooms; salonAfter books the salon after the mikvah.
 */
export interface Combination {
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
  parking: boolean;
  salonAfter: boolean;
}

/** A reservation's stored flags: the salon is booked as manicure or both. */
export type BookedFlags = Omit<Combination, 'salonAfter'> & { salonManicure: boolean; salonBoth: boolean };

/** The combination stored flags hold: salonAfter is either salon extra. */
export function combinationOf(flags: BookedFlags): Combination {
  return {
    bath: flags.bath,
    handicapped: flags.handicapped,
    kallah: flags.kallah,
    doubleSlot: flags.doubleSlot,
    parking: flags.parking,
    salonAfter: flags.salonManicure || flags.salonBoth,
  };
}

/** A reservation as the capacity engine sees it: what it holds and from when. */
export interface HeldReservation extends Combination {
  id: string;
  /** The slot's instant, ISO 8601 with offset, exactly as a timeSlot. */
  timeSlot: string;
  status: ReservationStatus;
}

/** One entry of GET reservations/availablereservations (docs/design.md §5). */
export interface SlotAvailability {
  timeSlot: string;
  availableReservations: (Combination & { available: number })[];
}

/** Extras that are priced but do not change capacity beyond salonAfter. */
export interface PricedRequest extends Combination {
  salonManicure: boolean;
  salonBoth: boolean;
}

/** The flags a request is stored with (a reservation's row), without salonAfter, which they imply. */
export function bookedFlagsOf(request: PricedRequest): BookedFlags {
  return {
    bath: request.bath,
    handicapped: request.handicapped,
    kallah: request.kallah,
    doubleSlot: request.doubleSlot,
    parking: request.parking,
    salonManicure: request.salonManicure,
    salonBoth: request.salonBoth,
  };
}

export interface Price {
  roomCents: number;
  parkingCents: number;
  salonCents: number;
  doubleSlotCents: number;
  totalCents: number;
}

/** A refusal: its stable id, and the sentence for the reader (rendered in her language where shown). */
export type Refusal = { ok: false; id: string; reason: DomainMessage };
export type Verdict = { ok: true } | Refusal;

export type { ScheduleDay };
