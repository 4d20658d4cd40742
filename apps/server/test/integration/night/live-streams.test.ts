import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { findReservation } from '../../../src/modules/reservations/repo.ts';
import { LiveHub } from '../../../src/modules/night/live-hub.ts';
import { signStreamTicket } from '../../../src/modules/sessions/stream-ticket.ts';
import { auth } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { listening, openSse } from '../../helpers/sse-client.ts';
import type { SseStream } from '../../helpers/sse-client.ts';
import { createSiblingApp, TEST_AUTH_SECRET } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

interface Visit {
  id: string;
  reservationTime: string;
  lateAfter: string;
  reservationStatus: string;
  room: { id: number; number: string; section: string } | null;
  waitingCode: string | null;
  position: number | null;
  estimatedWaitMinutes: number | null;
}

describe('live streams (docs/staff-api.md Live streams)', () => {
  const n = nightSuite();
  let base = '';
  const open: SseStream[] = [];

  beforeEach(async () => {
    base = `${await listening(n.t.app)}/api/api`;
    // The suite resets its reservations behind the server's back; a watched night is read again.
    n.t.caches.feed.receive(`night:${NIGHT}`);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  async function stream(path: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const s = await openSse(`${base}${path}`, headers);
    open.push(s);
    return s;
  }
  const visitOf = async (s: SseStream, after = 0) =>
    JSON.parse((await s.next('visit', { after })).data) as Visit;
  const ticket = (who: Patron, body: object) =>
    n.t.app.inject({ method: 'POST', url: '/api/api/events/ticket', headers: auth(who), payload: body });

  it('sends her visit at once, then each change the desk makes, with no attendant named', async () => {
    const id = n.ids[2]!;
    const s = await stream(`/reservations/${id}/events`, {
      ...auth(n.patrons[2]!),
      'accept-encoding': 'br, gzip',
    });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toBe('no-cache, no-transform');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-encoding']).toBeUndefined();
    const first = await visitOf(s);
    expect(first).toMatchObject({
      id,
      reservationStatus: 'Reserved',
      room: null,
      position: null,
      estimatedWaitMinutes: null,
    });
    // Her slot, and when she counts as late: lateGraceMinutes (15) after it, for her phone to say so.
    expect(Date.parse(first.lateAfter) - Date.parse(first.reservationTime)).toBe(15 * 60_000);

    // Every room is offline: she waits, first in line, with no room of her kind to estimate from.
    await n.openOnly([]);
    expect((await n.checkin(id)).statusCode).toBe(200);
    const waiting = await visitOf(s, 1);
    expect(waiting).toMatchObject({ reservationStatus: 'Waiting', position: 1, estimatedWaitMinutes: null });
    expect(waiting.waitingCode).toMatch(/^\d{3}$/);

    // A second patron arrives a minute later and waits behind her; a room made Available goes to her,
    // and she learns its number.
    n.t.clock.set(new Date(n.t.clock.now().getTime() + 60_000));
    expect((await n.checkin(n.ids[4]!)).statusCode).toBe(200);
    n.t.clock.set(new Date('2026-12-02T02:00:00Z'));
    const seventeen = await n.roomId('17');
    expect((await n.setRoom(seventeen, 'Available')).statusCode).toBe(200);
    const assigned = await visitOf(s, 2);
    expect(assigned).toMatchObject({
      reservationStatus: 'Assigned',
      room: { id: seventeen, number: '17', section: 'West' },
      position: null,
    });
    expect((await n.setRoom(seventeen, 'Prep')).statusCode).toBe(200);
    expect(await visitOf(s, 3)).toMatchObject({ reservationStatus: 'Prep', room: { number: '17' } });
    // Only changes are sent, each with an id; nothing names an attendant.
    expect(s.events.filter((e) => e.event === 'visit')).toHaveLength(4);
    expect(s.events.every((e) => e.id !== null && !e.data.includes('Rina'))).toBe(true);
  });

  it("estimates her wait from the night's own visits once three of her kind are done", async () => {
    await n.openOnly(['17']);
    const room = await n.roomId('17');
    let at = new Date('2026-12-02T02:00:00Z').getTime();
    try {
      // Three visits of 20 minutes each, from her room to Done.
      for (const i of [0, 1, 2]) {
        await n.at(new Date(at).toISOString());
        expect((await n.checkin(n.ids[i]!)).statusCode).toBe(200);
        await n.at(new Date((at += 20 * 60_000)).toISOString());
        for (const status of ['Prep', 'ReadyForMikvah', 'Dressing', 'Done', 'Available'])
          expect((await n.setRoom(room, status)).statusCode).toBe(200);
      }
      // The room taken again, the next one waits: 20 minutes and 15 of cleaning, where the stages
      // written in the settings say 80 for a shower.
      expect((await n.checkin(n.ids[4]!)).statusCode).toBe(200);
      expect((await n.checkin(n.ids[3]!)).statusCode).toBe(200);
      const s = await stream(`/reservations/${n.ids[3]!}/events`, auth(n.patrons[3]!));
      expect(await visitOf(s)).toMatchObject({
        reservationStatus: 'Waiting',
        position: 1,
        estimatedWaitMinutes: 35,
      });
    } finally {
      await n.at('2026-12-02T02:00:00Z');
    }
  });

  it('a reconnect with Last-Event-ID of the current state is sent nothing until the next change', async () => {
    const id = n.ids[3]!;
    const first = await stream(`/reservations/${id}/events`, auth(n.patrons[3]!));
    const seen = await first.next('visit');
    first.close();
    const again = await stream(`/reservations/${id}/events`, {
      ...auth(n.patrons[3]!),
      'last-event-id': seen.id!,
    });
    await n.openOnly([]);
    expect((await n.checkin(id)).statusCode).toBe(200);
    expect(JSON.parse((await again.next('visit')).data)).toMatchObject({ reservationStatus: 'Waiting' });
    // A different Last-Event-ID: the current state at once.
    const stale = await stream(`/reservations/${id}/events`, {
      ...auth(n.patrons[3]!),
      'last-event-id': 'x',
    });
    expect(JSON.parse((await stale.next('visit')).data)).toMatchObject({ reservationStatus: 'Waiting' });
  });

  it('opens with a ticket for exactly its stream, never with an access token in the URL', async () => {
    const mine = n.ids[5]!;
    const other = n.ids[6]!;
    const res = await ticket(n.patrons[5]!, { reservationId: mine });
    expect(res.statusCode, res.body).toBe(200);
    const { ticket: t, expiresAt } = res.json<{ ticket: string; expiresAt: string }>();
    expect(expiresAt).toBe('2026-12-01T18:01:00-08:00');
    const ok = await stream(`/reservations/${mine}/events?ticket=${t}`);
    expect(JSON.parse((await ok.next('visit')).data)).toMatchObject({ id: mine });

    const denied = { Message: 'Authorization has been denied for this request.' };
    for (const url of [
      `/reservations/${other}/events?ticket=${t}`,
      `/reservations/day/events?dt=${NIGHT}&ticket=${t}`,
      `/reservations/${mine}/events?ticket=${n.patrons[5]!.token}`,
      `/reservations/${mine}/events?access_token=${n.patrons[5]!.token}`,
      `/reservations/${mine}/events`,
    ]) {
      const s = await stream(url);
      expect(s.status, url).toBe(401);
      expect(JSON.parse(s.body)).toEqual(denied);
    }
    // Expired a second ago, or signed with another secret.
    const at = new Date(n.t.clock.now().getTime() - 61_000);
    const claims = { sub: n.patrons[5]!.userId, sid: 'x', stream: `reservation:${mine}` };
    const expired = await signStreamTicket(TEST_AUTH_SECRET, claims, at);
    const forged = await signStreamTicket(
      'another-secret-another-secret-another-secret',
      claims,
      n.t.clock.now(),
    );
    for (const bad of [expired.ticket, forged.ticket]) {
      expect((await stream(`/reservations/${mine}/events?ticket=${bad}`)).status).toBe(401);
    }
  });

  it("refuses another patron's reservation, a night to a patron, and a ticket asked for wrongly", async () => {
    const other = n.ids[6]!;
    const notYours = { Message: 'You may only see your own reservations.' };
    const s = await stream(`/reservations/${other}/events`, auth(n.patrons[5]!));
    expect(s.status).toBe(403);
    expect(JSON.parse(s.body)).toEqual(notYours);
    const t = await ticket(n.patrons[5]!, { reservationId: other });
    expect(t.statusCode).toBe(403);
    expect(t.json()).toEqual(notYours);
    const night = await ticket(n.patrons[5]!, { night: NIGHT });
    expect(night.statusCode).toBe(403);
    expect(night.json()).toEqual({
      Message: 'This needs one of these roles: Receptionist or Administrator.',
    });
    for (const body of [{}, { reservationId: other, night: NIGHT }]) {
      const res = await ticket(n.patrons[5]!, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: 'Give either a reservation or a night, not both.' });
    }
    const badNight = await ticket(n.desk, { night: '1 December' });
    expect(badNight.statusCode).toBe(400);
    expect(badNight.json()).toEqual({ Message: 'night must be a date as YYYY-MM-DD.' });
    // Staff may open any patron's stream.
    const desk = await stream(`/reservations/${other}/events`, auth(n.desk));
    expect(JSON.parse((await desk.next('visit')).data)).toMatchObject({ id: other });
  });

  it("tells the desk which reservations of the night changed; the desk's alone; a bad dt is a 400", async () => {
    const desk = await stream(`/reservations/day/events?dt=${NIGHT}`, auth(n.desk));
    expect(desk.status).toBe(200);
    const first = JSON.parse((await desk.next('night')).data) as { night: string; reservationIds: null };
    expect(first).toMatchObject({ night: NIGHT, reservationIds: null });
    await n.openOnly([]);
    expect((await n.checkin(n.ids[1]!)).statusCode).toBe(200);
    const change = JSON.parse((await desk.next('night', { after: 1 })).data) as { reservationIds: string[] };
    expect(change.reservationIds).toContain(n.ids[1]);

    // A room's own status and a call for help change no reservation: the desks are told with an empty list.
    const ids = async (after: number) =>
      (JSON.parse((await desk.next('night', { after })).data) as { reservationIds: string[] }).reservationIds;
    // With no one waiting (her check-in undone), a room taken to cleaning changes no visit.
    expect((await n.setStatus(n.ids[1]!, 'Reserved')).statusCode).toBe(200);
    // The undo's own frame first: changes that come together may be told in one frame, so the room
    // changes only once the desk has heard of the undo.
    let undo = 2;
    while (!(await ids(undo)).includes(n.ids[1]!)) undo += 1;
    expect(undo).toBeLessThan(5);
    expect((await n.setRoom(await n.roomId('3'), 'Cleaning')).statusCode).toBe(200);
    // The room's is the first frame after the undo's with an empty list.
    let after = undo + 1;
    while ((await ids(after)).length > 0) after += 1;
    expect(after).toBeLessThan(undo + 4);

    const patron = await stream(`/reservations/day/events?dt=${NIGHT}`, auth(n.patrons[1]!));
    expect(patron.status).toBe(403);
    for (const [dt, sentence] of [
      ['2026-13-45', 'dt must be a date as YYYY-MM-DD.'],
      ['', 'dt must be a date as YYYY-MM-DD.'],
    ] as const) {
      const bad = await stream(`/reservations/day/events?dt=${dt}`, auth(n.desk));
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body)).toEqual({ Message: sentence });
    }
    const missing = await stream('/reservations/day/events', auth(n.desk));
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body)).toEqual({ Message: 'The night is required, as YYYY-MM-DD.' });
    // A night's ticket opens that night only.
    const t = (await ticket(n.admin, { night: NIGHT })).json<{ ticket: string }>().ticket;
    expect((await stream(`/reservations/day/events?dt=${NIGHT}&ticket=${t}`)).status).toBe(200);
    expect((await stream(`/reservations/day/events?dt=2026-12-02&ticket=${t}`)).status).toBe(401);
  });

  it('beats for every stream on one timer, and lets a stream go when its client does', async () => {
    /** A response as the hub uses it: what was written, and a close the test sends. */
    const response = () =>
      Object.assign(new EventEmitter(), {
        written: [] as string[],
        writableEnded: false,
        destroyed: false,
        socket: { destroyed: false },
        writableLength: 0,
        write(chunk: string) {
          this.written.push(chunk);
          return true;
        },
        end() {
          this.writableEnded = true;
        },
      });
    const hub = new LiveHub(contextOf(n.t.app), 20);
    const timers = vi.spyOn(globalThis, 'setInterval');
    const [first, second] = [response(), response()];
    for (const [raw, i] of [
      [first, 2],
      [second, 3],
    ] as const) {
      const row = await findReservation(n.t.db, n.ids[i]!);
      await hub.openVisit(() => raw as unknown as ServerResponse, row!, undefined, {
        sessionId: 'a session this test does not end',
        userId: n.patrons[i]!.userId,
      });
    }
    expect(hub.size).toBe(2);
    // Her visit is its first event (a heartbeat may come before it on a busy machine: the timer is 20 ms).
    expect(first.written.find((frame) => !frame.startsWith(':'))).toMatch(/^id: \S+\nevent: visit\ndata: \{/);
    await vi.waitFor(() => expect(second.written).toContain(': keep-alive\n\n'));
    // One heartbeat timer for both streams, none of their own.
    expect(timers.mock.calls.filter((call) => call[1] === 20)).toHaveLength(1);
    timers.mockRestore();
    first.emit('close');
    expect(hub.size).toBe(1);
    hub.close();
    expect(second.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
  });

  it.runIf(testEngine() === 'pg')('a change made on one instance reaches a stream on another', async () => {
    const sibling = await createSiblingApp(n.t);
    const other = await listening(sibling);
    const id = n.ids[7]!;
    const t = (await ticket(n.patrons[7]!, { reservationId: id })).json<{ ticket: string }>().ticket;
    // The ticket was issued by the first instance and opens the stream on the second.
    const s = await openSse(`${other}/api/api/reservations/${id}/events?ticket=${t}`);
    open.push(s);
    expect(JSON.parse((await s.next('visit')).data)).toMatchObject({ reservationStatus: 'Reserved' });
    await n.openOnly([]);
    expect((await n.checkin(id)).statusCode).toBe(200);
    expect(JSON.parse((await s.next('visit', { after: 1 })).data)).toMatchObject({
      reservationStatus: 'Waiting',
    });
    // Closing the server ends the stream it holds open, and does not wait for the client.
    await sibling.close();
    await s.ended;
  });
});
