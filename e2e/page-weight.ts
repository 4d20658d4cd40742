import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Page, Response } from '@playwright/test';

/*
 * What a page weighs in the browser, in figures that do not depend on the machine's speed: the
 * bytes of script that cross the wire (compressed, as sent), and the bytes of script that run before
 * the page is quiet (V8's coverage of each script of the site: a byte counts when code around it
 * ran). Both are held to a baseline in the tree (page-weight.baseline.json): a page may grow by at
 * most a tenth before a commit says so by updating the baseline
 * (`UPDATE_PAGE_WEIGHT=1 npx playwright test e2e/web-budget.spec.ts --project phone`).
 */

export interface PageWeight {
  /** Script bytes as sent (compressed). */
  wire: number;
  /** Script bytes whose code ran while the page loaded and settled. */
  executed: number;
  scripts: { path: string; wire: number; encoding: string; executed: number; size: number }[];
}

export const baselineFile = 'e2e/page-weight.baseline.json';
/** How much a page may grow over its baseline before the guard fails. */
export const ALLOWED_GROWTH = 0.1;

export type Baseline = Record<string, { wire: number; executed: number }>;

export const readBaseline = (): Baseline => JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline;

export function writeBaseline(baseline: Baseline): void {
  const sorted = Object.fromEntries(Object.entries(baseline).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(baselineFile, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * The bytes of `source` that V8's block coverage saw run: the ranges of every function, outermost
 * first, each inner range overriding what it sits in (a block that did not run inside one that did).
 */
export function executedBytes(
  source: string,
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[],
): number {
  const ran = new Uint8Array(source.length);
  const ranges = functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran.reduce((sum, byte) => sum + byte, 0);
}

/**
 * The body of one GET as it crosses the wire (not decoded), asked for as Chromium asks: the same
 * file always weighs the same, whatever the browser's own accounting of a load does.
 */
export function wireBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((done, fail) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () =>
        answer.statusCode === 200
          ? done({ bytes, encoding: String(answer.headers['content-encoding'] ?? 'identity') })
          : fail(new Error(`GET ${url}: ${answer.statusCode}`)),
      );
    });
    request.on('error', fail);
  });
}

/** Loads `path` and weighs its scripts: the site's own, as sent and as run. */
export async function weighPage(page: Page, path: string): Promise<PageWeight> {
  const wire = new Map<string, Promise<{ bytes: number; encoding: string }>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || wire.has(response.url())) return;
    wire.set(response.url(), wireBytes(response.url()));
  };
  page.on('response', onResponse);
  // Every script fetched as a first visit fetches it, not from the cache an earlier page filled.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
    await cdp.detach();
  }
  const coverage = await page.coverage.stopJSCoverage();
  const origin = new URL(page.url()).origin;
  const scripts = await Promise.all(
    [...wire.entries()]
      .filter(([url]) => url.startsWith(origin))
      .map(async ([url, sent]) => {
        // A script may be reported more than once (preloaded, then imported): its fullest report.
        const runs = coverage
          .filter((c) => c.url === url && c.source !== undefined)
          .map((c) => ({ size: c.source!.length, executed: executedBytes(c.source!, c.functions) }));
        const { bytes, encoding } = await sent;
        return {
          path: new URL(url).pathname,
          wire: bytes,
          encoding,
          size: Math.max(0, ...runs.map((r) => r.size)),
          executed: Math.max(0, ...runs.map((r) => r.executed)),
        };
      }),
  );
  return {
    wire: scripts.reduce((sum, s) => sum + s.wire, 0),
    executed: scripts.reduce((sum, s) => sum + s.executed, 0),
    scripts,
  };
}

/** What the guard says of a page's weight against its baseline: the figures that grew too much. */
export function overBaseline(
  weight: Pick<PageWeight, 'wire' | 'executed'>,
  baseline: { wire: number; executed: number } | undefined,
): string[] {
  if (!baseline) return ['the page has no baseline yet'];
  return (['wire', 'executed'] as const).flatMap((figure) =>
    weight[figure] > baseline[figure] * (1 + ALLOWED_GROWTH)
      ? [
          `${figure === 'wire' ? 'script bytes on the wire' : 'script bytes run'}: ${weight[figure]} > ${baseline[figure]} + ${ALLOWED_GROWTH * 100} %`,
        ]
      : [],
  );
}
