// `npm run bench` (web part): the bytes that cross the wire when Chromium loads each public page of
// the built site, in English and in Hebrew, read from the browser's own network events: per page the
// scripts (count, bytes, the Content-Encoding the server chose), stylesheets, the HTML and the total.
// Also what the same scripts weigh when asked for brotli only or gzip only. `--lang en|he|both`
// (default both), `--root <dir>` to measure another checkout, `--out <dir>`. Writes
// bench/results/web-budget.json; kB are 1000 bytes, as the budget counts them.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  benchLanguages,
  benchOutput,
  benchRoot,
  checkEnded,
  chromiumArgs,
  chromiumPath,
  endedAs,
  holdVisitorStorage,
  patronPages,
  patronSession,
  registerPatron,
  revisionOf,
  startWebServer,
  visitorStorage,
} from './web-server.mjs';

/** The body of one GET as it crosses the wire (not decoded), asking for `acceptEncoding`. */
export function wireSize(url, acceptEncoding) {
  return new Promise((done, fail) => {
    const req = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200
          ? done({ url, bytes, encoding: res.headers['content-encoding'] ?? 'identity' })
          : fail(new Error(`GET ${url}: ${res.statusCode}`)),
      );
    });
    req.on('error', fail);
  });
}

/** What Chromium asks for, on loopback as over HTTPS. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

/**
 * What a page's scripts weigh on the wire: each URL fetched as the browser asks for it and the encoded
 * bodies summed. Bytes only, no timing: the same build gives the same answer, so a test can hold a
 * page to its JavaScript budget (e.g. the first patron page's at most 150 kB).
 */
export async function scriptsOnTheWire(urls, { acceptEncoding = browserAcceptEncoding } = {}) {
  const files = [];
  for (const url of new Set(urls)) files.push(await wireSize(url, acceptEncoding));
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

/** The pages measured: the patron pages of the Lighthouse run and two more public ones. */
const pages = [...patronPages, { path: '/about' }];

const kindOf = ({ type, mimeType }) =>
  type === 'Document'
    ? 'html'
    : type === 'Script' || /javascript/.test(mimeType)
      ? 'js'
      : type === 'Stylesheet' || mimeType === 'text/css'
        ? 'css'
        : 'other';

/**
 * Loads `url` in a fresh context holding only `storage` and answers every finished response as the
 * browser saw it: kind, status, Content-Encoding, body and header bytes on the wire, and the
 * Accept-Encoding the browser sent.
 */
async function loadPage(browser, url, storage) {
  // A phone's screen, as Lighthouse's mobile run has it (some pages pick images by width).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  try {
    await holdVisitorStorage(context, url, storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    const entry = (id) => requests.get(id) ?? requests.set(id, { id }).get(id);
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
      const h = Object.fromEntries(Object.entries(e.headers).map(([k, v]) => [k.toLowerCase(), v]));
      entry(e.requestId).acceptEncoding = h['accept-encoding'];
    });
    cdp.on('Network.responseReceived', (e) => {
      const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      Object.assign(entry(e.requestId), {
        url: e.response.url,
        type: e.type,
        mimeType: e.response.mimeType,
        status: e.response.status,
        encoding: h['content-encoding'] ?? 'identity',
        // Received so far: the status line and headers (HTTP/1.1 on loopback).
        headerBytes: e.response.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      entry(e.requestId).transferBytes = e.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    const ended = await page.evaluate(endedAs);
    const responses = [...requests.values()]
      .filter((r) => r.url && r.transferBytes !== undefined && !r.url.startsWith('data:'))
      .map((r) => ({
        ...r,
        kind: kindOf(r),
        bodyBytes: r.transferBytes - (r.headerBytes ?? 0),
      }));
    return { responses, ended };
  } finally {
    await context.close();
  }
}

/** One page's figures from its responses; the scripts' own wire sizes when asked for br and gzip. */
async function summarise(path, language, responses) {
  const of = (kind) => responses.filter((r) => r.kind === kind);
  const sum = (rs, key) => rs.reduce((s, r) => s + r[key], 0);
  const encodings = (rs) => [...new Set(rs.map((r) => r.encoding))].join(', ');
  const js = of('js');
  const css = of('css');
  const html = of('html');
  const scriptUrls = js.map((r) => r.url);
  return {
    language,
    path,
    acceptEncoding: html[0]?.acceptEncoding ?? null,
    htmlBytes: sum(html, 'bodyBytes'),
    htmlEncoding: encodings(html),
    jsRequests: js.length,
    jsBytes: sum(js, 'bodyBytes'),
    jsEncoding: encodings(js),
    jsIfBrotli: (await scriptsOnTheWire(scriptUrls, { acceptEncoding: 'br' })).bytes,
    jsIfGzip: (await scriptsOnTheWire(scriptUrls, { acceptEncoding: 'gzip' })).bytes,
    cssRequests: css.length,
    cssBytes: sum(css, 'bodyBytes'),
    cssEncoding: encodings(css),
    otherRequests: of('other').length,
    otherBytes: sum(of('other'), 'bodyBytes'),
    requests: responses.length,
    totalBytes: sum(responses, 'bodyBytes'),
    totalWithHeaders: sum(responses, 'transferBytes'),
    scripts: js.map((r) => ({ path: new URL(r.url).pathname, bytes: r.bodyBytes, encoding: r.encoding })),
  };
}

async function main() {
  const root = benchRoot();
  const languages = benchLanguages(process.argv, 'both');
  const server = await startWebServer(root, 3552);
  let browser;
  const rows = [];
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const credentials = await registerPatron(server.base, '+13105550191');
    for (const language of languages) {
      for (const { path, signedIn } of pages) {
        const session = signedIn ? await patronSession(server.base, credentials) : null;
        const storage = visitorStorage({ language, session, credentials: signedIn ? credentials : null });
        const { responses, ended } = await loadPage(browser, `${server.base}${path}`, storage);
        checkEnded(ended, { path, language, signedIn });
        rows.push(await summarise(path, language, responses));
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }

  const kb = (bytes) => (bytes / 1000).toFixed(1);
  console.log(`\nBytes on the wire per page (kB, bodies as sent); ${root}`);
  console.log(`Chromium asked for: ${[...new Set(rows.map((r) => r.acceptEncoding))].join(' | ')}`);
  console.table(
    rows.map((r) => ({
      page: `${r.path} (${r.language})`,
      'JS req': r.jsRequests,
      JS: kb(r.jsBytes),
      'JS enc.': r.jsEncoding,
      'JS if br': kb(r.jsIfBrotli),
      'JS if gzip': kb(r.jsIfGzip),
      'CSS req': r.cssRequests,
      CSS: kb(r.cssBytes),
      HTML: kb(r.htmlBytes),
      'HTML enc.': r.htmlEncoding,
      other: kb(r.otherBytes),
      req: r.requests,
      total: kb(r.totalBytes),
    })),
  );
  const out = benchOutput('web-budget.json');
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        root,
        revision: revisionOf(root),
        unit: 'bytes',
        note: 'bodies as they crossed the wire (encoded); totalWithHeaders adds the response headers; jsIfBrotli/jsIfGzip: the same scripts asked for with only that encoding',
        rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written: ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
