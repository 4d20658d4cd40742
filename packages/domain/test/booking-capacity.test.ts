import { describe, expect, it } from 'vitest';
import {
  availability,
  checkBooking,
  combinationsFor,
  formatInstant,
  localInstant,
  nightSlots,
  occupiedMinutes,
  roomTypeOf,
  scheduleNight,
  slotLengthMinutes,
  type Combination,
  type HeldReservation,
  type ScheduleDay,
} from '../src/index.ts';
import { plainShower } from './booking-generators.ts';
import { settingsWith } from './helpers.ts';
import { inEnglish } from './in-english.ts';

const LA = 'America/Los_Angeles';
const DATE = '2026-12-01';
const at = (hhmm: string): string => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return formatInstant(localInstant(DATE, h * 60 + m, LA), LA);
};

function night(shabbosMode = false, open = '18:00', close = '21:00'): ScheduleDay {
  return {
    date: DATE,
    dayOfWeek: 2,
    hebrewDay: 11,
    hebrewMonth: 'Kislev',
    hebrewYear: 5787,
    hebrewNote: null,
    hebrewNoteCalendar: null,
    closed: false,
    shabbosMode,
    scheduleType: shabbosMode ? 'Friday' : 'Weekday',
    sunset: at('16:45'),
    zmanTevillah: at('17:20'),
    candleLighting: shabbosMode ? at('16:27') : null,
    openTime: at(open),
    closeTime: at(close),
    lastBath: null,
    lastEntryTime: null,
    bookingCutoff: null,
  };
}

const shower = plainShower;
const bath = { ...shower, bath: true };
const accessible = { ...bath, handicapped: true };
const kallah = { ...bath, kallah: true };

let ids = 0;
const held = (
  c: Combination,
  time: string,
  status: HeldReservation['status'] = 'Reserved',
): HeldReservation => ({
  ...c,
  id: `r${++ids}`,
  timeSlot: at(time),
  status,
});

const availableOf = (
  day: ScheduleDay,
  s: ReturnType<typeof settingsWith>,
  h: HeldReservation[],
  t: string,
  c: Combination,
) =>
  availability(day, s, h)
    .find((x) => x.timeSlot === at(t))
    ?.availableReservations.find(
      (x) =>
        roomTypeOf(x) === roomTypeOf(c) &&
        x.kallah === c.kallah &&
        x.doubleSlot === c.doubleSlot &&
        x.parking === c.parking &&
        x.salonAfter === c.salonAfter,
    )?.available;

describe('slots and lengths', () => {
  const s = settingsWith();
  it('lengths follow the room kind, extra time and Shabbos mode; the room is held for cleaning too', () => {
    expect(slotLengthMinutes(shower, night(), s)).toBe(45);
    expect(slotLengthMinutes(kallah, night(), s)).toBe(60);
    expect(slotLengthMinutes({ ...accessible, doubleSlot: true }, night(), s)).toBe(90);
    expect(slotLengthMinutes({ ...shower, doubleSlot: true }, night(true), s)).toBe(90);
    expect(occupiedMinutes(bath, night(), s)).toBe(75);
  });

  it('slots run every increment from opening to the last start a shower fits, in the schedule format', () => {
    const slots = nightSlots(night(), s);
    expect(slots[0]).toBe(at('18:00'));
    expect(slots.at(-1)).toBe(at('20:15'));
    expect(slots).toHaveLength(10);
    expect(nightSlots({ ...night(), closed: true }, s)).toEqual([]);
    const real = scheduleNight(DATE, s);
    expect(nightSlots(real, s)[0]).toBe(real.openTime);
    expect(nightSlots(real, s).at(-1)).toBe(real.lastEntryTime);
  });

  it('writes slots like formatInstant, also on a night the clocks change', () => {
    const fallBack = {
      ...night(),
      date: '2026-10-31',
      openTime: '2026-11-01T00:30:00-07:00',
      closeTime: '2026-11-01T03:00:00-08:00',
    };
    const slots = nightSlots(fallBack, s);
    expect(slots).toContain('2026-11-01T01:45:00-07:00');
    expect(slots).toContain('2026-11-01T01:00:00-08:00');
    const instants = slots.map(Date.parse);
    expect(instants.map((t) => formatInstant(t, LA))).toEqual(slots);
    expect(instants.slice(1).every((t, i) => t - instants[i]! === 15 * 60_000)).toBe(true);
    const plain = nightSlots(night(), s);
    expect(plain.map((x) => formatInstant(Date.parse(x), LA))).toEqual(plain);
  });

  it('offers 32 combinations on a weeknight and 4 on a Shabbos-mode night', () => {
    expect(combinationsFor(night())).toHaveLength(32);
    const friday = combinationsFor(night(true));
    expect(friday).toHaveLength(4);
    expect(friday.every((c) => !c.bath && !c.kallah && !c.parking && !c.handicapped)).toBe(true);
  });

  it('answers every slot × combination for a busy night with default settings', () => {
    const day = night(false, '18:00', '23:00');
    const slots = nightSlots(day, s);
    const combos = combinationsFor(day);
    const many = Array.from({ length: 100 }, (_, i) => ({
      ...combos[i % combos.length]!,
      id: `b${i}`,
      timeSlot: slots[i % slots.length]!,
      status: 'Reserved' as const,
    }));
    const result = availability(day, s, many);
    expect(result.map((r) => r.timeSlot)).toEqual(slots);
    expect(result.every((r) => r.availableReservations.length === 32)).toBe(true);
    expect(result.flatMap((r) => r.availableReservations).every((a) => a.available >= 0)).toBe(true);
  });
});

describe('capacity rules', () => {
  it('a shower overflows into a free bath room, and then the bath is full', () => {
    const s = settingsWith({ roomsAvailableShower: '1', roomsAvailableBath: '1', roomsAvailable: '5' });
    const day = night();
    const h = [held(shower, '18:00')];
    expect(availableOf(day, s, h, '18:00', shower)).toBe(1);
    expect(checkBooking(day, s, h, { ...shower, timeSlot: at('18:00') }).ok).toBe(true);
    h.push(held(shower, '18:00'));
    expect(availableOf(day, s, h, '18:00', bath)).toBe(0);
    expect(checkBooking(day, s, h, { ...bath, timeSlot: at('18:30') })).toMatchObject({ id: 'booking.full' });
    // The showers (45 + 15 cleaning) leave at 19:00: the bath room is free again.
    expect(checkBooking(day, s, h, { ...bath, timeSlot: at('19:00') }).ok).toBe(true);
  });

  it('a bath never takes a shower room', () => {
    const s = settingsWith({ roomsAvailableShower: '2', roomsAvailableBath: '1' });
    const day = night();
    const h = [held(bath, '18:00')];
    expect(availableOf(day, s, h, '18:00', bath)).toBe(0);
    expect(availableOf(day, s, h, '18:00', shower)).toBe(2);
  });

  it('limits the reservations starting at the same time', () => {
    const s = settingsWith({ reservationStartAtSameTime: '2' });
    const day = night();
    const h = [held(shower, '18:00'), held(bath, '18:00'), held(bath, '18:15', 'Canceled')];
    expect(checkBooking(day, s, h, { ...kallah, timeSlot: at('18:00') })).toMatchObject({
      id: 'booking.full',
    });
    expect(checkBooking(day, s, h, { ...kallah, timeSlot: at('18:15') }).ok).toBe(true);
  });

  it('keeps the accessible parking spaces for accessible rooms', () => {
    const s = settingsWith({ parkingAvailable: '2', parkingAvailableHandicapped: '1' });
    const day = night();
    const park = { ...shower, parking: true };
    const h = [held(park, '18:00')];
    expect(availableOf(day, s, h, '18:00', park)).toBe(0);
    expect(availableOf(day, s, h, '18:00', { ...accessible, parking: true })).toBe(1);
    expect(availableOf(day, s, h, '18:45', park)).toBe(1);
    h.push(held({ ...accessible, parking: true }, '18:00'));
    expect(availableOf(day, s, h, '18:30', { ...accessible, parking: true })).toBe(0);
  });

  it('holds a salon chair right after the stay', () => {
    const s = settingsWith({ salonMinutes: '30' });
    const day = night();
    const salon = { ...shower, salonAfter: true };
    const h = [held(salon, '18:00'), held(salon, '18:00')];
    // Both sit in the salon 18:45–19:15, so a shower from 18:00 (salon 18:45) does not fit…
    expect(availableOf(day, s, h, '18:00', salon)).toBe(0);
    expect(availableOf(day, s, h, '18:00', shower)).toBeGreaterThan(0);
    // …but two whose salon time starts at 19:15, when both chairs are free again, do.
    expect(availableOf(day, s, h, '18:30', salon)).toBe(2);
  });

  it('seats as many in the salon at once as salonChairs says', () => {
    const day = night();
    const salon = { ...shower, salonAfter: true };
    const h = [held(salon, '18:00'), held(salon, '18:00'), held(salon, '18:00')];
    expect(availableOf(day, settingsWith({ salonMinutes: '30', salonChairs: '3' }), h, '18:00', salon)).toBe(
      0,
    );
    expect(availableOf(day, settingsWith({ salonMinutes: '30', salonChairs: '5' }), h, '18:00', salon)).toBe(
      1,
    );
    expect(availableOf(day, settingsWith({ salonMinutes: '30', salonChairs: '0' }), [], '18:00', salon)).toBe(
      0,
    );
    expect(
      availableOf(day, settingsWith({ salonMinutes: '30', salonChairs: '0' }), [], '18:00', shower),
    ).toBe(4);
  });

  it('a Shabbos-mode night has one pool and no parking or Kallah room', () => {
    const s = settingsWith({ roomsAvailableFriday: '2' });
    const day = night(true);
    const h = [held(shower, '18:00')];
    expect(availableOf(day, s, h, '18:00', shower)).toBe(1);
    expect(inEnglish(checkBooking(day, s, h, { ...shower, parking: true, timeSlot: at('18:00') }))).toEqual({
      ok: false,
      id: 'booking.combination_not_offered',
      reason: 'Parking is not available on Shabbos and Yom Tov nights.',
    });
    expect(inEnglish(checkBooking(day, s, h, { ...kallah, timeSlot: at('18:00') }))).toMatchObject({
      reason: 'The Kallah room is not available on Shabbos and Yom Tov nights.',
    });
  });

  it('counts a held reservation off the grid (the opening moved) over every minute it touches', () => {
    const s = settingsWith({ roomsAvailableBath: '1', roomsAvailableShower: '0' });
    const day = night();
    const h: HeldReservation[] = [{ ...bath, id: 'odd', timeSlot: at('17:52'), status: 'Arrived' }];
    // 17:52 + 60 + 15 cleaning = 19:07: the 19:00 slot is still taken, 19:15 is free.
    expect(availableOf(day, s, h, '19:00', bath)).toBe(0);
    expect(availableOf(day, s, h, '19:15', bath)).toBe(1);
  });

  it('refuses off-grid times, closed nights, stays past closing, and frees the replaced one', () => {
    const s = settingsWith({ roomsAvailableBath: '1' });
    const day = night();
    expect(inEnglish(checkBooking(day, s, [], { ...bath, timeSlot: at('18:07') }))).toMatchObject({
      id: 'booking.slot_not_on_grid',
      reason: "That time is not one of this night's times.",
    });
    expect(checkBooking({ ...day, closed: true }, s, [], { ...bath, timeSlot: at('18:00') }).ok).toBe(false);
    expect(checkBooking(day, s, [], { ...bath, timeSlot: at('20:15') })).toMatchObject({
      id: 'booking.too_late',
    });
    const old = held(bath, '18:00');
    expect(checkBooking(day, s, [old], { ...bath, timeSlot: at('18:15') }).ok).toBe(false);
    const change = { ...bath, timeSlot: at('18:15'), replacingReservationId: old.id };
    expect(checkBooking(day, s, [old], change).ok).toBe(true);
  });
});
