import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBooking,
  checkWaitlistJoin,
  indiscreetWords,
  combinationsFor,
  nightSlots,
  offerVerdict,
  planNight,
  readSettings,
  waitlistOffers,
  waitlistOfferSms,
  type HeldReservation,
  type WaitlistRequest,
} from '../src/index.ts';
import { english } from './in-english.ts';
import { at, night, nightArb, settingsArb } from './booking-generators.ts';
import { overbooked } from './booking-oracle.ts';

const shower = combinationsFor(night(false, 21 * 60)).find((c) => !c.bath && !c.parking && !c.salonAfter)!;
const held = (id: string, minutes: number): HeldReservation => ({
  ...shower,
  id,
  timeSlot: at(minutes),
  status: 'Reserved',
});
const wants = (id: string, from: number, to: number): WaitlistRequest => ({
  ...shower,
  id,
  earliest: at(from),
  latest: at(to),
});

describe('the waitlist', () => {
  // One shower room, 30-minute stays on a 30-minute grid, 18:00 to 19:30: three places.
  const s = readSettings({
    roomsAvailable: '1',
    roomsAvailableShower: '1',
    roomsAvailableBath: '0',
    reservationMinutesShower: '30',
    reservationSlotIncrement: '30',
    cleaningMinutes: '0',
  });
  const day = night(false, 19 * 60 + 30);
  const full = [held('a', 18 * 60), held('b', 18 * 60 + 30), held('c', 19 * 60)];
  const before = Date.parse(at(12 * 60));

  it('lets her join only a full window of an open night', () => {
    expect(checkWaitlistJoin(day, s, full, wants('w', 18 * 60, 19 * 60), before)).toEqual({ ok: true });
    const free = checkWaitlistJoin(day, s, full.slice(1), wants('w', 18 * 60, 19 * 60), before);
    expect(free.ok ? '' : english(free.reason)).toBe(
      'A place is still free between those times: book it instead.',
    );
    const backwards = checkWaitlistJoin(day, s, full, wants('w', 19 * 60, 18 * 60), before);
    expect(backwards.ok ? '' : english(backwards.reason)).toBe(
      'The latest time must be at or after the earliest time.',
    );
    // Every time of her window has already started.
    const late = checkWaitlistJoin(
      day,
      s,
      full,
      wants('w', 18 * 60, 18 * 60 + 30),
      Date.parse(at(18 * 60 + 45)),
    );
    expect(late.ok ? '' : english(late.reason)).toBe(
      "None of that night's times still ahead falls between the earliest and the latest time.",
    );
    const closed = checkWaitlistJoin({ ...day, closed: true }, s, full, wants('w', 18 * 60, 19 * 60), before);
    expect(closed.ok ? '' : english(closed.reason)).toBe('The mikvah is closed that night.');
  });

  it('offers a freed place to the first woman whose window fits, and to her alone', () => {
    const freed = [full[0]!, full[2]!];
    const waiting = [
      wants('late', 19 * 60, 19 * 60),
      wants('first', 18 * 60, 19 * 60),
      wants('second', 18 * 60, 19 * 60),
    ];
    // "late" cannot make 18:30 and is passed over; "first" takes it; nothing is left for "second".
    expect(waitlistOffers(day, s, freed, waiting, before)).toEqual([
      { entryId: 'first', timeSlot: at(18 * 60 + 30) },
    ]);
    expect(waitlistOffers(day, s, full, waiting, before)).toEqual([]);
  });

  it('never offers a slot that has started', () => {
    const freed = [full[1]!, full[2]!];
    expect(
      waitlistOffers(day, s, freed, [wants('w', 18 * 60, 19 * 60)], Date.parse(at(18 * 60 + 5))),
    ).toEqual([]);
  });

  it('lets an offer be taken only while it is held', () => {
    const now = Date.parse(at(18 * 60));
    expect(offerVerdict({ status: 'Offered', expiresAt: now + 1 }, now)).toEqual({ ok: true });
    for (const offer of [
      { status: 'Offered', expiresAt: now },
      { status: 'Passed', expiresAt: now + 1 },
      { status: 'Waiting', expiresAt: null },
    ]) {
      const v = offerVerdict(offer, now);
      expect(v.ok ? '' : english(v.reason)).toBe(
        'This offer has passed: the place was held for you for a limited time only.',
      );
    }
    const taken = offerVerdict({ status: 'Accepted', expiresAt: now + 1 }, now);
    expect(taken.ok ? '' : english(taken.reason)).toBe('You have already taken this place.');
  });

  it('for any night and line: offers never overbook, never repeat, stay in the windows, and skip no one who fits', () => {
    const seen = { offered: 0, passed: 0 };
    fc.assert(
      fc.property(
        settingsArb,
        nightArb,
        fc.array(fc.record({ c: fc.nat(), slot: fc.nat(), keep: fc.boolean() }), { maxLength: 16 }),
        fc.array(fc.record({ c: fc.nat(), from: fc.nat(), span: fc.nat({ max: 6 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.nat({ max: 4 }),
        (s, n, booked, line, started) => {
          const day = night(n.shabbos, n.close);
          const slots = nightSlots(day, s);
          const offered = combinationsFor(day);
          const rs: HeldReservation[] = [];
          for (const [i, b] of booked.entries()) {
            const request = {
              ...offered[b.c % offered.length]!,
              timeSlot: slots[b.slot % slots.length]!,
              replacingReservationId: null,
            };
            if (checkBooking(day, s, rs, request).ok)
              rs.push({ ...request, id: `r${i}`, status: 'Reserved' });
          }
          // Some of the night is then given up, as cancels would.
          const kept = rs.filter((_, i) => booked[i]?.keep !== false);
          const waiting = line.map((w, i): WaitlistRequest => {
            const from = w.from % slots.length;
            return {
              ...offered[w.c % offered.length]!,
              id: `w${i}`,
              earliest: slots[from]!,
              latest: slots[Math.min(slots.length - 1, from + w.span)]!,
            };
          });
          const now = Date.parse(slots[Math.min(started, slots.length - 1)]!) - 1;
          const offers = waitlistOffers(day, s, kept, waiting, now);
          expect(new Set(offers.map((o) => o.entryId)).size).toBe(offers.length);
          const asHeld = offers.map((o): HeldReservation => {
            const w = waiting.find((x) => x.id === o.entryId)!;
            const t = Date.parse(o.timeSlot);
            expect(t).toBeGreaterThanOrEqual(Math.max(Date.parse(w.earliest), now));
            expect(t).toBeLessThanOrEqual(Date.parse(w.latest));
            return { ...w, id: o.entryId, timeSlot: o.timeSlot, status: 'Pending' };
          });
          expect(overbooked(day, s, [...kept, ...asHeld])).toBeNull();
          // First come, first served: anyone passed over had nothing free given those before her.
          for (const [i, w] of waiting.entries()) {
            if (offers.some((o) => o.entryId === w.id)) {
              seen.offered++;
              continue;
            }
            seen.passed++;
            const earlier = asHeld.filter((h) => waiting.findIndex((x) => x.id === h.id) < i);
            const plan = planNight(day, s, [...kept, ...earlier]);
            for (const slot of slots) {
              const t = Date.parse(slot);
              if (t < Math.max(Date.parse(w.earliest), now) || t > Date.parse(w.latest)) continue;
              expect(plan.check({ ...w, timeSlot: slot }).ok).toBe(false);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(seen.offered).toBeGreaterThan(30);
    expect(seen.passed).toBeGreaterThan(30);
  }, 30_000);
});

describe('the text of a waitlist offer', () => {
  const facts = {
    timeSlot: new Date('2026-12-02T03:30:00Z'),
    until: new Date('2026-12-02T03:15:00Z'),
    timeZone: 'America/Los_Angeles',
    link: 'https://example.org/reserve',
  };

  it('says when, until when and where, in her language, and nothing of what the visit is for', () => {
    const en = waitlistOfferSms({ ...facts, language: 'en' });
    expect(en).toBe(
      'A place has opened for your visit on Tuesday, December 1 at 7:30 PM. It is held for you until 7:15 PM. https://example.org/reserve',
    );
    const he = waitlistOfferSms({ ...facts, language: 'he' });
    expect(he).toContain('19:30');
    expect(he).toContain('עד 19:15');
    for (const text of [en, he])
      for (const word of indiscreetWords) expect(text.toLowerCase()).not.toContain(word);
    expect(waitlistOfferSms({ ...facts, language: 'en', link: null })).toMatch(/until 7:15 PM\.$/);
  });
});
