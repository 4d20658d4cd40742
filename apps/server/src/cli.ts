import { pathToFileURL } from 'node:url';
import { DEFAULT_FACILITY } from '@tevila/domain';
import { resetSecondFactorCommand } from './cli-accounts.ts';
import { backupCommand, restoreCommand } from './cli-backups.ts';
import { facilityCommand } from './cli-facilities.ts';
import { UsageError, atFacility, namedOptions, withDatabase, writer } from './cli-support.ts';
import type { Out } from './cli-support.ts';
import { ConfigError, parseConfig } from './config.ts';
import type { Config } from './config.ts';
import { isAppError } from './errors.ts';
import { BackupRefused } from './modules/backups/index.ts';
import { changeSetting, checkSettingChange, listSettingsForOperator } from './modules/settings/service.ts';
import { setRoleByPhone } from './modules/users/roles-service.ts';

/** Operator commands: `npm run cli -- <command>`. Exit codes: 0 done, 1 failed, 2 wrong usage. */

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                      apply database migrations and add missing settings
  settings get [key]           print every setting, or one (secrets are masked)
  settings set <key> <value> [<key> <value> …]
                               change settings (each checked by the catalogue before any is
                               written; audited as user "cli")
  settings get|set --facility <slug> …
                               the same at that facility (facility list shows them); without
                               it, the first facility's
  grant-role --phone <e164> --role <role>
                               give a role (Admin, Receptionist, UserPlateAdmin, OpenGarageGate,
                               or OrgAdmin: the organisation's administrator, who adds and
                               configures facilities); creates the user if the number has
                               never signed in
  revoke-role --phone <e164> --role <role>
                               take a role away (the last Admin cannot be removed)
  grant-role|revoke-role … --facility <slug>
                               the same at that facility; without it, the first facility's
  reset-second-factor --phone <e164>
                               remove a staff member's second factor (a lost phone) and sign
                               her out everywhere; her next sign-in sets up a new one
  backup <file>                write the whole database, plate images included, to one file
                               (a gzipped tar); the embedded database only while the server
                               is stopped: it keeps its own daily backups in DATA_DIR/backups
  restore <file>               replace the whole database, plate images included, with a
                               backup's; the file is checked whole before anything is touched
  facility list                list the facilities of this deployment: slug, host, name
  facility add <slug> --name "<name>" --host <host> [--time-zone <IANA>]
               [--lat <lat> --lng <lng>] [--admin <E.164 phone>]
                               add a facility: its settings at their defaults, the starter
                               building (28 rooms, 8 cubicles) and its first administrator;
                               requests to its host are then its own
  facility export <slug> <file>
                               write one facility's data alone to a file (as a backup holds
                               it); backup writes every facility's
  --help                       show this help

The database is the one the server uses: DATABASE_URL when set, else the embedded one in DATA_DIR.`;

/**
 * `--facility <slug>` (or `--facility=<slug>`) right after `get` or `set`: the facility whose settings
 * the command reads or changes; without it, the first facility's, as before there were several.
 */
function facilityOption(args: string[]): { facility: string; rest: string[] } {
  const [first, ...more] = args;
  if (first === undefined || (first !== '--facility' && !first.startsWith('--facility=')))
    return { facility: DEFAULT_FACILITY, rest: args };
  const inline = first.startsWith('--facility=') ? first.slice('--facility='.length) : undefined;
  const facility = inline ?? more[0];
  if (facility === undefined || facility === '') throw new UsageError('--facility needs a slug.');
  return { facility, rest: inline === undefined ? more.slice(1) : more };
}

async function settingsCommand(config: Config, args: string[], out: Out): Promise<void> {
  const [action, ...options] = args;
  const { facility, rest: given } = facilityOption(options);
  const [key, ...rest] = given;
  if (action === 'get') {
    if (rest.length > 0) throw new UsageError('settings get takes at most one key.');
    await withDatabase(config, async ({ db }) => {
      const all = await atFacility(db, facility, () => listSettingsForOperator({ db }));
      const shown = key === undefined ? all : all.filter((s) => s.key === key);
      if (key !== undefined && shown.length === 0) throw new Error(`There is no setting named ${key}.`);
      for (const s of shown) out(key === undefined ? `${s.key}=${s.value}` : s.value);
    });
    return;
  }
  if (action === 'set') {
    const pairs = settingPairs(given);
    // Nothing is written unless every value is one the catalogue takes.
    for (const [name, value] of pairs) checkSettingChange(name, value);
    await withDatabase(config, async ({ db }) =>
      atFacility(db, facility, async () => {
        for (const [name, value] of pairs) {
          const changed = await changeSetting(writer(db), {
            key: name,
            value,
            actor: { userId: 'cli', ip: null },
          });
          out(`${changed.key}=${changed.value} (was ${changed.prevValue ?? ''})`);
        }
      }),
    );
    return;
  }
  throw new UsageError(`Unknown settings command: ${action ?? '(none)'}.`);
}

/** `<key> <value> [<key> <value> …]`: one value per key, a value with spaces quoted. */
function settingPairs(args: string[]): [string, string][] {
  if (args.length === 0 || args.length % 2 !== 0)
    throw new UsageError(
      'settings set takes a key and one value, or several such pairs (quote a value with spaces).',
    );
  const pairs: [string, string][] = [];
  for (let i = 0; i < args.length; i += 2) pairs.push([args[i] ?? '', args[i + 1] ?? '']);
  return pairs;
}

async function roleCommand(config: Config, command: string, args: string[], out: Out): Promise<void> {
  const { phone, role, facility } = namedOptions(
    command,
    args,
    ['phone', 'role'],
    '--phone <e164> and --role <role>',
    ['facility'],
  );
  const grant = command === 'grant-role';
  await withDatabase(config, async ({ db }) => {
    // The operator alone gives the organisation's role (docs/facilities.md).
    const result = await atFacility(db, facility ?? DEFAULT_FACILITY, () =>
      setRoleByPhone(writer(db), { phone, role, grant, organisation: true }),
    );
    const did = result.changed ? (grant ? 'Gave' : 'Took') : grant ? 'Already had' : 'Did not have';
    const created = result.created ? ' (new user)' : '';
    out(`${did} ${role}: ${result.userName}${created}; roles now: ${result.roles.join(', ') || 'none'}.`);
  });
}

export async function runCli(
  argv: string[],
  env: Readonly<Record<string, string | undefined>>,
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    out(usage);
    return command === undefined ? 2 : 0;
  }
  try {
    const config = parseConfig(env);
    switch (command) {
      case 'migrate':
        await withDatabase(config, async (database) => {
          out(
            `Migrated the ${database.engine === 'pg' ? 'PostgreSQL' : 'embedded'} database; settings are complete.`,
          );
        });
        return 0;
      case 'settings':
        await settingsCommand(config, args, out);
        return 0;
      case 'reset-second-factor':
        await resetSecondFactorCommand(config, args, out);
        return 0;
      case 'backup':
        await backupCommand(config, args, out);
        return 0;
      case 'restore':
        await restoreCommand(config, args, out);
        return 0;
      case 'facility':
        await facilityCommand(config, args, out);
        return 0;
      case 'grant-role':
      case 'revoke-role':
        await roleCommand(config, command, args, out);
        return 0;
      default:
        throw new UsageError(`Unknown command: ${command}.`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${e.message}\n\n${usage}`);
      return 2;
    }
    if (e instanceof ConfigError || e instanceof BackupRefused) err(e.message);
    else if (isAppError(e)) err(e.message);
    else err(e instanceof Error ? e.message : String(e));
    return 1;
  }
}

// Run only when executed, not when imported by a test.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCli(process.argv.slice(2), process.env);
}
