import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Server tests on the embedded engine: unit tests, and the integration tests on PGlite databases
// cloned from one migrated template (test/setup/pglite-template.ts).
export default defineProject({
  test: {
    name: 'server-pglite',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    env: { TEST_DB_ENGINE: 'pglite' },
    globalSetup: ['test/setup/pglite-template.ts'],
    setupFiles: ['test/setup/close-leftovers.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
