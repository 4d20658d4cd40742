// `node bench/dev-loop.mjs [--runs 3]`: how long a developer waits.
// - Built start: `npm start`'s server (apps/server/dist/main.mjs) on a data folder that already exists,
//   from the process starting to /readyz answering. Bar: 5 s.
// - Dev loop: `npm run dev` (the server under tsx watch with DEV_TOOLS=1, and Vite's dev server), warm:
//   from an edit of a server source file to the server answering with the edit in it (the OpenAPI
//   document's summary of /healthz, which the edit changes). Bar: 10 s.
// Each is also given as a ratio to the run's baseline: a bare Fastify process started the same way.
// The edited file is put back as it was, whatever happens.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAll } from '../scripts/build.mjs';
import { median, saveResults } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const port = Number(process.env.BENCH_PORT ?? 3230);
const base = `http://127.0.0.1:${port}`;
const edited = join(root, 'apps/server/src/modules/system/routes.ts');
const SUMMARY = "summary: 'The process is up'";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `args` under node with `env`; `stop()` ends it and everything it started. */
function start(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return {
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** Polls `url` until `ok(answer)`; the milliseconds from `since`. */
async function until(url, ok, since, ms = 120_000) {
  while (performance.now() - since < ms) {
    try {
      const answer = await fetch(url);
      if (await ok(answer)) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer as expected within ${ms} ms`);
}

const answers = (answer) => answer.ok;

/** From spawn to `url` answering, `runs` times, the process stopped after each. */
async function startTimes(args, env, url) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const since = performance.now();
    const server = start(args, env);
    times.push(await until(url, answers, since));
    await server.stop();
  }
  return times;
}

await buildAll();
const dataDir = mkdtempSync(join(tmpdir(), 'tevila-dev-loop-'));
const env = { DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' };
const original = readFileSync(edited, 'utf8');
if (!original.includes(SUMMARY)) throw new Error(`${edited} no longer holds ${SUMMARY}`);
const rows = [];
try {
  const bare = await startTimes(['bench/bare-server.mjs'], {}, `${base}/bare`);
  // The first start creates and migrates the data folder; the ones measured find it there.
  await startTimes(['apps/server/dist/main.mjs'], env, `${base}/readyz`);
  const built = await startTimes(['apps/server/dist/main.mjs'], env, `${base}/readyz`);

  // The whole of `npm run dev`: the server under tsx watch and, beside it, Vite's dev server.
  const dev = start(['scripts/dev.mjs'], env);
  const cold = await until(`${base}/readyz`, answers, performance.now());
  const edits = [];
  try {
    for (let i = 1; i <= runs; i += 1) {
      const mark = `The process is up (edit ${i})`;
      const since = performance.now();
      writeFileSync(edited, original.replace(SUMMARY, `summary: '${mark}'`));
      edits.push(
        await until(
          `${base}/api/docs/json`,
          async (answer) => answer.ok && (await answer.text()).includes(mark),
          since,
        ),
      );
      // Warm again before the next edit, as a developer reads the answer before typing.
      await sleep(2_000);
    }
  } finally {
    writeFileSync(edited, original);
    await dev.stop();
  }
  const row = (name, times, bar) => ({
    measure: name,
    medianMs: Math.round(median(times)),
    runsMs: times.map(Math.round).join(' '),
    vsBareStart: Number((median(times) / median(bare)).toFixed(1)),
    barMs: bar,
    ok: bar === null ? null : median(times) <= bar,
  });
  rows.push(row('bare Fastify process start (baseline)', bare, null));
  rows.push(row('built server start, existing data', built, 5_000));
  rows.push(row('npm run dev: cold start, existing data', [cold], null));
  rows.push(row('npm run dev: an edit answered', edits, 10_000));
} finally {
  writeFileSync(edited, original);
  rmSync(dataDir, { recursive: true, force: true });
}
saveResults(root, 'dev-loop', { duration: null, rows, checks: rows.filter((r) => r.barMs !== null) });
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
