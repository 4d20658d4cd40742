// Shared pieces of the benchmarks: start a process and wait for it, measure a URL, read memory.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

/** The middle value of a run's figures (the upper middle of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export function startProcess(script, env) {
  // BENCH_CPU_PROF_DIR=<dir> writes each server's CPU profile there when it stops (where the time goes).
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  const child = spawn(process.execPath, [...flags, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Settings written to a bench server's database before it starts (the embedded database is the
 * server's alone once it runs). Staff sign in with the texted code alone, as on the browser tests'
 * servers: a bench measures the night, not the administrator's authenticator app.
 */
export function presetSettings(root, env, settings = { staffSecondFactor: 'False' }) {
  const r = spawnSync(
    process.execPath,
    [join(root, 'apps/server/dist/cli.mjs'), 'settings', 'set', ...Object.entries(settings).flat()],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (r.status !== 0) throw new Error(`settings set: exit ${r.status}`);
}

/**
 * Requests per second and latency percentiles for one URL under `connections` concurrent clients.
 * Every answer must have `status` (200 unless told, e.g. 304 for a revalidation).
 */
export async function measure(url, { connections = 50, duration = 5, headers = {}, status = 200 } = {}) {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up, not counted
  const r = await autocannon({ url, connections, duration, headers });
  const wrong = Object.entries(r.statusCodeStats)
    .filter(([code]) => Number(code) !== status)
    .map(([code, { count }]) => `${count}× ${code}`);
  if (wrong.length > 0 || r.errors > 0)
    throw new Error(
      `${url}: answers other than ${status}: ${wrong.join(', ') || 'none'}; ${r.errors} errors`,
    );
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

export function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : null;
}

/** Clock ticks a second, asked of the system once, by the first bench that reads processor time. */
let clockTicks;

/** The processor time, in µs, that process `pid` has used so far (its user and system time, Linux's /proc). */
export function cpuMicros(pid) {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  // The fields after the command's name, which ends with ") ": utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicks;
}

const pgAdminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database for one run, or null when PostgreSQL cannot be reached. */
export async function benchDatabase(prefix) {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${Date.now()}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The engines a run measures: always the embedded one, and PostgreSQL when it can be reached. */
export async function benchEngines(prefix) {
  const engines = [{ engine: 'pglite' }];
  const pgDb = await benchDatabase(prefix);
  if (pgDb) engines.push({ engine: 'postgresql', url: pgDb.url });
  else console.warn('PostgreSQL is not reachable: measuring the embedded engine only.');
  return { engines, drop: async () => pgDb?.drop() };
}

/**
 * bench/bare-db-server.mjs on the engine's database (PostgreSQL at `url`, else embedded files in
 * `dataDir`), up and answering: the server of a run's baselines.
 */
export async function startBareDb(root, { url, dataDir, port }) {
  const env = url ? { DATABASE_URL: url } : { PGLITE_DIR: join(dataDir, 'bare') };
  const bare = startProcess(join(root, 'bench/bare-db-server.mjs'), { ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/select`);
  return { base, stop: bare.stop };
}

/**
 * Plain SQL on the database a run left behind, to check it: PostgreSQL at `url`, else the embedded
 * engine's files in `dataDir` (the server must have stopped).
 */
export async function openRunDatabase(url, dataDir) {
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return { query: (t, v) => c.query(t, v), close: () => c.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pgdata'));
  return { query: (t, v) => db.query(t, v), close: () => db.close() };
}

/** Prints a run's rows and checks and writes them to bench/results/<name>.json. */
export function saveResults(root, name, { duration, rows, checks }) {
  console.table(rows);
  console.table(checks);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, `bench/results/${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), durationSeconds: duration, rows, checks }, null, 2),
  );
}

/** A JSON call to the API at `base` as `token`'s user; throws with the answer when it is not 2xx. */
export async function apiCall(base, method, path, token, body) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}
