import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { buildIndex } from './build-index.ts';
import { cutHead, shardIndex } from './shard-index.ts';

/** What the cut must equal: every place sorted, the heaviest first and the earlier of equals first, then split. */
function bySorting(weights: readonly number[], size: number): { head: number[]; tail: number[] } {
  const order = weights.map((_, i) => i).sort((a, b) => weights[b]! - weights[a]! || a - b);
  return { head: order.slice(0, size).sort((a, b) => a - b), tail: order.slice(size).sort((a, b) => a - b) };
}

const cut = (weights: readonly number[], size: number) => {
  const { head, tail } = cutHead({ passages: Int32Array.from(weights.keys()), weights: Float64Array.from(weights) }, size);
  return { head: Array.from(head), tail };
};

describe('cutHead', () => {
  it('takes the heaviest postings, the earlier of equals first, each part in the list\'s order', () => {
    // Steps of 2⁻¹²: 3/4096 twice, then 4096/4096, 1/4096 and 3/4096 again; a head of three takes the full weight and
    // the first two of the three at 3.
    const step = 2 ** -12;
    expect(cut([3 * step, 3 * step, 1, step, 3 * step], 3)).toEqual({ head: [0, 1, 2], tail: [3, 4] });
    expect(cut([3 * step, 3 * step, 1, step, 3 * step], 1)).toEqual({ head: [2], tail: [0, 1, 3, 4] });
  });

  it('cuts as sorting would, over generated lists with many equal weights', () => {
    const list = fc.array(fc.integer({ min: 1, max: 2 ** 12 }).chain((top) => fc.integer({ min: 1, max: top })), { minLength: 2, maxLength: 300 });
    fc.assert(
      fc.property(list, fc.nat(), (steps, n) => {
        const size = 1 + (n % (steps.length - 1));
        const weights = steps.map((s) => s / 2 ** 12);
        expect(cut(weights, size)).toEqual(bySorting(weights, size));
      }),
      { numRuns: 300, seed: 18 },
    );
  });

  it('refuses a weight that is not a whole number of steps, and a head it cannot cut', () => {
    expect(() => cut([0.5, 0.3, 0.1], 1)).toThrow('a weight of 0.3 is not a whole number of steps');
    for (const size of [2.5, -1, 4, 6]) expect(() => cut([1, 1, 1, 0.5], size)).toThrow(`a head of ${size} cannot be cut from a list of 4`);
  });
});

describe('shardIndex options', () => {
  it('refuses a head that is not a whole number of postings, before it writes anything', () => {
    const doc = (id: string) => ({ path: `${id}.md`, bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${id}\nlang: en\n---\nRent help for ${id}.\n`) });
    const built = buildIndex([doc('a'), doc('b'), doc('c')], DEFAULT_SETTINGS).index!;
    expect(shardIndex(built, { headPostings: 1 }).shards.size).toBeGreaterThan(0);
    for (const headPostings of [2.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => shardIndex(built, { headPostings })).toThrow(`headPostings must be a whole number of postings, 0 or more; got ${headPostings}`);
    }
  });
});
