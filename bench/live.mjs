// Live streams on PostgreSQL across two instances (decision 0038): N patrons' visit streams and 10
// desks' night streams on one night, split between the instances; a room made Available on one
// instance moves everyone in line, and each subscriber's event is timed from the change's request.
// Also, for information: the instances' RSS before and after the streams opened. RSS moves with the
// heap's own growth too; the bar of 20 kB per stream is read from the heap in live-memory.mjs.
import { get } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { apiCall, benchDatabase, presetSettings, rssMb, saveResults, startProcess, waitFor } from './lib.mjs';
import { signInPatrons } from './patrons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const streamsWanted = Number(process.env.BENCH_LIVE_STREAMS ?? 500);
const cycles = Number(process.env.BENCH_LIVE_CHANGES ?? 20);
const desks = 10;
const bases = ['http://127.0.0.1:3241', 'http://127.0.0.1:3242'];

const call = apiCall;

/** A stream that notes when each of its events arrives (milliseconds of performance.now()). */
function openStream(url, token) {
  return new Promise((resolveOpen, reject) => {
    const arrivals = [];
    const req = get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (/^event: (visit|night)$/m.test(frame)) arrivals.push(at);
          }
        });
        res.on('error', () => {});
        resolveOpen({ arrivals, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

const waitUntil = async (test, ms) => {
  const until = Date.now() + ms;
  while (!test() && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  return test();
};

// BENCH_BUILT=1: the build of the last run is used as it is.
if (process.env.BENCH_BUILT !== '1') await buildAll();
const db = await benchDatabase('tevila_bench_live');
if (db === null) {
  console.warn('PostgreSQL is not reachable: the live streams bench needs it.');
  process.exit(0);
}
const serverEnv = (base, i) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), `tevila-bench-live-${i}-`)),
  PORT: new URL(base).port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEV_TOOLS: '1',
  ADMIN_PHONES: '+13105551000',
  DATABASE_URL: db.url,
  // Instances share their secret, as in production: a token or ticket from one opens the other.
  AUTH_SECRET: 'bench-live-secret-bench-live-secret-0123456789',
});
presetSettings(root, serverEnv(bases[0], 0));
const servers = bases.map((base, i) =>
  startProcess(join(root, 'apps/server/dist/main.mjs'), serverEnv(base, i)),
);
const rows = [];
const checks = [];
try {
  for (const base of bases) await waitFor(`${base}/readyz`);
  const [a] = bases;
  const nights = await (await fetch(`${a}/api/api/settings/schedule?days=14`)).json();
  const night = nights.find((n) => !n.closed && !n.shabbosMode);
  for (const base of bases) {
    const r = await fetch(`${base}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: night.openTime }),
    });
    if (!r.ok) throw new Error(`dev clock: ${r.status}`);
  }
  const [desk, ...patrons] = await signInPatrons(a, streamsWanted + 1);
  const slots = await call(
    a,
    'GET',
    `/api/api/reservations/availablereservations?dt=${night.date}`,
    desk.token,
  );
  const ids = [];
  for (const [i, patron] of patrons.entries()) {
    const made = await call(
      a,
      'POST',
      '/api/api/reservations/newreservation?v=1&ignoreCutoff=True&ignoreAvailability=True',
      desk.token,
      {
        reservationDate: night.date,
        reservationTime: slots[i % slots.length].timeSlot,
        userId: patron.userId,
      },
    );
    ids.push(made.result.id);
  }
  // Every room offline but one, kept offline for now: everyone checked in waits.
  const rooms = await call(a, 'GET', `/api/api/rooms?dt=${night.date}`, desk.token);
  for (const room of rooms)
    await call(a, 'POST', `/api/api/rooms/${room.id}/status`, desk.token, { status: 'Offline' });
  const room = rooms.find((r) => r.type === 'bath') ?? rooms[0];

  const before = servers.map((s) => rssMb(s.pid));
  const streams = [];
  for (const [i, id] of ids.entries())
    streams.push(await openStream(`${bases[i % 2]}/api/api/reservations/${id}/events`, patrons[i].token));
  for (let i = 0; i < desks; i++)
    streams.push(
      await openStream(`${bases[i % 2]}/api/api/reservations/day/events?dt=${night.date}`, desk.token),
    );
  await waitUntil(() => streams.every((s) => s.arrivals.length >= 1), 30_000);
  await new Promise((r) => setTimeout(r, 1000));
  const after = servers.map((s) => rssMb(s.pid));
  const perStreamKb =
    Math.round((((after[0] - before[0] + after[1] - before[1]) * 1024) / streams.length) * 10) / 10;

  // Everyone checks in (through the first instance): each waits, and the line grows.
  for (const id of ids) await call(a, 'POST', `/api/api/reservations/${id}/checkin`, desk.token);
  await waitUntil(() => streams.slice(0, ids.length).every((s) => s.arrivals.length >= 2), 30_000);
  await new Promise((r) => setTimeout(r, 500));

  // Measured: the room made Available goes to the first in line, and everyone behind her moves up.
  const latencies = [];
  const answers = [];
  let missing = 0;
  // Two rounds first, not counted: the instances' first reads of a full line open their connections
  // and warm their code, as each other bench's first second does.
  for (let c = -2; c < cycles; c++) {
    const counts = streams.map((s) => s.arrivals.length);
    const t0 = performance.now();
    await call(bases[(c + 2) % 2], 'POST', `/api/api/rooms/${room.id}/status`, desk.token, {
      status: 'Available',
    });
    const answer = performance.now() - t0;
    const expected = ids.length - (c + 2) + desks; // the first in line, everyone behind her, the desks
    await waitUntil(() => streams.filter((s, i) => s.arrivals.length > counts[i]).length >= expected, 5000);
    const got = streams.filter((s, i) => s.arrivals.length > counts[i]);
    missing += Math.max(0, expected - got.length);
    if (c >= 0) {
      answers.push(answer);
      for (const [i, s] of streams.entries())
        if (s.arrivals.length > counts[i]) latencies.push(s.arrivals[counts[i]] - t0);
    }
    // Her visit done, the room is cleaned and offline again, outside the measure.
    for (const status of ['Prep', 'ReadyForMikvah', 'Dressing', 'Done', 'Offline'])
      await call(a, 'POST', `/api/api/rooms/${room.id}/status`, desk.token, { status });
    await new Promise((r) => setTimeout(r, 300));
  }
  latencies.sort((x, y) => x - y);
  const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  rows.push({
    engine: 'postgresql, 2 instances',
    what: `${ids.length} visit streams + ${desks} desk streams; ${cycles} rooms given, each moving the line`,
    events: latencies.length,
    p50: pct(0.5),
    p99: pct(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    changeAnswerMsP50: Math.round(answers.sort((x, y) => x - y)[Math.floor(answers.length / 2)] ?? 0),
    rssMbBefore: before.join(' + '),
    rssMbAfter: after.join(' + '),
    rssKbPerStream: perStreamKb,
  });
  checks.push({
    missingEvents: missing,
    p99Within250ms: pct(0.99) <= 250,
  });
  for (const s of streams) s.close();
} finally {
  for (const s of servers) await s.stop();
  await db.drop();
}
saveResults(root, 'live', { duration: null, rows, checks });
if (checks.some((c) => c.missingEvents > 0)) {
  console.error('Some subscriber missed an event: see above.');
  process.exit(1);
}
