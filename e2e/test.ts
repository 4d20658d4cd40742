import { test as base } from '@playwright/test';
import { serverUrl } from './servers';

// Everything of Playwright's test API, with `test` bound to the server of its worker (servers.ts).
export * from '@playwright/test';

export const test = base.extend<{ browserErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  // What the page logged as an error or threw, told with a test that failed: a failure far from its
  // cause (a field emptied by a page drawn anew) is explained by what the browser said.
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0)
        await testInfo.attach('browser errors', { body: errors.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
});
