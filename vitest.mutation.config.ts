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
import UnloadableFileReporter from './scripts/tooling/unloadable-file-reporter.ts';

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

/**
 * `CAIRN_MUTATION_TESTS` (comma-separated globs) narrows the run to the unit tests beside a module, for a module that
 * every index build executes (the tokenizer): with all test files, each of its mutants would rebuild dozens of
 * indexes. The score is then the module's own tests' score, a floor for the whole suite's.
 */
const narrowed = process.env.CAIRN_MUTATION_TESTS?.split(',').filter((glob) => glob !== '') ?? [];

export default defineConfig({
  test: {
    include: narrowed.length > 0 ? narrowed : ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'workers/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...NOT_FOR_MUTATION],
    testTimeout: 60_000,
    // A test file that fails to load counts as a failed test, so Stryker counts the mutant that broke it as killed.
    reporters: ['default', new UnloadableFileReporter()],
  },
});
