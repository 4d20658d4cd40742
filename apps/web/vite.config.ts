import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/** The app version comes from the root package.json, the one the lead bumps for a release. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const appVersion = rootPackage.version;

const pureModules = /packages[\\/]domain[\\/]src[\\/]|node_modules[\\/]kosher-zmanim[\\/]/;

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
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure by design (DESIGN §3) and kosher-zmanim is a set of classes: a module
        // of theirs whose exports are not used can be dropped. Without this, importing two Hebrew
        // formatters drags in the settings catalogue, zod and the whole calendar library.
        moduleSideEffects: (id: string) => !pureModules.test(id),
      },
      output: {
        // Libraries every page needs, in chunks of their own: they stay cached across app releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
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

export default defineConfig(config);
