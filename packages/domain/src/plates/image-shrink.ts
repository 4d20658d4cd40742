import { MAX_IMAGE_BYTES } from './plate-upload.ts';

/**
 * How the page makes a phone's photo small enough to send (docs/product/booking.md §5: at most 5 MB):
 * the sizes to try, largest first, each a JPEG of the same picture. A licence stays legible: the
 * long edge never goes below LEGIBLE_EDGE (a photo already smaller keeps its size), and the quality
 * stays at or above 0.7, where printed text is still sharp.
 */
export const LEGIBLE_EDGE = 1600;
/** The largest long edge tried first: more than a phone screen or a reviewer's zoom needs. */
export const FIRST_EDGE = 3200;
export const SHRINK_QUALITY = [0.85, 0.7] as const;
const STEP = 0.8;

export interface ShrinkStep {
  width: number;
  height: number;
  quality: number;
}

/** Whether a file must be made smaller before it is sent. */
export const needsShrinking = (bytes: number): boolean => bytes > MAX_IMAGE_BYTES;

/** The sizes to try for a picture of width × height, in the order tried; never larger than it is. */
export function shrinkSteps(width: number, height: number): ShrinkStep[] {
  const long = Math.max(width, height);
  if (!(long > 0) || !Number.isFinite(long)) return [];
  const floor = Math.min(long, LEGIBLE_EDGE);
  const edges: number[] = [];
  for (let edge = Math.min(long, FIRST_EDGE); edge > floor; edge = Math.round(edge * STEP)) edges.push(edge);
  edges.push(floor);
  const steps: ShrinkStep[] = [];
  for (const edge of edges)
    for (const quality of SHRINK_QUALITY) {
      const scale = edge / long;
      steps.push({
        width: Math.max(1, Math.round(width * scale)),
        height: Math.max(1, Math.round(height * scale)),
        quality,
      });
    }
  return steps;
}
