import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { runDailyBackup } from '../../../src/modules/backups/index.ts';
import { readBackup } from '../../../src/modules/backups/read-backup.ts';
import { buildMigrations } from '../../../src/modules/backups/repo.ts';
import { resolvePaths } from '../../../src/paths.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import {
  JPEG,
  PNG,
  createPlatesApp,
  license,
  pngOfSize,
  registration,
  upload,
} from '../../helpers/plates.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';

/** Every file under `dir`, relative to it: none is an image once its form has been answered. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

// Decision 0047: two instances on one database, each with a DATA_DIR of its own, as an operator ran them.
describe('plate images: every instance reads them, every backup holds them', () => {
  let t: PlatesApp;
  let b: FastifyInstance;
  let bDir: string;
  let reviewer: Tokens;
  let dina: Tokens;
  let rivka: Tokens;
  /** Each upload: where it was sent, and the bytes of its images. */
  const sent: { id: string; userId: string; on: 'a' | 'b'; images: Buffer[] }[] = [];
  const BIG = pngOfSize(3 * 1024 * 1024);

  beforeAll(async () => {
    // 02:00 in Los Angeles: the night of 30 November is over, so the day's backup is due.
    t = await createPlatesApp('2026-12-01T10:00:00Z');
    bDir = mkdtempSync(join(tmpdir(), 'tevila-plates-b-'));
    b = await createSiblingApp(t, { dataDir: bDir });
    dina = await signIn(t, phone(30));
    rivka = await signIn(t, phone(31));
    reviewer = await signInWithRole(t, phone(32), 'UserPlateAdmin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(bDir, { recursive: true, force: true });
  });

  const image = (app: FastifyInstance, userId: string, id: string, n: number) =>
    app.inject({
      method: 'GET',
      url: `/api/api/users/${userId}/LicenseAndRegistration/${id}/${n}`,
      headers: bearer(reviewer.access_token),
    });

  it('reads on each instance the images uploaded on the other, and keeps none in either DATA_DIR', async () => {
    for (const [app, on, who, images] of [
      [t.app, 'a', dina, [PNG, JPEG]],
      [b, 'b', rivka, [JPEG, BIG]],
    ] as const) {
      const res = await upload(app, who.access_token, who.userId, [
        license(images[0]),
        registration(images[1]),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      sent.push({ id: res.json().result.id, userId: who.userId, on, images: [...images] });
    }
    for (const s of sent) {
      const other = s.on === 'a' ? b : t.app;
      for (const [n, bytes] of s.images.entries()) {
        const res = await image(other, s.userId, s.id, n);
        expect(res.statusCode, `${s.on} ${n}`).toBe(200);
        expect(res.rawPayload.equals(bytes)).toBe(true);
        expect(res.headers['content-type']).toBe(bytes === JPEG ? 'image/jpeg' : 'image/png');
      }
    }
    expect(filesUnder(t.dataDir)).toEqual([]);
    expect(filesUnder(bDir)).toEqual([]);
  });

  it('puts every image in the daily backup, whichever instance writes it', async () => {
    const build = buildMigrations(resolvePaths().migrations);
    const expected = Object.fromEntries(
      sent.flatMap((s) =>
        s.images.map((bytes, n) => [`plates/${s.id}/${n}.${bytes === JPEG ? 'jpg' : 'png'}`, bytes]),
      ),
    );
    const written: string[] = [];
    // Today's by the first instance, tomorrow's by the other: each into its own DATA_DIR/backups.
    for (const [app, day] of [
      [t.app, '2026-12-01T10:00:00Z'],
      [b, '2026-12-02T10:00:00Z'],
    ] as const) {
      t.clock.set(new Date(day));
      const file = await runDailyBackup(contextOf(app), t.database.engine);
      expect(file).not.toBeNull();
      written.push(file!);
    }
    expect(written[0]!.startsWith(t.dataDir)).toBe(true);
    expect(written[1]!.startsWith(bDir)).toBe(true);
    for (const file of written) {
      const backup = await readBackup(file, build);
      expect([...backup.uploads.keys()].sort(), file).toEqual(Object.keys(expected).sort());
      for (const [path, bytes] of Object.entries(expected))
        expect(backup.uploads.get(path)?.equals(bytes), path).toBe(true);
    }
  });
});
