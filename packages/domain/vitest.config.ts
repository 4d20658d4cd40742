import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions: files may share their worker's modules.
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    // The property tests run many cases: on a busy CI machine (npm test runs the browser tests beside
    // them, decision 0037) a file may take several times its usual time.
    testTimeout: 30_000,
  },
});
