import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * Each house rule of eslint.config.js, broken on purpose by a small file placed where the rule
 * applies: the lint must name the rule. A file that keeps the rules passes, so the failures are the
 * rules' and not the harness's.
 */

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** What .dependency-cruiser.cjs exports: its rules and the options every run uses. */
interface CruiseConfig {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions;
}
// The house rules need no types: they are checked without them, which is quick. The type-aware rules
// are checked on fixtures linted as text, at paths no file holds, in a project of their own (the
// apps' tsconfigs list only the files on disk).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
});
const typedEslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['apps/*/src/fixture.ts', 'packages/*/src/fixture.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: root,
      },
    },
  },
});

/** The rule ids the lint reports for `code` as if it were the file at `path` (from the root). */
async function rulesBrokenBy(path: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** As rulesBrokenBy, with the types: for the type-aware rules. */
const typedRulesBrokenBy = (path: string, code: string) => rulesBrokenBy(path, code, typedEslint);

// Outside the repository: the imports and lint steps that run beside this test must not see them.
const circleDirs: string[] = [];
afterAll(() => {
  for (const dir of circleDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the house rules, each broken once', () => {
  // The first lint builds the type information every later one reuses: on a busy machine, more than
  // the project's 30 seconds.
  it('a file that keeps them passes', { timeout: 120_000 }, async () => {
    const broken = await rulesBrokenBy(
      'apps/web/src/features/home/fixture.tsx',
      "import { routePaths } from '../../shared/route-paths';\nexport const home = routePaths.home;\n",
    );
    expect(broken).toEqual([]);
  });

  it('a feature imports no other feature', async () => {
    const broken = await rulesBrokenBy(
      'apps/web/src/features/home/fixture.tsx',
      "import { prefetchReserveData } from '../reserve/reserve-data';\nexport const f = prefetchReserveData;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('a feature imports nothing of app/', async () => {
    const broken = await rulesBrokenBy(
      'apps/web/src/features/reserve/fixture.tsx',
      "import { createQueryClient } from '../../app/query-client';\nexport const c = createQueryClient;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('ui/, api/ and the other shared layers import no feature and nothing of app/', async () => {
    for (const [path, from] of [
      ['apps/web/src/ui/fixture.tsx', '../features/home/home-content'],
      ['apps/web/src/api/fixture.ts', '../app/query-client'],
      ['apps/web/src/shared/fixture.ts', '../features/reserve/reserve-data'],
    ] as const) {
      const broken = await rulesBrokenBy(
        path,
        `import * as other from '${from}';\nexport const o = other;\n`,
      );
      expect(broken, path).toContain('import-x/no-restricted-paths');
    }
  });

  it('a server module imports another only through its index.ts', async () => {
    const path = 'apps/server/src/modules/payments/fixture.ts';
    const importing = (from: string) =>
      `import { recordStatus } from '${from}';\nexport const r = recordStatus;\n`;
    expect(await rulesBrokenBy(path, importing('../reservations/reservation-writes.ts'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBrokenBy(path, importing('../reservations/index.ts'))).toEqual([]);
    // Its own files, directly.
    const own = "import { settleEntry } from './settle.ts';\nexport const s = settleEntry;\n";
    expect(await rulesBrokenBy(path, own)).toEqual([]);
  });

  it("the server's frame (http/, metrics/ and the rest) uses a module only through its index.ts", async () => {
    const importing = (from: string) =>
      `import { authenticate } from '${from}';\nexport const r = authenticate;\n`;
    for (const part of ['http', 'metrics', 'changes', 'jobs'])
      expect(
        await rulesBrokenBy(
          `apps/server/src/${part}/fixture.ts`,
          importing('../modules/sessions/service.ts'),
        ),
        part,
      ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBrokenBy('apps/server/src/http/fixture.ts', importing('../modules/sessions/index.ts')),
    ).toEqual([]);
  });

  it('the database library is imported by repo and db files only', async () => {
    const code = "import { eq } from 'drizzle-orm';\nexport const e = eq;\n";
    expect(await rulesBrokenBy('apps/server/src/modules/users/fixture.ts', code)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBrokenBy('apps/server/src/modules/users/repo.ts', code)).toEqual([]);
  });

  it('now comes from the clock', async () => {
    for (const code of ['export const t = Date.now();\n', 'export const d = new Date();\n']) {
      expect(await rulesBrokenBy('apps/server/src/modules/users/fixture.ts', code), code).toContain(
        'no-restricted-syntax',
      );
      expect(await rulesBrokenBy('packages/domain/src/fixture.ts', code), code).toContain(
        'no-restricted-syntax',
      );
    }
    expect(
      await rulesBrokenBy('apps/server/src/modules/users/fixture.ts', 'export const d = new Date(0);\n'),
    ).toEqual([]);
  });

  it('the domain is pure: no input or output, nothing of the apps', async () => {
    const broken = await rulesBrokenBy(
      'packages/domain/src/fixture.ts',
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    );
    expect(broken).toContain('no-restricted-imports');
  });

  it('the contract imports nothing of the apps, by name or by path', async () => {
    for (const code of [
      "import { msg } from '@tevila/server/src/i18n/messages.ts';\nexport const m = msg;\n",
      "import { http } from '../../../apps/web/src/api/http';\nexport const h = http;\n",
    ]) {
      const broken = await rulesBrokenBy('packages/contract/src/fixture.ts', code);
      expect(broken, code).toContain('no-restricted-imports');
    }
    const fine = "import { isIsoDate } from '@tevila/domain';\nexport const d = isIsoDate;\n";
    expect(await rulesBrokenBy('packages/contract/src/fixture.ts', fine)).toEqual([]);
  });

  it('the server and the web app import nothing of each other', async () => {
    const server = await rulesBrokenBy(
      'apps/server/src/modules/users/fixture.ts',
      "import * as web from '../../../../web/src/shared/route-paths';\nexport const w = web;\n",
    );
    expect(server).toContain('import-x/no-restricted-paths');
    const webApp = await rulesBrokenBy(
      'apps/web/src/api/fixture.ts',
      "import * as server from '../../../server/src/clock';\nexport const s = server;\n",
    );
    expect(webApp).toContain('import-x/no-restricted-paths');
  });

  it("the web takes the contract's routes, never the endpoints' schemas; a route file imports no schema", async () => {
    const endpoints = await rulesBrokenBy(
      'apps/web/src/api/fixture.ts',
      "import { reservationsEndpoints } from '@tevila/contract/endpoints';\nexport const e = reservationsEndpoints;\n",
    );
    expect(endpoints).toContain('no-restricted-imports');
    const routes = "import { reservationsApi } from '@tevila/contract';\nexport const r = reservationsApi;\n";
    expect(await rulesBrokenBy('apps/web/src/api/fixture.ts', routes)).toEqual([]);
    const schema = "import { z } from 'zod';\nexport const s = z.string();\n";
    expect(await rulesBrokenBy('packages/contract/src/routes/fixture.ts', schema)).toContain(
      'no-restricted-imports',
    );
    const route =
      "import type { Route } from '../route.ts';\nexport const r = { method: 'GET', path: '/x' } satisfies Route;\n";
    expect(await rulesBrokenBy('packages/contract/src/routes/fixture.ts', route)).toEqual([]);
  });

  it('no import cycles, type-only imports counted (.dependency-cruiser.cjs)', async () => {
    const circle = async (files: Record<string, string>): Promise<string[]> => {
      const dir = mkdtempSync(join(tmpdir(), 'import-circle-'));
      circleDirs.push(dir);
      for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
      const { forbidden, options } = require('../.dependency-cruiser.cjs') as CruiseConfig;
      const { output } = await cruise([relative(root, dir)], {
        ...options,
        validate: true,
        ruleSet: { forbidden },
      });
      return typeof output === 'string' ? [output] : output.summary.violations.map((v) => v.rule.name);
    };
    const values = await circle({
      'a.ts': "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = (): number => a() - 1;\n",
    });
    const types = await circle({
      'a.ts': "import type { B } from './b.ts';\nexport interface A {\n  b: B;\n}\n",
      'b.ts': "import type { A } from './a.ts';\nexport interface B {\n  a?: A;\n}\n",
    });
    const none = await circle({
      'a.ts': "import type { B } from './b.ts';\nexport interface A {\n  b: B;\n}\n",
      'b.ts': 'export interface B {\n  n: number;\n}\n',
    });
    expect({ values, types, none }).toEqual({
      values: ['no-circular'],
      types: ['no-circular'],
      none: [],
    });
  });

  it('a promise is awaited or handled, and a switch has a case for each value or a default', async () => {
    const broken: [rule: string, path: string, code: string][] = [
      [
        'no-floating-promises',
        'apps/server/src/fixture.ts',
        'const save = async (): Promise<void> => undefined;\nexport function book(): void {\n  save();\n}\n',
      ],
      [
        'no-misused-promises',
        'apps/server/src/fixture.ts',
        'export const each = (items: number[]): void => {\n  items.forEach(async () => undefined);\n};\n',
      ],
      [
        'switch-exhaustiveness-check',
        'packages/domain/src/fixture.ts',
        "export function label(room: 'Bath' | 'Shower'): string {\n  switch (room) {\n    case 'Bath':\n      return 'b';\n  }\n  return '';\n}\n",
      ],
      [
        'no-unnecessary-type-assertion',
        'packages/domain/src/fixture.ts',
        'export const n = (x: number): number => x as number;\n',
      ],
    ];
    for (const [rule, path, code] of broken)
      expect(await typedRulesBrokenBy(path, code), rule).toContain(`@typescript-eslint/${rule}`);
  });

  it('every assertion in the product says why; as const needs no word', async () => {
    const path = 'apps/server/src/fixture.ts';
    const bare = 'export const read = (v: unknown): string => v as string;\n';
    expect(await rulesBrokenBy(path, bare)).toContain('tevila/assertion-explained');
    const explained =
      '// The queue stores what send() wrote: a string.\nexport const read = (v: unknown): string => v as string;\n';
    expect(await rulesBrokenBy(path, explained)).toEqual([]);
    expect(await rulesBrokenBy(path, "export const kinds = ['a', 'b'] as const;\n")).toEqual([]);
    // Tests may assert freely.
    expect(await rulesBrokenBy('apps/server/src/fixture.test.ts', bare)).toEqual([]);
  });
});
