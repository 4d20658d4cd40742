// The server the browser tests run against: built as `npm start` builds it, on a fresh embedded database,
// with the development endpoints on and a welcome banner image set.
import { spawnSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-e2e-')),
  PORT: port,
  HOST: '127.0.0.1',
  DEV_TOOLS: '1',
  LOG_LEVEL: 'warn',
  ADMIN_PHONES: '+13105550110,+13105550120',
};
delete env.DATABASE_URL;
delete env.NODE_ENV;
Object.assign(process.env, env);
delete process.env.DATABASE_URL;
delete process.env.NODE_ENV;

await buildAll();
const banner = `http://127.0.0.1:${port}/images/welcome-banner.svg`;
// Every browser test signs in and sends its forms from 127.0.0.1: one address asks more than a real
// network would. One command for all of them: each start of the CLI opens the embedded database anew.
// Both facilities take these.
const settings = [
  ['smsCodesPerNetworkPerHour', '1000'],
  ['formsPerNetworkPerMinute', '1000'],
  // The journeys sign the administrator in through the API many times a minute, which one code per
  // 30-second step cannot serve; second-factor-journey.spec.ts turns it on for itself.
  ['staffSecondFactor', 'False'],
];
/** One operator command (`npm run cli -- …`) on this server's database; its failure stops the start. */
function cli(...args) {
  const r = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli.mjs'), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The first facility's own Stripe account: each facility's payments are on its own (docs/facilities.md).
cli(
  'settings',
  'set',
  ...settings.flat(),
  'websiteBannerImage',
  banner,
  'stripeAccountId',
  'acct_1FirstMikvahE2E',
);
// A second facility beside the first (e2e/two-facilities.spec.ts), added as an operator adds one: its
// own host (a reserved .test name the browser maps to 127.0.0.1), another time zone and place, other
// hours and prices, its own Stripe account, and the desktop project's administrator (testPhone slot
// 0), so the desk can sign in there. The first facility has no host: 127.0.0.1 stays its own.
const secondFacility = { slug: 'north', host: 'north.tevila.test' };
cli(
  'facility',
  'add',
  secondFacility.slug,
  '--name',
  'North Shore Mikvah',
  '--host',
  secondFacility.host,
  '--time-zone',
  'America/New_York',
  '--lat',
  '40.7128',
  '--lng',
  '-74.0060',
  '--admin',
  '+13105550120',
);
cli(
  'settings',
  'set',
  '--facility',
  secondFacility.slug,
  ...settings.flat(),
  // Opens an hour before the zman rather than 45 minutes, and bookings close two hours before opening.
  'openBeforeZmanMinutes',
  '60',
  'reservationCutOffBeforeOpenHours',
  '2',
  'priceShower',
  '42',
  'priceBath',
  '58',
  'priceSalonManicure',
  '27',
  'stripeAccountId',
  'acct_1NorthShoreE2E',
  // Its own address and contacts in its footer, rather than the defaults the first one shows.
  'facilityAddress',
  'New York, NY',
  'facilityPhone',
  '(212) 555-0100',
  'facilityEmail',
  'north@example.org',
);
// The organisation's administrator of each project (e2e/support.ts, block "organisation", slot 0):
// only the command line gives that role.
for (const phone of ['+19495550170', '+19495550180'])
  cli('grant-role', '--phone', phone, '--role', 'OrgAdmin');
await import('../apps/server/dist/main.mjs');

// A test server that stops answering for a while fails whatever test asks it next, far from the
// cause. Each second the event loop was held for 2 s or more is said on stderr (which the browser
// run shows), with the time, so a stall reads as the server's own work rather than a lost request.
const lag = monitorEventLoopDelay({ resolution: 50 });
lag.enable();
setInterval(() => {
  const worst = lag.max / 1e6;
  lag.reset();
  if (worst >= 2000)
    process.stderr.write(
      `[test server :${port}] ${new Date().toISOString()} event loop held ${Math.round(worst)} ms\n`,
    );
}, 1000).unref();
