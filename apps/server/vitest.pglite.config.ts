import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The embedded engine every new facility runs on (docs/design.md §2): the unit tests and the whole
 * integration suite, which server-pg runs again on PostgreSQL.
 */
export default defineProject(() => {
  return {
    test: {
      name: 'server-pglite',
      root: fileURLToPath(new URL('.', import.meta.url)),
      include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
      env: { TEST_DB_ENGINE: 'pglite' },
      globalSetup: ['test/setup/pglite-template.ts'],
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
