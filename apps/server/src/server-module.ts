import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import type { Engine } from './db/client.ts';
import type { SweepName } from './jobs/boss.ts';
import type { JobName, JobPayloads } from './jobs/queue.ts';
import type { ReservationEvents } from './module-events.ts';

/** What a job's handler is given besides the context: the database's engine (a backup writes by it). */
export interface JobHost {
  readonly engine: Engine;
}

/** A job a module works, by its queue's name. */
export interface ModuleJob<N extends JobName = JobName> {
  readonly name: N;
  // A method, so a job of one queue is a job of any (the queue's name picks its payload at the call).
  run(ctx: AppContext, data: JobPayloads[N], host: JobHost): Promise<unknown>;
}

/** A sweep: a job pg-boss sends on a schedule, every `everySeconds` (decision 0032). */
export interface ModuleSweep extends ModuleJob<SweepName> {
  readonly everySeconds: number;
}

/** The job of a queue, its handler typed by the queue's payload. */
export const job = <N extends JobName>(name: N, run: ModuleJob<N>['run']): ModuleJob<N> => ({ name, run });

/** A sweep, every `everySeconds`. */
export const sweep = (name: SweepName, everySeconds: number, run: ModuleSweep['run']): ModuleSweep => ({
  name,
  everySeconds,
  run,
});

/** Routes as a Fastify plugin: each registers its contract's paths (docs/decisions/0072). */
export type ModuleRoutes = FastifyPluginAsyncZod<{ ctx: AppContext; version: string }>;

/**
 * What a module plugs into the app (docs/decisions/0073): its routes, the jobs and sweeps it works,
 * its handlers of a reservation's changes, and what it starts with the app. Each module's index.ts
 * exports one; app.ts composes the list.
 */
export interface ServerModule {
  readonly name: string;
  readonly routes?: readonly ModuleRoutes[];
  readonly jobs?: readonly ModuleJob[];
  readonly sweeps?: readonly ModuleSweep[];
  /** Its part of what a reservation's changes set off (decision 0031). */
  readonly reservationEvents?: (ctx: Omit<AppContext, 'reservationEvents'>) => Partial<ReservationEvents>;
  /** Started once the app's context exists (a listener); stopped when the app closes. */
  readonly start?: (ctx: AppContext) => (() => unknown) | void;
}
