/**
 * The soak benchmark's arithmetic: per-question times cut into consecutive blocks, each block's median, and the
 * ratios the soak is read by. Pure, so its exact values are tested (soak.test.ts).
 */

/** One block of consecutive questions: which ones, and their time per question in milliseconds. */
export interface BlockFigures {
  /** 1-based number of the block. */
  block: number;
  /** 0-based index of its first question. */
  first: number;
  count: number;
  medianMs: number;
  p95Ms: number;
  meanMs: number;
}

/** Rounding of every reported millisecond figure: 1 µs, finer than the browser's timer. */
const MS_DECIMALS = 3;

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The median of `values`: the middle one, or the mean of the two middle ones; NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank `p`th percentile (0 < p ≤ 100) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Cuts `durationsMs` (one per question, in the order asked) into blocks of `blockSize`, the last one shorter when
 * the count does not divide, and gives each block's median, 95th percentile and mean, rounded to 1 µs.
 * @throws Error when `blockSize` is not a positive integer.
 */
export function blockMedians(durationsMs: readonly number[], blockSize: number): BlockFigures[] {
  if (!Number.isInteger(blockSize) || blockSize < 1) throw new Error(`soak: the block size must be a positive integer, not ${blockSize}`);
  const blocks: BlockFigures[] = [];
  for (let first = 0; first < durationsMs.length; first += blockSize) {
    const slice = durationsMs.slice(first, first + blockSize);
    blocks.push({
      block: blocks.length + 1,
      first,
      count: slice.length,
      medianMs: round(median(slice), MS_DECIMALS),
      p95Ms: round(percentile(slice, 95), MS_DECIMALS),
      meanMs: round(slice.reduce((sum, d) => sum + d, 0) / slice.length, MS_DECIMALS),
    });
  }
  return blocks;
}

/** `later / earlier`, rounded to 3 decimals: 1.05 reads "5 % more". NaN when `earlier` is 0. */
export function ratio(later: number, earlier: number): number {
  return earlier === 0 ? Number.NaN : round(later / earlier, 3);
}
