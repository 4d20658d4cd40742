// Builds what is not built (or is older than its sources): the web app with Vite (for the browser, and
// for the server, which renders its pages), the server with esbuild.
// `--force` rebuilds both.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIslands } from './islands-build.mjs';
import { buildLightScript } from './light-script.mjs';
import { precompress } from './precompress.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

/** Newest modification time under the given paths (files or folders), skipping dist and node_modules. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'dist' && name !== 'node_modules') walk(join(p, name));
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}

function stale(output, sources) {
  const out = join(root, output);
  return force || !existsSync(out) || statSync(out).mtimeMs < newest(sources);
}

function run(cmd, args, cwd = root) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`Build failed: ${cmd} ${args.join(' ')}`);
    process.exit(r.status ?? 1);
  }
}

export async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: { main: join(root, 'apps/server/src/main.ts'), cli: join(root, 'apps/server/src/cli.ts') },
    outdir: join(root, 'apps/server/dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Our workspace packages are bundled; every other package is loaded from node_modules at run time.
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tevila/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
}

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'package.json',
  'scripts/precompress.mjs',
  'scripts/light-script.mjs',
  'scripts/islands-build.mjs',
];
const serverSources = ['apps/server/src', 'packages/domain/src', 'package.json'];

export async function buildAll() {
  if (stale('apps/web/dist/index.html', webSources)) {
    console.log('Building the web app…');
    run(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      join(root, 'apps/web'),
    );
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    await buildLightScript(join(root, 'apps/web'), version);
    buildIslands(join(root, 'apps/web'), join(root, 'node_modules/vite/bin/vite.js'));
    // Brotli and gzip copies of every text file, served as they are (apps/server/src/http/web-app.ts).
    await precompress(join(root, 'apps/web/dist'));
  }
  if (stale('apps/web/dist-ssr/entry-server.js', webSources)) {
    console.log('Building the web app for the server…');
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    run(
      process.execPath,
      [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
      join(root, 'apps/web'),
    );
  }
  if (stale('apps/server/dist/main.mjs', serverSources)) {
    console.log('Building the server…');
    await buildServer();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll();
}
