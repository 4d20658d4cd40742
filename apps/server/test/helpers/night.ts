import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { reservations, rooms } from '../../src/db/schema.ts';
import { insertAttendant } from '../../src/modules/attendants/repo.ts';
import { insertExclusion } from '../../src/modules/excluded-attendants/repo.ts';
import { setNightAttendant } from '../../src/modules/building/repo.ts';
import { auth, book, makePatron, makePatrons, shower, slotsOf } from './reservations.ts';
import type { Patron } from './reservations.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

export const NIGHT = '2026-12-01';
export const EAST = 1;
export const WEST = 2;

export interface Staff {
  id: string;
  reservationStatus: string;
  waitingCode: string | null;
  cubicle: { id: number; name: string } | null;
  room: {
    id: number;
    number: string;
    type: string;
    status: string;
    section: { id: number; attendant: unknown };
  } | null;
  timeArrived: string | null;
  timeCompleted: string | null;
  statusHistory: { previousReservationStatus: string | null; newReservationStatus: string }[];
  roomAssignedHistory: { roomNumber: string; dateReleased: string | null }[];
}

/** The night of the check-in tests: its app, staff, eight booked patrons and two attendants, set up once per file. */
export function nightSuite(options: { jobs?: boolean } = {}) {
  const n = {
    t: undefined as unknown as TestApp,
    desk: undefined as unknown as Patron,
    admin: undefined as unknown as Patron,
    plates: undefined as unknown as Patron,
    patrons: [] as Patron[],
    ids: [] as string[],
    leah: 0,
    rina: 0,
  };

  beforeAll(async () => {
    // Booked the day before, then the clock sits on the night itself (18:00 in Los Angeles).
    n.t = await createTestApp({ now: '2026-11-30T18:00:00Z', ...options });
    await signInAll();
    const slots = await slotsOf(n.t.app, n.patrons[0]!, NIGHT);
    for (const [i, p] of n.patrons.entries()) {
      const res = await book(n.t.app, p, {
        reservationDate: NIGHT,
        reservationTime: slots[i % slots.length]!.timeSlot,
        ...shower,
      });
      expect(res.statusCode, res.body).toBe(200);
      n.ids.push(res.json<{ result: { id: string } }>().result.id);
    }
    const when = n.t.clock.now();
    n.leah = (
      await insertAttendant(n.t.db, {
        firstName: 'Leah',
        lastName: 'Katz',
        active: true,
        at: when,
        by: 'test',
      })
    ).id;
    n.rina = (
      await insertAttendant(n.t.db, {
        firstName: 'Rina',
        lastName: 'Gold',
        active: true,
        at: when,
        by: 'test',
      })
    ).id;
    await setNightAttendant(n.t.db, {
      night: NIGHT,
      sectionId: EAST,
      attendantId: n.leah,
      at: when,
      by: 'test',
    });
    await setNightAttendant(n.t.db, {
      night: NIGHT,
      sectionId: WEST,
      attendantId: n.rina,
      at: when,
      by: 'test',
    });
    // Patron 0 asked not to be prepared by Leah, who works East tonight.
    await insertExclusion(n.t.db, n.patrons[0]!.userId, n.leah, when);
    await at('2026-12-02T02:00:00Z');
  });
  afterAll(() => n.t.close());

  async function signInAll() {
    n.desk = await makePatron(n.t, 500, 'Receptionist');
    n.admin = await makePatron(n.t, 501, 'Admin');
    n.plates = await makePatron(n.t, 502, 'UserPlateAdmin');
    n.patrons = await makePatrons(n.t, 510, 8);
  }
  /** Moves the clock; access tokens last 15 minutes, so everyone signs in again. */
  async function at(instant: string) {
    n.t.clock.set(new Date(instant));
    await signInAll();
  }

  /** Only these rooms are open tonight; the rest are Offline. */
  async function openOnly(numbers: string[]) {
    await n.t.db.update(rooms).set({ status: 'Offline' });
    await n.t.db.update(rooms).set({ status: 'Available' }).where(inArray(rooms.number, numbers));
  }
  async function roomId(number: string): Promise<number> {
    const [r] = await n.t.db.select().from(rooms).where(eq(rooms.number, number));
    return r!.id;
  }
  async function roomStatus(number: string): Promise<string> {
    const [r] = await n.t.db.select().from(rooms).where(eq(rooms.number, number));
    return r!.status;
  }
  const checkin = (id: string, who: Patron = n.desk) =>
    n.t.app.inject({ method: 'POST', url: `/api/api/reservations/${id}/checkin`, headers: auth(who) });
  const setRoom = (id: number | string, status: string, who: Patron = n.desk) =>
    n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/${id}/status`,
      headers: auth(who),
      payload: { status },
    });
  const setStatus = (id: string, status: string, who: Patron = n.desk) =>
    n.t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/status/`,
      headers: auth(who),
      payload: { status },
    });
  const details = async (id: string) => {
    const res = await n.t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${id}/details`,
      headers: auth(n.desk),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Staff>();
  };
  const result = (res: { json: <T>() => T }) => res.json<{ result: Staff }>().result;
  /** A call of a room's tablet (help, ready, supplies), with its device token. */
  const tabletCall = (room: number, token: string, what: string, payload?: object) =>
    n.t.app.inject({
      method: 'POST',
      url: `/api/api/rooms/${room}/${what}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  /** The device token of a tablet the Admin unlocked for the room (one per room, kept for the file). */
  const tablets = new Map<number, string>();
  const tabletToken = async (room: number): Promise<string> => {
    const had = tablets.get(room);
    if (had !== undefined) return had;
    const res = await n.t.app.inject({
      method: 'POST',
      url: '/api/api/devices',
      headers: auth(n.admin),
      payload: { kind: 'room', name: 'room tablet', roomId: room },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<{ result: { token: string } }>().result.token;
    tablets.set(room, token);
    return token;
  };

  beforeEach(async () => {
    // No one stays in a room between tests: each test sets the rooms it needs.
    await n.t.db
      .update(reservations)
      .set({ status: 'Reserved', roomId: null, cubicleId: null, waitingCode: null, timeArrived: null })
      .where(inArray(reservations.id, n.ids));
  });
  return Object.assign(n, {
    at,
    openOnly,
    roomId,
    roomStatus,
    checkin,
    setRoom,
    setStatus,
    details,
    result,
    tabletToken,
    tabletCall,
  });
}
