import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions: files may share their worker's modules.
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
