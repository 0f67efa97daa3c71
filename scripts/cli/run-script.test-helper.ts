/** Runs one of the Node entry points in a child process, as an operator would, and captures what it printed. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `tsx scripts/cli/<name>.ts ...args` from `cwd` (default: the repository root). */
export function runScript(name: string, args: string[], options: { cwd?: string; input?: string } = {}): ScriptRun {
  // tsx by path, not by name: a bare `--import tsx` would resolve from `cwd`, which tests move on purpose.
  const tsx = resolve(PROJECT_ROOT, 'node_modules/.bin/tsx');
  const result = spawnSync(tsx, [resolve(PROJECT_ROOT, 'scripts/cli', `${name}.ts`), ...args], {
    cwd: options.cwd ?? PROJECT_ROOT,
    encoding: 'utf8',
    input: options.input,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
