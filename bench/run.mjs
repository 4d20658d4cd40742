// `npm run bench`: each figure is a ratio to a baseline taken in the same run on the same machine.
// Schedule: GET settings/schedule against a bare Fastify route, on the embedded engine and on PostgreSQL.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { benchDatabase, measure, rssMb, startProcess, waitFor } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

await buildAll();
const rows = [];
const bare = startProcess(join(root, 'bench/bare-server.mjs'), { PORT: '3210' });
await waitFor('http://127.0.0.1:3210/bare');
const baseline = await measure('http://127.0.0.1:3210/bare', { connections, duration });
rows.push({
  engine: '-',
  route: 'bare Fastify route (baseline)',
  ...baseline,
  ratio: 1,
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

for (const { engine, env } of engines) {
  const server = startProcess(join(root, 'apps/server/dist/main.mjs'), {
    ...env,
    PORT: '3211',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  await waitFor('http://127.0.0.1:3211/readyz');
  for (const [route, path] of [
    ['GET /healthz', '/healthz'],
    ['GET settings/schedule', '/api/api/settings/schedule'],
  ]) {
    const m = await measure(`http://127.0.0.1:3211${path}`, { connections, duration });
    rows.push({
      engine,
      route,
      ...m,
      ratio: +(m.reqPerSec / baseline.reqPerSec).toFixed(3),
      rssMb: rssMb(server.pid),
    });
  }
  await server.stop();
}
await pgDb?.drop();

console.table(rows);
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results/schedule.json');
writeFileSync(
  file,
  JSON.stringify({ at: new Date().toISOString(), connections, durationSeconds: duration, rows }, null, 2),
);
console.log(`Written ${file}`);
