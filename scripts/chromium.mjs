// Chromium as every browser run on this machine needs it (the browser tests and the benchmarks):
// Debian's build, no GPU, and no network beyond loopback, so nothing reaches out on its own.
export const chromiumPath = '/usr/bin/chromium';
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
