import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepIncoming } from '../../../src/modules/plates/incoming-files.ts';
import { makePatron } from '../../helpers/reservations.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import {
  createPlatesApp,
  license,
  multipartBody,
  pngOfSize,
  registration,
  storedImages,
  submissionCount,
} from '../../helpers/plates.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

const SIZE = 'Each image must be 5 MB or smaller.';
const MiB = 1024 * 1024;

describe('plates: the hourly upload limit and the cost of a refused form', () => {
  let t: PlatesApp;
  // On PostgreSQL a second instance on the same database and DATA_DIR; the embedded engine has one.
  let other: FastifyInstance;
  let n = 500;
  const uploader = async () => {
    const p = await makePatron(t, n++);
    return { userId: p.userId, token: p.token };
  };

  beforeAll(async () => {
    t = await createPlatesApp('2026-12-01T10:00:00Z');
    other = testEngine() === 'pg' ? await createSiblingApp(t) : t.app;
  });
  afterAll(() => t.close());

  function send(
    app: FastifyInstance,
    who: { userId: string; token: string },
    body: { payload: Buffer; headers: Record<string, string> },
  ) {
    return app.inject({
      method: 'POST',
      url: `/api/api/users/${who.userId}/LicenseAndRegistration`,
      headers: { ...body.headers, authorization: `Bearer ${who.token}` },
      payload: body.payload,
    });
  }

  it('takes at most 10 of 20 simultaneous uploads, across instances', async () => {
    const dina = await uploader();
    const body = await multipartBody([license(), registration()]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 === 0 ? t.app : other, dina, body)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await submissionCount(t.db, dina.userId)).toBe(10);
  });

  it('counts refused forms: after 10 refused uploads in an hour the 11th is throttled unread', async () => {
    const rivka = await uploader();
    const single = await multipartBody([license()]);
    for (let i = 0; i < 10; i++) expect((await send(t.app, rivka, single)).statusCode).toBe(400);
    const good = await send(other, rivka, await multipartBody([license(), registration()]));
    expect(good.statusCode).toBe(429);
    expect(good.json().errorMessage).toBe(
      'You have sent 10 uploads in the last hour. Please try again later.',
    );
    expect(await submissionCount(t.db, rivka.userId)).toBe(0);
  });

  it('keeps no part of ten simultaneous oversized forms in memory, and nothing on disk', async () => {
    const leah = await uploader();
    // Within the form's declared limit, so each is streamed: a 15 MiB image is cut off at 5 MiB.
    const big = await multipartBody([license(pngOfSize(15 * MiB)), registration()]);
    const before = await storedImages(t.db);
    global.gc?.();
    const base = process.memoryUsage().arrayBuffers;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(t.app, leah, big)));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    for (const a of answers) {
      expect(a.statusCode).toBe(400);
      expect(a.json().errorMessage).toBe(SIZE);
    }
    // Held in memory, the cut-off images alone would be 10 × 5 MiB (read whole, 20 MiB showed here).
    expect(peak - base).toBeLessThan(8 * MiB);
    expect(await storedImages(t.db)).toEqual(before);
    expect(readdirSync(join(t.dataDir, 'uploads', 'plates', '.incoming'))).toEqual([]);
  });

  it('refuses a form declared larger than any acceptable one before reading it', async () => {
    const ruth = await uploader();
    const huge = await multipartBody([license(pngOfSize(21 * MiB)), registration()]);
    const res = await send(t.app, ruth, huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(SIZE);
    expect(await submissionCount(t.db, ruth.userId)).toBe(0);
  });

  it('sweeps what a crash left half-received, but not a form arriving now', async () => {
    const dir = join(t.dataDir, 'uploads', 'plates', '.incoming');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'left-by-a-crash'), 'x');
    writeFileSync(join(dir, 'arriving'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(join(dir, 'left-by-a-crash'), twoHoursAgo, twoHoursAgo);
    expect(await sweepIncoming(t.dataDir)).toBe(1);
    expect(readdirSync(dir)).toEqual(['arriving']);
    rmSync(join(dir, 'arriving'));
  });
});
