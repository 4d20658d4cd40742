import { describe, expect, it } from 'vitest';
import { inNightBatch } from '../../src/modules/reservations/night-batches.ts';
import type { Outcome } from '../../src/modules/reservations/night-batches.ts';

describe('inNightBatch (decision 0007)', () => {
  it('runs one batch at a time per night and puts what arrives meanwhile into the next batch', async () => {
    const owner = {};
    const batches: number[][] = [];
    let release: () => void = () => {};
    const process = async (items: number[]): Promise<Outcome<number>[]> => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
      return items.map((i) => ({ ok: true, value: i * 10 }));
    };
    const first = inNightBatch(owner, 'n1', 1, process);
    const rest = [2, 3, 4].map((i) => inNightBatch(owner, 'n1', i, process));
    const other = inNightBatch(owner, 'n2', 9, process);
    await Promise.resolve();
    release();
    expect(await Promise.all([first, ...rest, other])).toEqual([10, 20, 30, 40, 90]);
    expect(batches).toEqual([[1], [9], [2, 3, 4]]);
  });

  it('refuses one member with its own error, and tries each alone when a batch fails as a whole', async () => {
    const owner = {};
    const seen: number[][] = [];
    let hold: () => void = () => {};
    const process = async (items: number[]): Promise<Outcome<number>[]> => {
      seen.push(items);
      if (seen.length === 1) await new Promise<void>((r) => (hold = r));
      if (items.includes(13) && items.length > 1) throw new Error('the whole batch failed');
      if (items.includes(13)) throw new Error('thirteen');
      return items.map((i) => (i === 7 ? { ok: false, error: new Error('seven') } : { ok: true, value: i }));
    };
    const first = inNightBatch(owner, 'n', 1, process);
    const later = [7, 13, 5].map((i) => inNightBatch(owner, 'n', i, process).catch((e: Error) => e.message));
    await Promise.resolve();
    hold();
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual(['seven', 'thirteen', 5]);
    expect(seen).toEqual([[1], [7, 13, 5], [7], [13], [5]]);
  });
});
