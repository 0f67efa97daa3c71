import { describe, expect, it } from 'vitest';
import type { RunnerTestFile } from 'vitest';
import { failUnloadableFiles, LOAD_TEST_NAME } from './unloadable-file-reporter.ts';

const file = (state: 'pass' | 'fail', tasks: unknown[] = [], errors?: unknown[]) =>
  ({ type: 'suite', id: `id-${state}-${tasks.length}`, name: 'x.test.ts', filepath: '/r/x.test.ts', tasks, result: { state, errors } }) as unknown as RunnerTestFile;

describe('failUnloadableFiles', () => {
  it('gives a file that failed with no tests one failed test carrying its load error', () => {
    const error = { message: 'TypeError: boom' };
    const broken = file('fail', [], [error]);
    expect(failUnloadableFiles([broken])).toBe(1);
    expect(broken.tasks).toHaveLength(1);
    const [test] = broken.tasks as unknown as Array<{ type: string; name: string; mode: string; file: unknown; result: { state: string; errors: unknown[] } }>;
    expect([test!.type, test!.name, test!.mode, test!.file, test!.result]).toEqual(['test', LOAD_TEST_NAME, 'run', broken, { state: 'fail', errors: [error] }]);
  });

  it('leaves a file that loaded alone, whether its tests passed or failed, and a passing empty file too', () => {
    const passed = file('pass', [{ type: 'test' }]);
    const failedTest = file('fail', [{ type: 'test' }]);
    const empty = file('pass');
    expect(failUnloadableFiles([passed, failedTest, empty])).toBe(0);
    expect([passed.tasks.length, failedTest.tasks.length, empty.tasks.length]).toEqual([1, 1, 0]);
  });
});
