import { describe, expect, it } from 'vitest';
import { cronEvery } from '../../src/jobs/boss.ts';

describe('cronEvery (decision 0032)', () => {
  it('writes a period of whole minutes dividing an hour as a cron expression', () => {
    expect(cronEvery(60)).toBe('* * * * *');
    expect(cronEvery(300)).toBe('*/5 * * * *');
    expect(cronEvery(1800)).toBe('*/30 * * * *');
  });

  it('refuses a period pg-boss cannot keep: under a minute, not whole minutes, not dividing an hour', () => {
    for (const seconds of [0, 30, 90, 420, 3600, -60, Number.NaN])
      expect(() => cronEvery(seconds), String(seconds)).toThrow(RangeError);
  });
});
