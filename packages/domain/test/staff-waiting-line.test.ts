import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MEASURED_STAYS_MIN,
  measuredTurns,
  pickWaiting,
  turnMinutes,
  waitingLine,
  type LineEntry,
  type NightRoom,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const stages = settingsWith();
const shower = { bath: false, handicapped: false, kallah: false, doubleSlot: false };
const bath = { ...shower, bath: true };

function entry(id: string, timeArrived: number | null, extra: Partial<LineEntry> = {}): LineEntry {
  return { id, status: 'Waiting', timeArrived, reservationNumber: 0, ...shower, ...extra };
}
type Room = Pick<NightRoom, 'type' | 'status' | 'sectionActive'>;
const open = (type: NightRoom['type'], n: number): Room[] =>
  Array.from({ length: n }, () => ({ type, status: 'Occupied', sectionActive: true }));

describe('the waiting line (docs/rules/the-night.md)', () => {
  it("a turn of a room is the spec'd stages and cleaning", () => {
    // 5 assigned + 30 prep + 5 ready + 10 mikvah + 15 dressing + 15 cleaning.
    expect(turnMinutes(shower, stages)).toBe(80);
    expect(turnMinutes(bath, stages)).toBe(95);
    expect(turnMinutes({ ...bath, doubleSlot: true }, stages)).toBe(125);
  });

  it('orders the Waiting by arrival, then reservation number (as a room is given); the others are not in it', () => {
    const line = waitingLine(
      [
        entry('c', 300),
        entry('a', 100, { reservationNumber: 900 }),
        entry('b', 100, { reservationNumber: 100 }),
        entry('x', 50, { status: 'Assigned' }),
        entry('y', 10, { status: 'Reserved' }),
      ],
      open('shower', 2),
      stages,
    );
    expect([...line.entries()].map(([id, p]) => [id, p.position])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    expect(line.has('x')).toBe(false);
  });

  it('estimates k × turn ÷ the open rooms of her kind; none open is unknown', () => {
    const rooms = [
      ...open('shower', 4),
      { type: 'shower' as const, status: 'Offline' as const, sectionActive: true },
    ];
    const line = waitingLine([entry('a', 1), entry('b', 2), entry('c', 3, bath)], rooms, stages);
    expect(line.get('a')).toEqual({ position: 1, estimatedWaitMinutes: 20 });
    expect(line.get('b')).toEqual({ position: 2, estimatedWaitMinutes: 40 });
    // No bath room is open: her wait cannot be told.
    expect(line.get('c')).toEqual({ position: 3, estimatedWaitMinutes: null });
    // A shower may take a bath room, so bath rooms count for her.
    expect(waitingLine([entry('a', 1)], [...open('shower', 2), ...open('bath', 2)], stages).get('a')).toEqual(
      {
        position: 1,
        estimatedWaitMinutes: 20,
      },
    );
    // A measured turn replaces the spec'd one.
    expect(waitingLine([entry('a', 1)], open('shower', 2), stages, { shower: 30 }).get('a')).toEqual({
      position: 1,
      estimatedWaitMinutes: 15,
    });
  });

  const entries = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      status: fc.constantFrom('Waiting', 'Waiting', 'Assigned', 'Reserved', 'Done'),
      timeArrived: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
      reservationNumber: fc.integer({ min: 1, max: 50 }),
      bath: fc.boolean(),
      handicapped: fc.boolean(),
      kallah: fc.boolean(),
      doubleSlot: fc.boolean(),
    }),
    { maxLength: 30, selector: (e) => e.id },
  );
  const rooms = fc.array(
    fc.record({
      type: fc.constantFrom('shower', 'bath', 'handicapped', 'kallah'),
      status: fc.constantFrom('Available', 'Occupied', 'Offline', 'Cleaning'),
      sectionActive: fc.boolean(),
    }),
    { maxLength: 12 },
  );

  it('property: positions are 1…n over exactly the Waiting, whatever the order given', () => {
    fc.assert(
      fc.property(entries, rooms, (es, rs) => {
        const line = waitingLine(es, rs, stages);
        const waiting = es.filter((e) => e.status === 'Waiting');
        expect([...line.values()].map((p) => p.position).sort((a, b) => a - b)).toEqual(
          waiting.map((_, i) => i + 1),
        );
        expect(waitingLine([...es].reverse(), rs, stages)).toEqual(line);
      }),
    );
  });

  it('property: no one waits less than someone of her kind ahead of her; more rooms never lengthen a wait', () => {
    fc.assert(
      fc.property(entries, rooms, (es, rs) => {
        const line = waitingLine(es, rs, stages);
        const more = waitingLine(es, [...rs, ...rs], stages);
        for (const [id, place] of line) {
          const wait = place.estimatedWaitMinutes;
          if (wait === null) continue;
          expect(wait).toBeGreaterThan(0);
          expect(more.get(id)!.estimatedWaitMinutes!).toBeLessThanOrEqual(wait);
        }
        const waiting = es.filter((e) => e.status === 'Waiting');
        for (const a of waiting)
          for (const b of waiting) {
            const [pa, pb] = [line.get(a.id)!, line.get(b.id)!];
            const sameVisit =
              a.bath === b.bath &&
              a.handicapped === b.handicapped &&
              a.kallah === b.kallah &&
              a.doubleSlot === b.doubleSlot;
            if (sameVisit && pa.position < pb.position && pa.estimatedWaitMinutes !== null)
              expect(pb.estimatedWaitMinutes!).toBeGreaterThanOrEqual(pa.estimatedWaitMinutes);
          }
      }),
    );
  });

  it('property: the first in line is the one a free room of her kind goes to', () => {
    fc.assert(
      fc.property(entries, (es) => {
        // Reservation numbers are unique, as in the database.
        const showers = es.map((e, i) => ({
          ...e,
          reservationNumber: i + 1,
          bath: false,
          handicapped: false,
          kallah: false,
        }));
        const line = waitingLine(showers, open('shower', 1), stages);
        const first = [...line].find(([, p]) => p.position === 1)?.[0] ?? null;
        const room: NightRoom = {
          id: 1,
          number: '1',
          type: 'shower',
          status: 'Available',
          sectionId: 1,
          sectionActive: true,
          attendantId: null,
          occupied: false,
        };
        const waiting = showers
          .filter((e) => e.status === 'Waiting')
          .map((e) => ({
            ...e,
            excludedAttendantIds: [],
            waitingSince: e.timeArrived ?? Number.MAX_SAFE_INTEGER,
          }));
        expect(pickWaiting(room, waiting)?.id ?? null).toBe(first);
      }),
    );
  });

  describe("the night's measured turns", () => {
    const stay = (inRoomMinutes: number, extra: Partial<typeof shower> = {}) => ({
      ...shower,
      ...extra,
      inRoomMinutes,
    });

    it('is the median stay of a kind plus cleaning, once enough of its visits are done', () => {
      // Cleaning is 15 minutes; the spec'd shower turn is 80.
      expect(measuredTurns([stay(40), stay(50)], stages)).toEqual({});
      expect(measuredTurns([stay(40), stay(50), stay(400)], stages)).toEqual({ shower: 65 });
      expect(measuredTurns([stay(40), stay(50), stay(60), stay(70)], stages)).toEqual({ shower: 70 });
      // A double slot's extra preparation (30) is taken off; other kinds are their own.
      expect(
        measuredTurns([stay(40), stay(80, { doubleSlot: true }), stay(60), stay(90, { bath: true })], stages),
      ).toEqual({ shower: 65 });
    });

    it('estimates her wait from it, a double slot with its extra', () => {
      const turns = measuredTurns([stay(25), stay(25), stay(25)], stages);
      const line = waitingLine(
        [entry('a', 1), entry('b', 2, { doubleSlot: true }), entry('c', 3, { bath: true })],
        [...open('shower', 2), ...open('bath', 1)],
        stages,
        turns,
      );
      // k × turn ÷ rooms (a shower may take any of the three): 1 × 40 ÷ 3, 2 × (40 + 30) ÷ 3; the
      // bath has no measure yet and one room: 1 × 95 ÷ 1.
      expect(line.get('a')?.estimatedWaitMinutes).toBe(14);
      expect(line.get('b')?.estimatedWaitMinutes).toBe(47);
      expect(line.get('c')?.estimatedWaitMinutes).toBe(95);
    });

    it('lies between the shortest and the longest stay of its kind, plus cleaning (property)', () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ inRoomMinutes: fc.integer({ min: 0, max: 600 }), bath: fc.boolean() }), {
            maxLength: 30,
          }),
          (raw) => {
            const stays = raw.map((r) => stay(r.inRoomMinutes, { bath: r.bath }));
            const turns = measuredTurns(stays, stages);
            for (const kind of ['shower', 'bath'] as const) {
              const mine = stays.filter((s) => (kind === 'bath') === s.bath).map((s) => s.inRoomMinutes);
              const turn = turns[kind];
              if (mine.length < MEASURED_STAYS_MIN) expect(turn).toBeUndefined();
              else {
                expect(turn).toBeGreaterThanOrEqual(Math.min(...mine) + stages.cleaningMinutes);
                expect(turn).toBeLessThanOrEqual(Math.max(...mine) + stages.cleaningMinutes);
              }
            }
          },
        ),
      );
    });
  });
});
