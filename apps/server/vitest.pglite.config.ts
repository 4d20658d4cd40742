import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { pgAdminUrl, probePostgres } from './test/setup/postgres.ts';

/**
 * The embedded path (docs/design.md §2): where PostgreSQL is at hand the whole integration suite runs there
 * (server-pg), and this project runs the unit tests and the files that exercise what differs on the
 * embedded engine: migrations and the CLI's hold on DATA_DIR, the change feed and caches, the night's
 * lock and batches, the job queue on PGlite, payments, sessions and the staff's night. Without
 * PostgreSQL, or with TEST_PGLITE_ALL=1, every integration test runs here.
 */
const embeddedPath = [
  'cli',
  'system',
  'web-app',
  'caches',
  'public-answers',
  'settings',
  'schedule',
  'sessions',
  'reservations-booking',
  'reservations-concurrency',
  'reservations-batches',
  'reservations-code-kept',
  'reservations-holds',
  'embedded-engine',
  'jobs-sent-together',
  'payments-sandbox',
  'payments-charge-rules',
  'payments-money-properties',
  'payments-cancel-refund',
  'email-delivery',
  'reminders-night',
  'reminders-after-payment',
  'garage-gates',
  'night-checkin',
  'night-checkin-window',
  'night-visit',
  'api-fuzz',
  'reservations-per-user',
  'plates-upload-limits',
  'authorisation-matrix',
  'messages-language',
];

export default defineProject(async () => {
  const everything = process.env.TEST_PGLITE_ALL === '1' || (await probePostgres(pgAdminUrl())) !== undefined;
  return {
    test: {
      name: 'server-pglite',
      root: fileURLToPath(new URL('.', import.meta.url)),
      include: [
        'test/unit/**/*.test.ts',
        ...(everything
          ? ['test/integration/**/*.test.ts']
          : embeddedPath.map((name) => `test/integration/${name}.test.ts`)),
      ],
      env: { TEST_DB_ENGINE: 'pglite' },
      globalSetup: ['test/setup/pglite-template.ts'],
      setupFiles: ['test/setup/close-leftovers.ts'],
      // Files share their worker's modules: every test builds its own app, database and clock, and the
      // server keeps no module state that outlives an app but caches keyed by their whole input. Importing
      // the server's graph once per worker instead of once per file halves this project's time.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
