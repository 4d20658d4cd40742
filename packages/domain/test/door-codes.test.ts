import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationsFor,
  doorCodeOnDoors,
  doorCodeStep,
  doorCodeWindow,
  doorRetrySeconds,
  holdsDoorCode,
  readSettings,
  reservationStatuses,
  wantedDoorCode,
  type DoorCodeReservation,
} from '../src/index.ts';
import { night } from './booking-generators.ts';

const weeknight = { shabbosMode: false };
const s = readSettings({
  checkinBeforeOpenMinutes: '15',
  lateGraceMinutes: '20',
  reservationMinutesShower: '45',
  reservationMinutesBath: '60',
  reservationMinutesDoubleSlot: '30',
  reservationMinutesFriday: '40',
});
/** A plain shower, as a weeknight offers it. */
const shower = combinationsFor(night(false, 21 * 60)).find((c) => !c.bath && !c.parking && !c.salonAfter)!;
const her: DoorCodeReservation = {
  ...shower,
  status: 'Reserved',
  code: '04521',
  timeSlot: '2026-12-03T01:00:00.000Z',
};
const before = new Date('2026-12-02T12:00:00Z');

describe('door codes', () => {
  it('opens the doors from check-in time to the end of her stay plus the late grace', () => {
    expect(doorCodeWindow(her, weeknight, s)).toEqual({
      validFrom: '2026-12-03T00:45:00.000Z',
      validUntil: '2026-12-03T02:05:00.000Z',
    });
    // A bath, doubled: 60 + 30 minutes of stay.
    expect(doorCodeWindow({ ...her, bath: true, doubleSlot: true }, weeknight, s).validUntil).toBe(
      '2026-12-03T02:50:00.000Z',
    );
    // A Shabbos-mode night has one stay length.
    expect(doorCodeWindow({ ...her, bath: true }, { shabbosMode: true }, s).validUntil).toBe(
      '2026-12-03T02:00:00.000Z',
    );
  });

  it('opens the entrance, and the dry hallway only when the setting says so', () => {
    expect(wantedDoorCode(her, weeknight, s, before)?.zones).toEqual(['entrance']);
    const dry = { ...s, doorLockUseDryHallwayCodes: true };
    expect(wantedDoorCode(her, weeknight, dry, before)?.zones).toEqual(['entrance', 'dry-hallway']);
  });

  it('holds a code from Reserved to the end of the visit, none while unpaid or once over', () => {
    // The visit's path from Reserved to Dressing (statuses.ts), in order.
    const holding = reservationStatuses.filter(holdsDoorCode);
    expect(holding[0]).toBe('Reserved');
    expect(holding.at(-1)).toBe('Dressing');
    expect(holding).toHaveLength(9);
    expect(holding).toContain('Waiting');
    for (const status of ['Pending', 'Done', 'Canceled', 'Replaced'] as const)
      expect(wantedDoorCode({ ...her, status }, weeknight, s, before), status).toBeNull();
  });

  it('wants none once the window is over', () => {
    expect(wantedDoorCode(her, weeknight, s, new Date('2026-12-03T02:04:59Z'))).not.toBeNull();
    expect(wantedDoorCode(her, weeknight, s, new Date('2026-12-03T02:05:00Z'))).toBeNull();
  });

  it('puts a new or moved code, deletes a programmed one no longer wanted, else does nothing', () => {
    const code = wantedDoorCode(her, weeknight, s, before)!;
    expect(doorCodeStep(code, null)).toEqual({ kind: 'put', code });
    expect(doorCodeStep(code, { programmed: null })).toEqual({ kind: 'put', code });
    expect(doorCodeStep(code, { programmed: code })).toEqual({ kind: 'none' });
    const late = wantedDoorCode({ ...her, timeSlot: '2026-12-03T01:30:00.000Z' }, weeknight, s, before)!;
    expect(doorCodeStep(late, { programmed: code })).toEqual({ kind: 'put', code: late });
    expect(doorCodeStep(null, { programmed: code })).toEqual({ kind: 'delete' });
    expect(doorCodeStep(null, { programmed: null })).toEqual({ kind: 'none' });
    expect(doorCodeStep(null, null)).toEqual({ kind: 'none' });
  });

  it('after a step is done, the same state asks for nothing more (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...reservationStatuses),
        fc.integer({ min: 0, max: 24 * 60 }),
        fc.boolean(),
        fc.boolean(),
        (status, minutes, bath, programmedBefore) => {
          const r = {
            ...her,
            status,
            bath,
            timeSlot: new Date(Date.parse(her.timeSlot) + minutes * 60_000).toISOString(),
          };
          const wanted = wantedDoorCode(r, weeknight, s, before);
          const old = programmedBefore ? wantedDoorCode(her, weeknight, s, before) : null;
          const step = doorCodeStep(wanted, { programmed: old });
          const after = step.kind === 'put' ? step.code : step.kind === 'delete' ? null : old;
          expect(doorCodeStep(wanted, { programmed: after })).toEqual({ kind: 'none' });
          // The window always starts before it ends, and a held code always has one.
          if (wanted) expect(Date.parse(wanted.validFrom)).toBeLessThan(Date.parse(wanted.validUntil));
        },
      ),
    );
  });

  it('tells the desk whether her code is on the doors as it should be', () => {
    const withLocks = { ...s, doorLockSystem: 'http' as const };
    const code = wantedDoorCode(her, weeknight, withLocks, before)!;
    expect(doorCodeOnDoors(her, weeknight, s, code)).toBeNull();
    expect(doorCodeOnDoors(her, weeknight, withLocks, null)).toBe('waiting');
    expect(doorCodeOnDoors(her, weeknight, withLocks, code)).toBe('on');
    const moved = { ...her, timeSlot: '2026-12-03T01:30:00.000Z' };
    expect(doorCodeOnDoors(moved, weeknight, withLocks, code)).toBe('waiting');
    expect(doorCodeOnDoors({ ...her, status: 'Pending' }, weeknight, withLocks, null)).toBeNull();
    expect(doorCodeOnDoors({ ...her, status: 'Done' }, weeknight, withLocks, code)).toBeNull();
  });

  it('waits longer after each failure, up to a quarter of an hour', () => {
    expect([1, 2, 3, 4, 10, 100].map(doorRetrySeconds)).toEqual([15, 30, 60, 120, 900, 900]);
  });
});
