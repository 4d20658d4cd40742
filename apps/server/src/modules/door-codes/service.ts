import {
  addDays,
  doorCodeStep,
  doorRetrySeconds,
  type DoorCodeStep,
  facilityToday,
  holdsDoorCode,
  reservationStatuses,
  wantedDoorCode,
  type ScheduleDay,
  type BuildingDeviceId,
} from '@tevila/domain';
import { chooseDoorLocks } from '../../adapters/door-locks/choose.ts';
import { DoorLockError } from '../../adapters/door-locks/port.ts';
import type { DoorLocksPort } from '../../adapters/door-locks/port.ts';
import type { AppContext } from '../../context.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findDeviceHealth, recordDeviceAnswered, recordDeviceFailed } from '../device-health/index.ts';
import { doorCodeCandidates, recordDoorCode } from './repo.ts';
import type { DoorCodeCandidate } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'log'>;

/** The device_health row of the lock server. */
export const DOOR_LOCKS_DEVICE: BuildingDeviceId = 'door-locks';

/** How often the sweep looks even when nothing woke it (pg-boss's whole minutes). */
export const DOOR_CODE_SWEEP_SECONDS = 60;

const holding = reservationStatuses.filter(holdsDoorCode);

export interface DoorSweep {
  put: number;
  deleted: number;
  /** Calls the lock server refused for one code (tried again later, each on its own backoff). */
  refused: number;
  /** Whether the sweep stopped because the lock server is down (tried again on the device's backoff). */
  down: boolean;
}

/**
 * Makes the doors hold what they should (docs/building/door-locks.md): for every reservation from
 * yesterday on, its code with its window while it holds one, and nothing once it does not. Level, not
 * edge: whatever changed a reservation (a booking, a payment, an edit, running late, a cancel, the
 * end of a visit), the next sweep sees it, so no path can forget to tell the doors. A lock server that
 * is down stops the sweep until its backoff ends; the night goes on without it.
 */
export async function syncDoorCodes(ctx: Ctx, options: { timeoutMs?: number } = {}): Promise<DoorSweep> {
  const sweep: DoorSweep = { put: 0, deleted: 0, refused: 0, down: false };
  const settings = await loadSettings(ctx);
  const locks = chooseDoorLocks(settings, options.timeoutMs);
  if (locks === null) return sweep;
  const now = ctx.clock.now();
  const health = await findDeviceHealth(ctx.db, DOOR_LOCKS_DEVICE);
  if (health?.retryAt && health.retryAt > now) return { ...sweep, down: true };
  const yesterday = addDays(facilityToday(now, settings.timeZone), -1);
  const candidates = await doorCodeCandidates(ctx.db, yesterday, holding, now);
  const steps: { row: DoorCodeCandidate; step: Exclude<DoorCodeStep, { kind: 'none' }> }[] = [];
  const days = new Map<string, ScheduleDay>();
  for (const row of candidates) {
    let day = days.get(row.night);
    if (day === undefined) days.set(row.night, (day = await scheduleDayOf(ctx, settings, row.night)));
    const wanted = wantedDoorCode({ ...row, timeSlot: row.timeSlot.toISOString() }, day, settings, now);
    const step = doorCodeStep(wanted, { programmed: row.programmed });
    if (step.kind !== 'none') steps.push({ row, step });
  }
  // Codes on before codes off: an edited booking's code opens the doors all along. A system that
  // holds each code once refuses the new booking's until the old one is off: tried again after.
  steps.sort((a, b) => Number(a.step.kind === 'delete') - Number(b.step.kind === 'delete'));
  let answered = false;
  const refusedPuts: typeof steps = [];
  const deletes = steps.filter((s) => s.step.kind === 'delete').length;
  for (const [round, list] of [steps, refusedPuts].entries()) {
    for (const item of list) {
      const { row, step } = item;
      try {
        const ref = await tell(locks, row, step);
        await recordDoorCode(
          ctx.db,
          row.id,
          {
            programmed: step.kind === 'put' ? step.code : null,
            ref,
            failures: 0,
            retryAt: null,
            lastError: null,
          },
          now,
        );
        answered = true;
        if (step.kind === 'put') sweep.put += 1;
        else sweep.deleted += 1;
      } catch (err) {
        if (!(err instanceof DoorLockError)) throw err;
        if (err.whole) {
          const failures = (health?.failures ?? 0) + 1;
          const retryAt = new Date(now.getTime() + doorRetrySeconds(failures) * 1000);
          await recordDeviceFailed(ctx.db, DOOR_LOCKS_DEVICE, err.localized, now, { failures, retryAt });
          ctx.log.warn({ err: err.message, retryAt }, 'the door-lock server did not answer; codes wait');
          return { ...sweep, down: true };
        }
        answered = true;
        if (round === 0 && step.kind === 'put' && deletes > 0) {
          refusedPuts.push(item);
          continue;
        }
        const failures = row.failures + 1;
        const retryAt = new Date(now.getTime() + doorRetrySeconds(failures) * 1000);
        // Refused: the doors hold what they held before; tried again at retryAt.
        await recordDoorCode(ctx.db, row.id, { failures, retryAt, lastError: err.message }, now);
        ctx.log.warn({ reservationId: row.id, err: err.message }, 'the door-lock server refused a code');
        sweep.refused += 1;
      }
    }
  }
  if (answered) await recordDeviceAnswered(ctx.db, DOOR_LOCKS_DEVICE, now);
  return sweep;
}

/** One step told to the doors; answers the lock system's name for the code, null once it is off. */
async function tell(
  locks: DoorLocksPort,
  row: DoorCodeCandidate,
  step: Exclude<DoorCodeStep, { kind: 'none' }>,
): Promise<string | null> {
  if (step.kind === 'put') return locks.program(row.id, step.code, row.ref);
  await locks.revoke(row.id, row.ref);
  return null;
}
