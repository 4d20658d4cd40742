import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBooking,
  checkTransition,
  combinationsFor,
  nightSlots,
  planNight,
  readSettings,
  reservationStatuses,
  type HeldReservation,
  type StatusActor,
} from '../src/index.ts';
import { at, night, nightArb, settingsArb } from './booking-generators.ts';
import { overbooked } from './booking-oracle.ts';

const everyCombination = combinationsFor(night(false, 21 * 60));
const actors: StatusActor[] = ['patron', 'staff', 'system'];
const opArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      c: fc.nat(),
      slot: fc.nat(),
      any: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('replace' as const), i: fc.nat(), c: fc.nat(), slot: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), i: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('status' as const),
      i: fc.nat(),
      to: fc.constantFrom(...reservationStatuses),
      actor: fc.constantFrom(...actors),
    }),
  },
);

let ids = 0;
const newId = (): string => `p${++ids}`;

describe('the capacity engine never overbooks', () => {
  it('the independent checker does notice an overbooked night', () => {
    const s = readSettings({ roomsAvailableShower: '1', roomsAvailableBath: '0' });
    const day = night(false, 21 * 60);
    const r = (id: string): HeldReservation => ({
      ...everyCombination[0]!,
      id,
      timeSlot: at(18 * 60),
      status: 'Reserved',
    });
    expect(overbooked(day, s, [r('a')])).toBeNull();
    expect(overbooked(day, s, [r('a'), r('b')])).toBe(`shower pool at ${Date.parse(at(18 * 60))}`);
  });

  it('for any accepted sequence of create, replace, cancel and status changes', () => {
    const seen = { accepted: 0, full: 0 };
    fc.assert(
      fc.property(
        settingsArb,
        nightArb,
        fc.array(opArb, { minLength: 5, maxLength: 30, size: 'max' }),
        (s, n, ops) => {
          const day = night(n.shabbos, n.close);
          const slots = nightSlots(day, s);
          const offered = combinationsFor(day);
          const rs: HeldReservation[] = [];
          for (const o of ops) {
            if (o.op === 'create' || o.op === 'replace') {
              const pool = o.op === 'create' && o.any ? everyCombination : offered;
              const c = pool[o.c % pool.length]!;
              const timeSlot = slots[o.slot % slots.length]!;
              const old = o.op === 'replace' ? rs[o.i % Math.max(1, rs.length)] : undefined;
              if (o.op === 'replace' && (!old || !checkTransition(old.status, 'Replaced', 'system').ok))
                continue;
              const request = { ...c, timeSlot, replacingReservationId: old?.id ?? null };
              const verdict = checkBooking(day, s, rs, request);
              // The plan the server keeps per night answers exactly as checkBooking does.
              if (!old) expect(planNight(day, s, rs).check(request)).toEqual(verdict);
              if (!verdict.ok) {
                if (verdict.id === 'booking.full') seen.full++;
                continue;
              }
              seen.accepted++;
              if (old) old.status = 'Replaced';
              rs.push({ ...c, id: newId(), timeSlot, status: 'Reserved' });
              expect(overbooked(day, s, rs)).toBeNull();
            } else if (rs.length) {
              const r = rs[o.i % rs.length]!;
              const to = o.op === 'cancel' ? 'Canceled' : o.to;
              const actor = o.op === 'cancel' ? 'patron' : o.actor;
              if (checkTransition(r.status, to, actor).ok) r.status = to;
            }
          }
          // Status changes only release rooms (Canceled and Replaced are final), so checking after
          // each accepted booking and once at the end sees every state's worst case.
          expect(overbooked(day, s, rs)).toBeNull();
        },
      ),
      { numRuns: 120 },
    );
    // The small facilities do make requests collide, so the property is not vacuous.
    expect(seen.accepted).toBeGreaterThan(250);
    expect(seen.full).toBeGreaterThan(120);
  }, 30_000);
});
