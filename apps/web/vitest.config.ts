import { defineProject, mergeConfig } from 'vitest/config';
import { config } from './vite.config.ts';

export default mergeConfig(
  config,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      // Worker threads start faster than processes; each file still gets a fresh DOM and fresh modules.
      pool: 'threads',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      css: false,
      restoreMocks: true,
    },
  }),
);
