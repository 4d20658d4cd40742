import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { EmailPort } from '../../src/adapters/email/port.ts';
import type { PaymentsPort } from '../../src/adapters/payments/port.ts';
import type { SmsPort } from '../../src/adapters/sms/port.ts';
import type { TwilioHttpClient } from '../../src/adapters/sms/twilio.ts';
import { buildApp, contextOf } from '../../src/app.ts';
import type { AppContext } from '../../src/context.ts';
import { offlineCaches } from '../../src/changes/caches.ts';
import { createClock } from '../../src/clock.ts';
import type { Clock } from '../../src/clock.ts';
import { parseConfig } from '../../src/config.ts';
import type { Config } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import type { EdgeLimits } from '../../src/http/edge-limits.ts';
import { openPostgres } from '../../src/db/client.ts';
import { startJobs } from '../../src/jobs/boss.ts';
import type { RunningJobs } from '../../src/jobs/boss.ts';
import { changeSetting, seedSettings } from '../../src/modules/settings/service.ts';
import { createTestDatabase } from './test-db.ts';

/** The secret every test app signs with (and the sandbox derives its webhook secret from). */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestAppOptions {
  /** Settings to change after the seed, as an administrator would (checked by the catalogue). */
  settings?: Record<string, string>;
  /** Fixes the clock at this instant. */
  now?: string | Date;
  devTools?: boolean;
  /** The built web app to serve; by default a folder that does not exist (the "not built" page). */
  webDist?: string;
  /** The web app's server build that renders pages; by default none (the browser renders them). */
  webServerEntry?: string;
  /** More environment, as main.ts would read it. */
  env?: Record<string, string>;
  /**
   * Runs the real job queue (pg-boss) on the test database, polling every half second. Its schedules are
   * recorded but not sent (no sweep runs behind the test's back): jobs-schedules.test.ts sends them.
   */
  jobs?: boolean;
  /** Replaces the sms adapter (the outbox by default). */
  sms?: SmsPort;
  /** Replaces the email adapter (SMTP_URL, the mail server settings or the outbox by default). */
  email?: EmailPort;
  /** Replaces the payments adapter (the sandbox on the test database by default). */
  payments?: (db: Db, clock: Clock) => PaymentsPort;
  twilioHttpClient?: TwilioHttpClient;
  /** With CAPTCHA_PROVIDER=recaptcha: the local fake of Google's siteverify. */
  recaptchaVerifyUrl?: string;
  /** Shorter waits on a slow client than the server's own (http/edge-limits.ts). */
  edgeLimits?: Partial<EdgeLimits>;
  /** pino's options (a stream to read the lines back); no logging by default. */
  logger?: LoggerOptions & { stream?: { write(line: string): void } };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  clock: Clock;
  config: Config;
  jobs: RunningJobs | undefined;
  /** The app's own caches: a write through them is seen by the app at once. */
  caches: AppContext['caches'];
  close: () => Promise<void>;
}

const open = new Set<TestApp>();

/** The real app on a fresh database of the current engine (TEST_DB_ENGINE), called with app.inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = createClock(options.now === undefined ? null : new Date(options.now));
  let jobs: RunningJobs | undefined;
  try {
    await seedSettings({ db: database.db, clock });
    for (const [key, value] of Object.entries(options.settings ?? {})) {
      await changeSetting(
        { db: database.db, clock, caches: offlineCaches() },
        { key, value, actor: { userId: 'test', ip: null } },
      );
    }
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(tmpdir(), 'tevila-test-unused'),
      AUTH_SECRET: TEST_AUTH_SECRET,
      ...(options.devTools ? { DEV_TOOLS: '1' } : {}),
      ...options.env,
    });
    if (options.jobs)
      jobs = await startJobs(database, {
        log: { error: () => {} },
        pollingIntervalSeconds: 0.5,
        cron: false,
      });
    const app = await buildApp({
      config,
      database,
      clock,
      logger: options.logger ?? false,
      paths: {
        webDist: options.webDist ?? join(tmpdir(), 'tevila-no-web-dist'),
        webServerEntry: options.webServerEntry ?? join(tmpdir(), 'tevila-no-web-server-entry.js'),
      },
      ...(jobs !== undefined ? { jobs } : {}),
      adapters: {
        ...(options.sms !== undefined ? { sms: options.sms } : {}),
        ...(options.email !== undefined ? { email: options.email } : {}),
        ...(options.payments !== undefined ? { payments: options.payments(database.db, clock) } : {}),
      },
      ...(options.twilioHttpClient !== undefined ? { twilioHttpClient: options.twilioHttpClient } : {}),
      ...(options.recaptchaVerifyUrl !== undefined ? { recaptchaVerifyUrl: options.recaptchaVerifyUrl } : {}),
      ...(options.edgeLimits !== undefined ? { edgeLimits: options.edgeLimits } : {}),
    });
    const testApp: TestApp = {
      app,
      db: database.db,
      database,
      clock,
      config,
      jobs,
      caches: contextOf(app).caches,
      close: async () => {
        open.delete(testApp);
        await app.close();
        await jobs?.stop();
        await database.close();
      },
    };
    open.add(testApp);
    return testApp;
  } catch (err) {
    await jobs?.stop();
    await database.close();
    throw err;
  }
}

/**
 * A second server instance on the same database (same clock), to show that what must hold across
 * instances does: on PostgreSQL with a pool of its own; on the embedded engine, which one process
 * owns, an app of its own in this process on the same database. `dataDir` gives it a DATA_DIR of its
 * own, to show that nothing is read from the first one's. Closed with the first.
 */
export async function createSiblingApp(
  t: TestApp,
  options: { dataDir?: string } = {},
): Promise<FastifyInstance> {
  const url = (t.database as Database & { url?: string }).url;
  if (url === undefined && t.database.engine !== 'pglite') throw new Error('no database to share');
  const own = url === undefined ? undefined : openPostgres(url, { max: 5 });
  const app = await buildApp({
    config: { ...t.config, ...(options.dataDir !== undefined ? { DATA_DIR: options.dataDir } : {}) },
    database: own ?? t.database,
    clock: t.clock,
    logger: false,
    paths: {
      webDist: join(tmpdir(), 'tevila-no-web-dist'),
      webServerEntry: join(tmpdir(), 'tevila-no-web-server-entry.js'),
    },
  });
  const close = t.close;
  t.close = async () => {
    await app.close();
    await own?.close();
    await close();
  };
  return app;
}

/** Closes apps a test forgot to close (called after each file), so no database is left behind. */
export async function closeLeftoverApps(): Promise<void> {
  await Promise.all([...open].map((t) => t.close()));
}
