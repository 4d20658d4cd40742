import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/** The app version comes from the root package.json, the one the lead bumps for a release. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const appVersion = rootPackage.version;

/** Every build writes the app's version where the code reads __APP_VERSION__. */
const define = { __APP_VERSION__: JSON.stringify(appVersion) };

const pureModules = /packages[\\/]domain[\\/]src[\\/]|node_modules[\\/]kosher-zmanim[\\/]/;

/**
 * The staff's screens and the devices' (kiosk, room tablet) are opened on their own machines, whose first
 * page the server renders with its scripts linked. A patron's entry script need not list their chunks for
 * preloading on a client-side visit: that list costs every first page about 1 kB compressed. Their
 * stylesheets stay listed, since the preload step is what loads a lazy page's CSS.
 */
const staffAndDevicePages =
  /(^|\/)(rooms|schedule|settings|night|board|payments-report|users?|audit|plates|kiosk|room-tablet)-page-[\w-]+\.js$/;

/**
 * packages/domain is pure by design (docs/design.md §3) and kosher-zmanim is a set of classes: a module
 * of theirs whose exports are not used can be dropped. Without this, importing two Hebrew formatters
 * drags in the settings catalogue, zod and the whole calendar library. The three builds share it.
 */
const treeshake = { moduleSideEffects: (id: string) => !pureModules.test(id) };

const apiOrigin = process.env.TEVILA_API_ORIGIN ?? 'http://localhost:3000';

/**
 * Emits dist/meta.json ({ version }) next to index.html, so the start-up version check has a file
 * to read even when the server serves the built app as plain static files.
 */
function metaJson(version: string): Plugin {
  return {
    name: 'tevila-meta-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: JSON.stringify({ version }) });
    },
  };
}

export const config: UserConfig = {
  plugins: [react(), metaJson(appVersion)],
  define,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        staffAndDevicePages.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    // dist/.vite/manifest.json: the server links each rendered page's own scripts and stylesheets.
    manifest: true,
    rolldownOptions: {
      treeshake,
      output: {
        // The critical path in two scripts: React with the router (the largest part, in a chunk of its
        // own so it stays cached across releases), and the entry holding everything else the first paint
        // of any page needs (the shell, Mantine's core, i18next, TanStack Query). Only what the entry
        // imports statically ($initial) goes there: a library's parts that only some pages use (Trans,
        // Modal, form inputs) stay with those pages, and the admin screens with their routes.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 1,
            },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/meta.json': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
    },
  },
};

/**
 * react-router's package names only its development build (its warnings and checks ship with it); the
 * browser's build takes the production one beside it. The dev server and the tests keep the
 * development build for its warnings. Should a release lay its files out otherwise, the path stays
 * the package's own and the alias does nothing.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');

const browserResolve = { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] };

const browserBuildConfig: UserConfig = { ...config, resolve: browserResolve };

/**
 * `vite build --ssr src/entry-server.tsx`: the same app for the server to render pages with (decision
 * 0017). Packages stay in node_modules; the domain package is TypeScript and is bundled.
 */
export const serverRenderConfig: UserConfig = {
  plugins: [react()],
  define,
  ssr: { noExternal: ['@tevila/domain'] },
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { treeshake },
  },
};

/** The islands' scripts (decision 0065), by the name their chunk takes. */
export const islandEntries = {
  'public-forms': 'src/islands/public-forms.tsx',
  login: 'src/islands/login.tsx',
  donate: 'src/islands/donate.tsx',
  reserve: 'src/islands/reserve.tsx',
};

/**
 * `vite build --mode islands`: the scripts that take over one part of a page the server draws (a
 * form), built apart from the app so that they share none of its chunks: React and the part's own
 * code, nothing of the shell. Same plugins and CSS modules as the app, so a class the server wrote is
 * the class the island writes; their stylesheets are the page's own (the server links the app's).
 */
export const islandsBuildConfig: UserConfig = {
  plugins: [react()],
  define,
  publicDir: false,
  resolve: browserResolve,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    reportCompressedSize: true,
    manifest: '.vite/islands-manifest.json',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: islandEntries,
      treeshake,
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild, mode }) =>
  isSsrBuild
    ? serverRenderConfig
    : mode === 'islands'
      ? islandsBuildConfig
      : command === 'build'
        ? browserBuildConfig
        : config,
);
