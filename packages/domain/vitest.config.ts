import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions: files may share their worker's modules.
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    // The property tests run many cases: on a busy CI machine (npm test runs the browser tests beside
    // them, decision 0037) a test may take several times its usual time (3,000 reminder cases: 51 s in
    // one run). The timeout only stops a test that hangs; how fast the rules run is no test's business.
    testTimeout: 180_000,
  },
});
