/**
 * The evaluation gate: every figure, population and verdict of a fresh in-process run must equal the committed
 * `eval/baseline.json`. Any difference fails, with the list of what moved and the command that records it. This
 * test never writes the baseline; `npm run eval:baseline`, run by a person, is its only writer.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASELINE_FILE, compareToBaseline, formatFindings, REGENERATE } from './eval-baseline.ts';
import { evaluateDemo, renderReport, serializeReport } from './run-evaluation.ts';

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('the evaluation gate', () => {
  it('has a committed baseline to hold the run to', () => {
    expect(existsSync(BASELINE_FILE), `eval/baseline.json is missing; ${REGENERATE}`).toBe(true);
  });

  it('matches eval/baseline.json in every figure, population and verdict', () => {
    const before = digest(BASELINE_FILE);
    const report = evaluateDemo();
    console.log(renderReport(report));
    const findings = compareToBaseline(report, JSON.parse(readFileSync(BASELINE_FILE, 'utf8')));
    if (findings.length > 0) expect.fail(formatFindings(findings));
    expect(digest(BASELINE_FILE)).toBe(before);
  });

  it('produces the same bytes on every run, so the baseline cannot drift on its own', () => {
    expect(serializeReport(evaluateDemo())).toBe(serializeReport(evaluateDemo()));
  });
});
