import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { compressorRuns, compressorWiring, holyTimeAt } from '@tevila/domain';
import { deviceFault } from '../../adapters/device-error.ts';
import { english, msg, type LocalMessage } from '../../i18n/messages.ts';
import { connectCompressorRelay } from '../../adapters/compressor/modbus.ts';
import type { CompressorRelay } from '../../adapters/compressor/modbus.ts';
import type { AppContext } from '../../context.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { holdLease, recordDeviceAnswered, recordDeviceFailed, releaseLease } from '../device-health/index.ts';
import { oneAtATime } from '../../one-at-a-time.ts';
import { loadSettings } from '../settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'log'>;

export const COMPRESSOR_DEVICE = 'compressor-relay';
const LEASE_SECONDS = 5;
const TICK_MS = 1000;
/** How often the devices page is told the relay still answers. */
const HEALTH_EVERY_MS = 60_000;

export interface Compressor {
  /** One look at the pressure switch and the coil now (a test need not wait for the tick). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The air compressor (docs/building/compressor.md): one instance holds the relay (a lease), reads the
 * pressure switch every second and runs the coil by compressorRuns: at once on a weekday, only after
 * shabbosCompressorDelayMinutes of asking on Shabbos and Yom Tov. Entering and leaving Shabbos mode
 * is audited. A relay that does not answer is recorded; the coil is left as it was.
 */
export function startCompressor(ctx: Ctx, connect = connectCompressorRelay): Compressor {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let relay: { address: string; port: CompressorRelay } | undefined;
  let held = false;
  let demandSince: number | null = null;
  /** The coil last written and how: so a change of setting or a let-go switches off the right one. */
  let written: { coil: number; on: boolean } | undefined;
  let holy: boolean | undefined;
  let healthAt = 0;
  let lastError: string | undefined;
  let stopped = false;

  const closeRelay = () => {
    relay?.port.close();
    relay = undefined;
    written = undefined;
  };
  async function letGo(): Promise<void> {
    // A compressor left running by an instance that lets go would run unwatched: off, best effort.
    if (written?.on === true) await relay?.port.run(written.coil, false).catch(() => undefined);
    closeRelay();
    demandSince = null;
    holy = undefined;
    if (held) await releaseLease(ctx.db, COMPRESSOR_DEVICE, holder);
    held = false;
  }
  async function failed(fault: LocalMessage, now: Date): Promise<void> {
    const said = english(fault);
    if (said === lastError) return;
    lastError = said;
    ctx.log.warn({ err: said }, 'the compressor relay did not answer');
    await recordDeviceFailed(ctx.db, COMPRESSOR_DEVICE, fault, now);
  }

  async function look(): Promise<void> {
    const s = await loadSettings(ctx);
    const address = s.modbusRelayAddress.trim();
    const wiring = compressorWiring(s);
    const now = ctx.clock.now();
    if (stopped || address === '' || wiring === 'none') return letGo();
    if (wiring === 'on-a-gate') {
      await letGo();
      return failed(msg('deviceFault.compressorOnGate', { coil: s.compressorRelayCoil }), now);
    }
    held = await holdLease(ctx.db, COMPRESSOR_DEVICE, holder, LEASE_SECONDS);
    if (!held) return closeRelay();
    if (relay?.address !== address) {
      closeRelay();
      relay = { address, port: connect(address) };
    }
    const isHoly = holyTimeAt(now.getTime(), s);
    if (holy !== undefined && holy !== isHoly)
      await insertAuditEntry(
        ctx.db,
        { userId: null, ip: null },
        {
          at: now,
          action: isHoly ? 'compressor.shabbos_start' : 'compressor.shabbos_end',
          entity: 'building-device',
          entityId: COMPRESSOR_DEVICE,
          before: { shabbosMode: holy },
          after: { shabbosMode: isHoly, delayMinutes: s.shabbosCompressorDelayMinutes },
        },
      );
    holy = isHoly;
    try {
      const asking = await relay.port.demand(wiring.input);
      demandSince = asking ? (demandSince ?? now.getTime()) : null;
      const run = compressorRuns({
        demandSinceMs: demandSince,
        nowMs: now.getTime(),
        holy: isHoly,
        delayMinutes: s.shabbosCompressorDelayMinutes,
      });
      // A coil changed in the settings: the old one is switched off first.
      if (written?.on === true && written.coil !== wiring.coil) await relay.port.run(written.coil, false);
      if (written?.coil !== wiring.coil || written.on !== run) {
        await relay.port.run(wiring.coil, run);
        written = { coil: wiring.coil, on: run };
      }
    } catch (err) {
      written = undefined;
      return failed(deviceFault(err), now);
    }
    if (lastError !== undefined || now.getTime() - healthAt >= HEALTH_EVERY_MS) {
      lastError = undefined;
      healthAt = now.getTime();
      await recordDeviceAnswered(ctx.db, COMPRESSOR_DEVICE, now);
    }
  }

  /**
   * One look at a time, and asked while one runs, one more after it: the look under way may have read
   * the clock or the settings from before. A database that is away is said and tried at the next tick.
   */
  const tick = oneAtATime(
    () => look().catch((err: unknown) => ctx.log.warn({ err }, 'the compressor could not be looked after')),
    () => stopped,
  );

  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await tick.idle();
      await letGo().catch(() => undefined);
    },
  };
}
