import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { pgAdminUrl, probePostgres } from './test/setup/postgres.ts';

// The same integration tests on a real PostgreSQL: DATABASE_URL, or the local server. Each test app
// gets a fresh database cloned from a migrated template (test/setup/pg-template.ts).
export default defineProject(async () => {
  const url = pgAdminUrl();
  const problem = await probePostgres(url);
  if (problem !== undefined) {
    if (process.env.CI === 'true')
      throw new Error(
        `server-pg: PostgreSQL is not reachable (${problem}); under CI=true this is a failure.`,
      );
    console.warn(
      `\nNote: server-pg skipped: PostgreSQL is not reachable (${problem}). Set DATABASE_URL or start a local server.\n`,
    );
  }
  return {
    test: {
      name: 'server-pg',
      root: fileURLToPath(new URL('.', import.meta.url)),
      include:
        problem === undefined ? ['test/integration/**/*.test.ts'] : ['test/skipped/pg-unavailable.test.ts'],
      env: { TEST_DB_ENGINE: 'pg' },
      globalSetup: ['test/setup/pg-template.ts'],
      setupFiles: ['test/setup/close-leftovers.ts'],
      // Files share their worker's modules: every test builds its own app, database and clock, and the
      // server keeps no module state that outlives an app but caches keyed by their whole input. Importing
      // the server's graph once per worker instead of once per file halves this project's time.
      isolate: false,
      // A guard against a hang, not a measure of speed: beside another heavy job a test runs several times slower.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
});
