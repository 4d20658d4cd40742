import type { ServerResponse } from 'node:http';
import { formatInstant } from '@tevila/domain';
import type { LiveNight } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { isOpen, SSE_HEARTBEAT, sseFrame, writeFrame } from '../../http/sse.ts';
import { findReservation } from '../reservations/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { digest, loneVisit, nightVisits } from './live-state.ts';
import type { KeptVisit } from './live-state.ts';
import { listOpenAlerts } from './alerts-repo.ts';
import { listCompletedStays, listDay, listNightRooms, listOpenSupplies } from './repo.ts';
import { StreamViewers } from './stream-viewers.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'log'>;

/** An open stream of one visit: the id of the state it was sent last, nothing more. */
interface VisitStream {
  raw: ServerResponse;
  reservationId: string;
  sent: string | null;
}

/** What this instance watches of one night: its open streams and its visits as last read. */
interface Watch {
  visits: Map<string, Set<VisitStream>>;
  desks: Set<ServerResponse>;
  kept: Map<string, KeptVisit> | null;
  /** The rooms' statuses and open calls for help as last read: a change of them alone is news to the desks. */
  rooms: string | null;
  reading: Promise<void> | null;
  again: boolean;
}

/** docs/staff-api.md Live streams: a comment this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * The live streams of one app (docs/decisions/0038). One listener on the change feed's 'night' topic:
 * when a night with open streams changes, its reservations and rooms are read once for the whole night
 * and each stream whose visit changed is sent its new state; the desks are told which reservations
 * changed. A stream holds a response and the id of what it was sent last; one timer beats for all.
 */
export class LiveHub {
  readonly #ctx: Ctx;
  readonly #nights = new Map<string, Watch>();
  /** The night each open stream watches: where its close takes it from. */
  readonly #nightOf = new Map<ServerResponse, string>();
  readonly #viewers: StreamViewers;
  readonly #heartbeatMs: number;
  #heartbeat: NodeJS.Timeout | null = null;
  #closed = false;
  /** The facility's, as last read with the settings: the desks' events say when in it. */
  #timeZone = 'UTC';

  constructor(ctx: Ctx, heartbeatMs = HEARTBEAT_MS) {
    this.#ctx = ctx;
    this.#heartbeatMs = heartbeatMs;
    ctx.caches.feed.on('night', (night) => this.#changed(night), { committed: true });
    // Money, a patron, a section's attendant or a cubicle changed: no visit moved, but the desks' list
    // shows it, so every desk reads its list again. The writers of reservations and rooms publish
    // their night themselves, with what changed.
    ctx.caches.feed.on(
      'desk',
      (table) => {
        if (table !== 'reservations' && table !== 'rooms') this.#deskChanged();
      },
      { committed: true },
    );
    // A sign-out, a role taken away, an account deleted: the streams it opened end at once.
    this.#viewers = new StreamViewers(ctx);
    ctx.caches.feed.on('session', (sessionId) => void this.#viewers.recheck(sessionId), { committed: true });
    // The second factor turned on: a stream opened by a session without it may show staff no more.
    ctx.caches.feed.on('settings', () => void this.#viewers.recheck('*'), { committed: true });
    ctx.caches.feed.onReset(() => this.#reset());
  }

  /** How many streams are open on this instance. */
  get size(): number {
    let n = 0;
    for (const w of this.#nights.values()) {
      n += w.desks.size;
      for (const set of w.visits.values()) n += set.size;
    }
    return n;
  }

  /**
   * Her visit's stream: its state at once (unless it is the one named by Last-Event-ID), then each
   * change. `open` sends the stream's headers (http/sse.ts openEventStream): it is called only once the
   * stream is admitted, so a refusal is still the usual JSON answer.
   */
  async openVisit(
    open: () => ServerResponse,
    row: ReservationRow,
    lastEventId: string | undefined,
    by: Pick<Principal, 'sessionId' | 'userId'>,
  ): Promise<void> {
    const raw = this.#admit(open, by, row.userId);
    if (raw !== null) await this.#watchVisit(raw, row, lastEventId ?? null);
  }

  async #watchVisit(raw: ServerResponse, row: ReservationRow, sent: string | null): Promise<void> {
    const stream: VisitStream = { raw, reservationId: row.id, sent };
    this.#place(raw, row.night, (w) => addVisit(w, stream));
    if (!this.#ctx.caches.feed.usable) writeFrame(raw, feedFrame(false));
    const watch = this.#nights.get(row.night);
    if (watch === undefined) return;
    // What is kept is current while delivery is live and no read is under way; else read it now.
    if (watch.kept === null || watch.reading !== null || !this.#ctx.caches.feed.usable)
      await this.#read(row.night, watch);
    this.#sendVisit(row.night, stream, watch.kept?.get(row.id));
  }

  /** The desk's stream of a night: a first event that says "read the list", then one per change. */
  openNight(
    open: () => ServerResponse,
    night: string,
    timeZone: string,
    by: Pick<Principal, 'sessionId' | 'userId'>,
  ): void {
    const raw = this.#admit(open, by, null);
    if (raw === null) return;
    this.#timeZone = timeZone;
    this.#place(raw, night, (w) => w.desks.add(raw));
    writeFrame(raw, this.#nightFrame(night, null));
    if (!this.#ctx.caches.feed.usable) writeFrame(raw, feedFrame(false));
    const watch = this.#nights.get(night);
    // What the night is now, to tell what a change changed.
    if (watch !== undefined && watch.kept === null) void this.#read(night, watch);
  }

  /** Ends every stream (app.close): nothing is left open to hold the server. */
  close(): void {
    this.#closed = true;
    for (const watch of this.#nights.values()) {
      for (const raw of watch.desks) raw.end();
      for (const set of watch.visits.values()) for (const s of set) s.raw.end();
    }
    this.#nights.clear();
    this.#beat();
  }

  /**
   * Refuses the stream when her device or account holds its fill (a 429, before anything is sent),
   * then opens it and keeps it until its close. Its client may have gone during the route's awaits
   * (checking her session, her reservation): its close was heard by no one, so it is ended here and
   * never kept (docs/decisions/0044). Nothing waits between the count, the check and the keeping.
   */
  #admit(
    open: () => ServerResponse,
    by: Pick<Principal, 'sessionId' | 'userId'>,
    ownerId: string | null,
  ): ServerResponse | null {
    this.#viewers.admit(by);
    const raw = open();
    if (this.#closed || !isOpen(raw)) {
      raw.end();
      return null;
    }
    this.#viewers.set(raw, by, ownerId);
    raw.once('close', () => this.#drop(raw));
    return raw;
  }

  /** Puts an open stream among its night's. */
  #place(raw: ServerResponse, night: string, add: (watch: Watch) => void): void {
    let watch = this.#nights.get(night);
    if (watch === undefined) {
      watch = { visits: new Map(), desks: new Set(), kept: null, rooms: null, reading: null, again: false };
      this.#nights.set(night, watch);
    }
    add(watch);
    this.#nightOf.set(raw, night);
    this.#beat();
  }

  /** Takes a stream from its night's (to end it, or to move it to another night). */
  #unplace(raw: ServerResponse): void {
    const night = this.#nightOf.get(raw);
    if (night === undefined) return;
    this.#nightOf.delete(raw);
    const watch = this.#nights.get(night);
    if (watch === undefined) return;
    watch.desks.delete(raw);
    for (const [id, set] of watch.visits) {
      for (const s of set) if (s.raw === raw) set.delete(s);
      if (set.size === 0) watch.visits.delete(id);
    }
    if (watch.desks.size === 0 && watch.visits.size === 0) this.#nights.delete(night);
    this.#beat();
  }

  #drop(raw: ServerResponse): void {
    this.#viewers.delete(raw);
    this.#unplace(raw);
  }

  /** One timer for every stream, running only while some are open. */
  #beat(): void {
    const open = this.#nights.size > 0;
    if (open && this.#heartbeat === null) {
      this.#heartbeat = setInterval(
        () => this.#everyStream((raw) => writeFrame(raw, SSE_HEARTBEAT)),
        this.#heartbeatMs,
      );
      this.#heartbeat.unref();
    } else if (!open && this.#heartbeat !== null) {
      clearInterval(this.#heartbeat);
      this.#heartbeat = null;
    }
  }

  #everyStream(write: (raw: ServerResponse) => void): void {
    for (const watch of this.#nights.values()) {
      for (const raw of watch.desks) write(raw);
      for (const set of watch.visits.values()) for (const s of set) write(s.raw);
    }
  }

  #changed(night: string): void {
    for (const [watched, watch] of this.#nights)
      if (night === '*' || night === watched) void this.#read(watched, watch);
  }

  #deskChanged(): void {
    for (const [night, watch] of this.#nights) {
      if (watch.desks.size === 0) continue;
      const frame = this.#nightFrame(night, null);
      for (const raw of watch.desks) writeFrame(raw, frame);
    }
  }

  /** Delivery lost or regained: every stream is told, and every watched night is read again. */
  #reset(): void {
    const live = this.#ctx.caches.feed.usable;
    this.#everyStream((raw) => writeFrame(raw, feedFrame(live)));
    for (const [night, watch] of this.#nights) {
      for (const raw of watch.desks) writeFrame(raw, this.#nightFrame(night, null));
      void this.#read(night, watch);
    }
  }

  /**
   * Reads the night once for every stream of it. A change that comes while a read is under way reads
   * it again after, so the last state sent is never older than the last change. A fault of the
   * database is logged and leaves the streams open: the next change reads again.
   */
  #read(night: string, watch: Watch): Promise<void> {
    if (watch.reading !== null) {
      watch.again = true;
      return watch.reading;
    }
    const run = async () => {
      do {
        watch.again = false;
        try {
          const settings = await loadSettings(this.#ctx);
          this.#timeZone = settings.timeZone;
          const [rows, rooms, alerts, stays] = await Promise.all([
            listDay(this.#ctx.db, night),
            listNightRooms(this.#ctx.db, night),
            listOpenAlerts(this.#ctx.db, night),
            listCompletedStays(this.#ctx.db, night),
          ]);
          // The list and the board show open supply requests: one asked for or brought is a change.
          const supplies = await listOpenSupplies(
            this.#ctx.db,
            rows.map((r) => r.id),
          );
          const before = watch.kept;
          const roomsBefore = watch.rooms;
          watch.kept = nightVisits(rows, rooms, stays, settings);
          watch.rooms = digest(
            JSON.stringify([
              rooms.map((r) => [r.room.id, r.room.status, r.room.statusChangedAt.getTime()]),
              alerts.map((a) => a.alert.id),
              supplies.map((s) => s.id),
            ]),
          );
          this.#push(night, watch, before, roomsBefore !== null && roomsBefore !== watch.rooms);
        } catch (err) {
          this.#ctx.log.warn({ err, night }, 'live: reading the night failed');
        }
      } while (watch.again && this.#nights.get(night) === watch);
    };
    watch.reading = run().finally(() => {
      watch.reading = null;
    });
    return watch.reading;
  }

  /** `roomsChanged`: a room, a call for help or a supply request changed, which the list and the board show: the desks are told even when no reservation changed (an empty list). */
  #push(night: string, watch: Watch, before: Map<string, KeptVisit> | null, roomsChanged: boolean): void {
    const kept = watch.kept!;
    for (const [id, set] of watch.visits) for (const s of set) this.#sendVisit(night, s, kept.get(id));
    if (before === null || watch.desks.size === 0) return;
    const changed = new Set<string>();
    for (const [id, v] of kept) if (before.get(id)?.id !== v.id) changed.add(id);
    for (const id of before.keys()) if (!kept.has(id)) changed.add(id);
    if (changed.size === 0 && !roomsChanged) return;
    const frame = this.#nightFrame(night, [...changed]);
    for (const raw of watch.desks) writeFrame(raw, frame);
  }

  #sendVisit(night: string, stream: VisitStream, visit: KeptVisit | undefined): void {
    if (visit === undefined) {
      void this.#lost(night, stream);
      return;
    }
    if (stream.sent === visit.id) return;
    stream.sent = visit.id;
    writeFrame(stream.raw, sseFrame('visit', visit.id, visit.json));
  }

  /**
   * Her reservation is not among the night's (Replaced, or moved to another night): its own row says
   * where it is. Only this case reads for one stream.
   */
  async #lost(night: string, stream: VisitStream): Promise<void> {
    try {
      const row = await findReservation(this.#ctx.db, stream.reservationId);
      // Ended or closed while it was read: nothing to move or send.
      if (row === undefined || !isOpen(stream.raw)) return;
      if (row.night !== night && row.status !== 'Replaced') {
        // The same stream, admitted already: it moves to the other night.
        this.#unplace(stream.raw);
        await this.#watchVisit(stream.raw, row, stream.sent);
        return;
      }
      const lone = loneVisit(row, await loadSettings(this.#ctx));
      if (stream.sent === lone.id) return;
      stream.sent = lone.id;
      writeFrame(stream.raw, sseFrame('visit', lone.id, lone.json));
    } catch (err) {
      this.#ctx.log.warn({ err }, 'live: reading a reservation failed');
    }
  }

  #nightFrame(night: string, reservationIds: string[] | null): string {
    const at = formatInstant(this.#ctx.clock.now(), this.#timeZone);
    const json = JSON.stringify({ night, reservationIds, at } satisfies LiveNight);
    return sseFrame('night', digest(json), json);
  }
}

function addVisit(watch: Watch, stream: VisitStream): void {
  let set = watch.visits.get(stream.reservationId);
  if (set === undefined) watch.visits.set(stream.reservationId, (set = new Set()));
  set.add(stream);
}

function feedFrame(live: boolean): string {
  return sseFrame('feed', null, JSON.stringify({ live }));
}
