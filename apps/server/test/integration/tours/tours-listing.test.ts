import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_TEXT_MESSAGE as forbiddenText } from '../../../src/http/text-rule.ts';
import { english } from '../../../src/i18n/messages.ts';
import { insertSignup, insertTour } from '../../../src/modules/tours/repo.ts';
import type { TourType } from '../../../src/modules/tours/repo.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The sentence an English reader is sent. */
const FORBIDDEN_TEXT_MESSAGE = english(forbiddenText);

interface PublicTour {
  id: string;
  type: string;
  date: string;
  location: string | null;
  capacity: number | null;
  spotsLeft: number | null;
}

describe('GET tours: upcoming tours with room left, for anyone', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // 10:00 in the facility's zone (America/Los_Angeles, -08:00 in December).
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    const add = async (
      name: string,
      type: TourType,
      startsAt: string,
      extra: { capacity?: number; location?: string; signups?: number } = {},
    ) => {
      const tour = await insertTour(t.db, {
        type,
        startsAt: new Date(startsAt),
        location: extra.location ?? null,
        capacity: extra.capacity ?? null,
        at: t.clock.now(),
        by: null,
      });
      for (let n = 0; n < (extra.signups ?? 0); n += 1)
        await insertSignup(t.db, {
          tourId: tour.id,
          firstName: 'Guest',
          lastName: String(n),
          email: `${name}${n}@example.org`,
          createdAt: t.clock.now(),
          ip: null,
        });
      ids[name] = tour.id;
    };
    // Added out of order, so the answer's order comes from the query.
    await add('later', 'Kallah', '2026-12-15T03:00:00Z', {
      capacity: 5,
      signups: 2,
      location: '1 Example St',
    });
    await add('past', 'Kallah', '2026-11-30T03:00:00Z', { capacity: 5 });
    await add('startedNow', 'Kallah', '2026-12-01T18:00:00Z');
    await add('full', 'Kallah', '2026-12-05T03:00:00Z', { capacity: 2, signups: 2 });
    await add('soonest', 'Kallah', '2026-12-02T03:30:00Z');
    await add('group', 'Group', '2026-12-03T19:00:00Z', { capacity: 20, signups: 19 });
    // Summer: the facility's offset is then -07:00.
    await add('summer', 'Kallah', '2027-07-01T02:00:00Z', { capacity: 1 });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/api/tours${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PublicTour[]>();
  };

  it('lists Kallah tours soonest first, without past, started or full ones, dates with the facility offset', async () => {
    expect(await list('?type=Kallah')).toEqual([
      {
        id: ids.soonest,
        type: 'Kallah',
        date: '2026-12-01T19:30:00-08:00',
        location: null,
        capacity: null,
        spotsLeft: null,
      },
      {
        id: ids.later,
        type: 'Kallah',
        date: '2026-12-14T19:00:00-08:00',
        location: '1 Example St',
        capacity: 5,
        spotsLeft: 3,
      },
      {
        id: ids.summer,
        type: 'Kallah',
        date: '2027-06-30T19:00:00-07:00',
        location: null,
        capacity: 1,
        spotsLeft: 1,
      },
    ]);
  });

  it('filters by type in any letter case; without a type lists every upcoming tour', async () => {
    expect((await list('?type=group')).map((x) => x.id)).toEqual([ids.group]);
    expect((await list('?type=Group'))[0]).toMatchObject({ type: 'Group', spotsLeft: 1 });
    expect((await list()).map((x) => x.id)).toEqual([ids.soonest, ids.group, ids.later, ids.summer]);
  });

  it('drops a tour once it starts, by the server clock', async () => {
    t.clock.set(new Date('2026-12-02T03:30:00Z'));
    try {
      expect((await list('?type=Kallah')).map((x) => x.id)).toEqual([ids.later, ids.summer]);
    } finally {
      t.clock.set(new Date('2026-12-01T18:00:00Z'));
    }
  });

  it('answers 400 with a sentence for an unknown or malformed type, never 500', async () => {
    for (const query of ['?type=Bridal', '?type=', '?type=Kallah&type=Group', `?type=${'K'.repeat(500)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/api/tours${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ Message: 'The tour type must be Kallah or Group.' });
    }
    // A NUL is refused by the edge's one rule for text (http/text-rule.ts), before the route looks.
    const nul = await t.app.inject({ method: 'GET', url: '/api/api/tours?type=%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ Message: FORBIDDEN_TEXT_MESSAGE });
  });
});
