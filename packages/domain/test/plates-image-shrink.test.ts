import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_EDGE, LEGIBLE_EDGE, MAX_IMAGE_BYTES, needsShrinking, shrinkSteps } from '../src/index.ts';

describe('making a photo small enough to send, and still legible', () => {
  it('only a photo over 5 MB is made smaller', () => {
    expect(needsShrinking(MAX_IMAGE_BYTES)).toBe(false);
    expect(needsShrinking(MAX_IMAGE_BYTES + 1)).toBe(true);
    expect(needsShrinking(6_300_000)).toBe(true);
  });

  it("a phone's 4032 × 3024 photo is tried from 3200 px down to 1600 px on its long edge", () => {
    const steps = shrinkSteps(4032, 3024);
    expect(steps[0]).toEqual({ width: 3200, height: 2400, quality: 0.85 });
    expect(steps.at(-1)).toEqual({ width: 1600, height: 1200, quality: 0.7 });
  });

  it('every step keeps the shape, never grows, shrinks as it goes, and stops at a legible size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (w, h) => {
        const steps = shrinkSteps(w, h);
        const long = Math.max(w, h);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.length).toBeLessThanOrEqual(20);
        let previous = Infinity;
        for (const step of steps) {
          const edge = Math.max(step.width, step.height);
          expect(edge).toBeLessThanOrEqual(Math.min(long, FIRST_EDGE));
          expect(edge).toBeGreaterThanOrEqual(Math.min(long, LEGIBLE_EDGE) - 1);
          expect(edge).toBeLessThanOrEqual(previous);
          previous = edge;
          // The picture's shape: each side is the original's at the step's scale, to within the rounding
          // of a pixel (a ratio would not do: a very long, thin picture's few pixels round far).
          const scale = edge / long;
          expect(Math.abs(step.width - w * scale)).toBeLessThanOrEqual(1);
          expect(Math.abs(step.height - h * scale)).toBeLessThanOrEqual(1);
        }
      }),
      // A long, thin picture, where a side of a few pixels once broke a check of the ratio.
      {
        examples: [
          [20_000, 110],
          [110, 20_000],
        ],
      },
    );
  });

  it('nothing to try for a picture without a size', () => {
    expect(shrinkSteps(0, 0)).toEqual([]);
    expect(shrinkSteps(Number.NaN, 10)).toEqual([]);
  });
});
