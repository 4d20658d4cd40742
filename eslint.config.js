import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Import boundaries: the domain is pure and knows no app.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', '@tevila/server', '@tevila/server/*', '@tevila/web', '@tevila/web/*'], message: 'packages/domain imports nothing from apps.' },
            { group: ['node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'packages/domain is pure: no I/O.' },
          ],
        },
      ],
    },
  },
  // Server never reaches into the web app, and the web app never into the server.
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@tevila/web', '@tevila/web/*'], message: 'The server does not import the web app.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/server/**', '@tevila/server', '@tevila/server/*'], message: 'The web app talks to the server over HTTP only.' }] }],
    },
  },
  // Web features do not import each other: shared pieces live in ui/, api/ or app/.
  ...['home', 'hours', 'auth', 'reserve', 'info', 'account', 'admin', 'donate', 'contact', 'tours', 'careers'].map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/features/*/**', `!**/features/${feature}`, `!**/features/${feature}/**`],
              message: 'A feature does not import another feature; move shared code to ui/, api/ or app/.',
            },
            { group: ['**/apps/server/**'], message: 'The web app talks to the server over HTTP only.' },
          ],
        },
      ],
    },
  })),
);
