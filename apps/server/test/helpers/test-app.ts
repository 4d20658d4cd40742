import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createClock } from '../../src/clock.ts';
import type { Clock } from '../../src/clock.ts';
import { parseConfig } from '../../src/config.ts';
import type { Config } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { changeSetting, seedSettings } from '../../src/modules/settings/service.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestAppOptions {
  /** Settings to change after the seed, as an administrator would (checked by the catalogue). */
  settings?: Record<string, string>;
  /** Fixes the clock at this instant. */
  now?: string | Date;
  devTools?: boolean;
  /** The built web app to serve; by default a folder that does not exist (the "not built" page). */
  webDist?: string;
  /** More environment, as main.ts would read it. */
  env?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  clock: Clock;
  config: Config;
  close: () => Promise<void>;
}

const open = new Set<TestApp>();

/** The real app on a fresh database of the current engine (TEST_DB_ENGINE), called with app.inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = createClock(options.now === undefined ? null : new Date(options.now));
  try {
    await seedSettings({ db: database.db, clock });
    for (const [key, value] of Object.entries(options.settings ?? {})) {
      await changeSetting({ db: database.db, clock }, { key, value, actor: { userId: 'test', ip: null } });
    }
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(tmpdir(), 'tevila-test-unused'),
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      ...(options.devTools ? { DEV_TOOLS: '1' } : {}),
      ...options.env,
    });
    const app = await buildApp({
      config,
      database,
      clock,
      logger: false,
      paths: { webDist: options.webDist ?? join(tmpdir(), 'tevila-no-web-dist') },
    });
    const testApp: TestApp = {
      app,
      db: database.db,
      database,
      clock,
      config,
      close: async () => {
        open.delete(testApp);
        await app.close();
        await database.close();
      },
    };
    open.add(testApp);
    return testApp;
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Closes apps a test forgot to close (called after each file), so no database is left behind. */
export async function closeLeftoverApps(): Promise<void> {
  await Promise.all([...open].map((t) => t.close()));
}
