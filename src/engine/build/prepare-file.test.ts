import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedRecord, TermTable } from './counted-passage.ts';
import { indexedFile, indexedOutcome, numberedIn, prepareCorpusFile } from './prepare-file.ts';

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

describe('indexedOutcome', () => {
  it("makes each passage's counts the index's record, keys in code-unit order, and changes nothing in the outcome", () => {
    const outcome = prepareCorpusFile({
      path: 'r.md',
      bytes: new TextEncoder().encode('---\nid: r\ntitle: Rent help rent\nlang: en\n---\n## Rent\n\nRent help, rent help, rent.\n\n## Help\n\nHelp with rent and help.\n'),
    });
    if (!('file' in outcome)) throw new Error('expected a prepared file');
    const before = structuredClone(outcome);
    const table = new TermTable();
    const indexed = indexedOutcome(outcome, table);
    if (!('file' in indexed)) throw new Error('expected an indexed file');
    expect(indexed.file.passages.map((p) => [p.id, p.heading, Object.entries(p.terms)])).toEqual([
      ['r#1', 'Rent', [['help', 2 + 5], ['rent', 4 + 10]]],
      ['r#2', 'Help', [['and', 1], ['help', 3 + 5], ['rent', 1 + 10], ['with', 1]]],
    ]);
    expect(outcome).toEqual(before);
    expect(indexedOutcome(outcome, table)).toEqual(indexed);
    expect(indexed.file.document).toBe(outcome.file.document);
  });

  it('passes an error through', () => {
    const outcome = prepareCorpusFile({ path: 'x.md', bytes: new TextEncoder().encode('no front matter') });
    expect(indexedOutcome(outcome, new TermTable())).toBe(outcome);
  });
});

describe('numberedIn and indexedFile', () => {
  // Two files numbered in one thread's table, then in the build's: the records indexedOutcome makes from each alone.
  const prepared = (name: string, body: string) => {
    const outcome = prepareCorpusFile({ path: `${name}.md`, bytes: new TextEncoder().encode(`---\nid: ${name}\ntitle: ${name}\nlang: en\n---\n${body}\n`) });
    if (!('file' in outcome)) throw new Error('expected a prepared file');
    return outcome;
  };
  const records = (passages: readonly { terms: Record<string, number> }[]) => passages.map((p) => Object.entries(p.terms));

  it('numbers a thread\'s files in its table, each term once, and the build maps them to its own', () => {
    const first = prepared('a', 'Rent help 10, rent.\n\nZebra 2024.');
    const second = prepared('b', 'Help 9 with rent and zebra.');
    const alone = (outcome: typeof first) => {
      const indexed = indexedOutcome(structuredClone(outcome), new TermTable());
      if (!('file' in indexed)) throw new Error('expected an indexed file');
      return records(indexed.file.passages);
    };
    const expected = [alone(first), alone(second)];
    const thread = new TermTable();
    const a = numberedIn(first.file, thread);
    const termsOfA = thread.terms.length;
    const b = numberedIn(second.file, thread);
    // The second file sends only the terms the first did not hold.
    expect(thread.terms.slice(termsOfA)).toEqual(['9', 'and', 'with']);
    // The build's table already holds other terms, so its numbers are not the thread's.
    const build = new TermTable();
    build.idOf('other');
    const ids = thread.terms.map((term) => build.idOf(term));
    expect([records(indexedFile(a, build, ids).passages), records(indexedFile(b, build, ids).passages)]).toEqual(expected);
    expect(indexedFile(a, build, ids).passages[0]!.table).toBe(build);
  });
});
