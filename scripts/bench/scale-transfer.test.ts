import { describe, expect, it } from 'vitest';
import { nearestRank, sessionTransfers } from './scale-transfer.ts';

describe('sessionTransfers', () => {
  it('counts each file once, on the question that first fetched it', () => {
    const sizes: Record<string, number> = { manifest: 100, a: 10, b: 20, c: 40 };
    expect(sessionTransfers([['manifest', 'a', 'b'], ['a', 'c'], ['b'], []], (f) => sizes[f]!)).toEqual([
      { files: 3, bytes: 130 },
      { files: 1, bytes: 40 },
      { files: 0, bytes: 0 },
      { files: 0, bytes: 0 },
    ]);
  });

  it('counts a file listed twice in one question once', () => {
    expect(sessionTransfers([['a', 'a']], () => 7)).toEqual([{ files: 1, bytes: 7 }]);
  });
});

describe('nearestRank', () => {
  it.each([
    [50, 3],
    [95, 5],
    [100, 5],
    [0, 1],
    [20, 1],
    [21, 2],
  ])('gives the p%i value of 1…5 as %i', (p, expected) => {
    expect(nearestRank([5, 3, 1, 4, 2], p)).toBe(expected);
  });

  it('is NaN for no values', () => {
    expect(nearestRank([], 50)).toBeNaN();
  });
});
