// Payment latency, on each engine, against a bare single-row INSERT on the same database in the same
// run: what a patron waits for when she presses Charge Card (the sandbox provider answers at once, so
// this is the site's own cost: the pending record, the charge, the settlement and the new balance).
// Guests' donations (tokenise, then makepayment) and reservation payments, 10 at a time.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { benchEngines, rssMb, startBareDb, startProcess, waitFor } from './lib.mjs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { getJson, post, signInPatrons } from './patrons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const base = 'http://127.0.0.1:3241';
const CONCURRENCY = 10;
const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 200);
const PATRONS = Number(process.env.BENCH_PAYING_PATRONS ?? 40);

let calls = 0;
/** Each call from its own loopback address, as patrons come from their own networks. */
function nextAddress() {
  calls++;
  return `127.2.${Math.floor(calls / 250)}.${1 + (calls % 250)}`;
}

function send(path, body, token) {
  const address = nextAddress();
  return post(base, path, body, address, false, {
    'idempotency-key': crypto.randomUUID(),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
}

const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', postalCode: '90035' };

/** Runs `jobs` `limit` at a time; answers each job's milliseconds. */
async function timed(jobs, limit) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const t0 = performance.now();
        await job();
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { count: times.length, perSec: Math.round(times.length / seconds), p50: at(0.5), p99: at(0.99) };
}

function ok(res, what) {
  if (res.status !== 200 || res.body?.success === false)
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A guest's solved bot check, as the page's widget makes it while she fills in the form. */
async function botCheckToken() {
  const challenge = await getJson(base, '/api/api/botcheck/challenge', nextAddress());
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const token = async () => ok(await send('/api/api/payments/sandbox/tokens', card), 'token').id;

await buildAll();
const rows = [];
const { engines, drop } = await benchEngines('tevila_bench_payments');

for (const { engine, url } of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-bench-pay-'));
  const bare = await startBareDb(root, { url, dataDir, port: 3240 });
  const insert = await timed(
    Array.from({ length: DONATIONS }, () => () => post(bare.base, '/insert', {}, '127.0.0.1')),
    CONCURRENCY,
  );
  await bare.stop();
  rows.push({ engine, what: `bare single-row INSERT (${CONCURRENCY} at a time)`, ...insert, ratio: 1 });

  const server = startProcess(join(root, 'apps/server/dist/main.mjs'), {
    DATA_DIR: dataDir,
    PORT: '3241',
    HOST: '0.0.0.0',
    LOG_LEVEL: 'warn',
    DEV_TOOLS: '1',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  await waitFor(`${base}/readyz`);

  const tokens = await timed(
    Array.from({ length: DONATIONS }, () => token),
    CONCURRENCY,
  );
  rows.push({ engine, what: 'sandbox card token', ...tokens, ratio: +(insert.p50 / tokens.p50).toFixed(3) });

  // Solved before the clock starts: the widget works while she types, not when she presses Submit.
  const solved = [];
  for (let i = 0; i < DONATIONS; i++) solved.push(await botCheckToken());
  const donations = await timed(
    Array.from({ length: DONATIONS }, (_, i) => async () => {
      const id = await token();
      ok(
        await send('/api/api/payments/makepayment', {
          method: 'creditcard',
          amt: 18,
          sourceToken: id,
          email: 'guest@example.org',
          firstName: 'Guest',
          lastName: 'Donor',
          phone: '3105550000',
          donationType: 'Donation',
          reCaptchaTokenResponse: solved[i],
        }),
        'donation',
      );
    }),
    CONCURRENCY,
  );
  rows.push({
    engine,
    what: 'guest donation: token + makepayment',
    ...donations,
    ratio: +(insert.p50 / donations.p50).toFixed(3),
  });

  // Reservations to pay: each patron books one shower, paying later.
  const patrons = await signInPatrons(base, PATRONS);
  const nights = (await (await fetch(`${base}/api/api/settings/schedule`)).json())
    .slice(0, 6)
    .filter((n) => !n.closed && !n.shabbosMode && Date.parse(n.bookingCutoff) > Date.now() + 60_000);
  const offers = [];
  for (const n of nights) {
    const slots = await (
      await fetch(`${base}/api/api/reservations/availablereservations?dt=${n.date}`, {
        headers: { authorization: `Bearer ${patrons[0].token}` },
      })
    ).json();
    for (const s of slots) offers.push({ date: n.date, timeSlot: s.timeSlot });
  }
  const owed = [];
  for (const [i, p] of patrons.entries()) {
    const offer = offers[(i * 7) % offers.length];
    const res = await send(
      '/api/api/reservations/newreservation?v=1',
      { reservationDate: offer.date, reservationTime: offer.timeSlot },
      p.token,
    );
    if (res.status === 200) owed.push({ patron: p, reservation: res.body.result });
  }
  const payments = await timed(
    owed.map(({ patron, reservation }) => async () => {
      const id = await token();
      const paid = ok(
        await send(
          '/api/api/payments/makepayment',
          {
            method: 'creditcard',
            userId: patron.userId,
            amt: reservation.balance,
            reservationId: reservation.id,
            sourceToken: id,
            saveCard: false,
          },
          patron.token,
        ),
        'payment',
      );
      if (paid.result.balance !== 0) throw new Error(`balance after paying: ${paid.result.balance}`);
    }),
    CONCURRENCY,
  );
  rows.push({
    engine,
    what: 'reservation payment: token + makepayment',
    ...payments,
    ratio: +(insert.p50 / payments.p50).toFixed(3),
    rssMb: rssMb(server.pid),
  });
  await server.stop();
}
await drop();

console.log('ratio = bare INSERT p50 / p50 (1 = as fast as one INSERT)');
console.table(rows);
