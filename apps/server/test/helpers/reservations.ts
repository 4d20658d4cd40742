import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signAccessToken } from '../../src/http/access-token.ts';
import { insertSession } from '../../src/modules/sessions/repo.ts';
import { addRole, insertUserIfNew } from '../../src/modules/users/repo.ts';
import { phone } from './auth.ts';
import type { TestApp } from './test-app.ts';

/** A session opened straight in the database: no request, so no address or device. */
export const noClient = { ip: null, device: null, place: null };

export interface Patron {
  userId: string;
  token: string;
  phone: string;
}

/**
 * Users with an open session and an access token, written straight to the database: the booking
 * tests need many patrons, and sign-in itself is tested elsewhere.
 */
export async function makePatrons(t: TestApp, from: number, count: number, role?: string): Promise<Patron[]> {
  const secret = t.config.AUTH_SECRET;
  if (secret === undefined) throw new Error('the test app has no AUTH_SECRET');
  const out: Patron[] = [];
  for (let n = from; n < from + count; n++) {
    const phoneNumber = phone(n);
    const at = t.clock.now();
    const { user } = await insertUserIfNew(t.db, {
      userName: phoneNumber.slice(1),
      phoneNumber,
      email: null,
      language: 'en',
      at,
    });
    if (role !== undefined) await addRole(t.db, user.id, role, at, 'test');
    const sid = await insertSession(t.db, {
      userId: user.id,
      deviceCredentialId: null,
      at,
      client: noClient,
      // A staff role is used only by a session that passed the second factor (decision 0045).
      secondFactor: role !== undefined,
    });
    const token = await signAccessToken(secret, { sub: user.id, roles: [], sid }, at);
    out.push({ userId: user.id, token, phone: phoneNumber });
  }
  return out;
}

export async function makePatron(t: TestApp, n: number, role?: string): Promise<Patron> {
  const [p] = await makePatrons(t, n, 1, role);
  if (p === undefined) throw new Error('no patron');
  return p;
}

/** A user signed in through the phone sign-in (auth.ts signIn), as the booking helpers take her. */
export function patronOf(tokens: { userId: string; access_token: string }, phoneNumber: string): Patron {
  return { userId: tokens.userId, token: tokens.access_token, phone: phoneNumber };
}

export const auth = (p: Patron) => ({ authorization: `Bearer ${p.token}` });

export const shower = {
  bath: false,
  handicapped: false,
  kallah: false,
  doubleSlot: false,
  parking: false,
  salonManicure: false,
  salonBoth: false,
};

export function book(
  app: FastifyInstance,
  who: Patron,
  payload: object,
  options: { query?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/api/reservations/newreservation?v=1${options.query ?? ''}`,
    headers: { ...auth(who), ...options.headers },
    payload,
  });
}

/** A shower booked at `time` of `night` (with `extra`, like an edit's replacingReservationId); it must be taken. */
export async function bookedShower(
  app: FastifyInstance,
  who: Patron,
  night: string,
  time: string,
  extra: object = {},
) {
  const res = await book(app, who, { reservationDate: night, reservationTime: time, ...shower, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { id: string; reservationCode: string; reservationStatus: string } }>().result;
}

export interface SlotEntry {
  timeSlot: string;
  availableReservations: {
    bath: boolean;
    handicapped: boolean;
    kallah: boolean;
    doubleSlot: boolean;
    parking: boolean;
    salonAfter: boolean;
    available: number;
  }[];
}

export async function slotsOf(
  app: FastifyInstance,
  who: Patron,
  dt: string,
  extra = '',
): Promise<SlotEntry[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/api/reservations/availablereservations?dt=${dt}${extra}`,
    headers: auth(who),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<SlotEntry[]>();
}

/** How many more plain showers fit at a slot. */
export function showersAt(slots: SlotEntry[], timeSlot: string): number {
  const slot = slots.find((s) => s.timeSlot === timeSlot);
  const entry = slot?.availableReservations.find(
    (a) => !a.bath && !a.handicapped && !a.kallah && !a.doubleSlot && !a.parking && !a.salonAfter,
  );
  return entry?.available ?? 0;
}
