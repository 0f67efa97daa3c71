/**
 * The vitest settings Stryker runs each mutant against (`npm run mutate`, stryker.config.mjs): the repository's own
 * test files, minus those that cannot kill a mutant or cost minutes per run.
 *
 * Stryker activates a mutant inside the vitest worker only; a test that spawns `tsx` runs the product code in a child
 * process, where no mutant is active, so it always passes and only costs time (the CLI suites take about 45 s each
 * on a 2-core machine). The fuzz properties are in-process but random and slow, and the unit tests beside each module
 * are the ones meant to pin its values exactly.
 */
import { defineConfig } from 'vitest/config';

/** Test files left out of mutation runs, each with its reason. */
export const NOT_FOR_MUTATION = [
  // Spawn `npm run ask` / `npm run build-index` as child processes: the mutant is not active there.
  'scripts/cli/ask.test.ts',
  'scripts/cli/build-index.test.ts',
  // Spawns `npm run eval` as a child process.
  'scripts/eval/eval.test.ts',
  // Random property runs (fast-check), 8 s: too slow per mutant, and a random counterexample is not a pinned value.
  'scripts/tooling/fuzz.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'workers/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...NOT_FOR_MUTATION],
    testTimeout: 60_000,
  },
});
