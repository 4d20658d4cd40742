// A city on one deployment (docs/facilities.md), against the bars of docs/design.md §10:
// - PostgreSQL. Availability (6 nights, 50 clients) and newreservation (200 clients), as ratios to the
//   bare baselines of bench/booking.mjs taken in the same run: first one facility on one instance, as
//   bench/booking.mjs measures it today. Then two deployments of two instances each, side by side on
//   databases of their own: one facility, and 50 facilities each added by `facility add` with its own
//   host and time zone and holding a month of past visits. Three loads are compared: one facility's,
//   one facility's load at one of the 50, and the load spread over the others by their hosts.
//   Availability runs in 24 rounds (BENCH_AVAIL_ROUNDS) of a turn of 2 s (BENCH_TURN_SECONDS) for
//   each load, bookings in six rounds (BENCH_ROUNDS) of a 5 s load each, on nights no load has filled;
//   every other round in reverse order, so that each pair of rounds runs there and back. Each pair's
//   city figures, summed, must be at least 0.9× of the one facility's (the median of the pairs),
//   booking by the bookings made per second (one facility's nights fill within a load, and answer
//   quick refusals after); 0 overbooked in any facility; the directory's JSON
//   (`GET facilities/tonight`) p99 under 50 ms with 10 clients.
// - The embedded engine with 5 facilities: the server's memory when ready, after idling
//   (BENCH_IDLE_SECONDS, default 60) and at its peak under the loads; idle at most 300 MB, as for one.
// - Side by side: one facility's deployment and the city's asked for availability at the same moment at a
//   fixed rate (BENCH_CPU_RATE answers a second each, 1,500), in BENCH_CPU_ROUNDS rounds (6): the
//   servers' processor time an answer, the city's against one facility's (reported, no bar).
// - With BENCH_ALONE_ROUNDS (0 by default), one instance of each deployment asked alone, as a diagnostic:
//   one facility's load against the city's spread over 1, 5, 15 and all of its facilities (no bar).
// BENCH_FACILITIES moves the 50, BENCH_PATRONS_EACH the patrons of each of them (20), BENCH_SECONDS the
// length of each load but availability's turns, BENCH_PORT the ports (it and the next five) when another
// run holds them.
// Run with `node --import tsx` (the overbooking check reads the domain's sources).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { defaultSettingValues } from '../packages/domain/src/index.ts';
import { buildAll } from '../scripts/build.mjs';
import {
  benchDatabase,
  cpuMicros,
  measure,
  median,
  openRunDatabase,
  presetSettings,
  rssMb,
  saveResults,
  startBareDb,
  waitFor,
} from './lib.mjs';
import { bookableOffers, bookedPerSecond, bookUnderLoad } from './booking-load.mjs';
import { overbookedMinutes } from './overbooking.mjs';
import { getJson, renewTokens, signInPatrons } from './patrons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const facilityCount = Math.max(2, Number(process.env.BENCH_FACILITIES ?? 50));
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const firstPort = Number(process.env.BENCH_PORT ?? 3260);
const ports = {
  bare: firstPort,
  a: firstPort + 1,
  b: firstPort + 2,
  embedded: firstPort + 3,
  c: firstPort + 4,
  d: firstPort + 5,
};
const browser = { 'accept-encoding': 'gzip, deflate, br' };
// 200 patrons at one facility, as bench/booking.mjs signs in; 20 at each of many (BENCH_PATRONS_EACH),
// so that her limit of one booking a night is not all that most of them meet. Many facilities' nights
// do not fill within a load as one facility's do, so their answers differ in kind: the rows count them.
const PATRONS = 200;
const patronsEach = Number(process.env.BENCH_PATRONS_EACH ?? 20);
const EMBEDDED_FACILITIES = 5;
// Each load asks for 6 nights of each facility; each round books nights no load has filled yet: set 0
// for one facility on one instance, set N for round N.
const NIGHTS = 6;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));
// The rounds of availability (BENCH_AVAIL_ROUNDS), each a turn of BENCH_TURN_SECONDS for each load:
// twelve pairs, not six. Loads of the same cost measured pairs from 0.739 to 1.371× (docs/facilities.md,
// T), two of six below 0.75: a median of six moved as much as the gap it was there to find.
const AVAIL_ROUNDS = Math.max(1, Number(process.env.BENCH_AVAIL_ROUNDS ?? 24));
const TURN = Number(process.env.BENCH_TURN_SECONDS ?? 2);
// The rounds side by side at a fixed rate (BENCH_CPU_ROUNDS), each deployment asked BENCH_CPU_RATE
// answers a second: well under what two instances answer on this machine, so neither waits on the other.
const CPU_ROUNDS = Math.max(0, Number(process.env.BENCH_CPU_ROUNDS ?? 6));
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 1500);
// The embedded server's bar (docs/design.md §10): at most 300 MB of RSS once idle.
const EMBEDDED_IDLE_BAR_MB = 300;
// A few cities' time zones and places, so the facilities' nights fall at different hours.
const PLACES = [
  { timeZone: 'America/New_York', lat: '40.7128', lng: '-74.0060' },
  { timeZone: 'America/Chicago', lat: '41.8781', lng: '-87.6298' },
  { timeZone: 'America/Los_Angeles', lat: '34.0522', lng: '-118.2437' },
  { timeZone: 'Europe/London', lat: '51.5074', lng: '-0.1278' },
  { timeZone: 'Asia/Jerusalem', lat: '31.7683', lng: '35.2137' },
];
const slugOf = (n) => `f${String(n).padStart(2, '0')}`;
const hostOf = (n) => `${slugOf(n)}.bench.test`;
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
/** Patrons by their facility's slug, in the order the facilities came. */
function bySlug(patrons) {
  const groups = new Map();
  for (const p of patrons) groups.set(p.slug, [...(groups.get(p.slug) ?? []), p]);
  return groups;
}
const serverEnv = (extra) => ({ HOST: '0.0.0.0', LOG_LEVEL: 'warn', DEV_TOOLS: '1', ...extra });

/** One operator command, run by the product's own CLI. */
function cliArgs(n) {
  const place = PLACES[n % PLACES.length];
  return [
    'facility',
    'add',
    slugOf(n),
    '--name',
    `Mikvah ${n}`,
    '--host',
    hostOf(n),
    '--time-zone',
    place.timeZone,
    '--lat',
    place.lat,
    '--lng',
    place.lng,
  ];
}

/** Adds facilities `from`…`to` as an operator would with `facility add`, a few commands at a time. */
async function addFacilities(env, from, to) {
  const left = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const one = async () => {
    for (let n = left.shift(); n !== undefined; n = left.shift()) {
      const child = spawn(process.execPath, [join(root, 'apps/server/dist/cli.mjs'), ...cliArgs(n)], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const code = await new Promise((r) => child.once('exit', r));
      if (code !== 0) throw new Error(`facility add ${slugOf(n)}: exit ${code}`);
    }
  };
  // The embedded database takes one process at a time.
  await Promise.all(Array.from({ length: env.DATABASE_URL ? 3 : 1 }, one));
}

function migrate(env) {
  const r = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli.mjs'), 'migrate'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`migrate: exit ${r.status}`);
  presetSettings(root, env);
}

// Servers still running when the bench ends early are stopped with it, so no port stays taken.
const running = new Set();
process.on('exit', () => {
  for (const pid of running) process.kill(pid);
});

async function startServer(env, port) {
  // Another run's server on the port would answer for this one.
  const held = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (held) throw new Error(`Port ${port} is taken: set BENCH_PORT to another.`);
  // Its log kept in its data folder: what a 5xx was is said there, not in the answer.
  const log = openSync(join(env.DATA_DIR, `server-${port}.log`), 'a');
  // BENCH_CPU_PROF_DIR=<dir>: each server's CPU profile, as lib.mjs's startProcess writes it.
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  const child = spawn(process.execPath, [...flags, join(root, 'apps/server/dist/main.mjs')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, 'inherit'],
  });
  running.add(child.pid);
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  return {
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', () => {
          running.delete(child.pid);
          closeSync(log);
          r();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The errors the servers of `dataDir` logged (pino's level 50 and above, with an error), each by the
 * last part of its message (a failed query's cause comes after its statement and values).
 */
function serverErrors(dataDir) {
  const errors = [];
  for (const name of readdirSync(dataDir).filter((f) => /^server-\d+\.log$/.test(f)))
    for (const line of readFileSync(join(dataDir, name), 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line);
      if (entry.level >= 50 && entry.err?.message)
        errors.push(
          `${entry.msg}: ${/: ([^:]+)$/.exec(entry.err.message)?.[1] ?? entry.err.message.slice(-160)}`,
        );
    }
  return errors;
}

/**
 * `each` patrons signed in at each facility (its host; null for the first, which answers any other
 * host), each carrying her facility's slug and its nights in sets of NIGHTS, one set for one
 * instance and one for each round, with the offers of each. New phone numbers and addresses from
 * `from` on, so a phase's patrons hold no booking yet.
 */
async function patronsOf(base, facilities, each, from = 0) {
  const all = [];
  for (const [i, { slug, host }] of facilities.entries()) {
    const patrons = await signInPatrons(base, each, host ?? undefined, from + i * each);
    const at = host ? { host } : {};
    const schedule = await getJson(
      base,
      `/api/api/settings/schedule?days=${NIGHTS * (ROUNDS + 1)}`,
      undefined,
      at,
    );
    const sets = [];
    for (let k = 0; k <= ROUNDS; k++) {
      const nights = schedule.slice(k * NIGHTS, (k + 1) * NIGHTS);
      const offers = await bookableOffers(base, nights, patrons[0].token, { ...browser, ...at });
      if (offers.length === 0) throw new Error(`${slug}: nothing bookable in night set ${k}`);
      sets.push({ nights, offers });
    }
    for (const p of patrons) all.push({ ...p, slug, sets, allNights: sets.flatMap((x) => x.nights) });
  }
  return all;
}

/** Patrons as a load takes them: each with the nights and offers of set `k`. */
const inSet = (patrons, k) =>
  patrons.map((p) => ({ ...p, nights: p.sets[k].nights, offers: p.sets[k].offers }));

/**
 * Waits (at most 60 s) until the deployment on `url` has no job due and not yet done: the messages of
 * the last bookings sent, so their work does not fall on the next load.
 */
async function messagesSent(url) {
  const { query, close } = await openRunDatabase(url);
  const due = async () =>
    (
      await query(
        `SELECT name, count(*)::int AS n FROM pgboss.job WHERE state <= 'active' AND start_after <= now()
         GROUP BY name ORDER BY name`,
      )
    ).rows;
  try {
    for (const until = Date.now() + 60_000; Date.now() < until;) {
      if ((await due()).length === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    const left = (await due()).map((r) => `${r.n} ${r.name}`).join(', ');
    console.log(`Jobs still due after 60 s (${left}); the next load starts anyway.`);
  } finally {
    await close();
  }
}

/** `run` against every base at once, the clients shared out: answers summed, the worst latencies kept. */
async function together(bases, connections, run) {
  const each = Math.max(1, Math.round(connections / bases.length));
  const parts = await Promise.all(bases.map((base) => run(base, each)));
  const statuses = {};
  for (const p of parts)
    for (const [s, n] of Object.entries(p.statuses ?? {})) statuses[s] = (statuses[s] ?? 0) + n;
  return {
    reqPerSec: parts.reduce((sum, p) => sum + p.reqPerSec, 0),
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    statuses,
    examples: Object.assign({}, ...parts.map((p) => p.examples ?? {})),
    bookedAt: parts.flatMap((p) => p.bookedAt ?? []),
  };
}

/**
 * Every patron's availability of each of her nights, once, on every base: each session and night
 * read into the servers' caches before anything is counted, at one facility as at fifty.
 */
async function warmUp(bases, patrons) {
  const asks = bases.flatMap((base) =>
    patrons.flatMap((p) => p.nights.map((n) => ({ base, p, date: n.date }))),
  );
  const worker = async () => {
    for (let ask = asks.pop(); ask !== undefined; ask = asks.pop())
      await getJson(ask.base, `/api/api/reservations/availablereservations?dt=${ask.date}`, undefined, {
        authorization: `Bearer ${ask.p.token}`,
        ...browser,
        ...(ask.p.host ? { host: ask.p.host } : {}),
      });
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

/** Availability of a random night of a random patron's facility, as she asks for it. */
async function availabilityOnce(base, patrons, connections, seconds, overallRate = undefined) {
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    ...(overallRate === undefined ? {} : { overallRate }),
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const p = pick(patrons);
          return {
            ...req,
            path: `/api/api/reservations/availablereservations?dt=${pick(p.nights).date}`,
            headers: { authorization: `Bearer ${p.token}`, ...browser, ...(p.host ? { host: p.host } : {}) },
          };
        },
      },
    ],
  });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`availability answered ${r.non2xx} non-2xx and ${r.errors} errors`);
  // Answers over the load's own length: a turn of 2 s has too few one-second samples to average.
  return { reqPerSec: Math.round(r.requests.total / r.duration), p50: r.latency.p50, p99: r.latency.p99 };
}

const ratio = (x, base) => +(x / base).toFixed(3);
// The figures of a load, without what was answered (said in the row's name, or printed).
const figuresOf = ({ reqPerSec, p50, p99 }) => ({ reqPerSec, p50, p99 });

/** Availability under 50 clients on `bases` together, after a warm-up (not counted). */
async function availabilityLoad(label, bases, patrons, baselines, onPeak = async (run) => run()) {
  await warmUp(bases, patrons);
  const avail = await onPeak(() =>
    together(bases, 50, (base, c) => availabilityOnce(base, patrons, c, duration)),
  );
  const availRatio = ratio(avail.reqPerSec, baselines.select.reqPerSec);
  const row = {
    what: `${label}: availability, ${NIGHTS} nights each (50 clients)`,
    ...figuresOf(avail),
    ratio: availRatio,
  };
  return { row, avail };
}

/** newreservation under 200 clients on `bases` together: its answers, and the bookings made. */
async function bookingLoad(label, bases, patrons, baselines, onPeak = async (run) => run()) {
  const booking = await onPeak(() =>
    together(bases, 200, (base, c) => bookUnderLoad(base, patrons, [], c, duration)),
  );
  const unexpected = Object.entries(booking.statuses)
    .filter(([status]) => !['200', '409', '400'].includes(status))
    .reduce((sum, [, n]) => sum + n, 0);
  const row = {
    what: `${label}: newreservation (200 clients; ${JSON.stringify(booking.statuses)})`,
    ...figuresOf(booking),
    ratio: ratio(booking.reqPerSec, baselines.insert.reqPerSec),
    booked: booking.bookedAt.length,
    bookedPerSec: bookedPerSecond(booking),
  };
  if (Object.keys(booking.examples).length > 0)
    console.log(`${label}, answers other than 200, one of each:`, booking.examples);
  return { row, booking, unexpected };
}

/**
 * The two loads of bench/booking.mjs on `bases` together: availability, then newreservation, each as a
 * ratio to its baseline.
 */
async function loads(label, bases, patrons, baselines, onPeak) {
  const { row: availRow, avail } = await availabilityLoad(label, bases, patrons, baselines, onPeak);
  const { row: bookRow, booking, unexpected } = await bookingLoad(label, bases, patrons, baselines, onPeak);
  return { rows: [availRow, bookRow], avail, booking, unexpected };
}

/**
 * A connection bound as the server binds its own (docs/decisions/0077): the server's role and one
 * facility, so row-level security shows and writes that facility's rows alone.
 */
async function asFacility(query, slug) {
  await query('SET ROLE tevila_server');
  await query("SELECT set_config('app.facility', $1, false)", [slug]);
}

/**
 * A month of past visits at every facility: 30 nights of 12 visits by its own patrons, done. The
 * server books no night already gone, so they are written in SQL on a connection bound to the
 * facility as the server's are (its role, its facility, row-level security). History to read past,
 * not load: no status history, payments or messages come with them.
 */
async function seedMonth(query, patrons) {
  let visits = 0;
  for (const [slug, ps] of bySlug(patrons)) {
    await asFacility(query, slug);
    const stored = (await query("SELECT value FROM settings WHERE key = 'timeZone'")).rows[0]?.value;
    const tz = stored ?? defaultSettingValues().timeZone;
    await query(
      `INSERT INTO reservations (user_id, night, time_slot, status, code, bath, handicapped, kallah,
         double_slot, parking, salon_manicure, salon_both)
       SELECT ($1::uuid[])[1 + (n % array_length($1::uuid[], 1))], d::date,
         (d::date + time '19:00' + n * interval '20 minutes') AT TIME ZONE $2, 'Done',
         lpad(n::text, 4, '0'), n % 3 = 0, false, false, false, false, false, false
       FROM generate_series(current_date - 30, current_date - 1, interval '1 day') AS d,
         generate_series(1, 12) AS n`,
      [ps.map((p) => p.userId), tz],
    );
    visits += 30 * 12;
  }
  await query('RESET ROLE');
  return visits;
}

/**
 * Each facility's nights of the load checked apart, by its own settings, on a connection bound to it:
 * its live reservations and the number of them.
 */
async function overbookedByFacility(query, patrons) {
  let overbooked = 0;
  let booked = 0;
  for (const [slug, ps] of bySlug(patrons)) {
    await asFacility(query, slug);
    const settings = Object.fromEntries(
      (await query('SELECT key, value FROM settings')).rows.map((r) => [r.key, r.value]),
    );
    const nights = ps[0].allNights.map((n) => n.date);
    const problems = await overbookedMinutes(query, nights, settings);
    if (problems.length) console.error(slug, problems.slice(0, 5).join('\n'));
    overbooked += problems.length;
    booked += Number(
      (
        await query(
          "SELECT count(*) AS n FROM reservations WHERE night = ANY($1::date[]) AND status NOT IN ('Canceled', 'Replaced')",
          [nights],
        )
      ).rows[0].n,
    );
  }
  await query('RESET ROLE');
  return { overbooked, booked };
}

/** The highest RSS of `pid` while `run` is under way, read every 200 ms, and run's answer. */
function peakRss(pid, seen) {
  return async (run) => {
    const timer = setInterval(() => (seen.peak = Math.max(seen.peak, rssMb(pid) ?? 0)), 200);
    try {
      return await run();
    } finally {
      clearInterval(timer);
      seen.peak = Math.max(seen.peak, rssMb(pid) ?? 0);
    }
  };
}

const facilitiesUpTo = (count) => [
  { slug: 'default', host: null },
  ...Array.from({ length: count - 1 }, (_, i) => ({ slug: slugOf(i + 1), host: hostOf(i + 1) })),
];

await buildAll();
const rows = [];
const checks = [];

// ---- PostgreSQL ----
const first = await benchDatabase('tevila_bench_facilities');
if (!first) throw new Error('This bench needs PostgreSQL (DATABASE_URL, or the local server).');
const bare = await startBareDb(root, { url: first.url, port: ports.bare });
const select = await measure(`${bare.base}/select`, { connections: 50, duration, headers: browser });
const insertRun = await autocannon({
  url: `${bare.base}/insert`,
  method: 'POST',
  connections: 200,
  duration,
});
await bare.stop();
await first.drop();
const baselines = {
  select,
  insert: {
    reqPerSec: Math.round(insertRun.requests.average),
    p50: insertRun.latency.p50,
    p99: insertRun.latency.p99,
  },
};
rows.push({ what: 'bare primary-key SELECT (50 clients)', ...select, ratio: 1 });
rows.push({ what: 'bare single-row INSERT (200 clients)', ...baselines.insert, ratio: 1 });

const urlA = `http://127.0.0.1:${ports.a}`;
const urlB = `http://127.0.0.1:${ports.b}`;
const urlC = `http://127.0.0.1:${ports.c}`;
const urlD = `http://127.0.0.1:${ports.d}`;
const pgChecks = [];

/** Overbooking of the run's facilities on `url`, checked as the server's role sees each one. */
async function checkDatabase(url, phase, patrons, unexpected) {
  const { query, close } = await openRunDatabase(url);
  const found = await overbookedByFacility(query, patrons);
  await close();
  pgChecks.push({ phase, ...found, unexpectedAnswers: unexpected });
  return found;
}

// One facility, on a database of its own: on one instance, today's deployment as bench/booking.mjs
// measures it (night set 0); then on two instances, kept running beside the city's two for the rounds.
const oneDb = await benchDatabase('tevila_bench_facilities');
const oneEnv = serverEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-bench-')), DATABASE_URL: oneDb.url });
migrate(oneEnv);
const a = await startServer(oneEnv, ports.a);
const onePatrons = await patronsOf(urlA, facilitiesUpTo(1), PATRONS);
const today = await loads('1 facility, 1 instance', [urlA], inSet(onePatrons, 0), baselines);
rows.push(...today.rows);
const b = await startServer(oneEnv, ports.b);
const oneBases = [urlA, urlB];
const directoryOne = await measure(`${urlA}/api/api/facilities/tonight`, {
  connections: 10,
  duration,
  headers: browser,
});
rows.push({ what: "tonight's mikvaot, 1 facility (10 clients)", ...directoryOne });

// The city on another database and two more instances: the others added by the operator's command
// while both run (each learns the new hosts), their patrons signed in at their hosts, a month of
// history at every facility.
const cityDb = await benchDatabase('tevila_bench_facilities');
const cityEnv = serverEnv({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-bench-')),
  DATABASE_URL: cityDb.url,
});
migrate(cityEnv);
const c = await startServer(cityEnv, ports.c);
const d = await startServer(cityEnv, ports.d);
const cityBases = [urlC, urlD];
const started = Date.now();
await addFacilities(cityEnv, 1, facilityCount - 1);
const addSeconds = Math.round((Date.now() - started) / 1000);
const cityPatrons = await patronsOf(urlC, facilitiesUpTo(facilityCount), patronsEach, PATRONS);
const seeding = await openRunDatabase(cityDb.url);
const seeded = await seedMonth(seeding.query, cityPatrons);
await seeding.query('ANALYZE');
await seeding.close();
// One facility's load as the first deployment has it (its 200 patrons), at one of the 50: what each
// facility's own rush costs once the deployment holds the city. Then the city's load spread over the
// other facilities, 20 patrons each: many more nights, each with few bookings at a time.
const LONE = { slug: slugOf(1), host: hostOf(1) };
const lonePatrons = await patronsOf(urlC, [LONE], PATRONS, PATRONS + facilityCount * patronsEach);
const spreadPatrons = cityPatrons.filter((p) => p.slug !== LONE.slug);
const compared = [
  { key: 'one', label: '1 facility, 2 instances', bases: oneBases, patrons: onePatrons, url: oneDb.url },
  {
    key: 'lone',
    label: `1 of ${facilityCount} facilities, 2 instances`,
    bases: cityBases,
    patrons: lonePatrons,
    url: cityDb.url,
  },
  {
    key: 'spread',
    label: `${facilityCount} facilities, 2 instances`,
    bases: cityBases,
    patrons: spreadPatrons,
    url: cityDb.url,
  },
];
const serverPids = { one: [a.pid, b.pid], lone: [c.pid, d.pid], spread: [c.pid, d.pid] };
// Rounds, each measuring the three loads one after the other, so a ratio compares loads seconds
// apart: on a shared machine a load of 5 s can measure a third slower than the one a minute before.
// Every other round runs them in the reverse order, so neither deployment always has the first turn
// after the other's load (its collections, its reads ahead) or the last before a slower minute.
// Every availability round comes before the bookings: the work a rush of bookings leaves (its
// messages, its holds) falls on no availability; each booking load waits for the last one's messages.
const inOrder = (round) => (round % 2 === 1 ? compared : [...compared].reverse());
// Availability in short turns: every load's sessions and nights read once (one set of nights each),
// then AVAIL_ROUNDS rounds of a turn of TURN seconds for each load. A pair of rounds, there and back,
// takes 6 turns, about 15 s; a machine whose speed moves from one 5 s load to the next (it did by a
// third, docs/facilities.md, L) moves less within it, and falls on both sides of the pair alike.
const availPatrons = Object.fromEntries(compared.map((k) => [k.key, inSet(k.patrons, 1)]));
for (const k of compared) await warmUp(k.bases, availPatrons[k.key]);
await new Promise((r) => setTimeout(r, 1000)); // the last warm-up's collections, before any turn
const availTurns = { one: [], lone: [], spread: [] };
for (let round = 1; round <= AVAIL_ROUNDS; round++)
  for (const k of inOrder(round))
    availTurns[k.key].push(
      await together(k.bases, 50, (base, c) => availabilityOnce(base, availPatrons[k.key], c, TURN)),
    );
for (const k of compared) {
  const turns = availTurns[k.key];
  rows.push({
    what: `${k.label}: availability, ${NIGHTS} nights each (50 clients), ${AVAIL_ROUNDS} turns of ${TURN} s`,
    reqPerSec: Math.round(turns.reduce((sum, t) => sum + t.reqPerSec, 0) / turns.length),
    p50: median(turns.map((t) => t.p50)),
    p99: Math.max(...turns.map((t) => t.p99)),
    ratio: ratio(median(turns.map((t) => t.reqPerSec)), baselines.select.reqPerSec),
  });
}
// Each load's booking rounds, as they come.
const measured = { one: [], lone: [], spread: [] };
// Side by side at a fixed rate: in each of CPU_ROUNDS rounds one facility's deployment and the city's
// are asked for availability at the same moment, CPU_RATE answers a second each (the city's load
// spread over its facilities in odd rounds, one facility's among them in even ones, all on the nights
// of the availability turns, so that no round first reads nights of its own), and each deployment's
// servers' processor time is read around it. Neither is saturated, and a slower minute of the machine
// falls on both at once: the processor time an answer costs the city's servers, against one
// facility's, moves less with the machine than answers a second do (docs/facilities.md, I).
const cpuPerAnswer = { lone: [], spread: [] };
for (let round = 1; round <= CPU_ROUNDS; round++) {
  const [one, city] = [compared[0], compared[round % 2 === 1 ? 2 : 1]];
  const sides = [one, city].map((k) => ({ k, patrons: availPatrons[k.key] }));
  for (const { k, patrons } of sides) await warmUp(k.bases, patrons);
  const measuredSides = await Promise.all(
    sides.map(async ({ k, patrons }) => {
      const pids = serverPids[k.key];
      const before = pids.reduce((sum, pid) => sum + cpuMicros(pid), 0);
      const load = await together(k.bases, 50, (base, c) =>
        availabilityOnce(base, patrons, c, duration, CPU_RATE / k.bases.length),
      );
      const used = pids.reduce((sum, pid) => sum + cpuMicros(pid), 0) - before;
      return Math.round(used / (load.reqPerSec * duration));
    }),
  );
  const [oneUs, cityUs] = measuredSides;
  const cpuRatio = ratio(cityUs, oneUs);
  rows.push({
    what: `side by side at ${CPU_RATE}/s each, round ${round}: servers' µs of CPU an answer, 1 facility against ${city.label}`,
    oneFacilityUs: oneUs,
    cityUs,
    ratio: cpuRatio,
  });
  cpuPerAnswer[city.key].push(cpuRatio);
}
// Each deployment's instance that served no setup (b and d; the instance that served one answers
// slower, at one facility as at fifty: docs/facilities.md, "Before Y"), asked alone at full speed in
// turns of TURN seconds: one facility's load on b, then on d one facility's load among the 50 and the
// city's load spread over the first 5, the first 15 and all of the other facilities. Each turn's
// answers a second against one facility's turn of the same round; the median of the rounds is
// reported, with no bar (BENCH_ALONE_ROUNDS, 0 by default: a diagnostic of how the city's cost grows
// with the facilities, and the women, its load reaches).
const ALONE_ROUNDS = Math.max(0, Number(process.env.BENCH_ALONE_ROUNDS ?? 0));
const alone = {};
if (ALONE_ROUNDS > 0) {
  for (const k of compared) await renewTokens(k.bases[0], k.patrons);
  const spreadSlugs = [...new Set(spreadPatrons.map((p) => p.slug))];
  const firstOf = (n) =>
    inSet(
      spreadPatrons.filter((p) => spreadSlugs.indexOf(p.slug) < n),
      1,
    );
  const loadsAlone = [
    { key: 'one', base: urlB, patrons: inSet(onePatrons, 1) },
    { key: '1 of them', base: urlD, patrons: inSet(lonePatrons, 1) },
    { key: '5 of them', base: urlD, patrons: firstOf(5) },
    { key: '15 of them', base: urlD, patrons: firstOf(15) },
    { key: `${spreadSlugs.length} of them`, base: urlD, patrons: firstOf(spreadSlugs.length) },
  ];
  const turns = Object.fromEntries(loadsAlone.map((l) => [l.key, []]));
  for (let round = 1; round <= ALONE_ROUNDS; round++)
    for (const l of round % 2 === 1 ? loadsAlone : [...loadsAlone].reverse())
      turns[l.key].push((await availabilityOnce(l.base, l.patrons, 25, TURN)).reqPerSec);
  for (const l of loadsAlone.slice(1)) {
    alone[l.key] = ratio(median(turns[l.key].map((n, round) => n / turns.one[round])), 1);
    rows.push({
      what: `one instance alone, ${l.key}: availability against 1 facility's, ${ALONE_ROUNDS} turns of ${TURN} s`,
      reqPerSec: median(turns[l.key]),
      ratio: alone[l.key],
    });
  }
  console.log('One instance alone, answers a second in each turn:');
  console.table(Object.fromEntries(Object.entries(turns).map(([k, ns]) => [k, ns.join(' ')])));
}
// The patrons' access tokens last 15 minutes, and the first were given well before the bookings: new
// ones, so that no booking load meets a token that ran out (a 401 is an unexpected answer).
for (const k of compared) await renewTokens(k.bases[0], k.patrons);
const unexpected = { one: 0, lone: 0, spread: 0 };
for (let round = 1; round <= ROUNDS; round++)
  for (const k of inOrder(round)) {
    await messagesSent(k.url);
    const load = await bookingLoad(`${k.label}, round ${round}`, k.bases, inSet(k.patrons, round), baselines);
    rows.push(load.row);
    measured[k.key].push(load.booking);
    unexpected[k.key] += load.unexpected;
  }
const directory = await measure(`${urlC}/api/api/facilities/tonight`, {
  connections: 10,
  duration,
  headers: browser,
});
const listed = (await (await fetch(`${urlC}/api/api/facilities/tonight`)).json()).length;
rows.push({ what: `tonight's mikvaot, ${listed} facilities (10 clients)`, ...directory });
await Promise.all([a.stop(), b.stop(), c.stop(), d.stop()]);
await checkDatabase(oneDb.url, '1 facility', onePatrons, today.unexpected + unexpected.one);
const cityFound = await checkDatabase(
  cityDb.url,
  `${facilityCount} facilities, 2 instances`,
  [...cityPatrons, ...lonePatrons],
  unexpected.lone + unexpected.spread,
);
await oneDb.drop();
await cityDb.drop();

// Each pair of rounds, there and back (one, lone, spread, spread, lone, one), compares the sums of
// its figures: a machine speeding up or slowing down through the pair falls on both sides alike, as
// it would not on two loads run one after the other. The median of the pairs is held to the bar (a
// last round without its pair is compared alone). Booking is compared by bookings made per second
// (bookedPerSecond), not by answers: one facility's nights fill within the load and then answer quick
// refusals, while the city's do not fill.
const availOf = (turn) => turn.reqPerSec;
const bookedOf = (booking) => bookedPerSecond(booking);
const pairsOf = (count) =>
  Array.from({ length: Math.ceil(count / 2) }, (_, i) => [2 * i, 2 * i + 1].filter((r) => r < count));
const perPair = (figures, key, figure) =>
  pairsOf(figures.one.length).map((rounds) => {
    const sum = (k) => rounds.reduce((total, round) => total + figure(figures[k][round]), 0);
    return +(sum(key) / sum('one')).toFixed(3);
  });
const compare = {
  'availability, spread': perPair(availTurns, 'spread', availOf),
  'availability, one among them': perPair(availTurns, 'lone', availOf),
  'booked/s, one among them': perPair(measured, 'lone', bookedOf),
  'booked/s, spread': perPair(measured, 'spread', bookedOf),
};
console.log('Each round (its figure):');
console.table(
  Object.fromEntries(
    ['one', 'lone', 'spread'].flatMap((key) => [
      [`availability, ${key}`, availTurns[key].map(availOf).join(' ')],
      [`booked/s, ${key}`, measured[key].map((m) => bookedOf(m).toFixed(1)).join(' ')],
    ]),
  ),
);
console.log('Each pair of rounds against one facility:');
console.table(Object.fromEntries(Object.entries(compare).map(([what, rs]) => [what, rs.join(' ')])));
console.log("Side by side at a fixed rate, the servers' CPU an answer against one facility's:");
console.table({ spread: cpuPerAnswer.spread.join(' '), 'one among them': cpuPerAnswer.lone.join(' ') });
const availVsOne = median(compare['availability, spread']);
const loneAvailVsOne = median(compare['availability, one among them']);
const loneBookVsOne = median(compare['booked/s, one among them']);
const spreadBookVsOne = median(compare['booked/s, spread']);
checks.push({
  engine: 'postgresql',
  facilities: facilityCount,
  rounds: ROUNDS,
  availabilityRounds: AVAIL_ROUNDS,
  availabilityTurnSeconds: TURN,
  addedInSeconds: addSeconds,
  pastVisitsSeeded: seeded,
  availabilityVsOneFacility: availVsOne,
  availabilityOfOneAmongThemVsOneFacility: loneAvailVsOne,
  bookedPerSecondOfOneAmongThemVsOneFacility: loneBookVsOne,
  bookedPerSecondSpreadVsOneFacility: spreadBookVsOne,
  cpuPerAnswerSpreadVsOneFacility: cpuPerAnswer.spread.length ? median(cpuPerAnswer.spread) : null,
  cpuPerAnswerOfOneAmongThemVsOneFacility: cpuPerAnswer.lone.length ? median(cpuPerAnswer.lone) : null,
  ...(ALONE_ROUNDS > 0 ? { oneInstanceAloneVsOneFacility: alone } : {}),
  availabilityVsOneInstance: ratio(median(availTurns.spread.map(availOf)), today.avail.reqPerSec),
  directoryP99Ms: directory.p99,
  overbooked: cityFound.overbooked,
});

// ---- The embedded engine with 5 facilities ----
// Facilities are added and history written while the server is stopped: the embedded database is
// the server's alone once it runs.
const embeddedEnv = serverEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-bench-')) });
migrate(embeddedEnv);
await addFacilities(embeddedEnv, 1, EMBEDDED_FACILITIES - 1);
const urlE = `http://127.0.0.1:${ports.embedded}`;
let server = await startServer(embeddedEnv, ports.embedded);
const embeddedPatrons = await patronsOf(
  urlE,
  facilitiesUpTo(EMBEDDED_FACILITIES),
  Math.floor(PATRONS / EMBEDDED_FACILITIES),
);
await server.stop();
{
  const { query, close } = await openRunDatabase(null, embeddedEnv.DATA_DIR);
  await seedMonth(query, embeddedPatrons);
  await close();
}
server = await startServer(embeddedEnv, ports.embedded);
const ready = rssMb(server.pid);
// Idle: nothing asked of it but its own background work, now every facility's sweeps.
await new Promise((r) => setTimeout(r, idleSeconds * 1000));
const idle = rssMb(server.pid);
const seen = { peak: idle };
const embedded = await loads(
  `embedded, ${EMBEDDED_FACILITIES} facilities`,
  [urlE],
  inSet(embeddedPatrons, 0),
  baselines,
  peakRss(server.pid, seen),
);
await server.stop();
// Its figures are not against PostgreSQL's baselines: no ratio for them.
rows.push(...embedded.rows.map(({ ratio: _, ...r }) => r));
rows.push({ what: `embedded, ${EMBEDDED_FACILITIES} facilities: RSS ready`, rssMb: ready });
rows.push({ what: `embedded, ${EMBEDDED_FACILITIES} facilities: RSS idle ${idleSeconds} s`, rssMb: idle });
rows.push({
  what: `embedded, ${EMBEDDED_FACILITIES} facilities: RSS peak under the loads`,
  rssMb: seen.peak,
});
const { query: embeddedQuery, close: closeEmbedded } = await openRunDatabase(null, embeddedEnv.DATA_DIR);
const embeddedFound = await overbookedByFacility(embeddedQuery, embeddedPatrons);
await closeEmbedded();
pgChecks.push({
  phase: `embedded, ${EMBEDDED_FACILITIES} facilities`,
  ...embeddedFound,
  unexpectedAnswers: embedded.unexpected,
});
checks.push({
  engine: 'pglite',
  facilities: EMBEDDED_FACILITIES,
  readyRssMb: ready,
  idleRssMb: idle,
  peakRssMb: seen.peak,
  overbooked: embeddedFound.overbooked,
});

checks.push(...pgChecks);
saveResults(root, 'facilities', { duration, rows, checks });
const errors = [oneEnv, cityEnv, embeddedEnv].flatMap((env) => serverErrors(env.DATA_DIR));
if (errors.length > 0) {
  const kinds = new Map();
  for (const e of errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
  console.error(`The servers logged ${errors.length} errors:`);
  for (const [e, n] of [...kinds].slice(0, 10)) console.error(`  ${n}× ${e}`);
}
const failed = [
  availVsOne < 0.9 && `availability at ${availVsOne}× of one facility (bar 0.9×)`,
  loneAvailVsOne < 0.9 && `one facility's availability among them at ${loneAvailVsOne}× (bar 0.9×)`,
  loneBookVsOne < 0.9 && `one facility's bookings per second among them at ${loneBookVsOne}× (bar 0.9×)`,
  spreadBookVsOne < 0.9 && `bookings per second spread over them at ${spreadBookVsOne}× (bar 0.9×)`,
  directory.p99 >= 50 && `tonight's mikvaot p99 ${directory.p99} ms (bar < 50 ms)`,
  pgChecks.some((c) => c.overbooked > 0) && 'overbooked',
  pgChecks.some((c) => c.unexpectedAnswers > 0) && 'unexpected answers',
  idle > EMBEDDED_IDLE_BAR_MB && `the embedded server idle at ${idle} MB (bar ${EMBEDDED_IDLE_BAR_MB} MB)`,
].filter(Boolean);
if (failed.length > 0) {
  console.error(`Not met: ${failed.join('; ')}.`);
  process.exit(1);
}
