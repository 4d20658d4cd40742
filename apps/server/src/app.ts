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
import { sessionCheck, sessionOfToken } from './modules/sessions/index.ts';
import { registerWebApp, webAppFallback, webAppScriptHashes } from './http/web-app.ts';
import { registerWebManifest } from './http/web-manifest.ts';
import { recordRouteTable } from './http/route-table.ts';
import { requestId } from './logger.ts';
import type { RunningJobs } from './jobs/boss.ts';
import { noJobQueue } from './jobs/queue.ts';
import { cachesByFacility } from './changes/caches.ts';
import { facilityHosts, organisationUrl, registerFacilityScope } from './http/facility-hosts.ts';
import type { FacilityHosts } from './http/facility-hosts.ts';
import { ChangeFeeds } from './changes/feed.ts';
import { startCallLights } from './modules/call-lights/index.ts';
import { startCompressor } from './modules/compressor/index.ts';
import type { Compressor } from './modules/compressor/index.ts';
import type { CallLights } from './modules/call-lights/index.ts';
import { batchesSettled } from './modules/reservations/night-batches.ts';
import { AppMetrics } from './app-metrics.ts';
import { countingFailures } from './metrics/counted-jobs.ts';
import { registerMetrics } from './metrics/routes.ts';
import { registerRequestRecords } from './http/request-log.ts';
import { approvePendingSubmissions } from './modules/plates/index.ts';
import { sessionRoleEvents } from './modules/sessions/service.ts';
import { loadSettings } from './modules/settings/service.ts';
import { readVersion } from './modules/system/service.ts';
import { resolvePaths } from './paths.ts';
import { databaseRateLimitStore } from './modules/rate-limits/index.ts';
import { apiModules, devModule, plugIn, reservationEvents } from './server-modules.ts';
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

  // Known once the change feed runs, below; until then no host is the organisation's.
  const hosts: { known?: FacilityHosts } = {};
  const app = Fastify({
    // `/` on the organisation's host is tonight's mikvaot (http/facility-hosts.ts).
    rewriteUrl: organisationUrl(() => hosts.known),
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
  recordRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // An answer to a signed-in call is hers alone: no cache, shared or her browser's, keeps it, unless
    // the route said otherwise (the public answers revalidate with their ETag).
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const config = deps.config;
  const authSecret = config.AUTH_SECRET;
  if (authSecret === undefined)
    throw new Error('AUTH_SECRET is required (loadConfig generates one into DATA_DIR)');
  const log: AppLogger = app.log;
  const changes = await ChangeFeeds.start(deps.database);
  app.addHook('onClose', changes.stop);
  const caches: AppContext['caches'] = cachesByFacility(changes.feeds);
  // Before every other hook: all a request does is its facility's (docs/decisions/0077).
  const known = facilityHosts(deps.database.db, changes.feeds);
  hosts.known = known;
  registerFacilityScope(app, known);
  const metrics = new AppMetrics();
  const jobs = deps.jobs && countingFailures(deps.jobs, metrics);
  metrics.watch({
    pool: () => deps.database.poolUse?.() ?? null,
    ...(jobs?.queued ? { queued: jobs.queued } : {}),
  });
  const frame: Omit<AppContext, 'reservationEvents' | 'sessions'> = {
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
    userEvents: { ...sessionRoleEvents({ caches }), platesApproved: approvePendingSubmissions },
    facilities: known.all,
  };
  const services = { ...frame, sessions: sessionCheck(frame) };
  const ctx: AppContext = { ...services, reservationEvents: reservationEvents(apiModules, services) };
  const modules = deps.config.DEV_TOOLS ? [...apiModules, devModule] : apiModules;
  const stops = await plugIn(modules, ctx, jobs, { engine: deps.database.engine });
  app.addHook('onClose', async () => {
    for (const stop of stops) await stop();
  });
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

  // Every module's routes, at the paths of the contract (docs/decisions/0072, 0073).
  for (const module of modules)
    for (const routes of module.routes ?? []) await app.register(routes, { ctx, version });
  registerWebManifest(app, paths.webDist, async () => siteName(await loadSettings(ctx)));
  await registerWebApp(app, paths.webDist);
  return app;
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
