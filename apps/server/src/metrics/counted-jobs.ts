import type { RunningJobs } from '../jobs/boss.ts';
import type { AppMetrics } from '../app-metrics.ts';

/** The job queue with every failed job counted by its queue (it is still failed, and retried, as before). */
export function countingFailures(jobs: RunningJobs, metrics: AppMetrics): RunningJobs {
  return {
    ...jobs,
    work: (name, handler) =>
      jobs.work(name, async (data) => {
        try {
          await handler(data);
        } catch (err) {
          metrics.jobFailed(name);
          throw err;
        }
      }),
  };
}
