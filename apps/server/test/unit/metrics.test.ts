import { describe, expect, it } from 'vitest';
import type { RunningJobs } from '../../src/jobs/boss.ts';
import { AppMetrics } from '../../src/app-metrics.ts';
import { countingFailures } from '../../src/metrics/counted-jobs.ts';

/** A queue that keeps its workers' handlers, for the test to call as pg-boss would. */
function keptHandlers() {
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  const jobs = {
    running: true,
    send: async () => {},
    sendAll: async () => {},
    wake: () => {},
    work: async (name: string, handler: (data: unknown) => Promise<void>) => {
      handlers.set(name, handler);
    },
    schedule: async () => {},
    stop: async () => {},
  } as unknown as RunningJobs;
  return { jobs, handlers };
}

describe('AppMetrics', () => {
  it('counts a failed job by its queue, and still fails it so its queue retries it', async () => {
    const metrics = new AppMetrics();
    const { jobs, handlers } = keptHandlers();
    await countingFailures(jobs, metrics).work('deliver-message', async (data) => {
      if (data.messageId === 2) throw new Error('mail server down');
    });
    const handler = handlers.get('deliver-message')!;
    await handler({ messageId: 1 });
    await expect(handler({ messageId: 2 })).rejects.toThrow('mail server down');
    await expect(handler({ messageId: 2 })).rejects.toThrow('mail server down');
    expect(await metrics.text()).toContain('tevila_job_failures_total{queue="deliver-message"} 2');
  });

  it('reads the queues when scraped; a database that does not answer leaves them out, never an error', async () => {
    const metrics = new AppMetrics();
    let down = false;
    metrics.watch({
      queued: async () => {
        if (down) throw new Error('connection refused');
        return { 'deliver-message': 3, 'release-hold': 0 };
      },
    });
    const up = await metrics.text();
    expect(up).toContain('tevila_jobs_queued{queue="deliver-message"} 3');
    expect(up).toContain('tevila_jobs_queued{queue="release-hold"} 0');
    down = true;
    const later = await metrics.text();
    expect(later).not.toContain('tevila_jobs_queued{');
    expect(later).toContain('# TYPE tevila_jobs_queued gauge');
  });

  it('gives the pool by state, and open streams as the hub counts them', async () => {
    const metrics = new AppMetrics();
    let streams = 4;
    metrics.watch({ streams: () => streams, pool: () => ({ total: 10, idle: 7, waiting: 2 }) });
    const text = await metrics.text();
    expect(text).toContain('tevila_event_streams_open 4');
    expect(text).toContain('tevila_db_pool_connections{state="in_use"} 3');
    expect(text).toContain('tevila_db_pool_connections{state="idle"} 7');
    expect(text).toContain('tevila_db_pool_connections{state="waiting"} 2');
    streams = 0;
    expect(await metrics.text()).toContain('tevila_event_streams_open 0');
  });
});
