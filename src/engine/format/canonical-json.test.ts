import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalJsonPieces } from './canonical-json.ts';

// canonicalJson's first rules are tested in index-format.test.ts.

/** The rule itself, written the slow way: every object's keys sorted, undefined members dropped, `toJSON` obeyed. */
function reference(value: unknown): string {
  if (typeof (value as { toJSON?: unknown } | null)?.toJSON === 'function') return reference((value as { toJSON(): unknown }).toJSON());
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
    ['a value with a toJSON method, written as what it returns', { a: new (class { b = 1; toJSON() { return { d: 2, c: [this.b] }; } })() }, '{"a":{"c":[1],"d":2}}'],
    ['a toJSON that returns a string', { a: new (class { b = 1; toJSON() { return 'x'; } })() }, '{"a":"x"}'],
    ['a date, as JSON.stringify writes it', { when: new Date(0) }, '{"when":"1970-01-01T00:00:00.000Z"}'],
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
