import { callers } from './api-calls.ts';
import type { Caller, Ids, Row } from './api-calls.ts';
import { NIGHT } from './night.ts';
import { bookShower } from './payments.ts';
import type { Patron } from './reservations.ts';
import { auth, makePatron } from './reservations.ts';
import { listening, openSse } from './sse-client.ts';
import type { TestApp } from './test-app.ts';

/** Every caller of the matrix (api-calls.ts) at the work's facility: a patron each, staff with their role. */
export async function matrixPeople(t: TestApp, from: number): Promise<Map<Caller, Patron | null>> {
  const people = new Map<Caller, Patron | null>();
  const roles: Partial<Record<Caller, string>> = {
    Receptionist: 'Receptionist',
    UserPlateAdmin: 'UserPlateAdmin',
    OpenGarageGate: 'OpenGarageGate',
    Admin: 'Admin',
    OrgAdmin: 'OrgAdmin',
  };
  let n = from;
  for (const caller of callers)
    people.set(caller, caller === 'anonymous' ? null : await makePatron(t, n++, roles[caller]));
  return people;
}

/** The records the matrix's calls name: the owner's booking, a bystander, the first of each list. */
export async function matrixIds(
  t: TestApp,
  people: Map<Caller, Patron | null>,
  bystander: number,
): Promise<Ids> {
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
  return {
    owner: owner.userId,
    bystander: (await makePatron(t, bystander)).userId,
    reservation: booking.id,
    room: await first('/api/api/rooms'),
    section: await first('/api/api/sections'),
    cubicle: await first('/api/api/cubicles'),
    attendant: await first('/api/api/attendants'),
    tour: await first('/api/api/tours/admin'),
  };
}

/** The path parameters that name a record of the facility (the others name a setting, a date, a role…). */
export const recordParams = ['{id}', '{submissionId}'] as const;

/** The row's path with its parameters filled from `ids`, and its query. */
export function urlOf(path: string, row: Row, ids: Ids): string {
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
    .replace('{slug}', 'default')
    .replace('{date}', '2026-12-09')
    // Not a staff role: granting one would end the owner's sessions (decision 0045) for the rows after.
    .replace('{role}', 'OpenGarageGate')
    .replace('{submissionId}', '00000000-0000-4000-8000-000000000000')
    .replace('{terminal}', 'ReceptionEast')
    .replace('{n}', '0');
  return row.query === undefined ? filled : `${filled}?${row.query}`;
}

/** One call of the matrix, a live stream over a socket and let go once it answers: its status. */
export async function matrixCall(
  t: TestApp,
  key: string,
  row: Row,
  ids: Ids,
  headers: Record<string, string>,
): Promise<number> {
  const [method, path] = key.split(' ') as [string, string];
  const body = row.body?.(ids);
  if (row.stream) {
    const res = await openSse(`${await listening(t.app)}${urlOf(path, row, ids)}`, headers);
    res.close();
    return res.status;
  }
  const res = await t.app.inject({
    method: method as 'GET',
    url: urlOf(path, row, ids),
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return res.statusCode;
}
