/**
 * The arithmetic of the operators' score charts (score-charts.tsx), apart from drawing so it can be tested: where a
 * score stands on a chart's axis. Scores are in [0, 1]; most are small (a threshold near 0.1, candidates below 0.5),
 * so the axis ends a little past the largest number shown, not at 1, and the bars are long enough to compare.
 */

/** Drawing units from the chart's left edge to the axis's zero: room for a row's label ("zh-Hant" at 10 units). */
export const AXIS_START = 48;
/** Drawing units the axis spans. */
export const AXIS_LENGTH = 280;
/** The shortest axis: a chart of tiny scores is still drawn against a tenth. */
const MIN_AXIS_END = 0.1;

/** Where the axis ends: a tenth past the largest value, rounded up to a twentieth, never below 0.1 nor above 1. */
export function axisEnd(values: readonly number[]): number {
  const largest = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  return Math.min(1, Math.max(MIN_AXIS_END, Math.ceil(largest * 1.1 * 20) / 20));
}

/** The x coordinate of `value` on an axis ending at `end`, clamped to the axis. */
export function xOf(value: number, end: number): number {
  const share = Math.min(1, Math.max(0, value / end));
  return AXIS_START + Math.round(share * AXIS_LENGTH * 10) / 10;
}
