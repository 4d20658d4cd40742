import { defineConfig } from 'vitest/config';

// One run, several projects: pure domain, server on the embedded engine, server on PostgreSQL, web.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/server/vitest.pglite.config.ts',
      'apps/server/vitest.pg.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
