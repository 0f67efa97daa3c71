import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareCorpusFile, sortedRecord } from './prepare-file.ts';

/** What a record of `entries` in code-unit key order is: every key inserted in sorted order into a plain object. */
function reference(entries: ReadonlyArray<readonly [string, number]>): Record<string, number> {
  const record: Record<string, number> = {};
  for (const [key, count] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) record[key] = count;
  return record;
}

const counts = fc.uniqueArray(fc.tuple(fc.oneof(fc.string({ maxLength: 6 }), fc.nat(300).map(String)), fc.integer({ min: 1, max: 9 })), {
  selector: ([key]) => key,
  maxLength: 40,
});

describe('sortedRecord', () => {
  it('holds every count, its keys in the order a sorted insertion gives, whatever order the map was in', () => {
    fc.assert(
      fc.property(counts, (entries) => {
        const expected = reference(entries);
        for (const map of [new Map(entries), new Map([...entries].reverse())]) {
          const record = sortedRecord(map);
          expect(Object.entries(record)).toEqual(Object.entries(expected));
        }
      }),
      { numRuns: 500, seed: 13 },
    );
  });
});

describe('prepareCorpusFile', () => {
  it('lists each passage\'s distinct terms once, the first passage\'s with its title\'s, however often they repeat', () => {
    const outcome = prepareCorpusFile({
      path: 'r.md',
      bytes: new TextEncoder().encode('---\nid: r\ntitle: Rent help rent\nlang: en\n---\n## Rent\n\nRent help, rent help, rent.\n\n## Help\n\nHelp with rent and help.\n'),
    });
    if (!('file' in outcome)) throw new Error('expected a prepared file');
    expect(outcome.file.counted.map((terms) => [...terms].sort())).toEqual([['help', 'rent'], ['and', 'help', 'rent', 'with']]);
  });
});
