// The script of the light pages (apps/web/src/light/main.ts, decision 0063), built beside the web app:
// a few kB of plain browser code with no React in it, and the chunks it fetches only when asked (the
// sign-out). Named by their content's hash like Vite's files; the entry is written into Vite's manifest
// under its source's name, where the server finds every page's files.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const LIGHT_ENTRY = 'src/light/main.ts';

export async function buildLightScript(webRoot, version) {
  const esbuild = await import('esbuild');
  const dist = join(webRoot, 'dist');
  const result = await esbuild.build({
    entryPoints: { light: join(webRoot, LIGHT_ENTRY) },
    outdir: join(dist, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'light-[name]-[hash]',
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    // What the app's own build targets (Vite's default: browsers of the last two and a half years).
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox114'],
    define: { __APP_VERSION__: JSON.stringify(version) },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const [file] = Object.entries(result.metafile.outputs)
    .filter(([, output]) => output.entryPoint !== undefined)
    .map(([path]) => relative(dist, path).split('\\').join('/'));
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest[LIGHT_ENTRY] = { file, name: 'light', src: LIGHT_ENTRY, isEntry: true };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return file;
}
