/**
 * Checks, before the end-to-end suite starts, that there is a Chromium to drive: the one at `CHROME_PATH`, or
 * Debian's at /usr/bin/chromium. Nothing in this project downloads a browser (`npx playwright install` cannot
 * reach its download host from here), so when there is none this says how to get one and exits 1, without a
 * stack trace. The same rule picks the browser in playwright.config.ts.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Where Debian's `chromium` package puts the browser. */
export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/** How long `--version` may take: a cold start of Chromium on a busy 2-core machine takes a few seconds. */
const VERSION_TIMEOUT_MS = 30_000;

function explainHowToGetOne(problem: string): string {
  return [
    `e2e: no usable browser: ${problem}`,
    '',
    'The end-to-end tests drive a system Chromium; they never download one. Either:',
    '  - install Debian\'s Chromium:   apt-get update && apt-get install -y chromium',
    '  - or point at a Chromium or Chrome you already have:   CHROME_PATH=/path/to/chrome npm run e2e',
  ].join('\n');
}

function main(): number {
  const fromEnv = process.env.CHROME_PATH;
  const path = fromEnv && fromEnv.trim() !== '' ? fromEnv : DEFAULT_CHROME_PATH;
  const where = fromEnv ? `CHROME_PATH=${path}` : path;
  if (!existsSync(path)) {
    console.error(explainHowToGetOne(`${where} does not exist.`));
    return 1;
  }
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: VERSION_TIMEOUT_MS });
  if (run.error || run.status !== 0) {
    const why = run.error ? run.error.message : `exit code ${String(run.status)}${run.stderr ? `: ${run.stderr.trim()}` : ''}`;
    console.error(explainHowToGetOne(`${where} exists but \`--version\` failed (${why}).`));
    return 1;
  }
  console.log(`e2e: browser ${run.stdout.trim()} (${where})`);
  return 0;
}

process.exitCode = main();
