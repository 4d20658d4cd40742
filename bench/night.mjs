// The desk under load, on each engine, as ratios to a bare primary-key SELECT route on the same database:
// the night's list and the reservation details read by 50 clients, then every patron of a full night
// checked in by 10 desks at once, after which no room may hold two visits and no waiting code repeat.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildAll } from '../scripts/build.mjs';
import {
  apiCall,
  benchEngines,
  measure,
  openRunDatabase,
  presetSettings,
  rssMb,
  saveResults,
  startBareDb,
  startProcess,
  waitFor,
} from './lib.mjs';
import { signInPatrons } from './patrons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const patronsCount = Number(process.env.BENCH_NIGHT_PATRONS ?? 120);
const desks = 10;
const base = 'http://127.0.0.1:3231';
const browser = { 'accept-encoding': 'gzip, deflate, br' };

const call = (method, path, token, body) => apiCall(base, method, path, token, body);

/** The first open weeknight from today, and "now" set to its opening so the desk works that night. */
async function sitOnOpenNight() {
  const nights = await (await fetch(`${base}/api/api/settings/schedule?days=14`)).json();
  const night = nights.find((n) => !n.closed && !n.shabbosMode);
  const r = await fetch(`${base}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: night.openTime }),
  });
  if (!r.ok) throw new Error(`dev clock: ${r.status}`);
  return night;
}

await buildAll();
const rows = [];
const checks = [];
const { engines, drop } = await benchEngines('tevila_bench_night');

for (const { engine, url } of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-bench-night-'));
  const bare = await startBareDb(root, { url, dataDir, port: 3230 });
  const select = await measure(`${bare.base}/select`, {
    connections: 50,
    duration,
    headers: browser,
  });
  await bare.stop();
  rows.push({ engine, what: 'bare primary-key SELECT (50 clients)', ...select, ratio: 1 });

  // The first patron's number is the administrator's (ADMIN_PHONES): she is the desk.
  const serverEnv = {
    DATA_DIR: dataDir,
    PORT: '3231',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEV_TOOLS: '1',
    ADMIN_PHONES: '+13105551000',
    ...(url ? { DATABASE_URL: url } : {}),
  };
  presetSettings(root, serverEnv);
  const server = startProcess(join(root, 'apps/server/dist/main.mjs'), serverEnv);
  await waitFor(`${base}/readyz`);
  const night = await sitOnOpenNight();
  // `desks` more patrons than measured: their check-ins, one per desk at once, open the server's
  // connections to the database first, as the other phases' first second warms them (not counted).
  const [desk, ...patrons] = await signInPatrons(base, patronsCount + desks + 1);
  const slots = await call('GET', `/api/api/reservations/availablereservations?dt=${night.date}`, desk.token);
  const ids = [];
  for (const [i, patron] of patrons.entries()) {
    const slot = slots[i % slots.length];
    const made = await call(
      'POST',
      '/api/api/reservations/newreservation?v=1&ignoreCutoff=True&ignoreAvailability=True',
      desk.token,
      {
        reservationDate: night.date,
        reservationTime: slot.timeSlot,
        bath: i % 3 === 0,
        userId: patron.userId,
      },
    );
    ids.push(made.result.id);
  }
  const auth = { authorization: `Bearer ${desk.token}`, ...browser };

  const list = await measure(`${base}/api/api/reservations/day?dt=${night.date}`, {
    connections: 50,
    duration,
    headers: auth,
  });
  rows.push({
    engine,
    what: `reservations/day, ${ids.length} reservations (50 clients)`,
    ...list,
    ratio: +(list.reqPerSec / select.reqPerSec).toFixed(3),
  });
  const details = await autocannon({
    url: base,
    connections: 50,
    duration,
    requests: ids
      .slice(0, 50)
      .map((id) => ({ method: 'GET', path: `/api/api/reservations/${id}/details`, headers: auth })),
  });
  if (details.non2xx > 0) throw new Error(`details answered ${details.non2xx} non-2xx`);
  rows.push({
    engine,
    what: 'reservations/{id}/details (50 clients)',
    reqPerSec: Math.round(details.requests.average),
    p50: details.latency.p50,
    p99: details.latency.p99,
    ratio: +(details.requests.average / select.reqPerSec).toFixed(3),
  });

  const warm = ids.splice(0, desks);
  const checkin = (id) =>
    fetch(`${base}/api/api/reservations/${id}/checkin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${desk.token}` },
    });
  await Promise.all(warm.map(async (id) => (await checkin(id)).arrayBuffer()));

  // Every other patron checked in once, by 10 desks at the same time.
  const queue = [...ids];
  const statuses = {};
  const started = Date.now();
  const latencies = [];
  await Promise.all(
    Array.from({ length: desks }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const t0 = performance.now();
        const r = await checkin(id);
        latencies.push(performance.now() - t0);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        await r.arrayBuffer();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  rows.push({
    engine,
    what: `checkin, ${ids.length} patrons by ${desks} desks (answers ${JSON.stringify(statuses)})`,
    reqPerSec: Math.round(ids.length / ((Date.now() - started) / 1000)),
    p50: pct(0.5),
    p99: pct(0.99),
    ratio: null,
    rssMb: rssMb(server.pid),
  });
  await server.stop();

  const { query, close } = await openRunDatabase(url, dataDir);
  const inRoom = "('Assigned', 'Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'InMikvah', 'Dressing')";
  const one = async (text) => Number((await query(text)).rows[0].n);
  const assigned = await one(`SELECT count(*) AS n FROM reservations WHERE status IN ${inRoom}`);
  const waiting = await one("SELECT count(*) AS n FROM reservations WHERE status = 'Waiting'");
  const doubleRooms = await one(
    `SELECT count(*) AS n FROM (SELECT room_id FROM reservations WHERE status IN ${inRoom} GROUP BY room_id HAVING count(*) > 1) x`,
  );
  const doubleCodes = await one(
    "SELECT count(*) AS n FROM (SELECT waiting_code FROM reservations WHERE status = 'Waiting' GROUP BY night, waiting_code HAVING count(*) > 1) x",
  );
  await close();
  const unexpected = Object.keys(statuses).filter((s) => s !== '200').length;
  checks.push({ engine, assigned, waiting, doubleRooms, doubleCodes, unexpectedAnswers: unexpected });
}
await drop();

saveResults(root, 'night', { duration, rows, checks });
if (checks.some((c) => c.doubleRooms > 0 || c.doubleCodes > 0 || c.unexpectedAnswers > 0)) {
  console.error('A room or waiting code given twice, or unexpected answers: see above.');
  process.exit(1);
}
