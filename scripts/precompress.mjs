// Writes a brotli (x.js.br) and a gzip (x.js.gz) copy next to every compressible file of the built web
// app, once at build time and at the strongest settings, so the server never compresses a file per request.
// `node scripts/precompress.mjs [folder]` (apps/web/dist by default).
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `file + suffix` when it is smaller than the original, else removes any stale copy. */
async function writeIfSmaller(file, suffix, body, original, times) {
  const target = file + suffix;
  if (body.length >= original.length) {
    await rm(target, { force: true });
    return 0;
  }
  await writeFile(target, body);
  // Same dates as the original, so Last-Modified agrees whichever copy is sent.
  await utimes(target, times.atime, times.mtime);
  return body.length;
}

async function precompressFile(file) {
  const original = await readFile(file);
  const times = await stat(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    file,
    size: original.length,
    br: await writeIfSmaller(file, '.br', br, original, times),
    gz: await writeIfSmaller(file, '.gz', gz, original, times),
  };
}

/**
 * Precompresses every compressible file under `dir`. Returns one row per file: its size and the sizes of
 * the copies written (0 where compressing did not make it smaller, and no copy was written).
 */
export async function precompress(dir) {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f).toLowerCase()));
  return Promise.all(files.map(precompressFile));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
  const rows = await precompress(dir);
  const total = (key) => rows.reduce((sum, row) => sum + (row[key] || row.size), 0);
  console.log(
    `Precompressed ${rows.length} files in ${dir}: ${total('size')} bytes, brotli ${total('br')}, gzip ${total('gz')}.`,
  );
}
