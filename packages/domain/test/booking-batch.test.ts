import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookedFlagsOf,
  decideBatch,
  heldOf,
  idempotencyKeyOf,
  nightSlots,
  planNight,
  type BatchDecision,
  type BookingAsk,
  type BookingNight,
  type BookingRow,
  type FacilitySettings,
  type ScheduleDay,
} from '../src/index.ts';
import { night as nightOf, nightArb, plainShower, settingsArb } from './booking-generators.ts';
import { settingsWith } from './helpers.ts';
import { inEnglish } from './in-english.ts';

const DATE = '2027-03-09';
// The afternoon before the night, in Los Angeles: the night is bookable.
const NOW = new Date('2027-03-09T20:00:00Z');
/** A plain shower's flags, as a reservation stores them. */
const shower = bookedFlagsOf({ ...plainShower, salonManicure: false, salonBoth: false });

function bookingNight(
  settings: FacilitySettings,
  day: ScheduleDay,
  more: Partial<BookingNight<BookingRow>> = {},
): BookingNight<BookingRow> {
  return {
    night: DATE,
    settings,
    day,
    now: NOW,
    live: [],
    accounts: new Map(),
    keyed: new Map(),
    replaceable: new Map(),
    carried: new Map(),
    kallahHistory: new Map(),
    ...more,
  };
}

function ask(userId: string, timeSlot: string, more: Partial<BookingAsk> = {}): BookingAsk {
  return {
    userId,
    night: DATE,
    timeSlot,
    request: { ...shower, salonAfter: false },
    replacing: null,
    checkCapacity: true,
    overrideCutoff: false,
    forOther: false,
    idempotencyKey: undefined,
    offerHoldMinutes: null,
    ...more,
  };
}

function row(id: string, userId: string, timeSlot: string, more: Partial<BookingRow> = {}): BookingRow {
  return {
    ...shower,
    id,
    userId,
    status: 'Reserved',
    code: '12345',
    night: DATE,
    timeSlot: new Date(timeSlot),
    createdAt: new Date('2027-03-01T00:00:00Z'),
    holdExpiresAt: null,
    ...more,
  };
}

/** The kinds of the decisions, with a refusal's sentence in English. */
const kinds = (decisions: BatchDecision<BookingRow>[]) =>
  decisions.map((d) => (d.kind === 'refused' ? `${d.refusal}: ${String(inEnglish(d.reason))}` : d.kind));
const random = () => 0.5;

describe("a night's batch decided at once (docs/design.md §6 Booking)", () => {
  const settings = settingsWith({ roomsAvailable: '1', roomsAvailableShower: '1', roomsAvailableBath: '0' });
  const day = nightOf(false, 21 * 60);
  const [first, second] = nightSlots(day, settings);

  it('gives the last place to the first who asked, and tells the next the night is full', () => {
    const decisions = decideBatch(bookingNight(settings, day), [ask('a', first!), ask('b', first!)], random);
    expect(kinds(decisions)).toEqual([
      'accepted',
      'full: Sorry, that time is no longer available. Please choose another time.',
    ]);
  });

  it('answers a double submit with the booking it repeats, in the batch and from the night', () => {
    const inBatch = decideBatch(bookingNight(settings, day), [ask('a', first!), ask('a', first!)], random);
    expect(inBatch[1]).toEqual({ kind: 'same-as', index: 0 });
    const recent = row('r1', 'a', first!, { createdAt: new Date(NOW.getTime() - 5_000) });
    const [again] = decideBatch(bookingNight(settings, day, { live: [recent] }), [ask('a', first!)], random);
    expect(again).toEqual({ kind: 'existing', row: recent });
  });

  it('answers a retry with the booking its Idempotency-Key made, even on a full night', () => {
    const made = row('r1', 'a', first!);
    const read = bookingNight(settings, day, {
      live: [made],
      keyed: new Map([[idempotencyKeyOf('a', 'k1'), made]]),
    });
    const [retry] = decideBatch(read, [ask('a', first!, { idempotencyKey: 'k1' })], random);
    expect(retry).toEqual({ kind: 'existing', row: made });
  });

  it("refuses a second Kallah booking, a night over her limit, and another's reservation to replace", () => {
    const kallah = settingsWith({ roomsAvailable: '3', roomsAvailableKallah: '1', roomsAvailableBath: '1' });
    const history = new Map([['a', ['old']]]);
    const read = bookingNight(kallah, day, {
      kallahHistory: history,
      live: [row('mine', 'b', second!)],
      replaceable: new Map([['theirs', row('theirs', 'someone', second!)]]),
    });
    const kallahAsk = { ...shower, kallah: true, bath: true, salonAfter: false };
    expect(
      kinds(
        decideBatch(
          read,
          [
            ask('a', first!, { request: kallahAsk }),
            ask('a', first!, { request: kallahAsk, replacing: 'old' }),
            ask('b', first!),
            ask('c', first!, { replacing: 'theirs' }),
          ],
          random,
        ),
      ),
    ).toEqual([
      'refused: Please have Kallah make her own reservation. To create a Kallah reservation for another user, please contact the Mikvah directly.',
      'forbidden: You may only change your own reservations.',
      'refused: You already have a reservation that night. To change its time, edit that reservation; to book another, please contact the Mikvah directly.',
      'forbidden: You may only change your own reservations.',
    ]);
  });

  it('keeps her code when she changes the time on the same night, and holds a booking to prepay', () => {
    const prepay = settingsWith({
      roomsAvailable: '1',
      roomsAvailableShower: '1',
      roomsAvailableBath: '0',
      reservationsRequirePrepayAll: 'true',
    });
    const old = row('old', 'a', first!, { code: '54321' });
    const read = bookingNight(prepay, day, { live: [old], replaceable: new Map([['old', old]]) });
    const [change] = decideBatch(read, [ask('a', second!, { replacing: 'old' })], random);
    expect(change).toMatchObject({
      kind: 'accepted',
      booking: { code: '54321', old, status: 'Pending' },
    });
  });

  it('never accepts more than the night holds, in any order of any asks (property)', () => {
    fc.assert(
      fc.property(
        settingsArb,
        nightArb,
        fc.array(fc.record({ user: fc.integer({ min: 0, max: 5 }), slot: fc.nat(), bath: fc.boolean() }), {
          maxLength: 24,
        }),
        (s, n, wanted) => {
          const d = nightOf(n.shabbos, n.close);
          const slots = nightSlots(d, s);
          if (slots.length === 0) return;
          const asks = wanted.map((w) =>
            ask(`u${w.user}`, slots[w.slot % slots.length]!, {
              request: { ...shower, bath: w.bath && !n.shabbos, salonAfter: false },
            }),
          );
          const decisions = decideBatch(bookingNight(s, d), asks, Math.random);
          // Every accepted booking, written, still fits the night: checked one at a time, as written.
          const written: BookingRow[] = [];
          for (const [i, decision] of decisions.entries()) {
            if (decision.kind !== 'accepted') continue;
            const a = asks[i]!;
            const verdict = planNight(d, s, heldOf(written, s, NOW)).check({
              ...a.request,
              timeSlot: decision.booking.slot,
            });
            expect(verdict.ok).toBe(true);
            written.push(
              row(`w${i}`, a.userId, decision.booking.slot, { ...a.request, code: decision.booking.code }),
            );
          }
          expect(new Set(written.map((w) => w.code)).size).toBe(written.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
