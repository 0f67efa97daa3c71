/** `npm run eval` as a script sees it: the gate's verdict is the exit code, with the gate's own findings. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';
import { BASELINE_FILE } from './eval-baseline.ts';

const dir = mkdtempSync(join(tmpdir(), 'cairn-eval-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runEval(args: string[]) {
  const tsx = resolve(PROJECT_ROOT, 'node_modules/.bin/tsx');
  return spawnSync(tsx, [resolve(PROJECT_ROOT, 'scripts/eval/eval.ts'), ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

describe('npm run eval', () => {
  it('exits 0 when the run matches the baseline', () => {
    const run = runEval(['--baseline', BASELINE_FILE]);
    expect(run.stdout).toContain('matches eval/baseline.json: the gate in npm test passes');
    expect(run.status).toBe(0);
  });

  it('exits 1 and prints the findings when a figure differs from the baseline', () => {
    const moved = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as { figures: { overall: { citation: { passed: number } } } };
    moved.figures.overall.citation.passed += 1;
    const file = join(dir, 'baseline.json');
    writeFileSync(file, JSON.stringify(moved));
    const run = runEval(['--baseline', file]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/citation/u);
  });
});
