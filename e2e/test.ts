import { test as base } from '@playwright/test';
import { serverUrl } from './servers';

// Everything of Playwright's test API, with `test` bound to the server of its worker (servers.ts).
export * from '@playwright/test';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});
