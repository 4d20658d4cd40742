/**
 * Range-minimum over a fixed array (a sparse table): built once per night in O(n log n), then each
 * "least headroom over this stay" question is O(1). That keeps availability at slots × combinations
 * lookups instead of re-walking every minute of every stay.
 */
export class MinTable {
  private readonly levels: Int32Array[];

  constructor(values: Int32Array) {
    this.levels = [values];
    for (let w = 1; 2 * w <= values.length; w *= 2) {
      const prev = this.levels[this.levels.length - 1]!;
      const next = new Int32Array(prev.length - w);
      for (let i = 0; i < next.length; i++) next[i] = Math.min(prev[i]!, prev[i + w]!);
      this.levels.push(next);
    }
  }

  /** The values it was built from. */
  get values(): Int32Array {
    return this.levels[0]!;
  }

  /** Least value over [from, to); Infinity for an empty range. */
  min(from: number, to: number): number {
    if (to <= from) return Infinity;
    const level = 31 - Math.clz32(to - from);
    const row = this.levels[level]!;
    return Math.min(row[from]!, row[to - (1 << level)]!);
  }
}
