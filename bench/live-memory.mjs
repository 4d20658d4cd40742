// The server's memory per open live stream (decision 0038), read from the heap after a collection,
// which RSS cannot show: the app runs in this process (node --import tsx --expose-gc), the streams'
// clients in a child process, so only the server's side of each stream is counted.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { createClock } from '../apps/server/src/clock.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open.ts';
import { signAccessToken } from '../apps/server/src/modules/sessions/access-token.ts';
import { insertSession } from '../apps/server/src/modules/sessions/repo.ts';
import { seedSettings } from '../apps/server/src/modules/settings/service.ts';
import { addRole, insertUserIfNew } from '../apps/server/src/modules/users/repo.ts';
import { benchDatabase, saveResults } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.env.BENCH_LIVE_STREAMS ?? 500);
if (typeof globalThis.gc !== 'function') throw new Error('run with node --import tsx --expose-gc');
const pgDb = await benchDatabase('tevila_bench_live_memory');
const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tevila-bench-live-memory-')),
  AUTH_SECRET: 'bench-live-secret-bench-live-secret-0123456789',
  ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
});
const clock = createClock();
const database = await openMigratedDatabase(config);
await seedSettings({ db: database.db, clock });
const app = await buildApp({ config, database, clock, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

async function person(n, role) {
  const at = clock.now();
  const phoneNumber = `+1310556${String(n).padStart(4, '0')}`;
  const { user } = await insertUserIfNew(database.db, {
    userName: phoneNumber.slice(1),
    phoneNumber,
    email: null,
    language: 'en',
    at,
  });
  if (role) await addRole(database.db, user.id, role, at, 'bench');
  const sid = await insertSession(database.db, {
    userId: user.id,
    deviceCredentialId: null,
    at,
    client: { ip: null, device: null, place: null },
  });
  return {
    userId: user.id,
    token: await signAccessToken(config.AUTH_SECRET, { sub: user.id, roles: [], sid }, at),
  };
}

const desk = await person(0, 'Admin');
const nights = await (await fetch(`${base}/api/api/settings/schedule?days=14`)).json();
const night = nights.find((n) => !n.closed && !n.shabbosMode && n.date > nights[0].date);
const headers = { authorization: `Bearer ${desk.token}`, 'content-type': 'application/json' };
const slots = await (
  await fetch(`${base}/api/api/reservations/availablereservations?dt=${night.date}`, { headers })
).json();
const streams = [];
for (let i = 1; i <= count; i++) {
  const patron = await person(i);
  const r = await fetch(
    `${base}/api/api/reservations/newreservation?v=1&ignoreCutoff=True&ignoreAvailability=True`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({
        reservationDate: night.date,
        reservationTime: slots[i % slots.length].timeSlot,
        userId: patron.userId,
      }),
    },
  );
  if (!r.ok) throw new Error(`booking: ${r.status} ${await r.text()}`);
  streams.push({
    url: `${base}/api/api/reservations/${(await r.json()).result.id}/events`,
    token: patron.token,
  });
}

const heap = () => {
  globalThis.gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external, rss: m.rss };
};
// The clients, in their own process: each stream open until its first event, then held.
const client = `
  const { get } = require('node:http');
  let input = '';
  let ready = 0;
  process.stdin.on('data', (d) => {
    if (input === null) return;
    input += d;
    const line = input.indexOf('\\n');
    if (line < 0) return;
    const streams = JSON.parse(input.slice(0, line));
    input = null;
    for (const s of streams)
      get(s.url, { agent: false, headers: { authorization: 'Bearer ' + s.token } }, (res) => {
        let first = true;
        res.on('data', (chunk) => {
          if (first && String(chunk).includes('event: visit')) {
            first = false;
            if (++ready === streams.length) console.log('ready');
          }
        });
      });
  });
  process.stdin.on('end', () => process.exit(0));
`;
await new Promise((r) => setTimeout(r, 500));
const before = heap();
const child = spawn(process.execPath, ['-e', client], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
child.stdin.write(`${JSON.stringify(streams)}\n`);
await new Promise((ready) => child.stdout.on('data', (d) => String(d).includes('ready') && ready()));
await new Promise((r) => setTimeout(r, 500));
const after = heap();
const per = (key) => Math.round(((after[key] - before[key]) / count / 1024) * 10) / 10;
child.stdin.end();
await app.close();
await database.close();
await pgDb?.drop();
const rows = [
  {
    engine: pgDb ? 'postgresql' : 'pglite',
    streams: count,
    heapKbPerStream: per('heap'),
    externalKbPerStream: per('external'),
    rssKbPerStream: per('rss'),
  },
];
saveResults(root, 'live-memory', {
  duration: null,
  rows,
  checks: [{ within20kB: per('heap') + Math.max(0, per('external')) <= 20 }],
});
