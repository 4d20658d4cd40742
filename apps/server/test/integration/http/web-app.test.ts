import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded } from '../../helpers/decoded.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const precompressScript = fileURLToPath(new URL('../../../../../scripts/precompress.mjs', import.meta.url));

const LONG_CACHE = 'public, max-age=31536000, immutable';
const SCRIPT = '/assets/index-abc123.js';
const script = Array.from(
  { length: 400 },
  (_, i) => `export const line${i} = "${'tevila '.repeat(i % 7)}${i}";`,
).join('\n');
const page = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tevila</title>',
  ...Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}-abc123.js">`),
  '</head><body><div id="root"></div></body></html>',
].join('\n');
// Too small for compressing to make it smaller: no copies, and it is sent as it is.
const tinyScript = 'x()';

/** A GET over loopback with the path sent exactly as written (inject would resolve `..` first). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web app', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tevila-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'images'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'build.json'), '{"build":"for the server only"}');
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), tinyScript);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'images', 'logo.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    // What the build does after Vite (scripts/build.mjs).
    const run = spawnSync(process.execPath, [precompressScript, dist], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('precompresses the build: brotli and gzip copies that decode to the file, only where they help', () => {
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const original = readFileSync(join(dist, file));
      const br = readFileSync(join(dist, `${file}.br`));
      const gz = readFileSync(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
      expect(gz.length, file).toBeLessThan(original.length / 2);
    }
    for (const file of ['assets/tiny-abc123.js', 'favicon.svg', 'images/logo.png']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('serves index.html for the SPA routes, revalidated every time', async () => {
    for (const url of ['/', '/hours', '/reserve', '/admin/license-plate', '/login?returnTo=%2Freserve']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeDefined();
      expect(res.headers['last-modified'], url).toBeDefined();
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('sends a script as br or gzip when asked, plain when not, the same bytes once decoded', async () => {
    const cases: [acceptEncoding: string | undefined, sent: string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
      // Encodings we do not have: the plain file, never an error.
      ['zstd', undefined],
      ['deflate', undefined],
      ['foo', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['foo;q=x,,;=', undefined],
    ];
    const etags = new Set<string>();
    for (const [acceptEncoding, sent] of cases) {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const res = await t.app.inject({ method: 'GET', url: SCRIPT, headers });
      const label = String(acceptEncoding);
      expect(res.statusCode, label).toBe(200);
      expect(res.headers['content-encoding'], label).toBe(sent);
      expect(res.headers['content-type'], label).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary, label).toBe('accept-encoding');
      expect(res.headers['cache-control'], label).toBe(LONG_CACHE);
      expect(Number(res.headers['content-length']), label).toBe(res.rawPayload.length);
      expect(decoded(res), label).toBe(script);
      etags.add(String(res.headers.etag));
    }
    // One ETag per encoding: a cache never mistakes one copy for another.
    expect(etags.size).toBe(3);
  });

  it('sends the app page precompressed too, and a file too small for a copy as it is', async () => {
    for (const url of ['/', '/hours']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers.vary, url).toBe('accept-encoding');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res), url).toBe(page);
    }
    const tiny = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(tinyScript);
  });

  it('caches fingerprinted assets for good, and revalidates the rest', async () => {
    const res = await t.app.inject({ method: 'GET', url: SCRIPT });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(script);
    expect(res.headers['cache-control']).toBe(LONG_CACHE);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const head = await t.app.inject({ method: 'HEAD', url: SCRIPT, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('answers If-None-Match with its ETag with 304, for an asset and for a page', async () => {
    for (const url of [SCRIPT, '/hours']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        const first = await t.app.inject({ method: 'GET', url, headers });
        const etag = String(first.headers.etag);
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'if-none-match': etag },
        });
        expect(again.statusCode, `${url} ${encoding}`).toBe(304);
        expect(again.body).toBe('');
        const since = String(first.headers['last-modified']);
        const unchanged = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'if-modified-since': since },
        });
        expect(unchanged.statusCode, `${url} ${encoding}`).toBe(304);
      }
    }
    const stale = await t.app.inject({ method: 'GET', url: SCRIPT, headers: { 'if-none-match': '"nope"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers a Range with a slice of the plain file, whatever encoding is accepted', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: SCRIPT,
        headers: { 'accept-encoding': encoding, range: 'bytes=0-99' },
      });
      expect(res.statusCode, encoding).toBe(206);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.headers['content-range'], encoding).toBe(`bytes 0-99/${Buffer.byteLength(script)}`);
      expect(res.body, encoding).toBe(script.slice(0, 100));
    }
    const page206 = await t.app.inject({
      method: 'GET',
      url: '/hours',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    expect(page206.statusCode).toBe(206);
    expect(page206.body).toBe(page.slice(0, 10));
    for (const range of ['bytes=999999-', 'bytes=abc', 'items=0-1', 'bytes=5-1']) {
      const res = await t.app.inject({ method: 'GET', url: SCRIPT, headers: { range } });
      expect([200, 206, 416], range).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.body, range).toBe(script);
    }
  });

  it('answers a missing file or a folder with 404 or the app, never a listing', async () => {
    const missing = [
      '/assets/gone-123.js',
      '/robots.txt',
      '/assets/',
      '/assets/index-abc123.js/x.js',
      `/assets/${'a'.repeat(300)}.js`,
      '/.vite/build.json',
    ];
    for (const url of missing) {
      for (const encoding of ['br', 'identity']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      }
    }
    for (const url of ['/images', '/images/', '/assets']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain('logo.png');
    }
  });

  it('never serves a file outside the build, and refuses a bad path with a 4xx', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const outside = [
      '/../package.json',
      '/../../../../etc/passwd',
      '/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/%252e%252e/package.json',
      '/%00',
      '/index.html%00.js',
      '/assets/index-abc123.js%00',
      '/%E0%A4%A',
      '/assets/%ZZ.js',
    ];
    for (const path of outside) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.body, path).not.toContain('"workspaces"');
      expect(res.body, path).not.toContain('root:');
    }
    const nul = await rawGet(port, '/%00');
    expect(nul.status).toBe(400);
    // Inside the build, a `..` that stays inside is only another way to name the file.
    const inside = await rawGet(port, '/images/../index.html');
    expect(inside.status).toBe(200);
    expect(inside.body).toBe(page);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'No HTTP resource was found that matches the request URI.' });
  });

  it('says so when the web app is not built', async () => {
    const bare = await createTestApp({ webDist: join(dist, 'missing') });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/hours' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('npm run build');
      const api = await bare.app.inject({ method: 'GET', url: '/api/api/settings' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
