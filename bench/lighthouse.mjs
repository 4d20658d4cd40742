// `npm run bench` (mobile part): Lighthouse's mobile run (simulated slow 4G, 4× slower CPU) of the
// patron pages, as a new visitor sees them and /reserve as a signed-in patron; the median of 3 runs
// of each metric, each run with Lighthouse's benchmarkIndex (this machine's speed as Lighthouse
// measures it), so that figures of two machines can be told apart; and the bars of issue 35
// (performance ≥ 95, total blocking time ≤ 200 ms) said per page. `--lang en|he|both` (default both), `--runs <n>`, `--pages /a,/b`, `--root <dir>` to measure another
// checkout, `--out <dir>`. Prints a table and writes bench/results/lighthouse.json (a summary: the
// reports themselves are not kept).
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  benchLanguages,
  benchOutput,
  benchRoot,
  benchRuns,
  checkEnded,
  chromiumArgs,
  chromiumPath,
  endedAs,
  patronPages,
  patronSession,
  registerPatron,
  revisionOf,
  startWebServer,
  visitorStorage,
} from './web-server.mjs';

const root = benchRoot();
const languages = benchLanguages(process.argv, 'both');
/** `--pages /donate,/reserve`: only those of the measured pages (default: all). */
const pagesArg = process.argv.indexOf('--pages');
const onlyPages = pagesArg >= 0 ? new Set(process.argv[pagesArg + 1].split(',')) : null;
const pages = patronPages.filter(({ path }) => onlyPages === null || onlyPages.has(path));
/** Issue 35's bars, per page and language. */
const bars = { performance: 95, tbtMs: 200 };
const runs = benchRuns();
const port = 3551;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * One Lighthouse run of `url` in a fresh browser context (nothing stored, nothing cached), holding
 * only `storage` (localStorage and cookies, put on the origin before the measured load).
 */
async function measureOnce(browser, base, url, storage) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (Object.keys(storage.local).length > 0 || Object.keys(storage.cookies).length > 0) {
      // A small file of the origin, so that its localStorage can be written; Lighthouse then clears
      // the HTTP cache (not localStorage or cookies) before its own load.
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate((local) => {
        for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
      }, storage.local);
      const { hostname } = new URL(base);
      for (const [name, value] of Object.entries(storage.cookies))
        await context.setCookie({ name, value, domain: hostname, path: '/', sameSite: 'Lax' });
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: categories },
      undefined,
      page,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      categories.map((c) => [
        c,
        lhr.categories[c].score === null ? null : Math.round(lhr.categories[c].score * 100),
      ]),
    );
    const values = Object.fromEntries(
      Object.entries(metrics).map(([k, id]) => [k, lhr.audits[id].numericValue ?? null]),
    );
    // The main thread's time by kind (throttled): evaluating the scripts, hydration included, and
    // parsing and compiling them.
    const work = Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((i) => [i.group, i.duration]),
    );
    values.scriptEval = work.scriptEvaluation ?? 0;
    values.parseCompile = work.scriptParseCompile ?? 0;
    // Audits that cost the non-performance categories their 100, to say why.
    const failing = categories
      .filter((c) => c !== 'performance')
      .flatMap((c) =>
        lhr.categories[c].auditRefs
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
          )
          .map((ref) => `${c}:${ref.id}`),
      );
    const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
    return {
      scores,
      values,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
      ended: await page.evaluate(endedAs),
      warnings: lhr.runWarnings,
      settings: {
        lighthouse: lhr.lighthouseVersion,
        browser: lhr.environment.hostUserAgent,
        formFactor,
        throttlingMethod,
        throttling,
      },
    };
  } finally {
    await context.close();
  }
}

/** A busy machine sometimes costs Lighthouse its trace (NO_NAVSTART …): such a run is run again. */
async function withRetries(run, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.warn(`${error.message}; again (${i + 1} of ${attempts})`);
    }
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.floor((s.length - 1) / 2)];
};

const server = await startWebServer(root, port);
let browser;
let settings;
const rows = [];
try {
  browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const credentials = await registerPatron(server.base);
  for (const language of languages) {
    for (const { path, signedIn } of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const session = signedIn ? await patronSession(server.base, credentials) : null;
        const storage = visitorStorage({ language, session, credentials: signedIn ? credentials : null });
        const sample = await withRetries(() =>
          measureOnce(browser, server.base, `${server.base}${path}`, storage),
        );
        checkEnded(sample.ended, { path, language, signedIn });
        settings ??= sample.settings;
        samples.push(sample);
      }
      const row = {
        language,
        path,
        runs,
        ...Object.fromEntries(categories.map((c) => [c, median(samples.map((s) => s.scores[c]))])),
        ...Object.fromEntries(
          [...Object.keys(metrics), 'scriptEval', 'parseCompile'].map((k) => [
            k,
            median(samples.map((s) => s.values[k])),
          ]),
        ),
        // Each run's own figures, to show how noisy the medians are.
        samples: samples.map((s) => ({
          performance: s.scores.performance,
          benchmarkIndex: s.benchmarkIndex,
          ...s.values,
        })),
        benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
        warnings: [...new Set(samples.flatMap((s) => s.warnings.map(String)))],
      };
      rows.push(row);
      console.log(
        `${language} ${path}: performance ${row.performance} (${row.samples.map((s) => s.performance).join(', ')}), ` +
          `FCP ${Math.round(row.fcp)} ms, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, ` +
          `benchmarkIndex ${row.samples.map((s) => Math.round(s.benchmarkIndex)).join(', ')}`,
      );
    }
  }
} finally {
  await browser?.close();
  await server.stop();
}

const seconds = (ms) => (ms === null ? '—' : (ms / 1000).toFixed(1));
console.log(`\nLighthouse, mobile (simulated slow 4G, 4× CPU), median of ${runs} runs; ${root}`);
console.table(
  rows.map((r) => ({
    page: `${r.path} (${r.language})`,
    performance: r.performance,
    'FCP s': seconds(r.fcp),
    'LCP s': seconds(r.lcp),
    'TBT ms': Math.round(r.tbt),
    CLS: r.cls === null ? '—' : r.cls.toFixed(3),
    'SI s': seconds(r.si),
    'script eval ms': Math.round(r.scriptEval),
    'parse ms': Math.round(r.parseCompile),
    a11y: r.accessibility,
    'best pr.': r['best-practices'],
    SEO: r.seo,
    benchmarkIndex: Math.round(r.benchmarkIndex),
    bars: r.performance >= bars.performance && r.tbt <= bars.tbtMs ? 'met' : 'NOT met',
  })),
);
const missed = rows.filter((r) => !(r.performance >= bars.performance && r.tbt <= bars.tbtMs));
console.log(
  missed.length === 0
    ? `Every page meets performance ≥ ${bars.performance} and TBT ≤ ${bars.tbtMs} ms.`
    : `Below the bars (performance ≥ ${bars.performance}, TBT ≤ ${bars.tbtMs} ms): ${missed.map((r) => `${r.path} (${r.language})`).join(', ')}`,
);
for (const r of rows.filter((x) => x.failing.length > 0))
  console.log(`${r.path} (${r.language}) below 100 on: ${r.failing.join(', ')}`);

const out = benchOutput('lighthouse.json');
writeFileSync(
  out,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      root,
      revision: revisionOf(root),
      settings: { ...settings, runs, median: 'per metric' },
      bars,
      units: { fcp: 'ms', lcp: 'ms', tbt: 'ms', cls: 'unitless', si: 'ms', scores: '0-100' },
      rows,
    },
    null,
    2,
  )}\n`,
);
console.log(`Written: ${out}`);
