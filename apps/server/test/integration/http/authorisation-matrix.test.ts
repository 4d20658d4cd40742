import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls as matrix, callers } from '../../helpers/api-calls.ts';
import type { Access, Caller, Ids } from '../../helpers/api-calls.ts';
import { matrixCall, matrixIds, matrixPeople } from '../../helpers/matrix.ts';
import { NIGHT } from '../../helpers/night.ts';
import { operationsOf } from '../../helpers/openapi-fuzz.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth } from '../../helpers/reservations.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** What is wrong with `status` for `caller`, given the row's access: nothing, or one sentence. */
function verdict(access: Access, caller: Caller, status: number): string[] {
  if (access === 'mfa-token') return status === 401 ? [] : [`${caller} must get 401, got ${status}`];
  const allowed =
    access === 'anyone' || (access === 'signed-in' ? caller !== 'anonymous' : access.includes(caller));
  if (allowed)
    return status === 401 || status === 403 || status >= 500 ? [`${caller} may, but got ${status}`] : [];
  if (caller === 'anonymous') return status === 401 ? [] : [`anonymous must get 401, got ${status}`];
  return status === 403 || status === 404 ? [] : [`${caller} may not, but got ${status}`];
}

describe('the authorisation matrix: every role against every operation', () => {
  let t: TestApp;
  let ids: Ids;
  let people: Map<Caller, Patron | null>;

  beforeAll(async () => {
    t = await createTestApp({ now: `${NIGHT}T18:00:00Z` });
    people = await matrixPeople(t, 1);
    ids = await matrixIds(t, people, 8);
  });
  afterAll(() => t.close());

  it('has a row for every operation of the document', async () => {
    const documented = (await operationsOf(t.app)).map((op) => `${op.method} ${op.path}`);
    const missing = documented.filter((key) => matrix[key] === undefined);
    expect(missing).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it.each(Object.entries(matrix))('%s', async (key, row) => {
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const caller of callers) {
      const who = people.get(caller) ?? null;
      const statusCode = await matrixCall(t, key, row, ids, who === null ? {} : auth(who));
      seen.push(`${caller}:${statusCode}`);
      wrong.push(...verdict(row.access, caller, statusCode));
    }
    expect(wrong, seen.join(' ')).toEqual([]);
  });
});
