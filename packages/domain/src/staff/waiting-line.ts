import { roomKindOf } from '../booking/combinations.ts';
import type { RoomKind } from '../booking/combinations.ts';
import type { Combination } from '../booking/types.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import { roomTypesFor } from './room-choice.ts';
import type { NightRoom } from './room-choice.ts';

/** The stage minutes of the settings catalogue (Stage durations) that one turn of a room is made of. */
export type StageMinutes = Pick<
  FacilitySettings,
  | 'assignedMinutes'
  | 'prepShowerMinutes'
  | 'prepBathMinutes'
  | 'prepDoubleSlotExtraMinutes'
  | 'readyForMikvahMinutes'
  | 'inMikvahMinutes'
  | 'dressingMinutes'
  | 'cleaningMinutes'
  | 'needsCleaningMinutes'
  | 'waitingForSuppliesMinutes'
>;

type Visit = Pick<Combination, 'bath' | 'handicapped' | 'kallah' | 'doubleSlot'>;

/** A reservation of the night as the line sees it. */
export interface LineEntry extends Visit {
  id: string;
  status: string;
  /** When she arrived, milliseconds since the epoch. */
  timeArrived: number | null;
  /** Between two who arrived at the same instant, the smaller number comes first (as `pickWaiting`). */
  reservationNumber: number;
}

/** Her place in the line (1-based) and the minutes she may still wait; null when it cannot be told. */
export interface LinePlace {
  position: number;
  estimatedWaitMinutes: number | null;
}

/**
 * Minutes one visit keeps a room, by the spec'd stage durations: assigned, preparation (shower or
 * bath, plus the extra of a double slot), ready for the mikvah, in the mikvah, dressing, then
 * cleaning before the next patron.
 */
export function turnMinutes(visit: Visit, s: StageMinutes): number {
  const kind = roomKindOf(visit);
  const prep =
    (kind === 'shower' ? s.prepShowerMinutes : s.prepBathMinutes) +
    (visit.doubleSlot ? s.prepDoubleSlotExtraMinutes : 0);
  return (
    s.assignedMinutes +
    prep +
    s.readyForMikvahMinutes +
    s.inMikvahMinutes +
    s.dressingMinutes +
    s.cleaningMinutes
  );
}

/** A visit of the night that is over (Done): its kind and the minutes from its first room to Done. */
export interface CompletedStay extends Visit {
  inRoomMinutes: number;
}

/** So few visits of a kind tell too little: below this the spec'd stages stand. */
export const MEASURED_STAYS_MIN = 3;

/**
 * The night's measured turn of each room kind, in minutes: the median stay of its completed visits (a
 * double slot's extra preparation taken off, so the turn is a single slot's), plus the cleaning that
 * follows each. The median, so one visit left in a room for hours moves nothing. A kind with fewer
 * than MEASURED_STAYS_MIN completed visits is absent: its turn is the spec'd one (`turnMinutes`).
 */
export function measuredTurns(
  stays: readonly CompletedStay[],
  stages: StageMinutes,
): Partial<Record<Exclude<RoomKind, 'friday'>, number>> {
  const byKind = new Map<Exclude<RoomKind, 'friday'>, number[]>();
  for (const stay of stays) {
    const kind = roomKindOf(stay);
    const single = stay.inRoomMinutes - (stay.doubleSlot ? stages.prepDoubleSlotExtraMinutes : 0);
    byKind.set(kind, [...(byKind.get(kind) ?? []), Math.max(0, single)]);
  }
  const turns: Partial<Record<Exclude<RoomKind, 'friday'>, number>> = {};
  for (const [kind, minutes] of byKind) {
    if (minutes.length < MEASURED_STAYS_MIN) continue;
    const sorted = [...minutes].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    turns[kind] = median + stages.cleaningMinutes;
  }
  return turns;
}

/**
 * Arrival first (one not yet recorded last), then reservation number: the order in which a free room
 * is given (`pickWaiting`), so the one told she is first is the one who gets the next room.
 */
function byArrival(a: LineEntry, b: LineEntry): number {
  const at = (e: LineEntry) => e.timeArrived ?? Number.MAX_SAFE_INTEGER;
  return (
    at(a) - at(b) || a.reservationNumber - b.reservationNumber || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * The night's waiting line (docs/rules/the-night.md Waiting codes and cubicles): its Waiting
 * reservations by the time they arrived, then reservation number. Each gets her position, 1-based, and an
 * estimate of her wait:
 *
 *   estimatedWaitMinutes = ceil(k × turn ÷ rooms)
 *
 * where k counts the Waiting reservations of her room kind up to and including her, turn is the
 * night's measured turn of her kind (`measuredTurns`, plus a double slot's extra preparation) or,
 * until enough visits of it are done, `turnMinutes` of her visit, and rooms counts the night's rooms that may take her (`roomTypesFor`) in an active
 * section and not Offline. With no such room the estimate is null. Everyone else is absent.
 */
export function waitingLine(
  entries: readonly LineEntry[],
  rooms: readonly Pick<NightRoom, 'type' | 'status' | 'sectionActive'>[],
  stages: StageMinutes,
  measured: Partial<Record<string, number>> = {},
): Map<string, LinePlace> {
  const line = entries.filter((e) => e.status === 'Waiting').sort(byArrival);
  const places = new Map<string, LinePlace>();
  const seenOfKind = new Map<string, number>();
  for (const [i, entry] of line.entries()) {
    const kind = roomKindOf(entry);
    const k = (seenOfKind.get(kind) ?? 0) + 1;
    seenOfKind.set(kind, k);
    const types = roomTypesFor(entry);
    const open = rooms.filter(
      (r) => r.status !== 'Offline' && r.sectionActive && types.includes(r.type),
    ).length;
    const night = measured[kind];
    const turn =
      night === undefined
        ? turnMinutes(entry, stages)
        : night + (entry.doubleSlot ? stages.prepDoubleSlotExtraMinutes : 0);
    places.set(entry.id, {
      position: i + 1,
      estimatedWaitMinutes: open === 0 ? null : Math.ceil((k * turn) / open),
    });
  }
  return places;
}
