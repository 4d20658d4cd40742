import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/*
 * A newcomer reads the README, not docs/: every page staff and the facility's devices use is named
 * there, with the night's features a patron meets beyond booking, and how to move the server's clock
 * to try them.
 */

const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');

/** The app's routes (apps/web/src/shared/route-paths.ts), read from its source. */
function routePaths(): string[] {
  const source = readFileSync(resolve(root, 'apps/web/src/shared/route-paths.ts'), 'utf8');
  const block = /export const routePaths = \{([\s\S]*?)\} as const/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]!);
}

it('names every staff page and every device page', () => {
  const staffAndDevices = routePaths().filter(
    (path) => path.startsWith('/admin') || path === '/kiosk' || path === '/room',
  );
  expect(staffAndDevices.length).toBeGreaterThan(5);
  expect(staffAndDevices.filter((path) => !readme.includes(`\`${path}`))).toEqual([]);
});

it('says what the waitlist, running late and "I\'m here" are, and how to reach the development clock', () => {
  for (const words of [
    /waitlist/i,
    /running late/i,
    /I'm here/,
    /POST \/api\/dev\/clock|api\/dev\/clock/,
    /DEV_TOOLS=1/,
  ])
    expect(readme).toMatch(words);
});
