import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalJsonPieces } from './canonical-json.ts';

// canonicalJson's own rules are tested in index-format.test.ts.

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
