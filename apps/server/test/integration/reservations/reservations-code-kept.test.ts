import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { book, makePatron, makePatrons, shower, slotsOf } from '../../helpers/reservations.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';
const MONDAY = '2026-12-07';

type Booked = { id: string; reservationCode: string; reservationDate: string };

/*
 * Issue 17: her access code stays the same through edits whenever it is still unique among the
 * night's live reservations; only otherwise is a new one drawn (docs/design.md §6 Codes). Two live
 * reservations of one night never share a code, however the bookings and changes interleave.
 */
describe('access codes through changes', () => {
  let t: TestApp;
  const slots = new Map<string, string[]>();
  let n = 300;

  const slot = (night: string, i: number) => slots.get(night)?.[i] ?? '';
  const bookAs = async (who: Patron, night: string, i: number, extra: object = {}): Promise<Booked> => {
    const res = await book(t.app, who, {
      reservationDate: night,
      reservationTime: slot(night, i),
      ...shower,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: Booked }>().result;
  };
  /** Gives a reservation a chosen code, as if it had been drawn (codes are unique per night only). */
  const setCode = (id: string, code: string) =>
    t.db.update(reservations).set({ code }).where(eq(reservations.id, id));
  const liveCodes = async (night: string) =>
    (
      await t.db
        .select({ code: reservations.code })
        .from(reservations)
        .where(and(eq(reservations.night, night), notInArray(reservations.status, ['Canceled', 'Replaced'])))
    ).map((r) => r.code);

  beforeAll(async () => {
    t = await createTestApp({
      now: '2026-12-01T18:00:00Z',
      settings: { reservationStartAtSameTime: '20' },
    });
    const someone = await makePatron(t, 299);
    for (const night of [WEDNESDAY, THURSDAY, MONDAY])
      slots.set(
        night,
        (await slotsOf(t.app, someone, night)).map((s) => s.timeSlot),
      );
  });
  afterAll(() => t.close());

  it('a change on the same night keeps her code, again and again', async () => {
    const dina = await makePatron(t, n++);
    const first = await bookAs(dina, WEDNESDAY, 0);
    const second = await bookAs(dina, WEDNESDAY, 3, { replacingReservationId: first.id });
    const third = await bookAs(dina, WEDNESDAY, 1, { bath: true, replacingReservationId: second.id });
    expect([second.reservationCode, third.reservationCode]).toEqual([
      first.reservationCode,
      first.reservationCode,
    ]);
    expect(second.id).not.toBe(first.id);
  });

  it('a change to another night keeps her code when it is free there', async () => {
    const rivka = await makePatron(t, n++);
    const first = await bookAs(rivka, WEDNESDAY, 2);
    const moved = await bookAs(rivka, THURSDAY, 2, { replacingReservationId: first.id });
    expect(moved.reservationDate).toBe(THURSDAY);
    expect(moved.reservationCode).toBe(first.reservationCode);
  });

  it('a change to a night where her code is taken gets a new one, unique there', async () => {
    const leah = await makePatron(t, n++);
    const other = await makePatron(t, n++);
    const hers = await bookAs(leah, WEDNESDAY, 4);
    const theirs = await bookAs(other, MONDAY, 4);
    await setCode(theirs.id, hers.reservationCode);
    const moved = await bookAs(leah, MONDAY, 5, { replacingReservationId: hers.id });
    expect(moved.reservationCode).not.toBe(hers.reservationCode);
    expect(moved.reservationCode).toMatch(/^\d{5}$/);
    const codes = await liveCodes(MONDAY);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('changes and new bookings arriving together never share a live code on the night', async () => {
    // Six patrons on Wednesday and Thursday, paired to hold the same code on each night, all move to
    // Monday at once, while six others book Monday: one of each pair keeps the code, the other gets
    // a new one.
    const movers = await makePatrons(t, 400, 6);
    const newcomers = await makePatrons(t, 410, 6);
    const before = await Promise.all(
      movers.map((p, i) => bookAs(p, i % 2 === 0 ? WEDNESDAY : THURSDAY, 6 + Math.floor(i / 2))),
    );
    const shared = ['11111', '22222', '33333'];
    for (const [i, r] of before.entries()) await setCode(r.id, shared[Math.floor(i / 2)] ?? '');
    const sibling = testEngine() === 'pg' ? await createSiblingApp(t) : t.app;
    const answers = await Promise.all([
      ...movers.map((p, i) =>
        book(i % 2 === 0 ? t.app : sibling, p, {
          reservationDate: MONDAY,
          reservationTime: slot(MONDAY, 8 + (i % 3)),
          ...shower,
          replacingReservationId: before[i]?.id,
        }),
      ),
      ...newcomers.map((p, i) =>
        book(i % 2 === 0 ? sibling : t.app, p, {
          reservationDate: MONDAY,
          reservationTime: slot(MONDAY, 8 + (i % 3)),
          ...shower,
        }),
      ),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const moved = answers.slice(0, 6).map((a) => a.json<{ result: Booked }>().result.reservationCode);
    for (const [pair, code] of shared.entries()) {
      const both = [moved[2 * pair], moved[2 * pair + 1]];
      expect(
        both.filter((c) => c === code),
        `pair ${code}: ${both.join(', ')}`,
      ).toHaveLength(1);
    }
    const codes = await liveCodes(MONDAY);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
