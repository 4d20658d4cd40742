import { DEFAULT_FACILITY, isRecord } from '@tevila/domain';
import type { AppContext } from './context.ts';
import { listFacilities } from './db/facilities-repo.ts';
import { inFacility } from './db/facility-scope.ts';
import type { RunningJobs } from './jobs/boss.ts';
import { attendantsModule } from './modules/attendants/module.ts';
import { backupsModule } from './modules/backups/module.ts';
import { botCheckModule } from './modules/bot-check/module.ts';
import { buildingDevicesModule } from './modules/building-devices/module.ts';
import { buildingModule } from './modules/building/module.ts';
import { contactModule } from './modules/contact/module.ts';
import { devModule } from './modules/dev/module.ts';
import { devicesModule } from './modules/devices/module.ts';
import { doorCodesModule } from './modules/door-codes/module.ts';
import { excludedAttendantsModule } from './modules/excluded-attendants/module.ts';
import { garageModule } from './modules/garage/module.ts';
import { nightModule } from './modules/night/module.ts';
import { outboxModule } from './modules/outbox/module.ts';
import { pagingModule } from './modules/paging/module.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { platesModule } from './modules/plates/module.ts';
import { privacyModule } from './modules/privacy/module.ts';
import { rateLimitsModule } from './modules/rate-limits/module.ts';
import { receiptsModule } from './modules/receipts/module.ts';
import { remindersModule } from './modules/reminders/module.ts';
import { reportsModule } from './modules/reports/module.ts';
import type { ReservationEvents } from './modules/reservations/index.ts';
import { reservationsModule } from './modules/reservations/module.ts';
import { scheduleModule } from './modules/schedule/module.ts';
import { sessionsModule } from './modules/sessions/module.ts';
import { settingsModule } from './modules/settings/module.ts';
import { signInModule } from './modules/sign-in/module.ts';
import { systemModule } from './modules/system/module.ts';
import { toursModule } from './modules/tours/module.ts';
import { usersModule } from './modules/users/module.ts';
import { waitlistModule } from './modules/waitlist/module.ts';
import { weatherModule } from './modules/weather/module.ts';
import { facilitiesModule } from './modules/facilities/module.ts';
import type { JobHost, ServerModule } from './server-module.ts';

export { devModule };

/** The modules the app is made of, in the order their routes are registered (and documented). */
export const apiModules: readonly ServerModule[] = [
  systemModule,
  sessionsModule,
  settingsModule,
  scheduleModule,
  weatherModule,
  facilitiesModule,
  signInModule,
  usersModule,
  reservationsModule,
  waitlistModule,
  nightModule,
  devicesModule,
  buildingDevicesModule,
  paymentsModule,
  contactModule,
  botCheckModule,
  toursModule,
  garageModule,
  attendantsModule,
  excludedAttendantsModule,
  privacyModule,
  platesModule,
  buildingModule,
  reportsModule,
  receiptsModule,
  outboxModule,
  remindersModule,
  backupsModule,
  rateLimitsModule,
  doorCodesModule,
  pagingModule,
];

/**
 * What a reservation's changes set off, gathered from the modules built on reservations (decision
 * 0031): each handler given by exactly one module.
 */
export function reservationEvents(
  modules: readonly ServerModule[],
  ctx: Omit<AppContext, 'reservationEvents'>,
): ReservationEvents {
  const given: Partial<ReservationEvents> = {};
  for (const module of modules)
    for (const [name, handler] of Object.entries(module.reservationEvents?.(ctx) ?? {})) {
      if (name in given) throw new Error(`two modules handle the reservation event ${name}`);
      Object.assign(given, { [name]: handler });
    }
  const { statusChanged, canceled, cancelCommitted, placeFreed } = given;
  if (!statusChanged || !canceled || !cancelCommitted || !placeFreed)
    throw new Error('a reservation event has no handler');
  return { statusChanged, canceled, cancelCommitted, placeFreed };
}

/**
 * Plugs the modules' jobs, sweeps and starts into the app: workers and schedules only when the job
 * queue runs. Answers what stops the started ones, for the app's close.
 */
export async function plugIn(
  modules: readonly ServerModule[],
  ctx: AppContext,
  jobs: RunningJobs | undefined,
  host: JobHost,
): Promise<(() => unknown)[]> {
  const stops: (() => unknown)[] = [];
  if (jobs)
    for (const module of modules) {
      for (const job of module.jobs ?? [])
        await jobs.work(job.name, (data) =>
          inFacility(facilityOfJob(data), () => job.run(ctx, data, host)).then(() => {}),
        );
      for (const sweep of module.sweeps ?? []) {
        await jobs.work(sweep.name, (data) => inEveryFacility(ctx, () => sweep.run(ctx, data, host)));
        await jobs.schedule(sweep.name, sweep.everySeconds);
      }
      const stop = module.start?.(ctx);
      if (stop) stops.push(stop);
    }
  return stops;
}

/** The facility a job was sent by (jobs/boss.ts writes it into its data); an earlier version's is the default's. */
function facilityOfJob(data: unknown): string {
  return isRecord(data) && typeof data.facility === 'string' ? data.facility : DEFAULT_FACILITY;
}

/**
 * A sweep's one tick, for every facility in turn, each as its own work: its settings, time zone and
 * rows. One facility's failure does not keep the others from their turn; the tick then fails with it.
 */
async function inEveryFacility(ctx: Pick<AppContext, 'db'>, run: () => Promise<unknown>): Promise<void> {
  const failures: unknown[] = [];
  for (const facility of await listFacilities(ctx.db))
    await inFacility(facility.id, run).catch((err: unknown) => failures.push(err));
  if (failures.length > 0) throw failures[0];
}
