import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import assertionExplained from './eslint/assertion-explained.js';

/** no-restricted-imports with its patterns: a later block for the same files replaces an earlier one's. */
const restrictImports = (...patterns) => ['error', { patterns }];
const notTheWebApp = {
  group: ['**/apps/web/**', '@tevila/web', '@tevila/web/*'],
  message: 'The server does not import the web app.',
};
const notTheServer = {
  group: ['**/apps/server/**', '@tevila/server', '@tevila/server/*'],
  message: 'The web app talks to the server over HTTP only.',
};

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const web = './apps/web/src';
const features = folders('apps/web/src/features');
const modules = './apps/server/src/modules';
const serverModules = folders('apps/server/src/modules');
/**
 * The server's modules (docs/decisions/0031): a module imports another only through its public entry,
 * `<module>/index.ts`; its own files import each other directly.
 */
const moduleZones = () => [
  ...serverModules.map((module) => ({
    target: `${modules}/${module}`,
    from: modules,
    except: [
      `./${module}`,
      ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
    ],
    message: 'A module imports another only through its index.ts: export what it needs there.',
  })),
  // The server's own frame (HTTP, metrics, the change feed and caches, jobs, adapters, database, texts) uses a module through its
  // index.ts too. context.ts and the composition root (app.ts, main.ts, the CLI) are not held: the
  // context names shapes from files that import nothing of it, and app.ts wires every module.
  ...['http', 'metrics', 'changes', 'jobs', 'adapters', 'db', 'i18n'].map((part) => ({
    target: `./apps/server/src/${part}`,
    from: modules,
    except: serverModules.map((module) => `./${module}/index.ts`),
    message: "The server's frame uses a module only through its index.ts: export what it needs there.",
  })),
];
/**
 * The web app's layers: app/ composes features; a feature uses the shared layers and nothing of another
 * feature or of app/; the shared layers (ui, api, shared, payments, i18n) use no feature and no app/.
 */
const layerZones = [
  // By where a file is, whatever the import's spelling (a relative path names no package).
  { target: './apps/server', from: './apps/web', message: notTheWebApp.message },
  { target: './apps/web', from: './apps/server', message: notTheServer.message },
  { target: './packages/domain', from: './apps', message: 'packages/domain imports nothing from apps.' },
  { target: './packages/contract', from: './apps', message: 'packages/contract imports nothing from apps.' },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to ui/, api/ or shared/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature does not import app/ (app/ composes the features): use shared/.',
  },
  ...['ui', 'api', 'shared', 'payments', 'i18n'].map((layer) => ({
    target: `${web}/${layer}`,
    from: [`${web}/features`, `${web}/app`],
    message: `${layer}/ is shared by every feature: it imports no feature and nothing of app/.`,
  })),
];

/** A package shared by the apps: pure TypeScript that imports no app and does no I/O. */
const purePackage = (name) => ({
  files: [`packages/${name}/**/*.ts`],
  rules: {
    'no-restricted-imports': restrictImports(
      {
        group: ['**/apps/**', '@tevila/server', '@tevila/server/*', '@tevila/web', '@tevila/web/*'],
        message: `packages/${name} imports nothing from apps.`,
      },
      {
        group: ['node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*'],
        message: `packages/${name} is pure: no I/O.`,
      },
    ),
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware rules (the types of each app and package, from its tsconfig): a promise nobody awaits or
  // handles, a promise where a plain function is expected, a switch without a case for each value and
  // no default, an assertion the types already make.
  // The product's code only: with the tests too, the lint took as long as the rest of `npm test`.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  // Every assertion left in the product says why (the types could not prove it): eslint/assertion-explained.js.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { tevila: { rules: { 'assertion-explained': assertionExplained } } },
    rules: { 'tevila/assertion-explained': 'error' },
  },
  // Import boundaries: the domain is pure and knows no app; so is the HTTP contract (docs/decisions/0034),
  // the schemas both apps use, which may use the domain.
  purePackage('domain'),
  purePackage('contract'),
  // Server never reaches into the web app, and the web app never into the server.
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(notTheWebApp),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports(notTheServer, {
        group: ['@tevila/contract/endpoints', '**/packages/contract/src/endpoints/**'],
        message:
          "The web builds its calls from the contract's routes; the endpoints' schemas are the server's (docs/decisions/0072).",
      }),
    },
  },
  // A route is a method and a path: a page that loads one loads no schema (docs/decisions/0072).
  {
    files: ['packages/contract/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        regex: String.raw`^(?!\.\./route\.ts$)`,
        message: 'A route file imports the Route type alone (docs/decisions/0072).',
      }),
    },
  },
  // The house rules that keep the code's layers apart (docs/design.md §3), checked by
  // test/lint-rules.test.ts against a fixture that breaks each one. Circles of imports are found by
  // .dependency-cruiser.cjs, which counts type-only imports too.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones()] }],
    },
  },
  // The database library is used by repo and db files only: every query of a module is in its repo.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/repo.ts', 'apps/server/src/**/*-repo.ts'],
    rules: {
      'no-restricted-imports': restrictImports(notTheWebApp, {
        group: ['drizzle-orm', 'drizzle-orm/*'],
        message: 'Queries live in repo files (repo.ts, *-repo.ts) and src/db only.',
      }),
    },
  },
  // "Now" comes from the clock (src/clock.ts): tests and the development clock can move it.
  {
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: ['apps/server/src/clock.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Ask the clock (src/clock.ts) for now; wallTime() where real time is meant.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the clock (src/clock.ts) for now; wallTime() where real time is meant.',
        },
      ],
    },
  },
);
