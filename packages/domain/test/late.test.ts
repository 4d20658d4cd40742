import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateAfter, minutesLate } from '../src/index.ts';

const slot = '2026-12-01T19:00:00.000Z';
const at = (minutes: number) => Date.parse(slot) + minutes * 60_000;
const visit = (status: string, grace = 20) => ({
  status,
  timeSlot: slot,
  lateAfter: new Date(lateAfter(slot, { lateGraceMinutes: grace })).toISOString(),
});

describe('late', () => {
  it('counts from her slot once the grace has passed, only before she arrives', () => {
    expect(minutesLate(visit('Reserved'), at(19))).toBeNull();
    expect(minutesLate(visit('Reserved'), at(20))).toBe(20);
    expect(minutesLate(visit('Pending'), at(47.5))).toBe(47);
    for (const status of ['Arrived', 'Waiting', 'Prep', 'Done', 'Canceled', 'Replaced'])
      expect(minutesLate(visit(status), at(90)), status).toBeNull();
  });

  it('with no grace she is late from her slot', () => {
    expect(minutesLate(visit('Reserved', 0), at(0))).toBe(0);
    expect(minutesLate(visit('Reserved', 0), at(-1))).toBeNull();
  });

  it('is never late before the grace, and late by at least the grace after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: -600, max: 600 }), (grace, minutes) => {
        const late = minutesLate(visit('Reserved', grace), at(minutes));
        if (minutes < grace) expect(late).toBeNull();
        else expect(late).toBe(minutes);
      }),
    );
  });
});
