// Chromium as every browser run on this machine needs it (the browser tests and the benchmarks):
// Debian's build, no GPU, and no network beyond loopback, so nothing reaches out on its own.
import { existsSync } from 'node:fs';

export const chromiumPath = '/usr/bin/chromium';
/**
 * The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell), as Playwright
 * runs its own headless tests: the same engine without the browser's own interface, which cost about a
 * seventh of the tests' processor time. Without it they run in the full browser.
 */
export const testChromiumPath = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : chromiumPath;
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // One renderer process, reused by every page and context: starting a renderer for each test's new
  // context cost more processor time than most pages do (a sixth of the browser tests' time).
  '--renderer-process-limit=1',
];
