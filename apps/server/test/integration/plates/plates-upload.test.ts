import { readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { plateSubmissions } from '../../../src/db/schema.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { uploadPlateDocuments } from '../../../src/modules/plates/upload-service.ts';
import { newIncomingFile, platesDir } from '../../../src/modules/plates/incoming-files.ts';
import { refusal } from '../../helpers/answers.ts';
import { makePatron } from '../../helpers/reservations.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn } from '../../helpers/auth.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import {
  EXE,
  JPEG,
  PNG,
  createPlatesApp,
  license,
  multipartBody,
  pngOfSize,
  registration,
  storedImageBytes,
  storedImages,
  submissionCount,
  upload,
} from '../../helpers/plates.ts';

const BOTH = 'Please make sure to upload both your license and registration.';
const TYPE = 'Please upload your license and registration as JPG or PNG images.';
const SIZE = 'Each image must be 5 MB or smaller.';

describe('plates: POST users/{id}/LicenseAndRegistration', () => {
  let t: PlatesApp;
  let dina: Tokens;
  let rivka: Tokens;
  beforeAll(async () => {
    t = await createPlatesApp('2026-12-01T10:00:00Z');
    dina = await signIn(t, phone(80));
  });
  afterAll(() => t.close());
  // Refused forms count against the hourly limit, so each test's refusals come from a new patron.
  let next = 81;
  beforeEach(async () => {
    const p = await makePatron(t, next++);
    rivka = { userId: p.userId, access_token: p.token } as Tokens;
  });

  /** What waits on disk while a form is judged: nothing once it has been answered. */
  const receiving = () => readdirSync(join(platesDir(t.dataDir), '.incoming'));

  /** A refused upload answers 400 with the sentence and leaves no row, no image and no file behind. */
  async function expectRefused(res: Awaited<ReturnType<typeof upload>>, message: string) {
    const before = await storedImages(t.db);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    expect(await submissionCount(t.db, rivka.userId)).toBe(0);
    expect(await storedImages(t.db)).toEqual(before);
    expect(receiving()).toEqual([]);
  }

  it('stores two images privately and queues one pending submission, audited', async () => {
    const res = await upload(t.app, dina.access_token, dina.userId, [license(), registration()], {
      email: ' dina@example.com ',
      add_replace: 'replace',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      errorMessage: null,
      result: { id: expect.any(String), status: 'pending', createdAt: '2026-12-01T10:00:00.000Z' },
    });
    const id: string = body.result.id;

    const rows = await t.db.select().from(plateSubmissions).where(eq(plateSubmissions.userId, dina.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      email: 'dina@example.com',
      addReplace: 'replace',
      status: 'pending',
      files: [
        { file: `${id}/0.png`, mime: 'image/png', bytes: PNG.length },
        { file: `${id}/1.jpg`, mime: 'image/jpeg', bytes: JPEG.length },
      ],
    });

    // The bytes are in the database, byte for byte; on disk only the emptied folder of forms arriving.
    const images = await storedImageBytes(t.db);
    expect(Object.keys(images).sort()).toEqual([`${id}/0.png`, `${id}/1.jpg`]);
    expect(images[`${id}/0.png`]?.equals(PNG)).toBe(true);
    expect(images[`${id}/1.jpg`]?.equals(JPEG)).toBe(true);
    expect(readdirSync(platesDir(t.dataDir))).toEqual(['.incoming']);
    expect(receiving()).toEqual([]);
    expect(statSync(join(platesDir(t.dataDir), '.incoming')).mode & 0o777).toBe(0o700);

    const audit = await listAuditEntries(t.db, 'user', dina.userId);
    expect(audit.find((e) => e.action === 'plate.upload')).toMatchObject({
      userId: dina.userId,
      after: { submissionId: id, addReplace: 'replace', email: 'dina@example.com' },
    });
  });

  it('takes the checkbox as true/false (checked adds), up to four images, and no email', async () => {
    const res = await upload(
      t.app,
      dina.access_token,
      dina.userId,
      [license(), registration(), { ...license(JPEG), name: 'image2' }, { ...license(), name: 'image3' }],
      { add_replace: 'True' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(plateSubmissions)
      .where(eq(plateSubmissions.id, res.json().result.id));
    expect(row).toMatchObject({ addReplace: 'add', email: null });
    expect(row?.files.map((f) => f.mime)).toEqual(['image/png', 'image/jpeg', 'image/jpeg', 'image/png']);
  });

  it('refuses a program renamed license.jpg and sent as image/jpeg', async () => {
    const disguised = { name: 'image0', data: EXE, filename: 'license.jpg', type: 'image/jpeg' };
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, [disguised, registration()]),
      TYPE,
    );
  });

  it('refuses a 6 MB image, and takes one of exactly 5 MB', async () => {
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, [
        license(pngOfSize(6 * 1024 * 1024)),
        registration(),
      ]),
      SIZE,
    );
    const limit = await upload(t.app, dina.access_token, dina.userId, [
      license(pngOfSize(5_242_880)),
      registration(),
    ]);
    expect(limit.statusCode, limit.body).toBe(200);
  });

  it('refuses a single image with the sentence of docs/product/booking.md §5', async () => {
    await expectRefused(await upload(t.app, rivka.access_token, rivka.userId, [license()]), BOTH);
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, [], { email: 'r@example.com' }),
      BOTH,
    );
  });

  it('refuses a bad email, a bad add_replace, a fifth image and fields it does not know', async () => {
    const two = [license(), registration()];
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, two, { email: 'rivka@' }),
      'Please enter a valid email address.',
    );
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, two, {
        email: `${'r'.repeat(2000)}@example.com`,
      }),
      'Please enter a valid email address.',
    );
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, two, { add_replace: 'maybe' }),
      'Choose whether the images are added to the ones sent before or replace them.',
    );
    const five = [0, 1, 2, 3, 4].map((n) => ({ ...license(), name: `image${n}` }));
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, five),
      'Please upload at most 4 images.',
    );
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, [license(), { ...registration(), name: 'file' }]),
      'The file field "file" is not accepted; send the images as image0, image1 and so on.',
    );
    await expectRefused(
      await upload(t.app, rivka.access_token, rivka.userId, two, { plate: '7ABC123' }),
      '"plate" is not a field of this form.',
    );
  });

  it('answers a body that is not a multipart form with the same clear 400, never a 500', async () => {
    const url = `/api/api/users/${rivka.userId}/LicenseAndRegistration`;
    const headers = bearer(rivka.access_token);
    const bodies = [
      { payload: { image0: 'x', image1: 'y' } },
      { payload: '{not json', headers: { 'content-type': 'application/json' } },
      { payload: 'image0=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: 'hello', headers: { 'content-type': 'text/plain' } },
      { payload: EXE, headers: { 'content-type': 'application/octet-stream' } },
      {},
    ];
    for (const { payload, headers: extra } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...extra },
        ...(payload === undefined ? {} : { payload }),
      });
      await expectRefused(res, BOTH);
    }
    // Multipart in name only: no boundary, or a body cut short.
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    await expectRefused(noBoundary, 'The upload could not be read. Please choose your images and try again.');
    const whole = await multipartBody([license(), registration()]);
    const cut = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...whole.headers },
      payload: whole.payload.subarray(0, whole.payload.length - 200),
    });
    await expectRefused(cut, 'The upload could not be read. Please choose your images and try again.');
  });

  it("refuses another user's id (403) and a caller without a token (401), storing nothing", async () => {
    const before = await storedImages(t.db);
    const other = await upload(t.app, rivka.access_token, dina.userId, [license(), registration()]);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ Message: 'You may only upload documents for your own account.' });
    const body = await multipartBody([license(), registration()]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/api/users/${rivka.userId}/LicenseAndRegistration`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
    expect(await submissionCount(t.db, rivka.userId)).toBe(0);
    expect(await storedImages(t.db)).toEqual(before);
  });

  it('keeps no image when the submission row cannot be stored, and no file', async () => {
    const ctx = contextOf(t.app);
    // The database lets the attempt through but fails the transaction that would record the submission.
    let transactions = 0;
    const failing = new Proxy(ctx.db, {
      get: (target, prop, receiver) =>
        prop === 'transaction' && ++transactions > 1
          ? () => Promise.reject(new Error('the database went away'))
          : Reflect.get(target, prop, receiver),
    });
    const before = await storedImages(t.db);
    const attempt = uploadPlateDocuments(
      { ...ctx, db: failing },
      { userId: rivka.userId, roles: [], sessionId: 's', language: 'en' },
      {
        userId: rivka.userId,
        actor: { userId: rivka.userId, ip: null },
        readForm: async () => ({
          files: [
            { field: 'image0', ...(await received(t.dataDir, PNG)), truncated: false },
            { field: 'image1', ...(await received(t.dataDir, JPEG)), truncated: false },
          ],
          fields: new Map(),
        }),
      },
    );
    await expect(attempt).rejects.toThrow('the database went away');
    expect(transactions).toBe(2);
    expect(await storedImages(t.db)).toEqual(before);
    expect(receiving()).toEqual([]);
    expect(await submissionCount(t.db, rivka.userId)).toBe(0);
  });
});

/** An image as the form reader leaves it: written to a new incoming file. */
async function received(dataDir: string, data: Buffer): Promise<{ path: string; size: number }> {
  const path = await newIncomingFile(dataDir);
  await writeFile(path, data);
  return { path, size: data.length };
}
