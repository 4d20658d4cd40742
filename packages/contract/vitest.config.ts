import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Schemas only: files may share their worker's modules.
  test: {
    name: 'contract',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
