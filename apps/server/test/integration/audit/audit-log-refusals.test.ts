import { insertUserIfNew } from '../../../src/modules/users/repo.ts';
import { describe, expect, it } from 'vitest';
import { auditStory } from '../../helpers/audit-story.ts';

describe("the audit log's refusals: administrators only, and a bad filter said in the reader's language", () => {
  const s = auditStory();

  it('answers only an administrator: 401 without a token, 403 to anyone else', async () => {
    for (const path of ['audit', 'audit/actions', 'audit.csv']) {
      expect((await s.get(path, null)).statusCode).toBe(401);
      for (const who of [s.patron, s.desk, s.plates]) {
        const res = await s.get(path, who);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
        expect(res.json()).toHaveProperty('Message');
      }
    }
  });

  it("refuses a bad filter with a sentence in the reader's language, never a 500", async () => {
    const refusals: [string, string, string][] = [
      [
        'action=settings.delete',
        'The audit log records no action named "settings.delete".',
        'יומן הפעולות אינו רושם פעולה בשם "settings.delete".',
      ],
      [
        'from=2026-02-30',
        'from must be a date as YYYY-MM-DD.',
        'השדה from חייב להיות תאריך בתבנית YYYY-MM-DD.',
      ],
      ['to=tomorrow', 'to must be a date as YYYY-MM-DD.', 'השדה to חייב להיות תאריך בתבנית YYYY-MM-DD.'],
      [
        'from=2026-11-21&to=2026-11-20',
        'The end date must not be before the start date.',
        'תאריך הסיום אינו יכול להיות לפני תאריך ההתחלה.',
      ],
      [
        'page=0',
        'page must be a whole number from 1 to 100000.',
        'השדה page חייב להיות מספר שלם מ־1 עד 100000.',
      ],
      [
        'page=two',
        'page must be a whole number from 1 to 100000.',
        'השדה page חייב להיות מספר שלם מ־1 עד 100000.',
      ],
      [
        'pageSize=101',
        'pageSize must be a whole number from 1 to 100.',
        'השדה pageSize חייב להיות מספר שלם מ־1 עד 100.',
      ],
      ['action=role.grant&page=2', 'Page 2 is past the last page, 1.', 'העמוד 2 אחרי העמוד האחרון, 1.'],
      [
        'user=Dina',
        'user must be a user id, or at least 4 digits of a phone number.',
        'השדה user חייב להיות מזהה משתמש, או לפחות 4 ספרות של מספר טלפון.',
      ],
      [
        'user=%2B1%20999%20999%209999',
        'No user has a phone number ending in 19999999999.',
        'אין משתמש שמספר הטלפון שלו מסתיים ב־19999999999.',
      ],
      [
        'user=0101',
        'user must be a user id, or at least 4 digits of a phone number.',
        'השדה user חייב להיות מזהה משתמש, או לפחות 4 ספרות של מספר טלפון.',
      ],
      [
        'user=555-0104',
        'More than one user has a phone number ending in 5550104; type more of the number.',
        'ליותר ממשתמש אחד יש מספר טלפון שמסתיים ב־5550104; יש להקליד עוד מהמספר.',
      ],
    ];
    // A number abroad ending as the patron's does: four digits no longer name one user.
    await insertUserIfNew(s.t.db, {
      userName: '442075550104',
      phoneNumber: '+442075550104',
      email: null,
      language: 'en',
      at: s.t.clock.now(),
    });
    for (const [query, english, hebrew] of refusals) {
      const en = await s.get(`audit?${query}`);
      expect([en.statusCode, en.json()], query).toEqual([400, { Message: english }]);
      const he = await s.get(`audit?${query}`, s.admin, 'he');
      expect([he.statusCode, he.json()], query).toEqual([400, { Message: hebrew }]);
    }
    // The download checks the same filters before it sends anything: a refusal, not half a file.
    const csv = await s.get('audit.csv?from=2026-11-21&to=2026-11-20');
    expect(csv.statusCode).toBe(400);
    expect(csv.headers['content-type']).toMatch(/^application\/json/);
    expect(csv.json()).toEqual({ Message: 'The end date must not be before the start date.' });
    // A value far too long is refused by the route's schema, in the same shape.
    const long = await s.get(`audit?user=${'1'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ Message: expect.stringContaining('user') });
    const twice = await s.get('audit?action=role.grant&action=role.revoke');
    expect(twice.statusCode).toBe(400);
  });
});
