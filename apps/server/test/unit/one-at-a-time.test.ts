import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/one-at-a-time.ts';

/** Work whose runs are held until the test lets each one finish; each run records what it saw. */
function heldWork() {
  const runs: { saw: number; finish: () => void }[] = [];
  let value = 0;
  const work = () =>
    new Promise<void>((finish) => {
      runs.push({ saw: value, finish });
    });
  return { runs, work, change: (next: number) => (value = next) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('work run one at a time', () => {
  it('asked while a run is under way, waits for a run that starts after it, one for all who asked', async () => {
    const held = heldWork();
    const run = oneAtATime(held.work);
    const first = run();
    // A change made while the first run is under way, which that run may not have seen.
    held.change(1);
    let secondDone = false;
    const second = run().then(() => (secondDone = true));
    const third = run();
    await settled();
    expect(held.runs).toHaveLength(1);
    held.runs[0]!.finish();
    await first;
    await settled();
    expect(secondDone).toBe(false);
    // One more run for both who asked, and it sees the change.
    expect(held.runs).toHaveLength(2);
    expect(held.runs[1]!.saw).toBe(1);
    held.runs[1]!.finish();
    await Promise.all([second, third]);
    expect(secondDone).toBe(true);
    expect(held.runs).toHaveLength(2);
  });

  it('runs nothing more once stopped, and says when it is idle', async () => {
    const held = heldWork();
    let stopped = false;
    const run = oneAtATime(held.work, () => stopped);
    void run();
    const asked = run();
    stopped = true;
    let idle = false;
    const waiting = run.idle().then(() => (idle = true));
    await settled();
    expect(idle).toBe(false);
    held.runs[0]!.finish();
    await asked;
    await waiting;
    expect(held.runs).toHaveLength(1);
    expect(idle).toBe(true);
  });
});
