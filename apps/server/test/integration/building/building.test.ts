import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import { bookShower } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

interface Attendant {
  id: number;
  firstName: string;
  lastName: string;
}
interface Section {
  id: number;
  name: string;
  active: boolean;
  attendant: Attendant | null;
}
interface Room {
  id: number;
  number: string;
  type: string;
  status: string;
  section: { id: number; name: string; attendant: Attendant | null };
  reservation: { id: string; reservationCode: string; reservationStatus: string } | null;
}
interface Cubicle {
  id: number;
  name: string;
  active: boolean;
  reservationId: string | null;
}

const NIGHT = '2026-12-01';
const ADMIN_IP = '192.0.2.41';

describe('the building: rooms, sections and their night’s attendants, cubicles', () => {
  let t: TestApp;
  let admin: Patron;
  let desk: Patron;
  let plates: Patron;
  let patron: Patron;
  let rivka: Attendant;
  let leah: Attendant;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await makePatron(t, 41, 'Admin');
    desk = await makePatron(t, 42, 'Receptionist');
    plates = await makePatron(t, 43, 'UserPlateAdmin');
    patron = await makePatron(t, 44);
    const add = async (firstName: string, lastName: string) =>
      (await call('POST', 'attendants', admin, { firstName, lastName })).json<{ result: Attendant }>().result;
    const ref = ({ id, firstName, lastName }: Attendant) => ({ id, firstName, lastName });
    rivka = ref(await add('Rivka', 'Stern'));
    leah = ref(await add('Leah', 'Adler'));
    await call('PUT', `attendants/${leah.id}`, admin, { active: false });
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Patron | null, payload?: unknown) {
    return t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: who === null ? {} : auth(who),
      ...(payload !== undefined ? { payload: payload as object } : {}),
      remoteAddress: ADMIN_IP,
    });
  }
  const rooms = async (dt = NIGHT) => (await call('GET', `rooms?dt=${dt}`, desk)).json<Room[]>();
  const sections = async (dt = NIGHT) => (await call('GET', `sections?dt=${dt}`, desk)).json<Section[]>();
  const cubicles = async () => (await call('GET', 'cubicles', desk)).json<Cubicle[]>();
  const roomNumbered = async (n: string) => {
    const room = (await rooms()).find((r) => r.number === n);
    if (room === undefined) throw new Error(`no room ${n}`);
    return room;
  };

  it('lists the 28 rooms by number with their section, no attendant yet and nobody in them', async () => {
    const list = await rooms();
    expect(list).toHaveLength(28);
    expect(list.slice(0, 3).map((r) => r.number)).toEqual(['1', '2', '3']);
    expect(list.map((r) => r.number)).toContain('10');
    expect(list.findIndex((r) => r.number === '2')).toBeLessThan(list.findIndex((r) => r.number === '10'));
    expect(list[0]).toEqual({
      id: list[0]?.id,
      number: '1',
      type: 'shower',
      status: 'Available',
      section: { id: 1, name: 'East', attendant: null },
      reservation: null,
      dmxChannel: null,
    });
    expect(await sections()).toEqual([
      { id: 1, name: 'East', active: true, attendant: null },
      { id: 2, name: 'West', active: true, attendant: null },
    ]);
    expect((await cubicles()).map((c) => c.name)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8']);
    expect((await cubicles())[0]).toEqual({ id: 1, name: 'C1', active: true, reservationId: null });
  });

  it('sets who works a section on a night, shown on its rooms; null is No Attendant again', async () => {
    const set = await call('PUT', `sections/1/attendant?dt=${NIGHT}`, desk, { attendantId: rivka.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      success: true,
      errorMessage: null,
      result: { id: 1, name: 'East', active: true, attendant: rivka },
    });
    expect((await sections())[0]?.attendant).toEqual(rivka);
    expect((await sections('2026-12-02'))[0]?.attendant).toBeNull();
    expect((await roomNumbered('1')).section.attendant).toEqual(rivka);
    const [entry] = await listAuditEntries(t.db, 'section', '1');
    expect(entry).toMatchObject({
      action: 'section.attendant',
      userId: desk.userId,
      ip: ADMIN_IP,
      before: { night: NIGHT, attendantId: null },
      after: { night: NIGHT, attendantId: rivka.id },
    });
    const cleared = await call('PUT', `sections/1/attendant?dt=${NIGHT}`, desk, { attendantId: null });
    expect(cleared.json<{ result: Section }>().result.attendant).toBeNull();
    expect((await sections())[0]?.attendant).toBeNull();
    await call('PUT', `sections/1/attendant?dt=${NIGHT}`, admin, { attendantId: rivka.id });
  });

  it('refuses a night attendant who is inactive or unknown, a bad night or section; nothing changes', async () => {
    const before = await sections();
    const cases: [string, unknown, number, unknown][] = [
      [
        `sections/2/attendant?dt=${NIGHT}`,
        { attendantId: leah.id },
        400,
        refusal('Leah Adler no longer works here (the attendant is inactive).'),
      ],
      [
        `sections/2/attendant?dt=${NIGHT}`,
        { attendantId: 9999 },
        400,
        refusal('Attendant 9999 does not exist.'),
      ],
      [
        `sections/2/attendant?dt=${NIGHT}`,
        { attendantId: 'Rivka' },
        400,
        refusal('Choose one of the attendants, or No Attendant.'),
      ],
      [`sections/2/attendant?dt=${NIGHT}`, {}, 400, refusal('Choose the attendant, or No Attendant.')],
      [
        'sections/2/attendant?dt=2026-13-01',
        { attendantId: rivka.id },
        400,
        refusal('dt must be a date as YYYY-MM-DD.'),
      ],
      [
        'sections/2/attendant',
        { attendantId: rivka.id },
        400,
        refusal('The night is required, as YYYY-MM-DD.'),
      ],
      [
        'sections/2/attendant?dt=2026-11-01',
        { attendantId: rivka.id },
        400,
        refusal('Attendants can be set from last night (2026-11-30) on.'),
      ],
      [
        'sections/2/attendant?dt=2036-11-01',
        { attendantId: rivka.id },
        400,
        refusal('Attendants can be set at most a year ahead.'),
      ],
      [
        `sections/99/attendant?dt=${NIGHT}`,
        { attendantId: rivka.id },
        404,
        { Message: 'Section not found.' },
      ],
      [
        `sections/x/attendant?dt=${NIGHT}`,
        { attendantId: rivka.id },
        400,
        refusal('The section id must be a whole number.'),
      ],
    ];
    for (const [url, body, status, answer] of cases) {
      const res = await call('PUT', url, desk, body);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual(answer);
    }
    expect(await sections()).toEqual(before);
    expect((await call('GET', 'rooms?dt=tonight', desk)).json()).toEqual({
      Message: 'dt must be a date as YYYY-MM-DD.',
    });
  });

  it('shows who is in a room, and refuses to change a room while she is in it (409)', async () => {
    const dina = await makePatron(t, 45);
    const booked = await bookShower(t, dina, NIGHT);
    const room = await roomNumbered('3');
    await t.db
      .update(reservations)
      .set({ status: 'Prep', roomId: room.id })
      .where(eq(reservations.id, booked.id));
    const [code] = (await t.db.select().from(reservations).where(eq(reservations.id, booked.id))).map(
      (r) => r.code,
    );
    expect((await roomNumbered('3')).reservation).toEqual({
      id: booked.id,
      reservationCode: code,
      reservationStatus: 'Prep',
    });
    const refused = await call('PUT', `rooms/${room.id}`, admin, { type: 'bath' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('Room 3 cannot be changed while someone is in it.'));
    const section = await call('PUT', 'sections/1', admin, { active: false });
    expect(section.statusCode).toBe(409);
    expect(section.json()).toEqual(
      refusal('Section East cannot be taken out of use while someone is in one of its rooms.'),
    );
    expect((await roomNumbered('3')).type).toBe('shower');
    await t.db.update(reservations).set({ status: 'Done' }).where(eq(reservations.id, booked.id));
    expect((await roomNumbered('3')).reservation).toBeNull();
    const changed = await call('PUT', `rooms/${room.id}`, admin, { type: 'bath' });
    expect(changed.json<{ result: Room }>().result).toMatchObject({ number: '3', type: 'bath' });
  });

  it('adds and changes rooms (Admin), audited; refuses duplicates, bad types and unknown sections', async () => {
    const added = await call('POST', 'rooms', admin, { number: ' 29 ', type: 'kallah', sectionId: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const room = added.json<{ result: Room }>().result;
    expect(room).toMatchObject({
      number: '29',
      type: 'kallah',
      status: 'Available',
      section: { id: 2, name: 'West', attendant: null },
      reservation: null,
    });
    const [entry] = await listAuditEntries(t.db, 'room', String(room.id));
    expect(entry).toMatchObject({ action: 'room.create', userId: admin.userId, ip: ADMIN_IP });
    const moved = await call('PUT', `rooms/${room.id}`, admin, { number: '29A', sectionId: 1 });
    expect(moved.json<{ result: Room }>().result).toMatchObject({
      number: '29A',
      section: { id: 1, name: 'East' },
    });
    const count = (await rooms()).length;
    const cases: [string, string, unknown, number, unknown][] = [
      [
        'POST',
        'rooms',
        { number: '1', type: 'bath', sectionId: 1 },
        400,
        refusal('Room number 1 already exists.'),
      ],
      [
        'POST',
        'rooms',
        { number: '30', type: 'sauna', sectionId: 1 },
        400,
        refusal('Choose a room type: Shower, Bath, Accessible or Kallah.'),
      ],
      [
        'POST',
        'rooms',
        { number: '30', type: 'bath', sectionId: 9 },
        400,
        refusal('Section 9 does not exist.'),
      ],
      ['POST', 'rooms', { number: '30', type: 'bath' }, 400, refusal('sectionId is required.')],
      ['POST', 'rooms', { type: 'bath', sectionId: 1 }, 400, refusal('number is required.')],
      [
        'POST',
        'rooms',
        { number: '3 0!', type: 'bath', sectionId: 1 },
        400,
        refusal('number must be 1 to 10 letters, digits or dashes, like 12 or 12A.'),
      ],
      ['PUT', `rooms/${room.id}`, { number: '2' }, 400, refusal('Room number 2 already exists.')],
      ['PUT', `rooms/${room.id}`, {}, 400, refusal('Give a new number, type or section to change.')],
      ['PUT', 'rooms/9999', { type: 'bath' }, 404, { Message: 'Room not found.' }],
      ['PUT', 'rooms/abc', { type: 'bath' }, 400, refusal('The room id must be a whole number.')],
    ];
    for (const [method, url, body, status, answer] of cases) {
      const res = await call(method as 'POST' | 'PUT', url, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toEqual(answer);
    }
    expect((await rooms()).length).toBe(count);
    expect((await roomNumbered('29A')).type).toBe('kallah');
  });

  it('adds, renames and retires sections and cubicles; a lent cubicle stays in use (409)', async () => {
    const north = await call('POST', 'sections', admin, { name: ' North  Wing ' });
    expect(north.json<{ result: Section }>().result).toMatchObject({
      name: 'North Wing',
      active: true,
      attendant: null,
    });
    const id = north.json<{ result: Section }>().result.id;
    expect((await call('POST', 'sections', admin, { name: 'east' })).json()).toEqual(
      refusal('A section named east already exists.'),
    );
    expect((await call('POST', 'sections', admin, { name: '' })).json()).toEqual(
      refusal('name is required.'),
    );
    const retired = await call('PUT', `sections/${id}`, admin, { name: 'North', active: false });
    expect(retired.json<{ result: Section }>().result).toMatchObject({ name: 'North', active: false });
    expect(
      (await call('PUT', `sections/${id}/attendant?dt=${NIGHT}`, desk, { attendantId: rivka.id })).json(),
    ).toEqual(refusal('Section North is not in use.'));

    const c9 = (await call('POST', 'cubicles', admin, { name: 'C9' })).json<{ result: Cubicle }>().result;
    expect(c9).toMatchObject({ name: 'C9', active: true, reservationId: null });
    expect((await call('POST', 'cubicles', admin, { name: 'c1' })).json()).toEqual(
      refusal('A cubicle named c1 already exists.'),
    );
    const sara = await makePatron(t, 46);
    const waiting = await bookShower(t, sara, NIGHT);
    await t.db
      .update(reservations)
      .set({ status: 'Waiting', cubicleId: c9.id, waitingCode: '123' })
      .where(eq(reservations.id, waiting.id));
    expect((await cubicles()).find((c) => c.id === c9.id)?.reservationId).toBe(waiting.id);
    const lent = await call('PUT', `cubicles/${c9.id}`, admin, { active: false });
    expect(lent.statusCode).toBe(409);
    expect(lent.json()).toEqual(
      refusal('Cubicle C9 cannot be taken out of use while it is lent to someone waiting.'),
    );
    const renamed = await call('PUT', `cubicles/${c9.id}`, admin, { name: 'C9 (porch)' });
    expect(renamed.json<{ result: Cubicle }>().result).toEqual({
      id: c9.id,
      name: 'C9 (porch)',
      active: true,
      reservationId: waiting.id,
    });
    await t.db.update(reservations).set({ status: 'Canceled' }).where(eq(reservations.id, waiting.id));
    const off = await call('PUT', `cubicles/${c9.id}`, admin, { active: false });
    expect(off.json<{ result: Cubicle }>().result).toMatchObject({ active: false, reservationId: null });
    expect((await call('PUT', 'cubicles/999', admin, { active: false })).statusCode).toBe(404);
    expect((await call('PUT', `cubicles/${c9.id}`, admin, { active: 'no' })).json()).toEqual({
      Message: 'active must be true or false.',
    });
    const audit = await listAuditEntries(t.db, 'cubicle', String(c9.id));
    expect(audit.map((e) => e.action)).toEqual(['cubicle.update', 'cubicle.update', 'cubicle.create']);
  });

  it('answers 401 without a token and 403 to patrons and plate administrators; the desk only lists', async () => {
    const desks: [string, string, unknown?][] = [
      ['GET', `rooms?dt=${NIGHT}`],
      ['GET', `sections?dt=${NIGHT}`],
      ['GET', 'cubicles'],
      ['PUT', `sections/1/attendant?dt=${NIGHT}`, { attendantId: null }],
    ];
    const admins: [string, string, unknown?][] = [
      ['POST', 'rooms', { number: '40', type: 'bath', sectionId: 1 }],
      ['PUT', 'rooms/1', { type: 'bath' }],
      ['POST', 'sections', { name: 'South' }],
      ['PUT', 'sections/1', { name: 'Eastern' }],
      ['POST', 'cubicles', { name: 'C10' }],
      ['PUT', 'cubicles/1', { name: 'C01' }],
    ];
    for (const [method, url, body] of [...desks, ...admins]) {
      for (const who of [patron, plates]) {
        const res = await call(method as 'GET', url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json<{ Message: string }>().Message).toMatch(
          /^(This needs one of these roles|Only an administrator)/,
        );
      }
      expect((await call(method as 'GET', url, null, body)).statusCode).toBe(401);
    }
    for (const [method, url, body] of admins)
      expect((await call(method as 'GET', url, desk, body)).json()).toEqual({
        Message: 'Only an administrator may do this.',
      });
    expect((await rooms()).find((r) => r.number === '40')).toBeUndefined();
    expect((await sections()).map((s) => s.name)).not.toContain('South');
  });
});
