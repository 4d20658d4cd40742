import { defineConfig } from 'vitest/config';

// One run, several projects: pure domain, the HTTP contract, server on the embedded engine, server on
// PostgreSQL, web.
export default defineConfig({
  test: {
    // Most files wait on a database, not the processor: two at a time on CI's two cores halves the
    // step (the default would be one, the core count less one).
    maxWorkers: 2,
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.pglite.config.ts',
      'apps/server/vitest.pg.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.bot-check.config.ts',
      // The repository's own rules: its documents and citations.
      {
        test: {
          name: 'repository',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // The lint rules' test runs ESLint on its fixtures: seconds on a busy machine.
          testTimeout: 90_000,
        },
      },
    ],
  },
});
