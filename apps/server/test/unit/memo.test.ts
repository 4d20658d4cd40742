import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/changes/feed.ts';
import { Memo } from '../../src/changes/memo.ts';

function setup() {
  const feed = ChangeFeed.off();
  feed.setLive(true);
  const memo = new Memo<number>(feed, 'night', { ttlMs: 60_000, maxEntries: 2 });
  let loads = 0;
  const load =
    (value = 1, validUntil?: number) =>
    async () => {
      loads++;
      return { value, validUntil };
    };
  return { feed, memo, load, loads: () => loads };
}

describe('Memo (decision 0007)', () => {
  it('loads once until a notification names the key, then loads again', async () => {
    const { feed, memo, load, loads } = setup();
    expect(await memo.get('2026-12-02', 0, load(5))).toBe(5);
    expect(await memo.get('2026-12-02', 0, load(6))).toBe(5);
    expect(loads()).toBe(1);
    feed.receive('night:2026-12-03');
    expect(await memo.get('2026-12-02', 0, load(6))).toBe(5);
    feed.receive('night:2026-12-02');
    expect(await memo.get('2026-12-02', 0, load(7))).toBe(7);
    feed.receive('night:*');
    expect(await memo.get('2026-12-02', 0, load(8))).toBe(8);
    expect(loads()).toBe(3);
  });

  it('keeps nothing while delivery is not live, and forgets everything when it changes', async () => {
    const { feed, memo, load, loads } = setup();
    await memo.get('a', 0, load(1));
    feed.setLive(false);
    expect(await memo.get('a', 0, load(2))).toBe(2);
    expect(await memo.get('a', 0, load(3))).toBe(3);
    feed.setLive(true);
    expect(await memo.get('a', 0, load(4))).toBe(4);
    expect(loads()).toBe(4);
  });

  it('ends a value at its validUntil on the facility clock', async () => {
    const { memo, load } = setup();
    await memo.get('a', 1_000, load(1, 2_000));
    expect(await memo.get('a', 1_999, load(2))).toBe(1);
    expect(await memo.get('a', 2_000, load(3, 9_000))).toBe(3);
  });

  it('shares one load between concurrent misses, and does not keep a load overtaken by a change', async () => {
    const { feed, memo } = setup();
    let release: (v: { value: number }) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<{ value: number }>((r) => (release = r));
    };
    const both = Promise.all([memo.get('a', 0, slow), memo.get('a', 0, slow)]);
    expect(calls).toBe(1);
    feed.receive('night:a');
    release({ value: 1 });
    expect(await both).toEqual([1, 1]);
    expect(await memo.get('a', 0, async () => ({ value: 2 }))).toBe(2);
  });

  it('starts a value at its validFrom: a clock set back does not see a later answer', async () => {
    const { memo, load } = setup();
    await memo.get('a', 5_000, async () => ({ value: 1, validFrom: 5_000, validUntil: 9_000 }));
    expect(await memo.get('a', 5_000, load(2))).toBe(1);
    expect(await memo.get('a', 4_999, load(3))).toBe(3);
  });

  it('empties itself at any change of the topics it is built from, whatever their key', async () => {
    const feed = ChangeFeed.off();
    feed.setLive(true);
    const answers = new Memo<number>(feed, null, {
      ttlMs: 60_000,
      maxEntries: 8,
      clearedBy: ['settings', 'overrides'],
    });
    let loads = 0;
    const load = async () => ({ value: ++loads });
    await answers.get('2026-12-01/14', 0, load);
    await answers.get('2026-12-02/14', 0, load);
    feed.receive('night:2026-12-01');
    feed.receive('tours:*');
    expect(await answers.get('2026-12-01/14', 0, load)).toBe(1);
    feed.receive('overrides:2027-06-30');
    expect(await answers.get('2026-12-01/14', 0, load)).toBe(3);
    expect(await answers.get('2026-12-02/14', 0, load)).toBe(4);
    feed.receive('settings:*');
    expect(await answers.get('2026-12-02/14', 0, load)).toBe(5);
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const { memo, load, loads } = setup();
    await memo.get('a', 0, load(1));
    await memo.get('b', 0, load(2));
    await memo.get('c', 0, load(3));
    expect(await memo.get('b', 0, load(9))).toBe(2);
    expect(await memo.get('a', 0, load(10))).toBe(10);
    expect(loads()).toBe(4);
    // 'a' was just loaded and 'b' used before it: 'c' is the least recently used, and goes.
    expect(await memo.get('d', 0, load(11))).toBe(11);
    expect(await memo.get('a', 0, load(12))).toBe(10);
    expect(await memo.get('c', 0, load(13))).toBe(13);
    expect(loads()).toBe(6);
  });

  it('takes memory for the entries it holds, not for the most it may hold', () => {
    // Each facility has its own caches: a city's instance makes these for every facility it serves.
    const feed = ChangeFeed.off();
    const before = process.memoryUsage().heapUsed;
    const memos = Array.from(
      { length: 50 },
      () => new Memo<number>(feed, 'session', { ttlMs: 120_000, maxEntries: 20_000 }),
    );
    const grown = process.memoryUsage().heapUsed - before;
    expect(memos).toHaveLength(50);
    // Arrays made up front for 20,000 entries each took 34 MB here.
    expect(grown).toBeLessThan(5 * 1024 * 1024);
  });

  it('keeps nothing of a load that failed: every waiting caller sees the error, the next one loads', async () => {
    const { memo, load, loads } = setup();
    let calls = 0;
    const failing = async (): Promise<{ value: number }> => {
      calls++;
      throw new Error('database down');
    };
    const both = Promise.allSettled([memo.get('a', 0, failing), memo.get('a', 0, failing)]);
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await memo.get('a', 0, load(4))).toBe(4);
    expect(loads()).toBe(1);
  });

  it('does not keep a load under way when delivery stops, though its callers get it', async () => {
    const { feed, memo, load, loads } = setup();
    let release: (v: { value: number }) => void = () => {};
    const pending = memo.get('a', 0, () => new Promise<{ value: number }>((r) => (release = r)));
    feed.setLive(false);
    feed.setLive(true);
    release({ value: 1 });
    expect(await pending).toBe(1);
    expect(await memo.get('a', 0, load(2))).toBe(2);
    expect(loads()).toBe(1);
  });

  it('ends a value after ttlMs of real time, whatever the feed says', async () => {
    const feed = ChangeFeed.off();
    feed.setLive(true);
    const memo = new Memo<number>(feed, 'night', { ttlMs: 400, maxEntries: 2 });
    let loads = 0;
    const load = async () => ({ value: ++loads });
    expect(await memo.get('a', 0, load)).toBe(1);
    expect(await memo.get('a', 0, load)).toBe(1);
    // Asked for by nobody meanwhile, so no read ahead began: its time ran out, and the next request
    // reads it however late the timer fires (polling at a short interval could land each look after
    // the time of the value the look before read, on a busy machine, and never see 2).
    await new Promise((r) => setTimeout(r, 450));
    expect(await memo.get('a', 0, load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('hands a load the value whose time ran out, never one a change made it forget', async () => {
    const feed = ChangeFeed.off();
    feed.setLive(true);
    const memo = new Memo<{ n: number }>(feed, 'night', { ttlMs: 1_000, maxEntries: 2 });
    const handed: ({ n: number } | undefined)[] = [];
    const ahead: boolean[] = [];
    let n = 0;
    const load = async (previous: { n: number } | undefined, mayWait: number) => {
      handed.push(previous);
      ahead.push(mayWait > 0);
      return { value: { n: ++n } };
    };
    const first = await memo.get('a', 0, load);
    // Past its time, and well inside the twice its time it is kept for its next read.
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await memo.get('a', 0, load)).toEqual({ n: 2 });
    expect(handed).toEqual([undefined, first]);
    // A request waits on a value whose time ran out: that read is not one ahead.
    expect(ahead).toEqual([false, false]);
    expect(handed[1]).toBe(first);
    feed.receive('night:a');
    await memo.get('a', 0, load);
    expect(handed[2]).toBeUndefined();
  });

  it('drops a value nobody asked for again within twice its time', async () => {
    const feed = ChangeFeed.off();
    feed.setLive(true);
    const memo = new Memo<number>(feed, 'night', { ttlMs: 20, maxEntries: 2 });
    const handed: (number | undefined)[] = [];
    const load = async (previous: number | undefined) => {
      handed.push(previous);
      return { value: 1 };
    };
    await memo.get('a', 0, load);
    await new Promise((r) => setTimeout(r, 80));
    await memo.get('a', 0, load);
    expect(handed).toEqual([undefined, undefined]);
  });

  it('reads a value in use again once half its time is gone, answering the kept one meanwhile', async () => {
    const feed = ChangeFeed.off();
    feed.setLive(true);
    const memo = new Memo<{ n: number }>(feed, 'session', { ttlMs: 1_000, maxEntries: 2 });
    const handed: ({ n: number } | undefined)[] = [];
    const waitedOn: boolean[] = [];
    const mayWaits: number[] = [];
    let release: () => void = () => {};
    let n = 0;
    const load = (previous: { n: number } | undefined, mayWait: number) => {
      handed.push(previous);
      waitedOn.push(mayWait === 0);
      mayWaits.push(mayWait);
      const value = { n: ++n };
      return n === 1
        ? Promise.resolve({ value })
        : new Promise<{ value: { n: number } }>((r) => (release = () => r({ value })));
    };
    const first = await memo.get('a', 0, load);
    expect(memo.peek('a', 0)).toBe(first);
    // 600 ms: past half its time even if a timer fires a millisecond early by the clock Memo reads,
    // with 400 to spare before its time runs out on a busy machine.
    await new Promise((r) => setTimeout(r, 600));
    // Past half its time: peek leaves it to get(), which answers the kept value and reads it again.
    expect(memo.peek('a', 0)).toBeUndefined();
    expect(await memo.get('a', 0, load)).toBe(first);
    // Its read ahead under way, peek answers the kept value again: requests keep their fast path.
    expect(memo.peek('a', 0)).toBe(first);
    expect(await memo.get('a', 0, load)).toBe(first);
    expect(handed).toEqual([undefined, first]);
    // The first read has a request waiting on it; the read ahead has none, and is told so: it may wait
    // a fifth of the time the kept value has left (at most 400 of its 1,000 ms after 600), to be read
    // with others.
    expect(waitedOn).toEqual([true, false]);
    expect(mayWaits[1]).toBeGreaterThan(0);
    expect(mayWaits[1]).toBeLessThanOrEqual(80);
    release();
    await expect.poll(() => memo.peek('a', 0)).toEqual({ n: 2 });
    expect(n).toBe(2);
  });

  it('reads at once, not behind a read ahead still waiting, a value whose validUntil a clock passed', async () => {
    const feed = ChangeFeed.off();
    feed.setLive(true);
    const memo = new Memo<{ n: number }>(feed, 'night', { ttlMs: 1_000, maxEntries: 2 });
    const handed: ({ n: number } | undefined)[] = [];
    let n = 0;
    // The read ahead (n = 2) waits for others and never lands here; the others answer at once.
    const load = (previous: { n: number } | undefined, mayWait: number) => {
      handed.push(previous);
      const value = { n: ++n };
      return mayWait > 0
        ? new Promise<{ value: { n: number }; validUntil: number }>(() => {})
        : Promise.resolve({ value, validUntil: 1_000 });
    };
    const first = await memo.get('a', 0, load);
    await new Promise((r) => setTimeout(r, 600));
    expect(await memo.get('a', 0, load)).toBe(first);
    // The clock moves past validUntil while the read ahead waits: the request reads the key itself,
    // handed the value it had.
    expect(await memo.get('a', 2_000, load)).toEqual({ n: 3 });
    expect(handed).toEqual([undefined, first, first]);
  });

  it('waits on nobody when a read ahead fails: the entry goes, and the next request reads it', async () => {
    const feed = ChangeFeed.off();
    feed.setLive(true);
    const memo = new Memo<number>(feed, 'session', { ttlMs: 1_000, maxEntries: 2 });
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 2) throw new Error('database down');
      return { value: calls };
    };
    expect(await memo.get('a', 0, load)).toBe(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(await memo.get('a', 0, load)).toBe(1);
    await expect.poll(() => calls).toBe(2);
    expect(await memo.get('a', 0, load)).toBe(3);
  });
});
