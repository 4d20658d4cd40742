// `npm run bench`: each figure is a ratio to a baseline taken in the same run on the same machine.
// Public answers: GET settings/schedule (and the other answers that are the same for every patron)
// against GET /healthz of the same server (the mean of a run before and one after them), on the
// embedded engine and on PostgreSQL; the target is at least half of /healthz's throughput. A bare
// Fastify route in its own process is the run's floor.
// BENCH_PORT moves the ports (it and the next one) when another run holds them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { benchDatabase, measure, rssMb, startProcess, waitFor } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const barePort = Number(process.env.BENCH_PORT ?? 3210);
const serverPort = barePort + 1;
// What a phone's browser sends: the answer may come compressed.
const browser = { 'accept-encoding': 'gzip, deflate, br' };

await buildAll();
const rows = [];
const bare = startProcess(join(root, 'bench/bare-server.mjs'), { PORT: String(barePort) });
await waitFor(`http://127.0.0.1:${barePort}/bare`);
const baseline = await measure(`http://127.0.0.1:${barePort}/bare`, { connections, duration });
rows.push({
  engine: '-',
  route: 'bare Fastify route (floor)',
  ...baseline,
  vsBare: 1,
  vsHealthz: null,
  rssMb: rssMb(bare.pid),
});
await bare.stop();

const engines = [{ engine: 'pglite', env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-bench-')) } }];
const pgDb = await benchDatabase('tevila_bench');
if (pgDb)
  engines.push({
    engine: 'postgresql',
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-bench-')), DATABASE_URL: pgDb.url },
  });
else console.warn('PostgreSQL is not reachable: measuring the embedded engine only.');

const schedule = '/api/api/settings/schedule';

/** The ETag the server gives the schedule now, to ask as a browser revalidating would; null without one. */
async function scheduleEtag(base) {
  return (await fetch(`${base}${schedule}`)).headers.get('etag');
}

for (const { engine, env } of engines) {
  const server = startProcess(join(root, 'apps/server/dist/main.mjs'), {
    ...env,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${serverPort}`;
  await waitFor(`${base}/readyz`);
  const etag = await scheduleEtag(base);
  const routes = [
    ['GET settings/schedule', schedule],
    ['GET settings/schedule, browser (gzip, br)', schedule, browser],
    ...(etag
      ? [['GET settings/schedule, If-None-Match (304)', schedule, { 'if-none-match': etag }, 304]]
      : []),
    ['GET settings (public)', '/api/api/settings'],
    ['GET tours?type=Kallah', '/api/api/tours?type=Kallah'],
  ];
  // /healthz is measured before and after the others, and each is compared with the mean of the two:
  // on a shared machine the load drifts during a run.
  const first = await measure(`${base}/healthz`, { connections, duration });
  const measured = [];
  for (const [route, path, headers = {}, status = 200] of routes)
    measured.push({
      route,
      ...(await measure(`${base}${path}`, { connections, duration, headers, status })),
    });
  const last = await measure(`${base}/healthz`, { connections, duration });
  const healthz = (first.reqPerSec + last.reqPerSec) / 2;
  const rss = rssMb(server.pid);
  for (const m of [
    { route: 'GET /healthz', ...first },
    ...measured,
    { route: 'GET /healthz (again)', ...last },
  ])
    rows.push({
      engine,
      ...m,
      vsBare: +(m.reqPerSec / baseline.reqPerSec).toFixed(3),
      vsHealthz: +(m.reqPerSec / healthz).toFixed(3),
      rssMb: rss,
    });
  await server.stop();
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}
await pgDb?.drop();

console.table(rows);
const target = rows.filter((r) => r.route === 'GET settings/schedule');
for (const r of target)
  console.log(
    `${r.engine}: settings/schedule at ${r.vsHealthz}× of /healthz (target ≥ 0.5×): ${r.vsHealthz >= 0.5 ? 'met' : 'NOT met'}`,
  );
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results/schedule.json');
writeFileSync(
  file,
  JSON.stringify({ at: new Date().toISOString(), connections, durationSeconds: duration, rows }, null, 2),
);
console.log(`Written ${file}`);
