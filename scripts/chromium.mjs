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
];
