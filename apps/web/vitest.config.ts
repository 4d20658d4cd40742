import { defineProject, mergeConfig } from 'vitest/config';
import { config } from './vite.config.ts';

const include = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];

/**
 * The pages with the ALTCHA bot check: the widget solves its proof of work with WebCrypto, which
 * fails inside a VM context (the solver never finishes), so these files run in processes of their own.
 */
export const botCheckFiles = [
  'src/features/contact/contact-page.test.tsx',
  'src/features/careers/careers-page.test.tsx',
  'src/features/donate/donate-page.test.tsx',
  'src/features/tours/kallah-tours-page.test.tsx',
  'src/features/tours/tours-page.test.tsx',
];

/** The web project: `vm` for most files, `bot-check` for botCheckFiles. */
export function webProject(kind: 'vm' | 'bot-check') {
  return mergeConfig(
    config,
    defineProject({
      test: {
        name: kind === 'vm' ? 'web' : 'web-bot-check',
        environment: 'jsdom',
        // Every file has a page and modules of its own (a file that shares them with the files before
        // it can inherit a half-loaded lazy page or an open act scope). In a VM context of a reused
        // worker thread, that costs about half the processor time of a thread or process per file
        // (decision 0037).
        pool: kind === 'vm' ? 'vmThreads' : 'forks',
        isolate: true,
        ...(kind === 'vm' ? { include, exclude: botCheckFiles } : { include: botCheckFiles }),
        setupFiles: ['./test/setup.ts'],
        // Each file loads its libraries again into its own context: bundled into one module each, they load
        // in a quarter less processor time than as their hundreds of files.
        deps: {
          optimizer: {
            client: {
              enabled: true,
              include: [
                'react',
                'react/jsx-runtime',
                'react/jsx-dev-runtime',
                'react-dom',
                'react-dom/client',
                '@mantine/core',
                '@mantine/hooks',
                '@mantine/form',
                '@tanstack/react-query',
                'i18next',
                'react-i18next',
                'react-router',
                'zod',
                'zod/mini',
                'clsx',
                'kosher-zmanim',
                '@testing-library/react',
                '@testing-library/dom',
                'libphonenumber-js/max',
              ],
            },
          },
        },
        css: false,
        restoreMocks: true,
        // A lazy page loads its chunk on first render: on a busy two-core machine that can take seconds.
        // A guard against a hang, not a measure of speed: beside another heavy job a test runs several times slower.
        testTimeout: 60_000,
      },
    }),
  );
}

export default webProject('vm');
