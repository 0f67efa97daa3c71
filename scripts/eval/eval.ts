/**
 * `npm run eval`: every question of `eval/questions.json` through the engine the app uses, scored; prints the
 * per-slice table, writes `eval/report.json`, and lists how the run differs from the committed baseline (the
 * gate in `npm test` fails on any difference).
 * `npm run eval:baseline` (`--write-baseline`): the same run, written to `eval/baseline.json` — the only writer
 * of the baseline, run by a person who means to move the bar.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BASELINE_FILE, compareToBaseline, formatFindings } from './eval-baseline.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { evaluateDemo, renderReport, serializeReport } from './run-evaluation.ts';

const REPORT_FILE = join(PROJECT_ROOT, 'eval/report.json');
const USAGE = `usage: npm run eval            (writes eval/report.json; exit 1 when it differs from eval/baseline.json)
       npm run eval -- --baseline FILE   (compare with another baseline)
       npm run eval:baseline   (writes eval/baseline.json: the bar the gate in npm test holds)`;

function main(argv: string[]): number {
  let writeBaseline = false;
  let baselineFile = BASELINE_FILE;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { 'write-baseline': { type: 'boolean' }, baseline: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    writeBaseline = values['write-baseline'] === true;
    baselineFile = values.baseline ?? BASELINE_FILE;
  } catch (error) {
    console.error(`eval: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const report = evaluateDemo();
  console.log(renderReport(report));
  const text = serializeReport(report);
  if (writeBaseline) {
    writeFileSync(BASELINE_FILE, text);
    console.log(`\nwrote ${BASELINE_FILE}: commit it with the change that moved the figures`);
    return 0;
  }
  writeFileSync(REPORT_FILE, text);
  console.log(`\nwrote ${REPORT_FILE}`);
  if (!existsSync(baselineFile)) {
    console.error('no eval/baseline.json yet: the gate fails until one is recorded with npm run eval:baseline');
    return 1;
  }
  const findings = compareToBaseline(report, JSON.parse(readFileSync(baselineFile, 'utf8')));
  if (findings.length === 0) {
    console.log('matches eval/baseline.json: the gate in npm test passes');
    return 0;
  }
  // The same findings the gate test prints, and the same verdict: a script that runs this sees the failure.
  console.error(formatFindings(findings));
  return 1;
}

process.exitCode = main(process.argv.slice(2));
