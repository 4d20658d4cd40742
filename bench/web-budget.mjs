// `npm run bench` (web part): what the home page downloads, JavaScript and CSS, raw and gzip.
// Reads the built app (apps/web/dist; built first only when missing): the files index.html loads,
// the home route's lazy chunk with its dependencies, and the language file the first paint waits
// for. Also reports each route's own lazy download. Writes bench/results/web-budget.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildAll } from '../scripts/build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');

if (!existsSync(join(dist, 'index.html'))) await buildAll();

const sizeCache = new Map();
/** Raw and gzip bytes of one built file (path relative to dist, e.g. assets/x.js). */
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const fromIndex = [];
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const rel = attr(tag, 'rel');
  const href = tag.startsWith('<script')
    ? attr(tag, 'src')
    : rel === 'modulepreload' || rel === 'stylesheet'
      ? attr(tag, 'href')
      : null;
  if (href && href.startsWith('/assets/')) fromIndex.push(href.slice(1));
}
const entry = fromIndex.find((file) => /^assets\/index-[^/]+\.js$/.test(file));
if (!entry) throw new Error('index.html loads no assets/index-*.js: is apps/web/dist a Vite build?');

/** Static imports of a JS chunk (import … from "./x.js" and import "./x.js"), followed through. */
function withStaticImports(files) {
  const seen = new Set(files);
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(join(dist, file), 'utf8');
    for (const match of source.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"`()]*?\bfrom\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g,
    )) {
      const dep = `assets/${match[1]}`;
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...seen];
}

// Vite lists each lazy chunk's dependencies (JS and CSS) in the entry: __vite__mapDeps([i, …])
// indexes the m.f=[…] array, next to the import("./chunk.js") it belongs to.
const entrySource = readFileSync(join(dist, entry), 'utf8');
const depList = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(entrySource)?.[1] ?? '[]');
const lazyChunks = new Map();
for (const match of entrySource.matchAll(
  /import\([`'"]\.\/([^`'"]+\.js)[`'"]\)\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\)/g,
)) {
  const deps = match[2]
    .split(',')
    .filter(Boolean)
    .map((i) => depList[Number(i)]);
  lazyChunks.set(`assets/${match[1]}`, withStaticImports([`assets/${match[1]}`, ...deps]));
}
const initial = new Set(withStaticImports(fromIndex));
const chunkName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '');

const homeChunk = [...lazyChunks.keys()].find((file) => chunkName(file) === 'home-page');
if (!homeChunk) throw new Error('No lazy home-page chunk found in the entry');
const homeExtra = lazyChunks.get(homeChunk).filter((file) => !initial.has(file));
// The first paint also waits for the visitor's language file (English by default).
const english = [
  ...new Set(
    [...initial]
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [
        ...readFileSync(join(dist, file), 'utf8').matchAll(/import\([`'"]\.\/(en-[\w-]+\.js)[`'"]\)/g),
      ])
      .map((m) => `assets/${m[1]}`),
  ),
];

function total(files, kind) {
  return files
    .filter((file) => file.endsWith(`.${kind}`))
    .reduce(
      (sum, file) => {
        const s = sizeOf(file);
        return { files: sum.files + 1, raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
      },
      { files: 0, raw: 0, gzip: 0 },
    );
}

const parts = [
  { part: 'index.html loads', files: [...initial] },
  { part: 'home route chunk (+ its deps)', files: homeExtra },
  { part: 'English translations', files: english },
];
const home = { part: 'home page, total', files: [...new Set(parts.flatMap((p) => p.files))] };
const rows = [...parts, home].map(({ part, files }) => {
  const js = total(files, 'js');
  const css = total(files, 'css');
  return {
    part,
    jsFiles: js.files,
    jsRaw: js.raw,
    jsGzip: js.gzip,
    cssFiles: css.files,
    cssRaw: css.raw,
    cssGzip: css.gzip,
  };
});

const routes = [...lazyChunks.entries()]
  .map(([file, files]) => {
    const extra = files.filter((f) => !initial.has(f));
    const js = total(extra, 'js');
    const css = total(extra, 'css');
    return { chunk: chunkName(file), jsGzip: js.gzip, cssGzip: css.gzip };
  })
  .sort((a, b) => a.chunk.localeCompare(b.chunk));

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('\nHome page download (KiB; gzip level 9)');
console.table(
  rows.map((r) => ({
    part: r.part,
    'JS files': r.jsFiles,
    'JS raw': kb(r.jsRaw),
    'JS gzip': kb(r.jsGzip),
    'CSS files': r.cssFiles,
    'CSS raw': kb(r.cssRaw),
    'CSS gzip': kb(r.cssGzip),
  })),
);
console.log('Each lazy route chunk, beyond what index.html loads (KiB gzip)');
console.table(routes.map((r) => ({ chunk: r.chunk, 'JS gzip': kb(r.jsGzip), 'CSS gzip': kb(r.cssGzip) })));

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/web-budget.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'bytes', home: rows, routes }, null, 2)}\n`,
);
console.log('Written: bench/results/web-budget.json');
