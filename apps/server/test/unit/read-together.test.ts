import { describe, expect, it } from 'vitest';
import { readTogether } from '../../src/changes/read-together.ts';
import type { Db } from '../../src/db/client.ts';
import { inFacilityNow } from '../../src/db/facility-scope.ts';

/** A reader whose batches are recorded with when each was read, in ms since `started`. */
function recorded() {
  const started = performance.now();
  const batches: { keys: string[]; at: number }[] = [];
  const read = readTogether<string>(async (_db, keys) => {
    batches.push({ keys: [...keys], at: performance.now() - started });
    return new Map(keys.map((key) => [key, `value of ${key}`]));
  }, 'missing');
  return { read, batches, db: {} as Db };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('reads ahead together (changes/read-together.ts)', () => {
  it('reads the keys due meanwhile in one batch, once the first of them can wait no longer', async () => {
    const { read, batches, db } = recorded();
    const first = read(db, 'a', 120);
    await pause(30);
    // It can wait less than the batch it joins would: the batch is read sooner, with both keys.
    const second = read(db, 'b', 20);
    expect(await Promise.all([first, second])).toEqual(['value of a', 'value of b']);
    expect(batches.map((b) => b.keys)).toEqual([['a', 'b']]);
    expect(batches[0]?.at).toBeLessThan(110);
  });

  it('does not read a batch before its keys have waited as long as they may', async () => {
    const { read, batches, db } = recorded();
    const values = [read(db, 'a', 150), read(db, 'b', 400)];
    await pause(90);
    expect(batches).toEqual([]);
    await Promise.all(values);
    expect(batches.map((b) => b.keys)).toEqual([['a', 'b']]);
    expect(batches[0]?.at).toBeGreaterThanOrEqual(145);
  });

  it("reads each facility's keys in a batch of its own", async () => {
    const { read, batches, db } = recorded();
    await Promise.all([read(db, 'a', 20), inFacilityNow('north', () => read(db, 'b', 20))]);
    expect(batches.map((b) => b.keys).sort()).toEqual([['a'], ['b']]);
  });
});
