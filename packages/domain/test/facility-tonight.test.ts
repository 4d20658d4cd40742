import { describe, expect, it } from 'vitest';
import { facilityTonight } from '../src/index.ts';
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
