import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.ts';
import { createPgTestDatabase, testEngine } from '../helpers/test-db.ts';

async function cli(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    argv,
    env,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the operator CLI', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-cli-'));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (testEngine() === 'pg') {
      const created = await createPgTestDatabase();
      env = { ...env, DATABASE_URL: created.url };
      drop = created.drop;
    }
  });
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists its commands, and only those that exist', async () => {
    const help = await cli(env, '--help');
    expect(help.code).toBe(0);
    for (const command of ['migrate', 'settings get [key]', 'settings set <key> <value>'])
      expect(help.out).toContain(command);
    expect(help.out).not.toMatch(/grant-role|seed-demo|purge-expired/);
    const unknown = await cli(env, 'frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command: frobnicate.');
  });

  it('migrates, then gets and sets settings through the catalogue', async () => {
    const migrated = await cli(env, 'migrate');
    expect(migrated.err).toBe('');
    expect(migrated.code).toBe(0);

    const set = await cli(env, 'settings', 'set', 'priceBath', '50');
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toMatch(/^priceBath=50 \(was \d+(\.\d+)?\)$/);
    expect(await cli(env, 'settings', 'get', 'priceBath')).toMatchObject({ code: 0, out: '50' });

    const refused = await cli(env, 'settings', 'set', 'priceBath', 'cheap');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^priceBath: Must be/);

    await cli(env, 'settings', 'set', 'stripeSecretKey', 'sk_test_hidden');
    const all = await cli(env, 'settings', 'get');
    expect(all.out).toContain('priceBath=50');
    expect(all.out).toContain('stripeSecretKey=********');
    expect(all.out).not.toContain('sk_test_hidden');

    expect((await cli(env, 'settings', 'get', 'nope')).err).toBe('There is no setting named nope.');
  });

  it.runIf(testEngine() === 'pglite')('refuses while the server holds DATA_DIR', async () => {
    // The parent of this test worker is alive, as a running server would be.
    writeFileSync(join(dataDir, 'server.pid'), `${process.ppid}\n`);
    try {
      const res = await cli(env, 'settings', 'get');
      expect(res.code).toBe(1);
      expect(res.err).toBe(
        `The server is running and holds DATA_DIR (pid ${process.ppid}). Stop it first, or use DATABASE_URL.`,
      );
    } finally {
      rmSync(join(dataDir, 'server.pid'));
    }
  });

  it('runs as a program', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--help'],
      { cwd: root },
    );
    expect(stdout).toContain('Usage: npm run cli -- <command>');
  });
});
