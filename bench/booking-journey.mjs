// `npm run bench` (journey part): the booking on a throttled phone, as the headline figure of issue 35.
// A signed-in patron on the home page taps "Book Your Visit" and books the first open night: a room, the
// first time, pay at the door; timed from the tap to the confirmation on screen. The phone is Chromium
// slowed as Lighthouse's mobile run is (slow 4G: 150 ms round trips, 1.6 Mbps down, 750 kbps up; the
// processor 4× slower). Each run is a new browser profile, so nothing is cached when she starts; during the
// journey the browser's cache works as a phone's does (`--no-cache` turns it off for every request, as
// Lighthouse does for its one page). Median of 3 runs (`--runs n`), each its own patron;
// `--lang en|he|both` (default both), `--root <dir>` to measure another checkout, `--out <dir>`.
// `--pace person` gives her a person's time at each step (PERSON below) once it is on screen, and
// counts what she waited for: the journey less that time. The default pace taps as soon as it can.
// Writes bench/results/booking-journey.json (booking-journey-person.json at a person's pace).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  benchLanguages,
  benchOutput,
  benchRoot,
  benchRuns,
  chromiumArgs,
  chromiumPath,
  holdVisitorStorage,
  patronSession,
  registerPatron,
  revisionOf,
  startWebServer,
  visitorStorage,
} from './web-server.mjs';

const root = benchRoot();
const languages = benchLanguages(process.argv, 'both');
const runs = benchRuns();
const cacheOff = process.argv.includes('--no-cache');
const paceArg = process.argv.indexOf('--pace');
const pace = paceArg >= 0 ? process.argv[paceArg + 1] : 'robot';
if (pace !== 'robot' && pace !== 'person') throw new Error('--pace is robot or person');
/** A person's time, in ms, at each step once it is on screen: reading the nights, choosing a room and time, the payment. */
const PERSON = { night: 3000, options: 3000, payment: 2000 };

/** Lighthouse's "slow 4G" and its 4× processor (its mobile run's simulated settings). */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const cpuSlowdown = 4;

const words = {
  en: {
    book: 'Book Your Visit',
    room: 'Shower',
    nights: 'Choose a night',
    next: 'Continue',
    times: 'Time',
    atDoor: 'Pay at the door',
    done: 'Your reservation is confirmed',
  },
  he: {
    book: 'קביעת תור',
    room: 'מקלחת',
    nights: 'בחירת ערב',
    next: 'המשך',
    times: 'שעה',
    atDoor: 'תשלום בכניסה',
    done: 'ההזמנה שלך אושרה',
  },
};

/**
 * The first of the six date tiles whose night is open, offers a choice of room (not a Shabbos night)
 * and is still bookable a while from now.
 */
async function openTile(base) {
  const nights = (await (await fetch(`${base}/api/api/settings/schedule`)).json()).slice(0, 6);
  const now = Date.now();
  const index = nights.findIndex(
    (n) =>
      !n.closed &&
      !n.shabbosMode &&
      n.bookingCutoff !== null &&
      Date.parse(n.bookingCutoff) > now + 5 * 60_000,
  );
  if (index < 0) throw new Error('no open night in the next six');
  return index;
}

async function journey(browser, base, language, storage, tile) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // The home banner is not what is measured.
    await holdVisitorStorage(context, base, storage, { homeBannerClosedAt: String(Date.now()) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (cacheOff) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const w = words[language];
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const started = Date.now();
    // Each step's time from the tap, so that a regression can be placed; her own time is kept apart.
    const laps = {};
    let thinking = 0;
    const lap = (name) => (laps[name] = Date.now() - started - thinking);
    const think = async (step, shown) => {
      if (pace !== 'person') return;
      await shown.waitFor({ timeout: 60_000 });
      await page.waitForTimeout(PERSON[step]);
      thinking += PERSON[step];
    };
    await page.getByRole('banner').getByRole('link', { name: w.book }).click();
    const nights = page.getByRole('group', { name: w.nights }).getByRole('button');
    await think('night', nights.nth(tile));
    await nights.nth(tile).click({ timeout: 60_000 });
    lap('night');
    await page.getByRole('button', { name: w.next, exact: true }).click();
    const room = page.getByRole('radio', { name: w.room, exact: true });
    await think('options', room);
    await room.check({ timeout: 60_000 });
    lap('room');
    await page.getByRole('radiogroup', { name: w.times }).getByRole('radio').first().check();
    await page.getByRole('button', { name: new RegExp(`^${w.next}`) }).click();
    const atDoor = page.getByRole('radio', { name: w.atDoor });
    await think('payment', atDoor);
    await atDoor.check({ timeout: 60_000 });
    lap('payment');
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await page.getByRole('dialog', { name: w.done }).waitFor({ timeout: 60_000 });
    lap('confirmed');
    console.log(
      `  ${Object.entries(laps)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
        .join(', ')}`,
    );
    return laps.confirmed;
  } finally {
    await context.close();
  }
}

const server = await startWebServer(root, 3553);
let browser;
const rows = [];
try {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const tile = await openTile(server.base);
  let patron = 0;
  for (const language of languages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      patron += 1;
      const credentials = await registerPatron(
        server.base,
        `+1310555${String(2100 + patron).padStart(4, '0')}`,
      );
      const session = await patronSession(server.base, credentials);
      const ms = await journey(
        browser,
        server.base,
        language,
        visitorStorage({ language, session, credentials }),
        tile,
      );
      console.log(`${language}: booked in ${(ms / 1000).toFixed(1)} s`);
      samples.push(ms);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    rows.push({ language, runs, medianMs: sorted[Math.floor((sorted.length - 1) / 2)], samples });
  }
} finally {
  await browser?.close();
  await server.stop();
}

console.log(
  `\nThe booking on a throttled phone (slow 4G, ${cpuSlowdown}× CPU, ${cacheOff ? 'no cache' : 'a new profile'}, ${pace === 'person' ? "a person's pace, her own time left out" : 'tapping at once'}), "Book Your Visit" to the confirmation; ${root}`,
);
console.table(
  rows.map((r) => ({
    language: r.language,
    'median s': (r.medianMs / 1000).toFixed(1),
    runs: r.samples.map((ms) => (ms / 1000).toFixed(1)).join(', '),
  })),
);
const out = benchOutput(pace === 'person' ? 'booking-journey-person.json' : 'booking-journey.json');
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), root, revision: revisionOf(root), network: slow4g, cpuSlowdown, cache: !cacheOff, pace, ...(pace === 'person' ? { personMs: PERSON } : {}), rows }, null, 2)}\n`,
);
console.log(`Written: ${out}`);
