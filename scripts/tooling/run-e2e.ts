/**
 * Runs the end-to-end suite (`npx playwright test`, with this script's arguments passed through) and then
 * judges it from the JSON report: it fails unless every check passed, none was skipped, none was flaky, and
 * exactly EXPECTED_E2E_CHECKS of them ran. Playwright alone exits 0 when a spec file silently stops being
 * collected (a broken import, a renamed file, a `test.skip` left in); the pinned count makes that a failure.
 *
 * Its last line is always "e2e: N passed, N failed". Exit 0 only when the suite is complete and green.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';

/**
 * How many checks (Playwright tests) the suite holds. Change it in the same commit that adds or removes a check,
 * so a check that disappears without anyone deciding so fails the suite.
 */
export const EXPECTED_E2E_CHECKS = 188;

/** Where playwright.config.ts has the JSON reporter write. */
const REPORT_FILE = resolve(PROJECT_ROOT, 'test-results/e2e.json');

/** The part of Playwright's JSON report this script reads. */
interface JsonReport {
  suites?: JsonSuite[];
  errors?: Array<{ message?: string }>;
}
interface JsonSuite {
  title: string;
  file?: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
interface JsonSpec {
  title: string;
  file: string;
  line: number;
  tests: Array<{ status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; expectedStatus: string; projectName: string }>;
}

/** Every test in the report, flattened, with its file:line and title. */
function collect(suites: readonly JsonSuite[]): Array<{ name: string; status: string; knownDefect: boolean }> {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`,
        status: test.status,
        // `test.fail()`: a check that pins a known defect, and fails the suite the day the defect is fixed.
        knownDefect: test.expectedStatus === 'failed',
      })),
    ),
    ...collect(suite.suites ?? []),
  ]);
}

function main(): number {
  const dist = resolve(PROJECT_ROOT, 'dist');
  if (!existsSync(resolve(dist, 'index.html')) || !existsSync(resolve(dist, 'index.json'))) {
    console.error('e2e: dist/index.html or dist/index.json is missing. The suite tests the built app: run npm run build first.');
    console.log(`e2e: 0 passed, ${EXPECTED_E2E_CHECKS} failed`);
    return 1;
  }

  // A report left by an earlier run must never be read as this run's.
  rmSync(REPORT_FILE, { force: true });
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (run.error) console.error(`e2e: could not start Playwright: ${run.error.message}`);

  if (!existsSync(REPORT_FILE)) {
    console.error(`e2e: Playwright wrote no report at ${REPORT_FILE} (exit code ${String(run.status)}); see its output above.`);
    console.log(`e2e: 0 passed, ${EXPECTED_E2E_CHECKS} failed`);
    return 1;
  }
  const report = JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as JsonReport;
  const tests = collect(report.suites ?? []);
  const passed = tests.filter((t) => t.status === 'expected');
  const failed = tests.filter((t) => t.status === 'unexpected' || t.status === 'flaky');
  const skipped = tests.filter((t) => t.status === 'skipped');
  const ran = passed.length + failed.length;

  const problems: string[] = [];
  for (const error of report.errors ?? []) problems.push(`error outside any test: ${(error.message ?? '').split('\n')[0]}`);
  for (const t of failed) problems.push(`${t.status === 'flaky' ? 'flaky' : 'failed'}: ${t.name}`);
  for (const t of skipped) problems.push(`skipped (every check must run): ${t.name}`);
  if (ran !== EXPECTED_E2E_CHECKS) {
    problems.push(
      `${ran} checks ran, EXPECTED_E2E_CHECKS is ${EXPECTED_E2E_CHECKS}: a check was ${ran < EXPECTED_E2E_CHECKS ? 'dropped' : 'added'}` +
        ` — find out why, or update EXPECTED_E2E_CHECKS in scripts/tooling/run-e2e.ts in the same change` +
        (process.argv.length > 2 ? ' (arguments that select tests make a partial run, which never passes this gate)' : ''),
    );
  }
  if (run.status !== 0 && problems.length === 0) problems.push(`Playwright exited with code ${String(run.status)}`);

  for (const problem of problems) console.error(`e2e: ${problem}`);
  for (const t of tests.filter((test) => test.knownDefect)) {
    console.error(`e2e: known defect, still present (test.fail; remove the marker with the fix): ${t.name}`);
  }
  const missing = Math.max(0, EXPECTED_E2E_CHECKS - ran - skipped.length);
  console.log(`e2e: ${passed.length} passed, ${failed.length + skipped.length + missing} failed`);
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = main();
