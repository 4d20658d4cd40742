import { defineProject, mergeConfig } from 'vitest/config';
import { config } from './vite.config.ts';

export default mergeConfig(
  config,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      // Worker threads start faster than processes; each file still gets a fresh DOM and fresh modules:
      // widgets define their custom elements, the Stripe loader its script and the texts their i18next
      // bundles once per module instance (decision 0033 says what sharing them across files would cost).
      pool: 'threads',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
      css: false,
      restoreMocks: true,
      // A lazy page loads its chunk on first render: on a busy two-core machine that can take seconds.
      testTimeout: 15_000,
    },
  }),
);
