import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli.ts';
import { createPgTestDatabase, testEngine } from '../../helpers/test-db.ts';

/**
 * One command at a time, as an operator types them: on the embedded engine each opens DATA_DIR's
 * database in this process, and two opened at once (a test that ran out of time still running its
 * commands while the next test starts) would share its files.
 */
let previous: Promise<unknown> = Promise.resolve();
function cli(env: Record<string, string>, ...argv: string[]) {
  const run = previous.then(async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      argv,
      env,
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  });
  previous = run.catch(() => undefined);
  return run;
}

// Each test runs several commands, and each command opens the embedded database and migrates it:
// seconds apiece on a busy machine, so the file has more than the project's 30 s a test.
describe('the operator CLI', { timeout: 180_000 }, () => {
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
    for (const command of [
      'migrate',
      'settings get [key]',
      'settings set <key> <value> [<key> <value> …]',
      'grant-role --phone <e164> --role <role>',
      'revoke-role --phone <e164> --role <role>',
      'reset-second-factor --phone <e164>',
      'backup <file>',
      'restore <file>',
    ])
      expect(help.out).toContain(command);
    expect(help.out).not.toMatch(/seed-demo|purge-expired/);
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

  it('sets several settings at once, and none when one of them is refused', async () => {
    const both = await cli(env, 'settings', 'set', 'priceShower', '37', 'priceParking', '11');
    expect(both).toMatchObject({ code: 0, err: '' });
    expect(both.out.split('\n')).toEqual([
      expect.stringMatching(/^priceShower=37 \(was /),
      expect.stringMatching(/^priceParking=11 \(was /),
    ]);

    const refused = await cli(env, 'settings', 'set', 'priceShower', '40', 'priceParking', 'free');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^priceParking: Must be/);
    expect(await cli(env, 'settings', 'get', 'priceShower')).toMatchObject({ code: 0, out: '37' });

    const odd = await cli(env, 'settings', 'set', 'priceShower', '40', 'priceParking');
    expect(odd.code).toBe(2);
    expect(odd.err).toContain('settings set takes a key and one value, or several such pairs');
  });

  it('gets and sets the settings of another facility, leaving the first one’s', async () => {
    const added = await cli(
      env,
      'facility',
      'add',
      'north',
      '--name',
      'North Mikvah',
      '--host',
      'north.test',
    );
    expect(added).toMatchObject({ code: 0, err: '' });
    const before = (await cli(env, 'settings', 'get', 'priceShower')).out;
    const set = await cli(
      env,
      'settings',
      'set',
      '--facility',
      'north',
      'priceShower',
      '44',
      'stripeAccountId',
      'acct_north1',
    );
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out.split('\n')).toEqual([
      expect.stringMatching(/^priceShower=44 \(was /),
      'stripeAccountId=acct_north1 (was )',
    ]);
    expect(await cli(env, 'settings', 'get', '--facility=north', 'priceShower')).toMatchObject({
      code: 0,
      out: '44',
    });
    expect(await cli(env, 'settings', 'get', '--facility', 'north', 'facilityName')).toMatchObject({
      out: 'North Mikvah',
    });
    expect(await cli(env, 'settings', 'get', 'priceShower')).toMatchObject({ code: 0, out: before });

    const unknown = await cli(env, 'settings', 'set', '--facility', 'south', 'priceShower', '45');
    expect(unknown).toMatchObject({
      code: 1,
      err: 'There is no facility south: npm run cli -- facility list shows them.',
    });
    expect((await cli(env, 'settings', 'get', '--facility')).code).toBe(2);
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

  it('gives and takes roles by phone, creating the user when needed', async () => {
    const given = await cli(env, 'grant-role', '--phone', '+13105550177', '--role', 'Admin');
    expect(given).toEqual({ code: 0, out: 'Gave Admin: 13105550177 (new user); roles now: Admin.', err: '' });
    const desk = await cli(env, 'grant-role', '--phone=+13105550177', '--role=Receptionist');
    expect(desk.out).toBe('Gave Receptionist: 13105550177; roles now: Admin, Receptionist.');
    expect((await cli(env, 'grant-role', '--phone', '+13105550177', '--role', 'Admin')).out).toBe(
      'Already had Admin: 13105550177; roles now: Admin, Receptionist.',
    );
    const last = await cli(env, 'revoke-role', '--phone', '+13105550177', '--role', 'Admin');
    expect(last).toMatchObject({
      code: 1,
      err: 'This is the last administrator. Give another user the Administrator role before removing this one.',
    });
    expect((await cli(env, 'revoke-role', '--phone', '+13105550177', '--role', 'Receptionist')).out).toBe(
      'Took Receptionist: 13105550177; roles now: Admin.',
    );
    // The organisation's administrator is the operator's to name (docs/facilities.md).
    expect((await cli(env, 'grant-role', '--phone', '+13105550179', '--role', 'OrgAdmin')).out).toBe(
      'Gave OrgAdmin: 13105550179 (new user); roles now: OrgAdmin.',
    );
    expect((await cli(env, 'revoke-role', '--phone', '+13105550178', '--role', 'Admin')).err).toBe(
      'No user has the phone +13105550178.',
    );
    expect((await cli(env, 'grant-role', '--phone', '555', '--role', 'Admin')).err).toBe(
      'Invalid phone number: 555',
    );
    expect((await cli(env, 'grant-role', '--phone', '+13105550177', '--role', 'Boss')).err).toMatch(
      /^There is no role named Boss; the roles are Admin, Receptionist, UserPlateAdmin, OpenGarageGate\.$/,
    );
    const usage = await cli(env, 'grant-role', '--phone', '+13105550177');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('grant-role takes --phone <e164> and --role <role>.');
  });

  it('gives and takes a role at another facility, not at the first', async () => {
    const added = await cli(env, 'facility', 'add', 'east', '--name', 'East Mikvah', '--host', 'east.test');
    expect(added).toMatchObject({ code: 0, err: '' });
    const at = (facility: string, ...args: string[]) =>
      cli(env, 'grant-role', '--phone', '+13105550188', ...args, '--facility', facility);
    expect(await at('east', '--role', 'Receptionist')).toEqual({
      code: 0,
      out: 'Gave Receptionist: 13105550188 (new user); roles now: Receptionist.',
      err: '',
    });
    // Her account at the first facility is another, made now, with nothing of the one at east.
    expect(await cli(env, 'grant-role', '--phone', '+13105550188', '--role', 'UserPlateAdmin')).toEqual({
      code: 0,
      out: 'Gave UserPlateAdmin: 13105550188 (new user); roles now: UserPlateAdmin.',
      err: '',
    });
    expect(
      await cli(env, 'revoke-role', '--phone', '+13105550188', '--role', 'Receptionist', '--facility=east'),
    ).toEqual({ code: 0, out: 'Took Receptionist: 13105550188; roles now: none.', err: '' });
    expect(await at('nowhere', '--role', 'Admin')).toMatchObject({
      code: 1,
      err: 'There is no facility nowhere: npm run cli -- facility list shows them.',
    });
  });

  it('removes a staff member’s second factor', async () => {
    await cli(env, 'grant-role', '--phone', '+13105550166', '--role', 'Receptionist');
    expect(await cli(env, 'reset-second-factor', '--phone', '+13105550166')).toEqual({
      code: 0,
      out: 'Had no second factor of +13105550166; ended 0 session(s). Her next sign-in sets up a new one.',
      err: '',
    });
    expect((await cli(env, 'reset-second-factor', '--phone', '+13105550167')).err).toBe(
      'No user has the phone +13105550167.',
    );
    expect((await cli(env, 'reset-second-factor')).code).toBe(2);
  });

  it('backs up, and restores what it backed up', async () => {
    await cli(env, 'settings', 'set', 'priceBath', '44');
    const file = join(dataDir, 'nightly.tar.gz');
    const backedUp = await cli(env, 'backup', file);
    expect(backedUp.err).toBe('');
    expect(backedUp.out).toMatch(
      new RegExp(`^Backed up \\d+ tables \\([\\d,]+ rows\\) and 0 uploaded files to ${file} \\(`),
    );
    await cli(env, 'settings', 'set', 'priceBath', '99');
    const restored = await cli(env, 'restore', file);
    expect(restored.err).toBe('');
    expect(restored.out).toMatch(
      /^Restored the backup taken \S+: \d+ tables, [\d,]+ rows, 0 uploaded files\.$/,
    );
    expect(await cli(env, 'settings', 'get', 'priceBath')).toMatchObject({ out: '44' });

    // A file that is not a backup is refused, and the database keeps what it had.
    await cli(env, 'settings', 'set', 'priceBath', '45');
    writeFileSync(join(dataDir, 'notes.txt'), 'not a backup');
    const refused = await cli(env, 'restore', join(dataDir, 'notes.txt'));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^This file is not a Tevila backup\./);
    expect(await cli(env, 'settings', 'get', 'priceBath')).toMatchObject({ out: '45' });
    expect((await cli(env, 'restore')).err).toContain('restore takes one file name.');
  });

  it('runs as a program', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--help'],
      { cwd: root },
    );
    expect(stdout).toContain('Usage: npm run cli -- <command>');
  });
});
