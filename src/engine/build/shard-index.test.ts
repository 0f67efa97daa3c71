import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutHead } from './shard-index.ts';

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

  it('refuses a weight that is not a whole number of steps', () => {
    expect(() => cut([0.5, 0.3, 0.1], 1)).toThrow('a weight of 0.3 is not a whole number of steps');
  });
});
