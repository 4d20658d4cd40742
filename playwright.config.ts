import { defineConfig, devices } from '@playwright/test';
import { firstPort, serverCount, serverUrl } from './e2e/servers';
import { chromiumFlags, testChromiumPath } from './scripts/chromium.mjs';

const chromium = { executablePath: testChromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker per server (e2e/servers.ts): a file runs alone against its worker's server, as it would
  // against a single one, while the other worker's files use the second processor.
  workers: serverCount,
  retries: process.env.CI === 'true' ? 1 : 0,
  use: { baseURL: serverUrl(0), launchOptions: chromium, trace: 'off' },
  projects: [
    // The desk and administration screens are used at a desk: their journeys run on the desktop only.
    {
      name: 'phone',
      // Her phone's screen, touch and browser, drawn at one device pixel per CSS pixel: what the tests
      // check is laid out in CSS pixels, and drawing 2.6 times as many pixels cost a fifth of their
      // processor time (decision 0035).
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions: chromium },
      testIgnore: /(admin-.*|desk-journey)\.spec\.ts/,
    },
    // A patron's own journeys run on the phone, her device; the desktop keeps the staff screens and the
    // journeys whose layout differs there (the sidebar, sign-in, guards, keyboard focus, axe on the
    // administration screens). Decision 0013: CI's time.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore:
        /(public-pages|forms|account-pages|payments|notifications|garage-access|license-plate|donate|first-paint|web-budget|phone-fit|patron-journey|language-journey|smaller-journey|reserve|hours|banner)\.spec\.ts/,
    },
  ],
  // Started one after the other: the first builds the app (scripts/build.mjs), the others find it built.
  webServer: Array.from({ length: serverCount }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `${serverUrl(index)}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { E2E_PORT: String(firstPort + index) },
  })),
});
