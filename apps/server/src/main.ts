import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, contextOf } from './app.ts';
import { createClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { liveHolder, removePidFile, writePidFile } from './db/lock.ts';
import { startJobs } from './jobs/boss.ts';
import type { RunningJobs } from './jobs/boss.ts';
import { openMigratedDatabase, pgliteDataDir } from './db/open.ts';
import { compileEmbeddedEngineOptimized } from './db/pglite-settings.ts';
import { loggerOptions } from './logger.ts';
import { moveFolderImages } from './modules/plates/index.ts';
import { seedSettings } from './modules/settings/service.ts';
import { watchProcessFaults } from './process-faults.ts';
import { resolvePaths } from './paths.ts';

/** The process: reads the environment, opens and migrates the database, serves, and stops cleanly. */

function readConfig(): Config & { AUTH_SECRET: string } {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const embedded = config.DATABASE_URL === undefined;
  if (embedded) {
    const holder = liveHolder(config);
    if (holder !== undefined) {
      console.error(
        `Another process (pid ${holder}) holds ${pgliteDataDir(config)}. Stop it first, or use DATABASE_URL.`,
      );
      process.exit(1);
    }
    writePidFile(config);
    compileEmbeddedEngineOptimized();
  }

  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let jobs: RunningJobs | undefined;
  const logger = loggerOptions(config);
  // From the first moment: a fault nobody caught is logged and counted; only a throw past every
  // handler stops the process (docs/decisions/0048).
  let stopForFault: (reason: string) => void = () => process.exit(1);
  const faults = watchProcessFaults(pino(logger).child({ component: 'process' }), (reason) =>
    stopForFault(reason),
  );
  // Whatever happens, the database is closed and DATA_DIR released before the process ends. Requests
  // drain first (they may enqueue jobs), then the workers stop, then the database closes.
  const release = async () => {
    await app?.close();
    await jobs?.stop();
    await database?.close();
    if (embedded) removePidFile(config);
  };

  try {
    const paths = resolvePaths();
    const clock = createClock();
    database = await openMigratedDatabase(config, paths.migrations);
    await seedSettings({ db: database.db, clock });
    // Plate images an earlier version kept in DATA_DIR go into the database, once (decision 0047).
    const moved = await moveFolderImages(database.db, config.DATA_DIR);
    // pg-boss creates its schema (pgboss) on first start; its own errors are logged like the requests'.
    jobs = await startJobs(database, { log: pino(logger).child({ component: 'jobs' }) });
    app = await buildApp({ config, database, clock, logger, paths, jobs });
    contextOf(app).metrics.watch({ unhandledRejections: faults.unhandledRejections });
    if (moved.moved + moved.removed > 0)
      app.log.info(moved, 'plate images moved from DATA_DIR/uploads into the database');
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    app?.log.error({ err }, 'could not start');
    await release().catch(() => {});
    throw err;
  }

  const running = app;
  let stopping = false;
  const shutdown = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    running.log.info({ signal }, 'shutting down');
    // A stuck close must not hold the port and DATA_DIR forever.
    setTimeout(() => {
      running.log.error('shutdown took too long; exiting');
      if (embedded) removePidFile(config);
      process.exit(1);
    }, 10_000).unref();
    release().then(
      () => process.exit(code),
      (err: unknown) => {
        running.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  stopForFault = (reason) => shutdown(reason, 1);

  running.log.info(
    {
      engine: database.engine,
      dataDir: embedded ? pgliteDataDir(config) : undefined,
      devTools: config.DEV_TOOLS,
      payments: config.PAYMENTS_PROVIDER,
      sms: config.SMS_PROVIDER,
      email: config.SMTP_URL !== undefined ? 'smtp' : 'settings or outbox',
    },
    `Tevila is serving on http://localhost:${config.PORT}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
