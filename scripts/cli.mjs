// `npm run cli -- <command>`: operator commands, run from TypeScript sources through tsx.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/cli.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
