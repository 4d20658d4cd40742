import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBooking,
  combinationsFor,
  isLateMinutes,
  lateMinuteChoices,
  lateSlot,
  LATE_SLACK_MINUTES,
  nightSlots,
  readSettings,
  type HeldReservation,
} from '../src/index.ts';
import { at, night, nightArb, settingsArb } from './booking-generators.ts';
import { overbooked } from './booking-oracle.ts';

const MIN = 60_000;
const shower = combinationsFor(night(false, 21 * 60)).find((c) => !c.bath && !c.parking && !c.salonAfter)!;
const held = (id: string, minutes: number): HeldReservation => ({
  ...shower,
  id,
  timeSlot: at(minutes),
  status: 'Reserved',
});

describe('running late', () => {
  // One shower room, 30-minute stays on a 15-minute grid: a stay blocks the next slot too.
  const s = readSettings({
    roomsAvailable: '1',
    roomsAvailableShower: '1',
    roomsAvailableBath: '0',
    reservationMinutesShower: '30',
    reservationSlotIncrement: '15',
    cleaningMinutes: '0',
  });
  const day = night(false, 21 * 60);

  it('moves her to the slot the delay reaches when it is free', () => {
    const her = held('her', 18 * 60);
    expect(lateSlot(day, s, [her], her, 30)).toBe(at(18 * 60 + 30));
  });

  it('counts her own place as given up', () => {
    // Her 18:00 stay runs to 18:30; moving by 15 minutes overlaps only herself.
    const her = held('her', 18 * 60);
    expect(lateSlot(day, s, [her], her, 15)).toBe(at(18 * 60 + 15));
  });

  it('takes a slot a little later when the one the delay reaches is taken', () => {
    const her = held('her', 18 * 60);
    const other = held('other', 18 * 60 + 30);
    // 18:30 and 18:45 are the other woman's (a 30-minute stay); 19:00 is more than the slack away.
    expect(lateSlot(day, s, [her, other], her, 30)).toBeNull();
    const later = held('other', 18 * 60 + 15);
    // Taken from 18:15 to 18:45: 18:45 is within the slack of 18:30.
    expect(lateSlot(day, s, [her, later], her, 30)).toBe(at(18 * 60 + 45));
  });

  it('never moves her past what the night can hold before closing', () => {
    const closing = night(false, 19 * 60);
    const her = held('her', 18 * 60 + 15);
    // 19:00 closes; a 30-minute stay must start by 18:30.
    expect(lateSlot(closing, s, [her], her, 30)).toBeNull();
    expect(lateSlot(closing, s, [her], her, 15)).toBe(at(18 * 60 + 30));
  });

  it('knows the delays she may give', () => {
    expect(lateMinuteChoices).toEqual([15, 30, 45]);
    expect([15, 30, 45].every(isLateMinutes)).toBe(true);
    expect([0, 10, 60, '15', null].some(isLateMinutes)).toBe(false);
  });

  it('for any night: the slot chosen is within the delay and the slack, and never overbooks', () => {
    const seen = { moved: 0, stayed: 0 };
    fc.assert(
      fc.property(
        settingsArb,
        nightArb,
        fc.array(fc.record({ c: fc.nat(), slot: fc.nat() }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.constantFrom(...lateMinuteChoices),
        (s, n, wanted, pick, minutes) => {
          const day = night(n.shabbos, n.close);
          const slots = nightSlots(day, s);
          const offered = combinationsFor(day);
          // A night built only of bookings the engine accepts, as the server's would be.
          const rs: HeldReservation[] = [];
          for (const [i, w] of wanted.entries()) {
            const request = {
              ...offered[w.c % offered.length]!,
              timeSlot: slots[w.slot % slots.length]!,
              replacingReservationId: null,
            };
            if (checkBooking(day, s, rs, request).ok)
              rs.push({ ...request, id: `r${i}`, status: 'Reserved' });
          }
          if (rs.length === 0) return;
          const her = rs[pick % rs.length]!;
          const slot = lateSlot(day, s, rs, her, minutes);
          const from = Date.parse(her.timeSlot) + minutes * MIN;
          if (slot === null) {
            seen.stayed++;
            // Nothing in the window would have been accepted as a replacement either.
            for (const t of slots.filter((x) => Date.parse(x) >= from)) {
              if (Date.parse(t) > from + LATE_SLACK_MINUTES * MIN) break;
              expect(
                checkBooking(day, s, rs, { ...her, timeSlot: t, replacingReservationId: her.id }).ok,
              ).toBe(false);
            }
            return;
          }
          seen.moved++;
          expect(Date.parse(slot)).toBeGreaterThanOrEqual(from);
          expect(Date.parse(slot)).toBeLessThanOrEqual(from + LATE_SLACK_MINUTES * MIN);
          const after = rs.map((r) => (r.id === her.id ? { ...r, timeSlot: slot } : r));
          expect(overbooked(day, s, after)).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
    // Both outcomes happen, so neither half of the property is vacuous.
    expect(seen.moved).toBeGreaterThan(20);
    expect(seen.stayed).toBeGreaterThan(20);
  }, 30_000);
});
