import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { addDays, callLightLevels, eveningSystemsOn, facilityToday } from '@tevila/domain';
import type { OpenCall } from '@tevila/domain';
import { createArtnetSender } from '../../adapters/call-lights/artnet-sender.ts';
import type { CallLightsPort, CallLightsTarget } from '../../adapters/call-lights/port.ts';
import { wallTime } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import { msg } from '../../i18n/messages.ts';
import { holdLease, recordDeviceAnswered, recordDeviceFailed, releaseLease } from '../device-health/index.ts';
import { oneAtATime } from '../../one-at-a-time.ts';
import { loadSettings } from '../settings/index.ts';
import { listOpenCalls } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'log'>;

export const DMX_NODE_DEVICE = 'dmx-node';
/** Art-Net universe 0: the first universe of the node. */
export const CALL_LIGHTS_UNIVERSE = 0;
/** The holder renews every second; another instance takes over once a lease has run this long unrenewed. */
const LEASE_SECONDS = 5;
const TICK_MS = 1000;
/** How finely blinking is timed. */
const BEAT_MS = 25;
/** How often the devices page is told the node is still being sent to (a frame goes every second). */
const HEALTH_EVERY_MS = 60_000;
/** Writes that open or close a call; any of them reloads the calls at once rather than at the next tick. */
const callTables = new Set(['room_alerts', 'supply_requests', 'reservations', 'rooms']);

export interface CallLights {
  /** Reloads settings and calls now (a test or a changed setting need not wait for the tick). */
  refresh(): Promise<void>;
  /** Whether this instance is the building's sender. */
  holding(): boolean;
  stop(): Promise<void>;
}

/**
 * The hallway's call lights (docs/building/call-lights.md): one instance of the deployment holds the
 * DMX node (a lease in the database, renewed every second, taken over when it runs out) and blinks
 * each room's channel while a call from that room is open. The calls are read from the database, so a
 * restart or a takeover shows the same lights. Nothing here can fail a booking or a call: a node that
 * is not there is recorded on the devices page and the night goes on.
 */
export function startCallLights(
  ctx: Ctx,
  send: (target: CallLightsTarget) => CallLightsPort = createArtnetSender,
): CallLights {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let sender: { key: string; port: CallLightsPort } | undefined;
  let held = false;
  let calls: OpenCall[] = [];
  let blink = { dmxBlinkOnMs: 500, dmxBlinkOffMs: 500 };
  let lit = new Set<number>();
  let stopped = false;
  let healthAt = 0;
  let lastError: string | undefined;
  let unreadable = false;

  const record = (work: Promise<void>) =>
    work.catch((err: unknown) => ctx.log.warn({ err }, 'the call lights could not record their health'));
  const onSent = () => {
    const now = ctx.clock.now();
    if (lastError === undefined && now.getTime() - healthAt < HEALTH_EVERY_MS) return;
    healthAt = now.getTime();
    lastError = undefined;
    void record(recordDeviceAnswered(ctx.db, DMX_NODE_DEVICE, now));
  };
  const onError = (err: Error) => {
    if (err.message === lastError) return;
    lastError = err.message;
    ctx.log.warn({ err }, 'a call-lights frame was refused');
    const fault = msg('deviceFault.dmxRefused', { detail: err.message });
    void record(recordDeviceFailed(ctx.db, DMX_NODE_DEVICE, fault, ctx.clock.now()));
  };

  async function closeSender(): Promise<void> {
    const was = sender;
    sender = undefined;
    lit = new Set();
    await was?.port.close();
  }

  async function letGo(): Promise<void> {
    await closeSender();
    if (held) await releaseLease(ctx.db, DMX_NODE_DEVICE, holder);
    held = false;
  }

  async function load(): Promise<void> {
    const s = await loadSettings(ctx);
    const host = s.dmxNodeAddress.trim();
    // Out of the evening's hours (dailyPMHour to dailyShutdownHour) the lights are not driven at all.
    if (host === '' || stopped || !eveningSystemsOn(ctx.clock.now(), s)) return letGo();
    held = await holdLease(ctx.db, DMX_NODE_DEVICE, holder, LEASE_SECONDS);
    if (!held) return closeSender();
    const key = `${host}:${s.dmxPort}`;
    if (sender?.key !== key) {
      await closeSender();
      sender = {
        key,
        port: send({ host, port: s.dmxPort, universe: CALL_LIGHTS_UNIVERSE, onError, onSent }),
      };
    }
    blink = { dmxBlinkOnMs: s.dmxBlinkOnMs, dmxBlinkOffMs: s.dmxBlinkOffMs };
    const tonight = facilityToday(ctx.clock.now(), s.timeZone);
    // Last night's calls still count after midnight; older ones were left open by mistake.
    calls = await listOpenCalls(ctx.db, addDays(tonight, -1));
    beat();
  }

  /**
   * One load at a time. A change while one runs asks for one more, and its caller waits for that one:
   * the load under way may have read the settings and calls from before the change.
   */
  const refresh = oneAtATime(
    () =>
      load()
        .then(() => {
          unreadable = false;
        })
        .catch((err: unknown) => {
          // The database is away: keep what is lit; the next tick tries again (said once per outage).
          if (!unreadable) ctx.log.warn({ err }, 'the call lights could not read the open calls');
          unreadable = true;
        }),
    () => stopped,
  );

  function beat(): void {
    if (sender === undefined) return;
    // Blinking is seen by people in the hallway: real time, whatever the app clock says.
    const levels = callLightLevels(calls, wallTime(), blink);
    // A call answered since the last beat: its channel goes dark and stays so.
    for (const channel of lit) if (!levels.has(channel)) levels.set(channel, 0);
    lit = new Set(calls.map((c) => c.channel));
    sender.port.show(levels);
  }

  const tick = setInterval(() => void refresh(), TICK_MS);
  tick.unref();
  const beats = setInterval(beat, BEAT_MS);
  beats.unref();
  ctx.caches.feed.on(
    'desk',
    (table) => {
      if (!stopped && callTables.has(table)) void refresh();
    },
    { committed: true },
  );
  void refresh();

  return {
    refresh,
    holding: () => held,
    stop: async () => {
      stopped = true;
      clearInterval(tick);
      clearInterval(beats);
      await refresh.idle();
      await letGo().catch((err: unknown) => ctx.log.warn({ err }, 'the call lights could not let go'));
    },
  };
}
