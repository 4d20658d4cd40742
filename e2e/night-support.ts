import { adminCredentials } from './support';
import { expect, test, type APIRequestContext } from './test';

/*
 * The desk's night in the browser tests: the first open weeknight, the server's clock set relative to
 * its opening, and reservations the desk books into it. Shared by the desk's journeys.
 */

export interface OpenNight {
  date: string;
  closed: boolean;
  shabbosMode: boolean;
  openTime: string | null;
}

interface Slot {
  timeSlot: string;
  availableReservations: { bath: boolean; handicapped: boolean; kallah: boolean; available: number }[];
}

export interface DeskBooked {
  id: string;
  reservationCode: string;
  reservationTime: string;
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The first open weeknight of the schedule, with the server's clock set `offsetMinutes` from its
 * opening (negative: before it opens). Put the clock back with `resetClock` after.
 */
export async function sitOnOpenNight(request: APIRequestContext, offsetMinutes: number): Promise<OpenNight> {
  // The administrator's number is texted on the real clock first: a code sent while the clock is moved
  // ahead would hold that number back from every later sign-in on this server until that time came.
  await adminCredentials(request, test.info().project.name);
  const nights = (await (await request.get('/api/api/settings/schedule')).json()) as OpenNight[];
  const night = nights.find((n) => !n.closed && !n.shabbosMode && n.openTime);
  expect(night, 'an open weeknight in the schedule').toBeTruthy();
  const now = new Date(Date.parse(night!.openTime!) + offsetMinutes * 60_000).toISOString();
  const set = await request.post('/api/dev/clock', { data: { now } });
  expect(set.status(), await set.text()).toBe(200);
  return night!;
}

/** The server's clock back to real time. */
export async function resetClock(request: APIRequestContext): Promise<void> {
  await request.post('/api/dev/clock', { data: { now: null } });
}

/** The desk books `userId` into the `skip`-th slot of the night that still has a room of the kind. */
export async function deskBook(
  request: APIRequestContext,
  token: string,
  night: string,
  userId: string,
  bath: boolean,
  skip: number,
): Promise<DeskBooked> {
  const answer = await request.get(`/api/api/reservations/availablereservations?dt=${night}`, {
    headers: auth(token),
  });
  expect(answer.status(), `the night's rooms: ${await answer.text()}`).toBe(200);
  const slots = (await answer.json()) as Slot[];
  const open = slots.filter((s) =>
    s.availableReservations.some((a) => a.bath === bath && !a.handicapped && !a.kallah && a.available > 0),
  );
  const slot = open[skip] ?? open[0];
  expect(slot, 'a slot with room').toBeTruthy();
  const response = await request.post('/api/api/reservations/newreservation?v=1&ignoreCutoff=True', {
    headers: auth(token),
    data: {
      reservationDate: night,
      reservationTime: slot!.timeSlot,
      bath,
      handicapped: false,
      kallah: false,
      doubleSlot: false,
      parking: false,
      salonManicure: false,
      salonBoth: false,
      userId,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: DeskBooked }).result;
}

/**
 * A shower room free tonight for the next check-in, whatever an earlier journey on this server left:
 * anyone still Waiting on the night has her check-in cancelled (a room made ready would go to her
 * first), and if no shower room is Available, one that is not in use is made so.
 */
export async function freeShowerRoom(
  request: APIRequestContext,
  token: string,
  night: string,
): Promise<void> {
  const list = (await (
    await request.get(`/api/api/reservations/day?dt=${night}`, { headers: auth(token) })
  ).json()) as { id: string; reservationStatus: string }[];
  for (const waiting of list.filter((r) => r.reservationStatus === 'Waiting')) {
    const back = await request.post(`/api/api/reservations/${waiting.id}/status/`, {
      headers: auth(token),
      data: { status: 'Reserved' },
    });
    expect(back.status(), await back.text()).toBe(200);
  }
  const rooms = (await (
    await request.get(`/api/api/rooms?dt=${night}`, { headers: auth(token) })
  ).json()) as { id: number; type: string; status: string }[];
  const showers = rooms.filter((r) => r.type === 'shower');
  if (showers.some((r) => r.status === 'Available')) return;
  const idle = showers.find((r) => r.status !== 'Occupied');
  expect(idle, 'a shower room not in use').toBeTruthy();
  const made = await request.post(`/api/api/rooms/${idle!.id}/status`, {
    headers: auth(token),
    data: { status: 'Available' },
  });
  expect(made.status(), await made.text()).toBe(200);
}

/** "4:25 PM" / "16:25": an instant as the desk writes it, on the facility's clock (`zone`). */
export function deskTime(iso: string | number, language: 'en' | 'he', zone = 'America/Los_Angeles'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const hours = Number(parts.find((p) => p.type === 'hour')?.value);
  const minutes = parts.find((p) => p.type === 'minute')?.value ?? '00';
  if (language === 'he') return `${String(hours).padStart(2, '0')}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
