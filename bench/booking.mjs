// Booking under load, on each engine, as ratios to baselines taken in the same run on the same database:
// availability for each of the next 6 nights against a bare primary-key SELECT route, and newreservation
// under 200 concurrent clients against a bare single-row INSERT route; then zero overbooking is checked.
// The server's memory (RSS) is read when it is ready, after it has idled a minute (BENCH_IDLE_SECONDS)
// and at its peak under each load. BENCH_PORT moves the ports (it and the next one) when another run
// holds them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildAll } from '../scripts/build.mjs';
import {
  benchEngines,
  measure,
  openRunDatabase,
  rssMb,
  saveResults,
  startBareDb,
  startProcess,
  waitFor,
} from './lib.mjs';
import { bookableOffers, bookUnderLoad } from './booking-load.mjs';
import { overbookedMinutes } from './overbooking.mjs';
import { signInPatrons } from './patrons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const patronsCount = Number(process.env.BENCH_PATRONS ?? 200);
const barePort = Number(process.env.BENCH_PORT ?? 3220);
const serverPort = barePort + 1;
const base = `http://127.0.0.1:${serverPort}`;
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
// What every browser sends; the site gzips large shared answers (decision 0007).
const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** The highest RSS of `pid` while `run` is under way, read every 200 ms, and run's answer. */
async function peakRss(pid, run) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 200);
  try {
    const result = await run();
    return { result, peak: Math.max(peak, rssMb(pid) ?? 0) };
  } finally {
    clearInterval(timer);
  }
}

await buildAll();
const rows = [];
const checks = [];
const { engines, drop } = await benchEngines('tevila_bench_booking');

for (const { engine, url } of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-bench-'));
  const bare = await startBareDb(root, { url, dataDir, port: barePort });
  const select = await measure(`${bare.base}/select`, {
    connections: 50,
    duration,
    headers: browser,
  });
  const insertRun = await autocannon({
    url: `${bare.base}/insert`,
    method: 'POST',
    connections: 200,
    duration,
  });
  const insert = {
    reqPerSec: Math.round(insertRun.requests.average),
    p50: insertRun.latency.p50,
    p99: insertRun.latency.p99,
  };
  await bare.stop();
  rows.push({ engine, what: 'bare primary-key SELECT (50 clients)', ...select, ratio: 1 });
  rows.push({ engine, what: 'bare single-row INSERT (200 clients)', ...insert, ratio: 1 });

  const serverEnv = {
    DATA_DIR: dataDir,
    PORT: String(serverPort),
    HOST: '0.0.0.0',
    LOG_LEVEL: 'warn',
    DEV_TOOLS: '1',
    ...(url ? { DATABASE_URL: url } : {}),
  };
  const server = startProcess(join(root, 'apps/server/dist/main.mjs'), serverEnv);
  await waitFor(`${base}/readyz`);
  rows.push({ engine, what: 'server ready (migrated, listening)', rssMb: rssMb(server.pid) });
  // Idle: nothing asked of it but its own background work (the job queue's polling).
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  rows.push({ engine, what: `server idle ${idleSeconds} s after start`, rssMb: rssMb(server.pid) });
  const patrons = await signInPatrons(base, patronsCount);
  const auth = { authorization: `Bearer ${patrons[0].token}`, ...browser };
  const nights = (await (await fetch(`${base}/api/api/settings/schedule`)).json()).slice(0, 6);
  const { result: avail, peak: availRss } = await peakRss(server.pid, () =>
    autocannon({
      url: base,
      connections: 50,
      duration,
      requests: nights.map((n) => ({
        method: 'GET',
        path: `/api/api/reservations/availablereservations?dt=${n.date}`,
        headers: auth,
      })),
    }),
  );
  if (avail.non2xx > 0) throw new Error(`availability answered ${avail.non2xx} non-2xx`);
  rows.push({
    engine,
    what: 'availablereservations, 6 nights (50 clients)',
    reqPerSec: Math.round(avail.requests.average),
    p50: avail.latency.p50,
    p99: avail.latency.p99,
    ratio: +(avail.requests.average / select.reqPerSec).toFixed(3),
    rssMb: availRss,
  });

  // What can be asked for: every slot of the bookable weeknights, shower or bath.
  const offers = await bookableOffers(base, nights, patrons[0].token, browser);
  const { result: booking, peak: bookingRss } = await peakRss(server.pid, () =>
    bookUnderLoad(base, patrons, offers, 200, duration),
  );
  rows.push({
    engine,
    what: `newreservation (200 clients; answers ${JSON.stringify(booking.statuses)})`,
    reqPerSec: booking.reqPerSec,
    p50: booking.p50,
    p99: booking.p99,
    ratio: +(booking.reqPerSec / insert.reqPerSec).toFixed(3),
    rssMb: bookingRss,
  });
  await server.stop();

  const { query, close } = await openRunDatabase(url, dataDir);
  const booked = Number(
    (await query("SELECT count(*) AS n FROM reservations WHERE status NOT IN ('Canceled', 'Replaced')"))
      .rows[0].n,
  );
  const problems = await overbookedMinutes(
    query,
    nights.map((n) => n.date),
  );
  await close();
  const unexpected = Object.entries(booking.statuses).filter(([s]) => !['200', '409', '400'].includes(s));
  checks.push({ engine, booked, overbooked: problems.length, unexpectedAnswers: unexpected.length });
  if (problems.length) console.error(problems.slice(0, 10).join('\n'));
}
await drop();

saveResults(root, 'booking', { duration, rows, checks });
if (checks.some((c) => c.overbooked > 0 || c.unexpectedAnswers > 0)) {
  console.error('Overbooking or unexpected answers: see above.');
  process.exit(1);
}
