// The islands' scripts (apps/web/src/islands, decision 0065), built by Vite apart from the app
// (`--mode islands`) so they share none of its chunks, then written into the app's manifest under
// `islands:<name>`, where the server finds a page's files. Their stylesheets are left out: the
// server links the page's own, which hold the same classes.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ISLAND_PREFIX = 'islands:';

export function buildIslands(webRoot, vite) {
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'islands', '--logLevel', 'warn'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the islands failed');
  const dist = join(webRoot, 'dist');
  const islandsPath = join(dist, '.vite', 'islands-manifest.json');
  const islands = JSON.parse(readFileSync(islandsPath, 'utf8'));
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const named = (key) => `${ISLAND_PREFIX}${key}`;
  for (const [key, chunk] of Object.entries(islands)) {
    const { css: _pageHasThem, ...rest } = chunk;
    manifest[named(key)] = {
      ...rest,
      ...(chunk.imports ? { imports: chunk.imports.map(named) } : {}),
      ...(chunk.dynamicImports ? { dynamicImports: chunk.dynamicImports.map(named) } : {}),
    };
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(islandsPath);
}
