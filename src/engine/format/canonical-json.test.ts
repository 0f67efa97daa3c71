import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANONICAL, canonicalJson, canonicalJsonPieces } from './canonical-json.ts';

// canonicalJson's first rules are tested in index-format.test.ts.

/** The rule itself, written the slow way: every object's keys sorted, undefined members dropped. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${reference(record[key])}`);
  return `{${members.join(',')}}`;
}

/** The same value with every object's keys inserted in code-unit order, as the build makes its records. */
function sortedCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sortedCopy);
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).sort().map((key) => [key, sortedCopy(record[key])]));
}

describe('canonicalJson', () => {
  it('writes the reference text for any JSON value, its keys in any order or already sorted', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
        expect(canonicalJson(sortedCopy(value))).toBe(reference(value));
      }),
      { numRuns: 1000, seed: 11 },
    );
  });

  it.each([
    // Object.keys lists integer-like keys first, in numeric order: "9" before "10", where code units put "10" first.
    ['integer-like keys', { 9: 'a', 10: 'b', x: 1 }, '{"10":"b","9":"a","x":1}'],
    ['integer-like keys already in code-unit order', { 1: 'a', 2: 'b', y: [1, { b: 1, a: 2 }] }, '{"1":"a","2":"b","y":[1,{"a":2,"b":1}]}'],
    ['undefined members and elements', { a: undefined, b: [undefined, 1], c: { d: undefined } }, '{"b":[null,1],"c":{}}'],
    ['a value whose toJSON method JSON.stringify would call, read as its own members', { a: new (class { b = 1; toJSON() { return 'x'; } })() }, '{"a":{"b":1}}'],
    ['a date, which has no members of its own', { when: new Date(0) }, '{"when":{}}'],
    ['a non-finite number', { a: Number.NaN, b: -0 }, '{"a":null,"b":0}'],
    // eslint-disable-next-line no-sparse-arrays -- the hole is the case
    ['an array with a hole, left empty as it always was', { a: [1, , 3] }, '{"a":[1,,3]}'],
    ['boxed primitives, read as their own members', { a: new String('ab'), b: new Number(5), c: new Boolean(false) }, '{"a":{"0":"a","1":"b"},"b":{},"c":{}}'],
    ['a boxed string at the top', new String('ab'), '{"0":"a","1":"b"}'],
    ['a record with no prototype, in order', Object.assign(Object.create(null) as object, { a: 1, b: [2] }), '{"a":1,"b":[2]}'],
  ])('%s', (_name, value, text) => {
    expect(canonicalJson(value)).toBe(text);
    expect(reference(value)).toBe(text);
  });
});

describe('canonicalJsonPieces', () => {
  const pieces = (value: unknown, depth?: number) => [...canonicalJsonPieces(value, depth)];

  it('writes exactly canonicalJson\'s text, for any JSON value and depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (value, depth) => {
        expect(pieces(value, depth).join('')).toBe(canonicalJson(value));
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it('hands the members and elements of the top two levels over one by one, and each deeper value whole', () => {
    expect(pieces({ passages: [{ id: 'a#1', terms: { x: 1 } }, { id: 'a#2' }], version: 7 })).toEqual([
      '{',
      '"passages":',
      '[',
      '{"id":"a#1","terms":{"x":1}}',
      ',',
      '{"id":"a#2"}',
      ']',
      ',"version":',
      '7',
      '}',
    ]);
  });
});

describe('a value with a CANONICAL method', () => {
  // Its text is written as it is: not its members, nor its toJSON, which say something else here.
  class Written {
    inner = 'not written';
    constructor(readonly n: number) {}
    [CANONICAL]() {
      return `{"n":${this.n}}`;
    }
    toJSON() {
      return 'toJSON is not read';
    }
  }
  const value = { b: [new Written(1), 2], a: new Written(3) };
  const text = '{"a":{"n":3},"b":[{"n":1},2]}';

  it('is written as the text it returns, at any depth and in pieces', () => {
    expect(canonicalJson(value)).toBe(text);
    expect(canonicalJson(new Written(5))).toBe('{"n":5}');
    for (const depth of [0, 1, 2, 3]) expect([...canonicalJsonPieces(value, depth)].join('')).toBe(text);
  });
});
