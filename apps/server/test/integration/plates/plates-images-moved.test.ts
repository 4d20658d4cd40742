import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../src/modules/backups/archive.ts';
import { restoreBackup, writeBackup } from '../../../src/modules/backups/index.ts';
import type { Manifest } from '../../../src/modules/backups/manifest.ts';
import { buildMigrations } from '../../../src/modules/backups/repo.ts';
import { platesDir } from '../../../src/modules/plates/incoming-files.ts';
import { moveFolderImages } from '../../../src/modules/plates/index.ts';
import { insertPlateSubmission } from '../../../src/modules/plates/repo.ts';
import { resolvePaths } from '../../../src/paths.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import {
  JPEG,
  PNG,
  createPlatesApp,
  license,
  registration,
  storedImageBytes,
  upload,
} from '../../helpers/plates.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';

const migrations = resolvePaths().migrations;

// Decision 0047: what an earlier version kept as files (under DATA_DIR, in a backup's uploads/) is not lost.
describe('plate images an earlier version kept as files', () => {
  let t: PlatesApp;
  let other: FastifyInstance;
  let otherDir: string;
  let dina: Tokens;
  let reviewer: Tokens;
  beforeAll(async () => {
    t = await createPlatesApp('2026-12-01T10:00:00Z');
    otherDir = mkdtempSync(join(tmpdir(), 'tevila-plates-other-'));
    other = await createSiblingApp(t, { dataDir: otherDir });
    dina = await signIn(t, phone(20));
    reviewer = await signInWithRole(t, phone(21), 'UserPlateAdmin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(otherDir, { recursive: true, force: true });
  });

  const image = (app: FastifyInstance, id: string, n: number) =>
    app.inject({
      method: 'GET',
      url: `/api/api/users/${dina.userId}/LicenseAndRegistration/${id}/${n}`,
      headers: bearer(reviewer.access_token),
    });

  it('are moved from DATA_DIR into the database at start, once, and read on any instance', async () => {
    // A submission as an earlier version stored it: its row, and its images under DATA_DIR/uploads/plates.
    const id = randomUUID();
    await insertPlateSubmission(t.db, {
      id,
      userId: dina.userId,
      addReplace: 'add',
      files: [
        { file: `${id}/0.png`, mime: 'image/png', bytes: PNG.length },
        { file: `${id}/1.jpg`, mime: 'image/jpeg', bytes: JPEG.length },
      ],
      createdAt: t.clock.now(),
    });
    const root = platesDir(t.dataDir);
    const put = (path: string, data: Buffer | string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), data);
    };
    put(`${id}/0.png`, PNG);
    put(`${id}/1.jpg`, JPEG);
    // Images of a submission deleted since (their removal failed), and a form arriving now.
    put(`${randomUUID()}/0.png`, PNG);
    put('not-a-submission/0.png', PNG);
    put('.incoming/arriving', 'x');

    expect(await moveFolderImages(t.db, t.dataDir)).toEqual({ moved: 2, removed: 2 });
    expect(await storedImageBytes(t.db)).toEqual({ [`${id}/0.png`]: PNG, [`${id}/1.jpg`]: JPEG });
    expect(readdirSync(root)).toEqual(['.incoming']);
    expect(readdirSync(join(root, '.incoming'))).toEqual(['arriving']);
    for (const [n, bytes] of [PNG, JPEG].entries()) {
      const res = await image(other, id, n);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }

    // Again, or after a start cut short once an image was stored: nothing changes but the file goes.
    expect(await moveFolderImages(t.db, t.dataDir)).toEqual({ moved: 0, removed: 0 });
    put(`${id}/0.png`, JPEG);
    expect(await moveFolderImages(t.db, t.dataDir)).toEqual({ moved: 1, removed: 0 });
    expect(await storedImageBytes(t.db)).toEqual({ [`${id}/0.png`]: PNG, [`${id}/1.jpg`]: JPEG });
    expect(existsSync(join(root, id))).toBe(false);
  });

  it('come back into the database from the uploads/ of a backup taken before they moved', async () => {
    const sent = await upload(t.app, dina.access_token, dina.userId, [license(), registration()]);
    expect(sent.statusCode, sent.body).toBe(200);
    const id: string = sent.json().result.id;
    const before = await storedImageBytes(t.db);
    expect(before[`${id}/0.png`]?.equals(PNG)).toBe(true);

    // This version's backup, made into one of the version before: its migrations and tables stop
    // before the images' table, and its uploads/ also hold what that version's folder held besides.
    const current = join(t.dataDir, 'current.tar.gz');
    await writeBackup(t.database, current, t.clock.now());
    const entries = await readArchive(current);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as Manifest;
    const build = buildMigrations(migrations);
    const moved = build.findIndex((m) => m.sql.some((s) => s.includes('CREATE TABLE "plate_images"')));
    expect(moved).toBeGreaterThan(0);
    const newer = new Set(
      build
        .slice(moved)
        .flatMap((m) => m.sql.flatMap((s) => [...s.matchAll(/CREATE TABLE "(\w+)"/g)].map((c) => c[1]))),
    );
    for (const name of newer) entries.delete(`tables/${name}.ndjson`);
    const extra = { [`plates/${randomUUID()}/0.png`]: PNG, 'plates/.incoming/3f1c': Buffer.from('half') };
    for (const [path, data] of Object.entries(extra)) entries.set(`uploads/${path}`, data);
    const older: Manifest = {
      ...manifest,
      migrations: manifest.migrations.slice(0, moved),
      tables: manifest.tables.filter((tb) => !newer.has(tb.name)),
      uploads: [
        ...manifest.uploads,
        ...Object.entries(extra).map(([path, data]) => ({ path, bytes: data.length })),
      ],
    };
    entries.set('manifest.json', Buffer.from(JSON.stringify(older)));
    const file = join(t.dataDir, 'older.tar.gz');
    await writeArchive(
      file,
      (async function* () {
        for (const [name, data] of entries) yield { name, data };
      })(),
    );

    const restored = await restoreBackup(t.database, file, migrations);
    expect(restored).toMatchObject({
      uploads: Object.keys(before).length,
      migratedAfter: build.length - moved,
    });
    expect(await storedImageBytes(t.db)).toEqual(before);
    // Into the database, read on an instance whose DATA_DIR never held them; nothing written to disk.
    const res = await image(other, id, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expect(readdirSync(platesDir(t.dataDir))).toEqual(['.incoming']);
  });
});
