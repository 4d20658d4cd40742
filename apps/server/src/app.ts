import formbody from '@fastify/formbody';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LoggerOptions } from 'pino';
import { siteName } from '@tevila/domain';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { chooseBotCheck } from './adapters/bot-check/choose.ts';
import { createOutboxEmail } from './adapters/email/outbox.ts';
import type { EmailPort } from './adapters/email/port.ts';
import { createSmtpEmail, smtpTarget } from './adapters/email/smtp.ts';
import { chooseGates } from './adapters/garage-gates/choose.ts';
import { choosePayments } from './adapters/payments/choose.ts';
import { createTcpPrinter } from './adapters/receipt-printer/tcp-printer.ts';
import { createOutboxSms } from './adapters/sms/outbox.ts';
import type { SmsPort } from './adapters/sms/port.ts';
import { createTwilioSms, twilioCredentials } from './adapters/sms/twilio.ts';
import type { TwilioHttpClient } from './adapters/sms/twilio.ts';
import type { Adapters, AppContext, AppLogger } from './context.ts';
import type { Database } from './db/client.ts';
import { answerClientError } from './http/client-errors.ts';
import { registerCompression } from './http/compression.ts';
import { serverTimeouts } from './http/edge-limits.ts';
import type { EdgeLimits } from './http/edge-limits.ts';
import { registerDocs } from './http/docs.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { rateLimitKey } from './http/auth.ts';
import { readerLanguage } from './http/request-language.ts';
import { registerTextRule } from './http/text-rule.ts';
import { createPageRenderer } from './http/page-render.ts';
import { sessionOfToken } from './modules/sessions/index.ts';
import { registerWebApp, webAppFallback, webAppScriptHashes } from './http/web-app.ts';
import { registerWebManifest } from './http/web-manifest.ts';
import { requestId } from './logger.ts';
import type { RunningJobs } from './jobs/boss.ts';
import { jobNames, noJobQueue } from './jobs/queue.ts';
import { createCaches } from './modules/changes/caches.ts';
import { ChangeFeed } from './modules/changes/feed.ts';
import { botCheckRoutes } from './modules/bot-check/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { deliverMessage } from './modules/outbox/service.ts';
import { announceCall } from './modules/paging/index.ts';
import { refundAfterCancel, refundCanceledJob, refundOnCancel } from './modules/payments/cancel-refund.ts';
import { RECONCILE_SWEEP_SECONDS, reconcileEntry, reconcilePending } from './modules/payments/reconcile.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { plateRoutes } from './modules/plates/routes.ts';
import { REMINDER_SWEEP_SECONDS, sendDueReminders } from './modules/reminders/sweep.ts';
import {
  offerWaitlists,
  offerWhenFreed,
  waitlistRoutes,
  WAITLIST_SWEEP_SECONDS,
} from './modules/waitlist/index.ts';
import { DAILY_BACKUP_SWEEP_SECONDS, runDailyBackup } from './modules/backups/index.ts';
import { startCallLights } from './modules/call-lights/index.ts';
import { startCompressor } from './modules/compressor/index.ts';
import type { Compressor } from './modules/compressor/index.ts';
import type { CallLights } from './modules/call-lights/index.ts';
import { RETENTION_SWEEP_SECONDS, stripOldVisits } from './modules/privacy/retention-service.ts';
import {
  DOOR_CODE_SWEEP_SECONDS,
  sweepDoorCodesOnChange,
  syncDoorCodes,
} from './modules/door-codes/index.ts';
import {
  RATE_LIMIT_SWEEP_SECONDS,
  databaseRateLimitStore,
  sweepRateLimits,
} from './modules/rate-limits/index.ts';
import { releaseHold } from './modules/reservations/holds.ts';
import type { ReservationEvents } from './modules/reservations/index.ts';
import { batchesSettled } from './modules/reservations/night-batches.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { liveRoutes } from './modules/night/live-routes.ts';
import { AppMetrics } from './metrics/app-metrics.ts';
import { countingFailures } from './metrics/counted-jobs.ts';
import { registerMetrics } from './metrics/routes.ts';
import { registerRequestRecords } from './http/request-log.ts';
import { nightRoutes } from './modules/night/routes.ts';
import { arrivalRoutes } from './modules/night/arrival-routes.ts';
import { tabletRoutes } from './modules/night/tablet-routes.ts';
import { deviceRoutes } from './modules/devices/routes.ts';
import { buildingDeviceRoutes } from './modules/building-devices/routes.ts';
import { afterStatusChange } from './modules/night/visit-effects.ts';
import { overrideRoutes } from './modules/schedule/override-routes.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { weatherRoutes } from './modules/weather/index.ts';
import { sessionRoutes, tokenRoutes } from './modules/sessions/routes.ts';
import { accountSessionRoutes } from './modules/sessions/account-sessions-routes.ts';
import { secondFactorRoutes } from './modules/sessions/second-factor-routes.ts';
import { sessionRoleEvents } from './modules/sessions/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { loadSettings } from './modules/settings/service.ts';
import { signInRoutes } from './modules/sign-in/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { userSearchRoutes } from './modules/users/search-routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { tourRoutes } from './modules/tours/routes.ts';
import { garageRoutes } from './modules/garage/routes.ts';
import { attendantRoutes } from './modules/attendants/routes.ts';
import { buildingRoutes } from './modules/building/routes.ts';
import { excludedAttendantRoutes } from './modules/excluded-attendants/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { auditRoutes } from './modules/reports/audit-routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { readVersion } from './modules/system/service.ts';
import { resolvePaths } from './paths.ts';
import type { AppPaths } from './paths.ts';

export interface AppDeps {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  database: Database;
  clock: Clock;
  /** false (tests) or pino options (main.ts). */
  logger?: boolean | LoggerOptions;
  adapters?: Partial<Adapters>;
  /** With SMS_PROVIDER=twilio: tests point the SDK at a local fake of Twilio's API. */
  twilioHttpClient?: TwilioHttpClient;
  /** With CAPTCHA_PROVIDER=recaptcha: tests point verification at a local fake of Google's siteverify. */
  recaptchaVerifyUrl?: string;
  /** The running job queue (main.ts, and tests of delivery); without it messages stay queued. */
  jobs?: RunningJobs;
  /** Tests point webDist at a temporary folder. */
  paths?: Partial<AppPaths>;
  /** Tests shorten how long the server waits on a slow client (http/edge-limits.ts). */
  edgeLimits?: Partial<EdgeLimits>;
}

const contexts = new WeakMap<FastifyInstance, AppContext>();
const lightsOfApp = new WeakMap<FastifyInstance, CallLights>();
const compressorOfApp = new WeakMap<FastifyInstance, Compressor>();

/** The context an app was built with (tests write through its services and caches). */
export function contextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app);
  if (ctx === undefined) throw new Error('not an app built by buildApp');
  return ctx;
}

/** The hallway's call lights an app drives (tests ask it to reload at once, and whether it holds them). */
export function callLightsOf(app: FastifyInstance): CallLights {
  const lights = lightsOfApp.get(app);
  if (lights === undefined) throw new Error('not an app built by buildApp');
  return lights;
}

/** The air compressor an app looks after (tests ask it to look at once). */
export function compressorOf(app: FastifyInstance): Compressor {
  const compressor = compressorOfApp.get(app);
  if (compressor === undefined) throw new Error('not an app built by buildApp');
  return compressor;
}

/** The composition root: the whole site from config and adapters. main.ts listens; tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const paths: AppPaths = { ...resolvePaths(), ...deps.paths };
  const version = readVersion(paths.rootPackageJson);

  const app = Fastify({
    logger: deps.logger ?? false,
    // The id comes from x-request-id when it looks like one (see logger.ts), else a new uuid.
    requestIdHeader: false,
    genReqId: requestId,
    // One line per request, and at info only when it matters (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a proxy, its X-Forwarded-For names the client (docs/operations.md); nobody else's counts.
    ...(deps.config.TRUST_PROXY !== undefined ? { trustProxy: deps.config.TRUST_PROXY } : {}),
    frameworkErrors,
    // How long a slow client is waited on, and the answer to a request Node's parser refuses.
    ...serverTimeouts(deps.edgeLimits),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // An answer to a signed-in call is hers alone: no cache, shared or her browser's, keeps it, unless
    // the route said otherwise (the public answers revalidate with their ETag).
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  const config = deps.config;
  const authSecret = config.AUTH_SECRET;
  if (authSecret === undefined)
    throw new Error('AUTH_SECRET is required (loadConfig generates one into DATA_DIR)');
  const log: AppLogger = app.log;
  const changes = await ChangeFeed.start(deps.database);
  app.addHook('onClose', changes.stop);
  const caches: AppContext['caches'] = createCaches(changes.feed);
  const metrics = new AppMetrics();
  const jobs = deps.jobs && countingFailures(deps.jobs, metrics);
  metrics.watch({
    pool: () => deps.database.poolUse?.() ?? null,
    ...(jobs?.queued ? { queued: jobs.queued } : {}),
  });
  const services: Omit<AppContext, 'reservationEvents'> = {
    config: { ...config, AUTH_SECRET: authSecret },
    db: deps.database.db,
    clock: deps.clock,
    adapters: {
      sms: deps.adapters?.sms ?? smsAdapter(deps, log, caches),
      email: deps.adapters?.email ?? emailAdapter(deps, log, caches),
      payments:
        deps.adapters?.payments ??
        (await choosePayments({
          config,
          db: deps.database.db,
          clock: deps.clock,
          settings: () => loadSettings({ db: deps.database.db, caches }),
        })),
      botCheck:
        deps.adapters?.botCheck ??
        (await chooseBotCheck({
          config: { ...config, AUTH_SECRET: authSecret },
          db: deps.database.db,
          settings: () => loadSettings({ db: deps.database.db, caches }),
          recaptchaVerifyUrl: deps.recaptchaVerifyUrl,
        })),
      gates:
        deps.adapters?.gates ??
        chooseGates({
          relayAddress: async () => (await loadSettings({ db: deps.database.db, caches })).modbusRelayAddress,
          log,
        }),
      printer: deps.adapters?.printer ?? createTcpPrinter(),
    },
    jobs: jobs ?? noJobQueue,
    log,
    caches,
    metrics,
    roleEvents: sessionRoleEvents({ caches }),
  };
  const ctx: AppContext = { ...services, reservationEvents: reservationEvents(services) };
  if (jobs) {
    await jobs.work(jobNames.deliverMessage, (data) => deliverMessage(ctx, data.messageId));
    await jobs.work(jobNames.releaseHold, async (data) => {
      await releaseHold(ctx, data.reservationId);
    });
    await jobs.work(jobNames.reconcilePayment, async (data) => {
      await reconcileEntry(ctx, data.entryId);
    });
    await jobs.work(jobNames.reconcilePayments, async () => {
      await reconcilePending(ctx);
    });
    await jobs.work(jobNames.refundCanceled, (data) => refundCanceledJob(ctx, data));
    await jobs.work(jobNames.sendReminders, async () => {
      await sendDueReminders(ctx);
    });
    // The sweeps are pg-boss schedules (decision 0032): each tick is one job on one instance. Payments:
    // besides each payment's own job, in case a job was lost with its instance. Reminders: the claim row
    // of each message keeps it from going twice.
    await jobs.schedule(jobNames.reconcilePayments, RECONCILE_SWEEP_SECONDS);
    await jobs.schedule(jobNames.sendReminders, REMINDER_SWEEP_SECONDS);
    await jobs.work(jobNames.offerWaitlists, async () => {
      await offerWaitlists(ctx);
    });
    // Besides the offer made as soon as a place frees, in case that one was lost with its instance.
    await jobs.schedule(jobNames.offerWaitlists, WAITLIST_SWEEP_SECONDS);
    await jobs.work(jobNames.dailyBackup, async () => {
      await runDailyBackup(ctx, deps.database.engine);
    });
    await jobs.schedule(jobNames.dailyBackup, DAILY_BACKUP_SWEEP_SECONDS);
    await jobs.work(jobNames.stripOldVisits, async () => {
      await stripOldVisits(ctx);
    });
    await jobs.schedule(jobNames.stripOldVisits, RETENTION_SWEEP_SECONDS);
    await jobs.work(jobNames.sweepRateLimits, async () => {
      await sweepRateLimits(ctx);
    });
    await jobs.schedule(jobNames.sweepRateLimits, RATE_LIMIT_SWEEP_SECONDS);
    await jobs.work(jobNames.syncDoorCodes, async () => {
      await syncDoorCodes(ctx);
    });
    await jobs.schedule(jobNames.syncDoorCodes, DOOR_CODE_SWEEP_SECONDS);
    sweepDoorCodesOnChange(ctx);
    await jobs.work(jobNames.pageAttendants, (data) => announceCall(ctx, data));
  }
  contexts.set(app, ctx);
  // Every instance stands ready to drive the call lights; one of them holds the node (a lease).
  const lights = startCallLights(ctx);
  lightsOfApp.set(app, lights);
  app.addHook('onClose', () => lights.stop());
  const compressor = startCompressor(ctx);
  compressorOfApp.set(app, compressor);
  app.addHook('onClose', () => compressor.stop());
  // Bookings already queued for a night are finished before the database is closed.
  app.addHook('onClose', () => batchesSettled(caches));
  app.decorateRequest('principal', null);

  // Before any route: a route keeps the error handler that was set when it was registered.
  const pages = createPageRenderer(app, paths.webDist, paths.webServerEntry, sessionOfToken(ctx));
  registerRequestRecords(app, ctx);
  registerMetrics(app, ctx);
  registerErrorHandling(app, {
    pageFallback: webAppFallback(paths.webDist, pages),
    readerLanguage: readerLanguage(ctx),
  });
  await registerSecurity(
    app,
    {
      recaptcha: config.CAPTCHA_PROVIDER === 'recaptcha',
      stripe: config.PAYMENTS_PROVIDER === 'stripe',
      scriptHashes: webAppScriptHashes(paths.webDist),
    },
    { key: rateLimitKey(ctx), store: databaseRateLimitStore(ctx) },
  );
  // Before the routes: it attaches itself to each route as it is added.
  await registerCompression(app);
  registerTextRule(app);
  await app.register(formbody);
  // RFC 6902's own media type, for PATCH users/{id}; parsed like any JSON body.
  app.addContentTypeParser(
    'application/json-patch+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  await registerDocs(app, version);

  await app.register(systemRoutes, { ctx, version });
  await app.register(tokenRoutes, { ctx, prefix: '/api' });
  await app.register(
    async (api) => {
      await api.register(settingsRoutes, { ctx });
      await api.register(scheduleRoutes, { ctx });
      await api.register(weatherRoutes, { ctx });
      await api.register(overrideRoutes, { ctx });
      await api.register(signInRoutes, { ctx });
      await api.register(sessionRoutes, { ctx });
      await api.register(secondFactorRoutes, { ctx });
      await api.register(accountSessionRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(userSearchRoutes, { ctx });
      await api.register(reservationRoutes, { ctx });
      await api.register(waitlistRoutes, { ctx });
      await api.register(nightRoutes, { ctx });
      await api.register(arrivalRoutes, { ctx });
      await api.register(tabletRoutes, { ctx });
      await api.register(deviceRoutes, { ctx });
      await api.register(buildingDeviceRoutes, { ctx });
      await api.register(liveRoutes, { ctx });
      await api.register(paymentRoutes, { ctx });
      await api.register(contactRoutes, { ctx });
      await api.register(botCheckRoutes, { ctx });
      await api.register(tourRoutes, { ctx });
      await api.register(garageRoutes, { ctx });
      await api.register(attendantRoutes, { ctx });
      await api.register(excludedAttendantRoutes, { ctx });
      await api.register(privacyRoutes, { ctx });
      await api.register(plateRoutes, { ctx });
      await api.register(buildingRoutes, { ctx });
      await api.register(reportRoutes, { ctx });
      await api.register(auditRoutes, { ctx });
      await api.register(receiptRoutes, { ctx });
    },
    { prefix: '/api/api' },
  );
  if (deps.config.DEV_TOOLS) await app.register(devRoutes, { ctx, prefix: '/api/dev' });
  registerWebManifest(app, paths.webDist, async () => siteName(await loadSettings(ctx)));
  await registerWebApp(app, paths.webDist);
  return app;
}

/**
 * What a reservation's changes set off in the modules built on reservations (decision 0031): the night
 * frees what the visit held; payments queue and try the refund of an early cancel.
 */
function reservationEvents(ctx: Omit<AppContext, 'reservationEvents'>): ReservationEvents {
  return {
    statusChanged: (tx, before, after, by, at) => afterStatusChange(ctx, tx, before, after, by, at),
    canceled: (tx, reservationId, canceledAt) => refundAfterCancel(ctx, tx, reservationId, canceledAt),
    cancelCommitted: (reservationId, by, canceledAt) => refundOnCancel(ctx, reservationId, by, canceledAt),
    placeFreed: (night) => offerWhenFreed(ctx, night),
  };
}

/** docs/design.md §7: SMS_PROVIDER picks the adapter; Twilio's keys come from the environment or secret settings. */
function smsAdapter(deps: AppDeps, log: AppLogger, caches: AppContext['caches']): SmsPort {
  if (deps.config.SMS_PROVIDER !== 'twilio') return createOutboxSms(log);
  const db = deps.database.db;
  return createTwilioSms({
    credentials: async () => twilioCredentials(deps.config, await loadSettings({ db, caches })),
    ...(deps.twilioHttpClient !== undefined ? { httpClient: deps.twilioHttpClient } : {}),
  });
}

/** docs/design.md §7: SMTP_URL, else the mail server settings, else the outbox; looked at for every message. */
function emailAdapter(deps: AppDeps, log: AppLogger, caches: AppContext['caches']): EmailPort {
  const db = deps.database.db;
  return createSmtpEmail({
    target: async () => smtpTarget(deps.config, await loadSettings({ db, caches })),
    fallback: createOutboxEmail(log),
  });
}
