import { defineProject, mergeConfig } from 'vitest/config';
import { config } from './vite.config.ts';

const include = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];

/**
 * Files that test what a module does once per page, so they need the page and the modules to
 * themselves (decision 0033): the bot-check widget defines its custom element and solver at import,
 * the Stripe loader adds its script once, and two files take the texts out of i18next to see them load
 * again. Every other file shares its worker's modules and page with the files before it.
 */
export const ownPageFiles = [
  'src/features/contact/contact-page.test.tsx',
  'src/features/careers/careers-page.test.tsx',
  'src/features/donate/donate-page.test.tsx',
  'src/features/tours/kallah-tours-page.test.tsx',
  'src/features/tours/tours-page.test.tsx',
  'src/api/make-payment.test.ts',
  'src/payments/card-entry.test.tsx',
  'src/payments/test-payments-notice.test.tsx',
  'src/features/reserve/checkout/method-chooser.test.tsx',
  'src/features/admin-config/settings-page.test.tsx',
  'src/i18n/staff-texts.test.tsx',
  'src/i18n/account-texts.test.tsx',
];

/** The web project: `shared` for most files, `own-page` for ownPageFiles. */
export function webProject(kind: 'shared' | 'own-page') {
  return mergeConfig(
    config,
    defineProject({
      test: {
        name: kind === 'shared' ? 'web' : 'web-own-page',
        environment: 'jsdom',
        // Worker threads start faster than processes. The own-page files run in processes of their own:
        // a thread that ran shared files before would still hold their modules.
        pool: kind === 'shared' ? 'threads' : 'forks',
        // A fresh page and fresh modules per file cost about two seconds each (jsdom, Mantine, the
        // texts). Sharing them took the web files from 207 s to about 70, but a lazy page still loading
        // when a file ended stayed broken for the files after it (decision 0035): every file keeps its own.
        isolate: kind === 'own-page',
        ...(kind === 'shared' ? { include, exclude: ownPageFiles } : { include: ownPageFiles }),
        setupFiles: kind === 'shared' ? ['./test/setup.ts', './test/shared-page.ts'] : ['./test/setup.ts'],
        css: false,
        restoreMocks: true,
        // A lazy page loads its chunk on first render: on a busy two-core machine that can take seconds.
        testTimeout: 30_000,
      },
    }),
  );
}

export default webProject('shared');
