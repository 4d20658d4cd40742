import { beforeAll } from 'vitest';

/*
 * The web files share their worker's modules and page (decision 0035). An import still loading when a
 * file ends is cut off with that file, and a lazy component keeps the failure: so every module of the
 * app is loaded before the worker's first test, and no later import has anything left to load. The
 * two entries are left out: each starts an app of its own.
 */
const modules = import.meta.glob([
  '../src/**/*.{ts,tsx,json}',
  '!../src/**/*.test.{ts,tsx}',
  '!../src/main.tsx',
  '!../src/entry-server.tsx',
]);

beforeAll(async () => {
  await Promise.all(Object.values(modules).map((load) => load()));
}, 120_000);
