import { resolve } from 'node:path';
import { createClock } from './clock.ts';
import type { Config } from './config.ts';
import { UsageError, atFacility, namedOptions, withDatabase, writer } from './cli-support.ts';
import type { Out } from './cli-support.ts';
import { listFacilities } from './db/facilities-repo.ts';
import { writeBackup } from './modules/backups/index.ts';
import { addFacility } from './modules/facilities/add-service.ts';

const addTakes =
  '<slug> --name "<name>" --host <host> [--time-zone <IANA>] [--lat <lat> --lng <lng>] [--admin <E.164 phone>]';

/**
 * `facility add …`, `facility list` and `facility export <slug> <file>` (docs/facilities.md): the
 * deployment's facilities; a new one with its settings, building and first administrator (audited as
 * user "cli" at the new facility); one facility's data alone, as a backup holds it.
 */
export async function facilityCommand(config: Config, args: string[], out: Out): Promise<void> {
  const [action, ...rest] = args;
  if (action === 'list') {
    if (rest.length > 0) throw new UsageError('facility list takes nothing more.');
    await withDatabase(config, async ({ db }) => {
      const all = await listFacilities(db);
      for (const f of all) out(`${f.id}\t${f.host ?? '(every host)'}\t${f.name}`);
    });
    return;
  }
  if (action === 'add') {
    const [slug, ...options] = rest;
    if (slug === undefined || slug.startsWith('--')) throw new UsageError(`facility add takes ${addTakes}.`);
    const given = namedOptions('facility add', options, ['name', 'host'], addTakes, [
      'time-zone',
      'lat',
      'lng',
      'admin',
    ]);
    await withDatabase(config, async ({ db }) => {
      const added = await addFacility(
        writer(db),
        {
          slug,
          name: given.name,
          host: given.host,
          timeZone: given['time-zone'],
          lat: given.lat,
          lng: given.lng,
          admin: given.admin,
        },
        { userId: 'cli', ip: null },
      );
      const admin = added.admin === null ? 'no administrator yet' : `administrator ${added.admin}`;
      out(`Added ${added.slug} (${added.name}) at ${added.host}, ${admin}.`);
    });
    return;
  }
  if (action === 'export') {
    const [slug, file, ...more] = rest;
    if (slug === undefined || file === undefined || more.length > 0)
      throw new UsageError('facility export takes a slug and one file name.');
    await withDatabase(config, async (database) => {
      const done = await atFacility(database.db, slug, () =>
        writeBackup(database, resolve(file), createClock().now()),
      );
      out(`Exported ${slug}: ${done.rows} rows and ${done.uploads} uploaded files to ${done.file}.`);
    });
    return;
  }
  throw new UsageError(`Unknown facility command: ${action ?? '(none)'}.`);
}
