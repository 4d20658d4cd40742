import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availability,
  checkBooking,
  combinationsFor,
  nightSlots,
  packedStarts,
  type FacilitySettings,
  type HeldReservation,
  type ScheduleDay,
} from '../src/index.ts';
import { at, night, nightArb, plainShower, settingsArb } from './booking-generators.ts';
import { settingsWith } from './helpers.ts';

let ids = 0;
const newId = (): string => `p${++ids}`;
const packing = (s: FacilitySettings): FacilitySettings => ({
  ...s,
  reservationsMaximizeUtilization: true,
  reservationsMaximizeUtilizationFriday: true,
});

/** How many showers a stream of women books, each taking the start time `choose` picks of those offered. */
function fill(day: ScheduleDay, s: FacilitySettings, choose: (offered: string[]) => string): number {
  const held: HeldReservation[] = [];
  for (;;) {
    const offered = availability(day, s, held)
      .filter((row) => row.availableReservations.some((a) => matches(a) && a.available > 0))
      .map((row) => row.timeSlot);
    if (offered.length === 0) return held.length;
    const timeSlot = choose(offered);
    // What is offered always books: hiding start times never offers one that does not fit.
    expect(checkBooking(day, s, held, { ...plainShower, timeSlot }).ok).toBe(true);
    held.push({ ...plainShower, id: newId(), timeSlot, status: 'Reserved' });
  }
}
const matches = (a: typeof plainShower) =>
  !a.bath && !a.handicapped && !a.kallah && !a.doubleSlot && !a.parking && !a.salonAfter;

describe('filling the rooms without gaps', () => {
  it('hides a start time where she could as well start a step earlier, and nothing else', () => {
    const t = (m: number) => Date.parse('2027-03-09T18:00:00Z') + m * 60_000;
    // 15-minute steps; a room frees at 18:45; a gap in the grid before 19:30.
    const slots = [t(0), t(15), t(30), t(45), t(90)];
    expect(packedStarts(slots, [2, 2, 1, 2, 2], 15)).toEqual([2, 0, 0, 2, 2]);
    expect(packedStarts(slots, [0, 0, 1, 1, 0], 15)).toEqual([0, 0, 1, 0, 0]);
  });

  it('hides a time that would split the starts and cost the night a place', () => {
    // Four rooms, two starts at once, 30-minute showers and 10 minutes of cleaning, 18:00 to 19:30.
    const s = packing(
      settingsWith({
        roomsAvailable: '4',
        roomsAvailableShower: '2',
        roomsAvailableBath: '2',
        reservationStartAtSameTime: '2',
        reservationMinutesShower: '30',
        cleaningMinutes: '10',
        reservationSlotIncrement: '15',
      }),
    );
    const held: HeldReservation[] = [at(18 * 60), at(18 * 60 + 15), at(18 * 60 + 15)].map((timeSlot) => ({
      ...plainShower,
      id: newId(),
      timeSlot,
      status: 'Reserved',
    }));
    const offered = availability(night(false, 19 * 60 + 30), s, held).flatMap((row) =>
      row.availableReservations.some((a) => matches(a) && a.available > 0) ? [row.timeSlot] : [],
    );
    // 18:30 has a free room, but taken it leaves three more places where 18:00 (or 18:45) leaves four.
    expect(offered).toEqual([at(18 * 60), at(18 * 60 + 45)]);
  });

  it('offers only times that are available, each with all its places, and always the earliest', () => {
    const heldArb = fc.array(fc.record({ c: fc.nat(), slot: fc.nat() }), { maxLength: 10 });
    fc.assert(
      fc.property(settingsArb, nightArb, heldArb, (s, n, bookings) => {
        const day = night(n.shabbos, n.close);
        const slots = nightSlots(day, s);
        const combos = combinationsFor(day);
        const held: HeldReservation[] = [];
        for (const b of bookings) {
          const c = combos[b.c % combos.length]!;
          const timeSlot = slots[b.slot % slots.length]!;
          if (checkBooking(day, s, held, { ...c, timeSlot }).ok)
            held.push({ ...c, id: newId(), timeSlot, status: 'Reserved' });
        }
        const all = availability(day, s, held);
        const packed = availability(day, packing(s), held);
        for (let k = 0; k < (all[0]?.availableReservations.length ?? 0); k++) {
          const raw = all.map((row) => row.availableReservations[k]!.available);
          const shown = packed.map((row) => row.availableReservations[k]!.available);
          shown.forEach((n, i) => expect([0, raw[i]]).toContain(n));
          const first = raw.findIndex((n) => n > 0);
          if (first >= 0) expect(shown[first]).toBe(raw[first]);
          else expect(shown.every((n) => n === 0)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('never fewer bookable places in total: women taking any offered time fill as many as the earliest-first fill', () => {
    fc.assert(
      fc.property(settingsArb, nightArb, fc.infiniteStream(fc.nat()), (s, n, picks) => {
        const day = night(n.shabbos, n.close);
        const picked = picks[Symbol.iterator]();
        const anyOffered = fill(day, packing(s), (offered) => offered[picked.next().value % offered.length]!);
        const earliestFirst = fill(day, s, (offered) => offered[0]!);
        expect(anyOffered).toBeGreaterThanOrEqual(earliestFirst);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
