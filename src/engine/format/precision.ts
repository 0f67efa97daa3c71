/**
 * Scores, thresholds and rates are stored and reported to 4 decimals: enough to compare, and the same on every
 * runtime whatever its last-bit differences. One module, so a stored value and a printed one are rounded alike.
 */

const SCALE = 10_000;

/** Rounds to 4 decimals, half away from zero for the positive values Cairn stores. */
export function round4(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

/**
 * Rounds up to 4 decimals, so a threshold derived from a score is never below it. The epsilon keeps a value already
 * on the grid (0.1625 computed as 0.16250000000000001) from moving up a step.
 */
export function ceil4(value: number): number {
  return Math.ceil(value * SCALE - 1e-9) / SCALE;
}

/** Digits grouped the same way everywhere ("65,181"), whatever the runtime's locale. */
export const grouped = (n: number): string => n.toLocaleString('en-US');

/** A count and its English noun: "1 window", "2 windows" (a noun whose plural adds "s"). */
export const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
