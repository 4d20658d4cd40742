import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { inFacility, inFacilityNow } from '../../../src/db/facility-scope.ts';
import { endSession } from '../../../src/modules/sessions/service.ts';
import { readSessionAhead } from '../../../src/modules/sessions/session-read-ahead.ts';
import { addNorth } from '../../helpers/facilities.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { makePatrons } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

// How long each read ahead may wait for the others of its facility.
const WAIT = 100;

const sidOf = (p: Patron): string =>
  (JSON.parse(Buffer.from(p.token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** The app's database, counting the queries begun through it. */
function counted(db: Db): { db: Db; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'select') selects++;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, selects: () => selects };
}

/*
 * Sessions read again ahead of their time (changes/memo.ts) are read with the others of their
 * facility due meanwhile: one query per facility, each bound to its own facility as any of its work.
 */
describe('sessions read ahead together', () => {
  let t: TestApp;
  let south: Patron[];
  let north: Patron[];

  beforeAll(async () => {
    t = await createTestApp();
    await addNorth(t);
    south = await makePatrons(t, 81, 3);
    north = await inFacility('north', () => makePatrons(t, 84, 2));
  });
  afterAll(() => t.close());

  it("reads each facility's due sessions in one query, and answers each her own", async () => {
    const { db, selects } = counted(t.db);
    const [southRead, northRead] = await Promise.all([
      Promise.all(south.map((p) => readSessionAhead(db, sidOf(p), WAIT))),
      inFacilityNow('north', () => Promise.all(north.map((p) => readSessionAhead(db, sidOf(p), WAIT)))),
    ]);
    expect(selects()).toBe(2);
    expect(southRead.map((s) => s?.userId)).toEqual(south.map((p) => p.userId));
    expect(northRead.map((s) => s?.userId)).toEqual(north.map((p) => p.userId));
    expect(southRead.every((s) => s?.revokedAt === null && s.language === 'en')).toBe(true);
  });

  it("answers null for another facility's session, or one not there, and a sign-out as it is", async () => {
    const [first, second] = south;
    if (first === undefined || second === undefined) throw new Error('no patrons');
    await t.db.transaction((tx) =>
      endSession(t, tx, { id: sidOf(second), deviceCredentialId: null }, { at: new Date(), reason: 'test' }),
    );
    const read = await inFacilityNow('north', () =>
      Promise.all([
        readSessionAhead(t.db, sidOf(first), WAIT),
        readSessionAhead(t.db, crypto.randomUUID(), WAIT),
      ]),
    );
    expect(read).toEqual([null, null]);
    const ended = await readSessionAhead(t.db, sidOf(second), WAIT);
    expect(ended?.revokedAt).toBeInstanceOf(Date);
  });
});
