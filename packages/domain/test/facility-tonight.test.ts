import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facilityTonight, facilityTonightHolds } from '../src/index.ts';
import type { ScheduleDay, SlotAvailability } from '../src/index.ts';
import { at, night, plainShower } from './booking-generators.ts';

// Open 6 pm to 10 pm, last entry 9:30, booking open until 9:30.
const day: ScheduleDay = {
  ...night(false, 22 * 60),
  lastEntryTime: at(21 * 60 + 30),
  bookingCutoff: at(21 * 60 + 30),
};
const slot = (minutes: number, available: number): SlotAvailability => ({
  timeSlot: at(minutes),
  availableReservations: [{ ...plainShower, available }],
});
const when = (minutes: number) => new Date(at(minutes));

describe("a facility's night in the directory of tonight's mikvaot", () => {
  it('gives its hours, and that reservations remain while a time ahead has a place', () => {
    expect(facilityTonight(day, [slot(19 * 60, 0), slot(20 * 60, 2)], when(10 * 60))).toEqual({
      night: day.date,
      open: true,
      hebrewNote: null,
      hebrewNoteCalendar: day.hebrewNoteCalendar,
      hebrewYear: day.hebrewYear,
      hebrewMonth: day.hebrewMonth,
      hebrewDay: day.hebrewDay,
      openTime: day.openTime,
      zmanTevillah: day.zmanTevillah,
      lastEntryTime: day.lastEntryTime,
      closeTime: day.closeTime,
      reservationsRemain: true,
    });
  });

  it('says none remain when every place is taken, when the times with places have passed, or after booking closed', () => {
    expect(facilityTonight(day, [slot(19 * 60, 0), slot(20 * 60, 0)], when(10 * 60)).reservationsRemain).toBe(
      false,
    );
    const early = [slot(19 * 60, 3), slot(20 * 60, 0)];
    expect(facilityTonight(day, early, when(19 * 60 + 30)).reservationsRemain).toBe(false);
    expect(facilityTonight(day, early, when(18 * 60 + 30)).reservationsRemain).toBe(true);
    expect(facilityTonight(day, [slot(21 * 60 + 45, 3)], when(21 * 60 + 40)).reservationsRemain).toBe(false);
    // A site whose booking is shut down has none to give, whatever its nights hold.
    expect(facilityTonight(day, early, when(18 * 60 + 30), true).reservationsRemain).toBe(false);
  });

  it('shows a closed night as closed, with its note and nothing to book', () => {
    const closed: ScheduleDay = {
      ...day,
      closed: true,
      openTime: null,
      closeTime: null,
      lastEntryTime: null,
      bookingCutoff: null,
      hebrewNote: 'Yom Kippur',
    };
    expect(facilityTonight(closed, [], when(12 * 60))).toMatchObject({
      open: false,
      hebrewNote: 'Yom Kippur',
      openTime: null,
      reservationsRemain: false,
    });
  });
});

describe("how long a facility's night holds its answer", () => {
  const slots = [slot(19 * 60, 3), slot(20 * 60, 0), slot(21 * 60, 1)];

  it('runs from the last of its times that has come to the first still ahead', () => {
    expect(facilityTonightHolds(day, slots, when(10 * 60))).toEqual({
      from: Number.NEGATIVE_INFINITY,
      until: when(19 * 60).getTime(),
    });
    expect(facilityTonightHolds(day, slots, when(20 * 60))).toEqual({
      from: when(20 * 60).getTime(),
      until: when(21 * 60).getTime(),
    });
    // The cutoff (9:30) is one of its times; after it nothing moves the answer.
    expect(facilityTonightHolds(day, slots, when(21 * 60 + 30))).toEqual({
      from: when(21 * 60 + 30).getTime(),
      until: Number.POSITIVE_INFINITY,
    });
  });

  it('gives the answer of its instant at every instant between them', () => {
    const minute = fc.integer({ min: 12 * 60, max: 23 * 60 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(minute, fc.integer({ min: 0, max: 2 })), { maxLength: 6 }),
        minute,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (made, nowMinute, where) => {
          const some = made.map(([m, available]) => slot(m, available));
          const { from, until } = facilityTonightHolds(day, some, when(nowMinute));
          const lo = Math.max(from, when(12 * 60).getTime());
          const hi = Math.min(until, when(23 * 60 + 1).getTime());
          const t = new Date(Math.floor(lo + (hi - lo - 1) * where));
          expect(facilityTonight(day, some, t)).toEqual(facilityTonight(day, some, when(nowMinute)));
        },
      ),
    );
  });
});
