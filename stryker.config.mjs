// @ts-check
/**
 * Mutation testing, run by hand (`npm run mutate`; not in CI). Stryker changes one operator, literal or condition at a
 * time in the modules below and reruns the tests that cover that spot; a change no test notices is a gap in the tests
 * or an equivalent mutant (docs/mutation-survivors.md lists the ones judged equivalent, with reasons).
 *
 * One module at a time: `npm run mutate -- --mutate src/engine/answer/compose.ts`. Reports go to reports/mutation/
 * (gitignored): mutation.html to read, mutation.json for tools.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The repository's tests minus the ones that spawn processes (a mutant is not active in a child process) and the
  // slow random fuzz properties; `related` then runs only the test files that import the mutated module.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Each mutant runs only the tests that executed its code in the initial run.
  coverageAnalysis: 'perTest',
  // The machines this runs on have 2 cores.
  concurrency: 2,
  // Most test files build an index while they load, so most mutants are "static" and rerun every related test file,
  // reloaded: with the default 5 s of slack a surviving mutant's full run overran and was counted as a timeout
  // (detected). Real infinite loops are still caught by Stryker's hit limit, whatever this says.
  timeoutMS: 30_000,
  mutate: [
    'src/engine/answer/retrieve.ts',
    'src/engine/answer/compose.ts',
    'src/engine/build/calibrate.ts',
    'src/engine/build/validity.ts',
    'src/engine/format/effective-dates.ts',
    'src/engine/text/tokenize.ts',
    'scripts/eval/eval-scorers.ts',
    'scripts/eval/eval-baseline.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Kept out of the sandbox copy: build output and browser-test artefacts no unit test reads.
  ignorePatterns: ['/dist', '/dist-single', '/test-results', '/playwright-report', '/.cairn-build', '/.scratch', '/e2e', '/reports'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
