import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { plateImages, plateSubmissions } from '../../src/db/schema.ts';
import { readPlateImages } from '../../src/modules/plates/repo.ts';
import { bearer } from './auth.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp, TestAppOptions } from './test-app.ts';

/** A 1x1 PNG and a 1x1 JPEG: real images, as small as they come. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A Windows program's first bytes ("MZ" …), to be sent under an image's name and type. */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);

/** A PNG signature followed by zeros, `bytes` long in all. */
export function pngOfSize(bytes: number): Buffer {
  const big = Buffer.alloc(bytes, 0);
  PNG.copy(big, 0, 0, Math.min(PNG.length, bytes));
  return big;
}

export interface FilePart {
  name: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it (built by the platform's own FormData). */
export async function multipartBody(
  files: readonly FilePart[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const f of files)
    form.append(
      f.name,
      new Blob([f.data], { type: f.type ?? 'application/octet-stream' }),
      f.filename ?? 'image',
    );
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export const license = (data: Buffer = PNG): FilePart => ({
  name: 'image0',
  data,
  filename: 'license.png',
  type: 'image/png',
});
export const registration = (data: Buffer = JPEG): FilePart => ({
  name: 'image1',
  data,
  filename: 'registration.jpg',
  type: 'image/jpeg',
});

export async function upload(
  app: FastifyInstance,
  token: string,
  userId: string,
  files: readonly FilePart[],
  fields: Record<string, string> = {},
) {
  const body = await multipartBody(files, fields);
  return app.inject({
    method: 'POST',
    url: `/api/api/users/${userId}/LicenseAndRegistration`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export interface PlatesApp extends TestApp {
  /** The app's own DATA_DIR, where forms wait while they are judged; `close` removes it. */
  dataDir: string;
}

/** A test app fixed at `now` with a fresh DATA_DIR of its own, removed again when the app closes. */
export async function createPlatesApp(
  now: string,
  options: Omit<TestAppOptions, 'now'> = {},
): Promise<PlatesApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-plates-'));
  const t = await createTestApp({ ...options, now, env: { ...options.env, DATA_DIR: dataDir } });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every stored plate image, by the name its submission gives it (`<submissionId>/<n>.<kind>`), with its bytes. */
export async function storedImageBytes(db: Db): Promise<Record<string, Buffer>> {
  return Object.fromEntries((await readPlateImages(db, 0, 10_000)).map((i) => [i.file, i.data]));
}

/** Every stored plate image's name, sorted (its bytes left unread). */
export async function storedImages(db: Db): Promise<string[]> {
  const rows = await db
    .select({ file: sql<string>`${plateSubmissions.files} -> ${plateImages.n} ->> 'file'` })
    .from(plateImages)
    .innerJoin(plateSubmissions, eq(plateSubmissions.id, plateImages.submissionId));
  return rows.map((r) => r.file).sort();
}

/** How many images of the submission the database holds. */
export async function imageCount(db: Db, submissionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(plateImages)
    .where(eq(plateImages.submissionId, submissionId));
  return row?.n ?? 0;
}

export async function submissionCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(plateSubmissions)
    .where(eq(plateSubmissions.userId, userId));
  return row?.n ?? 0;
}
