import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls as matrix, callers } from '../../helpers/api-calls.ts';
import type { Access, Caller, Ids, Row } from '../../helpers/api-calls.ts';
import { NIGHT } from '../../helpers/night.ts';
import { operationsOf } from '../../helpers/openapi-fuzz.ts';
import { bookShower } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { listening, openSse } from '../../helpers/sse-client.ts';
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
  const people = new Map<Caller, Patron | null>();

  beforeAll(async () => {
    t = await createTestApp({ now: `${NIGHT}T18:00:00Z` });
    people.set('anonymous', null);
    people.set('owner', await makePatron(t, 1));
    people.set('other', await makePatron(t, 2));
    people.set('Receptionist', await makePatron(t, 3, 'Receptionist'));
    people.set('UserPlateAdmin', await makePatron(t, 4, 'UserPlateAdmin'));
    people.set('OpenGarageGate', await makePatron(t, 6, 'OpenGarageGate'));
    people.set('Admin', await makePatron(t, 5, 'Admin'));
    const owner = people.get('owner');
    const staff = people.get('Admin');
    if (owner == null || staff == null) throw new Error('no people');
    const booking = await bookShower(t, owner, NIGHT);
    const first = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(staff) });
      const list = res.json<unknown>();
      const items = Array.isArray(list) ? list : ((list as { result?: unknown }).result ?? []);
      return String((items as { id?: unknown }[])[0]?.id ?? 1);
    };
    ids = {
      owner: owner.userId,
      bystander: (await makePatron(t, 7)).userId,
      reservation: booking.id,
      room: await first('/api/api/rooms'),
      section: await first('/api/api/sections'),
      cubicle: await first('/api/api/cubicles'),
      attendant: await first('/api/api/attendants'),
      tour: await first('/api/api/tours/admin'),
    };
  });
  afterAll(() => t.close());

  function urlOf(path: string, row: Row): string {
    const byPrefix: Record<string, string> = {
      users: row.bystander ? ids.bystander : ids.owner,
      reservations: ids.reservation,
      rooms: ids.room,
      sections: ids.section,
      cubicles: ids.cubicle,
      attendants: ids.attendant,
      tours: ids.tour,
    };
    const filled = path
      .replace('{id}', byPrefix[/\/api\/api\/(\w+)\//.exec(path)?.[1] ?? ''] ?? '1')
      .replace('{key}', 'facilityName')
      .replace('{date}', '2026-12-09')
      // Not a staff role: granting one would end the owner's sessions (decision 0045) for the rows after.
      .replace('{role}', 'OpenGarageGate')
      .replace('{submissionId}', '00000000-0000-4000-8000-000000000000')
      .replace('{terminal}', 'ReceptionEast')
      .replace('{n}', '0');
    return row.query === undefined ? filled : `${filled}?${row.query}`;
  }

  it('has a row for every operation of the document', async () => {
    const documented = (await operationsOf(t.app)).map((op) => `${op.method} ${op.path}`);
    const missing = documented.filter((key) => matrix[key] === undefined);
    expect(missing).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it.each(Object.entries(matrix))('%s', async (key, row) => {
    const [method, path] = key.split(' ') as [string, string];
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const caller of callers) {
      const who = people.get(caller) ?? null;
      const body = row.body?.(ids);
      const headers = who === null ? {} : auth(who);
      const res = row.stream
        ? await openSse(`${await listening(t.app)}${urlOf(path, row)}`, headers)
        : await t.app.inject({
            method: method as 'GET',
            url: urlOf(path, row),
            headers,
            ...(body === undefined ? {} : { payload: body as object }),
          });
      const statusCode = 'status' in res ? res.status : res.statusCode;
      if ('close' in res) res.close();
      seen.push(`${caller}:${statusCode}`);
      wrong.push(...verdict(row.access, caller, statusCode));
    }
    expect(wrong, seen.join(' ')).toEqual([]);
  });
});
