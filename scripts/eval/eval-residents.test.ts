/** Which corpus each residents' set is asked against: a set asked of the wrong corpus would score as all misses. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';
import { corpusDirOf, SETS } from './eval-residents.ts';

describe('corpusDirOf', () => {
  it.each([
    ['demo', undefined],
    ['demo-2', undefined],
    ['usagov', join('/data', 'usagov')],
    ['healthcare', join('/data', 'healthcare-gov')],
    ['korean', join(PROJECT_ROOT, 'eval/corpora/korean')],
    ['hindi', join(PROJECT_ROOT, 'eval/corpora/hindi')],
    ['hindi-2', join(PROJECT_ROOT, 'eval/corpora/hindi')],
    ['vietnamese', join(PROJECT_ROOT, 'eval/corpora/vietnamese')],
  ])('asks the %s set of its own corpus', (set, dir) => {
    expect(corpusDirOf(set, '/data')).toBe(dir);
  });

  it('knows every set that has a question file, and no other', () => {
    const files = readdirSync(join(PROJECT_ROOT, 'eval/residents')).filter((name) => name.endsWith('.jsonl'));
    expect([...SETS].sort()).toEqual(files.map((name) => name.slice(0, -'.jsonl'.length)).sort());
  });
});
