/**
 * A vitest reporter for mutation runs only (`vitest.mutation.config.ts`): a test file that fails to load becomes one
 * failed test. Stryker's vitest runner (9.6.1, and 10.0.0 too: stryker-js#6150) judges a mutant from the tests it
 * collects, and a file whose collection throws — most of this repository's test files build an index while they load,
 * so a mutant that makes the build throw does exactly that — collects none: the mutant the suite caught was counted as
 * survived. This turns the load error into the failed test the file would have had, so it counts as killed. A file
 * that loaded is left as it is, passed or failed.
 */
import type { RunnerTestFile, RunnerTestCase } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/** The name of the test a file that failed to load is given. */
export const LOAD_TEST_NAME = 'the test file loads';

/** Gives each file that failed with no tasks one failed test carrying its load errors. Returns how many it changed. */
export function failUnloadableFiles(files: readonly RunnerTestFile[]): number {
  let changed = 0;
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
    const test = {
      type: 'test',
      id: `${file.id}_load`,
      name: LOAD_TEST_NAME,
      mode: 'run',
      file,
      suite: file,
      meta: {},
      annotations: [],
      artifacts: [],
      timeout: 0,
      result: { state: 'fail', errors: file.result.errors ?? [] },
    };
    // vitest types a test with a context only a run can build; nothing reads it once the run has finished.
    file.tasks.push(test as unknown as RunnerTestCase);
    changed++;
  }
  return changed;
}

/** Applies `failUnloadableFiles` to the run's files — the objects Stryker's runner reads next — as the run ends. */
export default class UnloadableFileReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    if (this.vitest !== undefined) failUnloadableFiles(this.vitest.state.getFiles());
  }
}
