import type { FacilitySettings } from '../settings/read-settings.ts';
import type { NightLoad, Piece } from './capacity.ts';
import { MINUTE_MS } from './night-slots.ts';
import type { ScheduleDay } from './types.ts';

/**
 * Whether the night offers only the start times that pack the rooms (the settings
 * `reservationsMaximizeUtilization`, and `…Friday` for Friday and Yom Tov nights).
 */
export function packsRooms(
  day: Pick<ScheduleDay, 'shabbosMode'>,
  s: Pick<FacilitySettings, 'reservationsMaximizeUtilization' | 'reservationsMaximizeUtilizationFriday'>,
): boolean {
  return day.shabbosMode ? s.reservationsMaximizeUtilizationFriday : s.reservationsMaximizeUtilization;
}

/**
 * Fill rooms without gaps (docs/rules/schedule.md, Filling the rooms): of one combination's start
 * times, offer a time only where starting one step earlier fits fewer of it: the night's first time,
 * the first time after a full one, and a time at which a room (or a start) frees. A time at which she
 * could as well have started a step earlier is hidden, so no booking leaves a room idle for a step
 * before it. `available[i]` is how many more fit at `slots[i]` (epoch ms, the night's grid); the answer
 * is the same counts with the hidden times at 0.
 */
export function packedStarts(
  slots: readonly number[],
  available: readonly number[],
  incrementMinutes: number,
): number[] {
  const step = incrementMinutes * MINUTE_MS;
  return available.map((n, i) => {
    if (n <= 0 || i === 0 || slots[i]! - slots[i - 1]! !== step) return n;
    return available[i - 1]! < n ? n : 0;
  });
}

/** A night's headroom as a fill changes it: each booking taken lowers what it touches. */
class Fill {
  private readonly free: Int32Array[];
  private readonly starts: Map<number, number>;

  constructor(private readonly load: NightLoad) {
    this.free = load.headroom.map((table) => table.values.slice());
    this.starts = new Map(load.starts);
  }

  /** The cells a piece of a booking starting at `t` covers, as loadNight counts a held one. */
  private cells(t: number, piece: Piece): [number, number] {
    const at = (t - this.load.open) / MINUTE_MS;
    const length = this.free[piece.limit]!.length;
    return [
      Math.max(0, Math.floor((at + piece.from) / this.load.unit)),
      Math.min(length, Math.ceil((at + piece.to) / this.load.unit)),
    ];
  }

  fits(pieces: readonly Piece[], stay: number, t: number): boolean {
    if (t + stay * MINUTE_MS > this.load.close) return false;
    if ((this.starts.get(t) ?? 0) >= this.load.startLimit) return false;
    return pieces.every((piece) => {
      const free = this.free[piece.limit]!;
      const [from, to] = this.cells(t, piece);
      for (let k = from; k < to; k++) if (free[k]! < 1) return false;
      return true;
    });
  }

  take(pieces: readonly Piece[], t: number): void {
    this.starts.set(t, (this.starts.get(t) ?? 0) + 1);
    for (const piece of pieces) {
      const free = this.free[piece.limit]!;
      const [from, to] = this.cells(t, piece);
      for (let k = from; k < to; k++) free[k]!--;
    }
  }
}

/** How many more the earliest-first fill books once one is taken at `first`: every time, earliest first. */
function fillAfter(load: NightLoad, pieces: readonly Piece[], stay: number, first: number): number {
  const fill = new Fill(load);
  fill.take(pieces, first);
  let booked = 0;
  // Taking a place never frees an earlier one: the earliest time that fits only moves later.
  for (const t of load.slots)
    while (fill.fits(pieces, stay, t)) {
      fill.take(pieces, t);
      booked++;
    }
  return booked;
}

/**
 * Of the packed times, those from which the night still fills as well as from the earliest: a time is
 * kept only if, once taken, the earliest-first fill of the rest books no fewer than once the earliest
 * is taken. So women who each take any time offered never book fewer in all than the earliest-first
 * fill (by induction on the places left); the earliest time is always kept, with all its places.
 */
export function fillingStarts(
  load: NightLoad,
  pieces: readonly Piece[],
  stay: number,
  packed: readonly number[],
): number[] {
  const earliest = packed.findIndex((n) => n > 0);
  if (earliest < 0 || packed.every((n, i) => n <= 0 || i === earliest)) return [...packed];
  const best = fillAfter(load, pieces, stay, load.slots[earliest]!);
  return packed.map((n, i) =>
    n > 0 && i !== earliest && fillAfter(load, pieces, stay, load.slots[i]!) < best ? 0 : n,
  );
}
