import { describe, expect, it } from 'vitest';
import { flowOn, slots } from '../../../../test/reserve-fixtures';
import type { FlowState } from '../flow/flow-state';
import { bookedRoom, canContinue, combinationOf, slotsFor } from './slot-filter';

const flow = (overrides: Partial<FlowState>): FlowState => flowOn('2030-12-03', overrides);

describe('the exact-combination slot filter and Continue', () => {
  it('nothing before a room type is chosen', () => {
    expect(combinationOf(flow({}), false)).toBeNull();
    expect(slotsFor(slots, null)).toEqual([]);
  });
  it('matches all six flags with available > 0', () => {
    const shower = combinationOf(flow({ roomType: 'shower' }), false);
    expect(slotsFor(slots, shower).map((s) => s.timeSlot)).toEqual([
      '2030-12-03T17:30:00-08:00',
      '2030-12-03T18:00:00-08:00',
    ]);
    const bath = combinationOf(flow({ roomType: 'bath' }), false);
    expect(slotsFor(slots, bath).map((s) => s.timeSlot)).toEqual(['2030-12-03T18:00:00-08:00']);
    const bathParking = combinationOf(flow({ roomType: 'bath', parking: true }), false);
    expect(slotsFor(slots, bathParking)).toHaveLength(1);
    const bathSalon = combinationOf(flow({ roomType: 'bath', salon: 'manicure' }), false);
    expect(slotsFor(slots, bathSalon)).toEqual([]);
    expect(slotsFor(slots, combinationOf(flow({ roomType: 'kallah' }), false))).toEqual([]);
  });
  it('accessible and Kallah rooms are bath rooms (as the server lists them)', () => {
    expect(combinationOf(flow({ roomType: 'handicapped' }), false)).toMatchObject({
      bath: true,
      handicapped: true,
      kallah: false,
    });
    expect(combinationOf(flow({ roomType: 'kallah' }), false)).toMatchObject({
      bath: true,
      handicapped: false,
      kallah: true,
    });
  });
  it('Shabbos mode: one standard room, no room choice needed, no parking', () => {
    expect(combinationOf(flow({}), true)).toEqual({
      bath: false,
      handicapped: false,
      kallah: false,
      doubleSlot: false,
      parking: false,
      salonAfter: false,
    });
    expect(combinationOf(flow({ roomType: 'bath', parking: true }), true)).toMatchObject({
      bath: false,
      parking: false,
    });
  });
  it('the room booked: the choice on a weeknight, a shower on a Shabbos-mode night', () => {
    expect(bookedRoom('bath', false)).toBe('bath');
    expect(bookedRoom(null, false)).toBeNull();
    expect(bookedRoom('bath', true)).toBe('shower');
    expect(bookedRoom(null, true)).toBe('shower');
  });
  it('Continue only when the chosen slot has room for the combination', () => {
    const bath = combinationOf(flow({ roomType: 'bath' }), false);
    expect(canContinue(slots, bath, '2030-12-03T18:00:00-08:00')).toBe(true);
    expect(canContinue(slots, bath, '2030-12-03T17:30:00-08:00')).toBe(false);
    expect(canContinue(slots, bath, null)).toBe(false);
    expect(canContinue(slots, null, '2030-12-03T18:00:00-08:00')).toBe(false);
  });
});
