/**
 * Pictures for operators, drawn from the numbers in the table beside each one: the candidates of one search against
 * their thresholds, and each language's calibration. One image each, named by what it shows; the table next to it
 * holds every number for screen readers and for reading exactly. Drawn left to right in every page direction (the
 * stylesheet sets `direction: ltr` on the SVG: Chromium ignores the `dir` attribute there), as numbers are written.
 */
import type { ExplainedCandidate } from '../engine/answer/explain.ts';
import type { ThresholdReport } from '../../workers/indexer-contract.ts';
import { AXIS_LENGTH, AXIS_START, axisEnd, xOf } from './chart-scale.ts';

const ROW = 16;
const BAR = 11;
const WIDTH = AXIS_START + AXIS_LENGTH + 8;

/**
 * A threshold across a row: a line in the text colour on a wider band of the page colour, so it stands out on a
 * filled bar as on the page (3:1 either way, light, dark and forced colours).
 */
function ThresholdLine({ x, y }: { x: number; y: number }) {
  return (
    <>
      <line class="chart-halo" x1={x} x2={x} y1={y - 2} y2={y + BAR + 2} />
      <line class="chart-threshold" x1={x} x2={x} y1={y - 2} y2={y + BAR + 2} />
    </>
  );
}

/** The axis under the rows: zero and its end, so a bar's length reads as a score. */
function Axis({ y, end }: { y: number; end: number }) {
  return (
    <g class="chart-axis">
      <line x1={AXIS_START} x2={AXIS_START + AXIS_LENGTH} y1={y} y2={y} />
      <text x={AXIS_START} y={y + 11} text-anchor="start">
        0
      </text>
      <text x={AXIS_START + AXIS_LENGTH} y={y + 11} text-anchor="end">
        {end}
      </text>
    </g>
  );
}

/**
 * One bar per candidate, in the table's order, numbered as its rows (the table's first column): filled when the score cleared its threshold,
 * outlined when not (the shape says it as well as the colour), and the threshold it was judged by as a line across
 * its row.
 */
export function CandidateChart({ candidates, label }: { candidates: readonly ExplainedCandidate[]; label: string }) {
  const end = axisEnd(candidates.flatMap((c) => [c.score, c.threshold]));
  const height = candidates.length * ROW + 16;
  return (
    <svg class="score-chart" role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} dir="ltr">
      {candidates.map((c, i) => {
        const y = i * ROW + 2;
        const threshold = xOf(c.threshold, end);
        return (
          <g key={c.passage} class={c.verdict === 'accept' ? 'chart-accept' : 'chart-reject'}>
            <text x={AXIS_START - 6} y={y + BAR - 2} text-anchor="end">
              {i + 1}
            </text>
            <rect x={AXIS_START} y={y} width={Math.max(1, xOf(c.score, end) - AXIS_START)} height={BAR} />
            <ThresholdLine x={threshold} y={y} />
          </g>
        );
      })}
      <Axis y={candidates.length * ROW + 2} end={end} />
    </svg>
  );
}

/**
 * One row per calibrated language: the best scores of its windows in other documents from the median to the 99th
 * percentile (a thin line), the 90th to the 95th (a thick one), and its threshold (a line across the row). A language
 * on the default threshold has no sample to draw: its row holds the threshold alone.
 */
export function CalibrationChart({ reports, label }: { reports: readonly ThresholdReport[]; label: string }) {
  const end = axisEnd(reports.flatMap((r) => [r.value, r.calibration.quantiles?.p99 ?? 0]));
  const height = reports.length * ROW + 16;
  return (
    <svg class="score-chart" role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} dir="ltr">
      {reports.map((r, i) => {
        const y = i * ROW + 2;
        const q = r.calibration.quantiles;
        const threshold = xOf(r.value, end);
        const middle = y + BAR / 2;
        return (
          <g key={r.lang}>
            <text x={AXIS_START - 6} y={y + BAR - 2} text-anchor="end">
              {r.lang}
            </text>
            {q !== null && (
              <>
                <line class="chart-range" x1={xOf(q.p50, end)} x2={xOf(q.p99, end)} y1={middle} y2={middle} />
                <rect class="chart-tail" x={xOf(q.p90, end)} y={y + 2} width={Math.max(1, xOf(q.p95, end) - xOf(q.p90, end))} height={BAR - 4} />
              </>
            )}
            <ThresholdLine x={threshold} y={y} />
          </g>
        );
      })}
      <Axis y={reports.length * ROW + 2} end={end} />
    </svg>
  );
}
