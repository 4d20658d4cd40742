// The building never holds up a booking: newreservation under load on a server with no building
// devices, then on one whose every device is set and answers nothing (a lock server, a paging system
// and a Modbus relay that take the connection and never reply; a DMX node where nothing listens), on
// each engine, as ratios to a bare primary-key SELECT route on the same database and to each other,
// the two servers measured in turns.
// Checked after: no answer 5xx, and the devices page says the lock server failed (it was really tried).
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { bookableOffers, bookUnderLoad } from './booking-load.mjs';
import {
  apiCall,
  benchEngines,
  measure,
  median,
  presetSettings,
  saveResults,
  startBareDb,
  startProcess,
  waitFor,
} from './lib.mjs';
import { signInPatrons } from './patrons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const patronsCount = Number(process.env.BENCH_PATRONS ?? 120);
const barePort = Number(process.env.BENCH_PORT ?? 3240);
const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** A TCP port that takes every connection and never answers: a device that hangs. */
async function blackHole() {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: server.address().port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(r));
    },
  };
}

await buildAll();
const [locks, paging, relay] = await Promise.all([blackHole(), blackHole(), blackHole()]);
const away = {
  doorLockSystem: 'http',
  doorLockServerAddress: `http://127.0.0.1:${locks.port}/locks`,
  doorLockLogin: 'tevila',
  doorLockPassword: 'bench-secret',
  dmxNodeAddress: '127.0.0.1',
  dmxPort: '9',
  pagingAddress: '127.0.0.1',
  pagingPort: String(paging.port),
  pagingPassword: 'bench-secret',
  modbusRelayAddress: `127.0.0.1:${relay.port}`,
  compressorRelayCoil: '3',
  compressorDemandInput: '1',
};
const modes = [
  { name: 'no building devices', settings: {} },
  { name: 'every device set, none answering', settings: away },
];

const rows = [];
const checks = [];
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

// Both servers run at once, on databases of their own, and are measured in turns (none, away, none,
// away …): what else the machine does in the meantime falls on both alike.
const dbs = await Promise.all(modes.map((_, i) => benchEngines(`tevila_bench_building_${i}`)));
for (const [e, { engine, url: firstUrl }] of dbs[0].engines.entries()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-bench-building-'));
  const bare = await startBareDb(root, { url: firstUrl, dataDir, port: barePort });
  const select = await measure(`${bare.base}/select`, { connections: 50, duration, headers: browser });
  await bare.stop();
  rows.push({ engine, what: 'bare primary-key SELECT (50 clients)', ...select, ratio: 1 });

  const servers = [];
  for (const [i, mode] of modes.entries()) {
    const url = dbs[i].engines[e].url;
    const port = barePort + 1 + i;
    const base = `http://127.0.0.1:${port}`;
    // The first patron's number is the administrator's (ADMIN_PHONES): she reads the devices page.
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-bench-building-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DEV_TOOLS: '1',
      ADMIN_PHONES: '+13105551000',
      ...(url ? { DATABASE_URL: url } : {}),
    };
    presetSettings(root, env, { staffSecondFactor: 'False', ...mode.settings });
    const process_ = startProcess(join(root, 'apps/server/dist/main.mjs'), env);
    await waitFor(`${base}/readyz`);
    const patrons = await signInPatrons(base, patronsCount);
    const nights = (await (await fetch(`${base}/api/api/settings/schedule`)).json()).slice(0, 6);
    const offers = await bookableOffers(base, nights, patrons[0].token, browser);
    servers.push({ mode, base, process: process_, patrons, offers, runs: [], statuses: {} });
  }
  for (let round = 0; round < rounds; round++)
    for (const s of servers) {
      const run = await bookUnderLoad(s.base, s.patrons, s.offers, 50, duration);
      s.runs.push(run);
      for (const [status, n] of Object.entries(run.statuses))
        s.statuses[status] = (s.statuses[status] ?? 0) + n;
    }
  for (const s of servers) {
    const reqPerSec = median(s.runs.map((r) => r.reqPerSec));
    rows.push({
      engine,
      what: `newreservation (50 clients, median of ${rounds}), ${s.mode.name}; answers ${JSON.stringify(s.statuses)}`,
      reqPerSec,
      p50: median(s.runs.map((r) => r.p50)),
      p99: median(s.runs.map((r) => r.p99)),
      ratio: +(reqPerSec / select.reqPerSec).toFixed(3),
    });
  }
  rows.push({
    engine,
    what: 'newreservation with devices away ÷ with none (median of the turns)',
    ratio: +median(servers[0].runs.map((r, i) => servers[1].runs[i].reqPerSec / r.reqPerSec)).toFixed(3),
  });
  // Let the door-code sweep meet the hanging lock server (its calls give up after 5 s).
  await new Promise((r) => setTimeout(r, 8000));
  for (const s of servers) {
    const devices = await apiCall(s.base, 'GET', '/api/api/building-devices', s.patrons[0].token);
    const stillUp = (await fetch(`${s.base}/readyz`)).ok;
    await s.process.stop();
    checks.push({
      engine,
      mode: s.mode.name,
      serverErrors: Object.entries(s.statuses).filter(([status]) => Number(status) >= 500).length,
      stillUp,
      lockServer: devices.find((d) => d.id === 'door-locks')?.state,
    });
  }
}
for (const { drop } of dbs) await drop();
await Promise.all([locks.close(), paging.close(), relay.close()]);

saveResults(root, 'building', { duration, rows, checks });
const wrong = checks.filter(
  (c) => c.serverErrors > 0 || !c.stillUp || (c.mode !== modes[0].name && c.lockServer !== 'failing'),
);
if (wrong.length > 0) {
  console.error('A device held up the server, or was never tried: see above.');
  process.exit(1);
}
