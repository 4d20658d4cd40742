import { jobNames } from '../../jobs/queue.ts';
import type { AppContext } from '../../context.ts';
import { loadSettings } from '../settings/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'jobs' | 'log'>;

/** A burst of writes (a night's list being worked) sends one early sweep, not one per write. */
const GATHER_MS = 300;

/**
 * Any committed write to reservations (the database's own notice, migration 0014), by whatever code
 * and on any instance, runs the door-code sweep at once rather than at its next tick: her code is on
 * the doors within seconds of her booking, and off them as soon as she cancels.
 */
export function sweepDoorCodesOnChange(ctx: Ctx): void {
  let timer: NodeJS.Timeout | undefined;
  const nudge = async () => {
    timer = undefined;
    try {
      if ((await loadSettings(ctx)).doorLockSystem === 'none') return;
      await ctx.jobs.nudge(jobNames.syncDoorCodes);
    } catch (err) {
      ctx.log.warn({ err }, 'the door-code sweep could not be started early; its tick will run it');
    }
  };
  ctx.caches.feed.on(
    'desk',
    (table) => {
      if (table !== 'reservations' || timer !== undefined) return;
      timer = setTimeout(() => void nudge(), GATHER_MS);
      timer.unref();
    },
    { committed: true },
  );
}
