import { describe, expect, it } from 'vitest';
import { inNightBatch } from '../../src/modules/reservations/night-batches.ts';
import type { Outcome } from '../../src/modules/reservations/night-batches.ts';

/** A batch process that holds its first batch until released, recording every batch it is given. */
function heldFirstBatch<R>(answer: (items: number[]) => Outcome<R>[] | Promise<Outcome<R>[]>) {
  const batches: number[][] = [];
  let started: () => void = () => {};
  const firstStarted = new Promise<void>((r) => (started = r));
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  const process = async (items: number[]): Promise<Outcome<R>[]> => {
    batches.push(items);
    if (batches.length === 1) {
      started();
      await released;
    }
    return answer(items);
  };
  return { batches, process, firstStarted, release };
}

describe('inNightBatch (decisions 0007, 0016)', () => {
  it('runs one batch at a time per night and puts what arrives meanwhile into the next batch', async () => {
    const owner = {};
    const held = heldFirstBatch((items) => items.map((i) => ({ ok: true as const, value: i * 10 })));
    const first = inNightBatch(owner, 'n1', 1, held.process);
    await held.firstStarted;
    const rest = [2, 3, 4].map((i) => inNightBatch(owner, 'n1', i, held.process));
    const other = inNightBatch(owner, 'n2', 9, held.process);
    held.release();
    expect(await Promise.all([first, ...rest, other])).toEqual([10, 20, 30, 40, 90]);
    expect(held.batches).toEqual([[1], [9], [2, 3, 4]]);
  });

  it('lets the bookings received before the event loop turns join the first one', async () => {
    // On the embedded engine a request runs to its answer within one turn of the event loop, so the
    // bookings that arrive together reach the queue one after another, never while a batch waits.
    const owner = {};
    const batches: number[][] = [];
    const run = async (items: number[]): Promise<Outcome<number>[]> => {
      batches.push(items);
      return items.map((i) => ({ ok: true, value: i }));
    };
    const first = inNightBatch(owner, 'n', 1, run);
    await Promise.resolve();
    const second = inNightBatch(owner, 'n', 2, run);
    const third = await new Promise<Promise<number>>((r) =>
      process.nextTick(() => r(inNightBatch(owner, 'n', 3, run))),
    );
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('refuses one member with its own error, and tries each alone when a batch fails as a whole', async () => {
    const owner = {};
    const held = heldFirstBatch((items) => {
      if (items.includes(13) && items.length > 1) throw new Error('the whole batch failed');
      if (items.includes(13)) throw new Error('thirteen');
      return items.map((i) => (i === 7 ? { ok: false, error: new Error('seven') } : { ok: true, value: i }));
    });
    const first = inNightBatch(owner, 'n', 1, held.process);
    await held.firstStarted;
    const later = [7, 13, 5].map((i) =>
      inNightBatch(owner, 'n', i, held.process).catch((e: Error) => e.message),
    );
    held.release();
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual(['seven', 'thirteen', 5]);
    expect(held.batches).toEqual([[1], [7, 13, 5], [7], [13], [5]]);
  });
});
