/**
 * The manifest's run lengths: a set of positions written as alternating runs outside and inside, and read back by a
 * binary search.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionsInRuns, runsOf } from './sharded-format.ts';

describe('runsOf and positionsInRuns', () => {
  it('write a set as runs outside, inside, outside…, ending with the last run inside', () => {
    const set = new Set([0, 1, 5, 6, 7, 9]);
    expect(runsOf((p) => set.has(p), 12)).toEqual([0, 2, 3, 3, 1, 1]);
    expect(runsOf((p) => p >= 3, 6)).toEqual([3, 3]);
    expect(runsOf(() => false, 6)).toEqual([]);
    expect(runsOf(() => true, 0)).toEqual([]);
  });

  it('read a position past the last run as outside, even from a list that is not in pairs', () => {
    expect([positionsInRuns([0])(0), positionsInRuns([1])(3), positionsInRuns([0, 2])(1), positionsInRuns([0, 2])(2)]).toEqual([false, false, true, false]);
  });

  it('read every position back as it was, past the last run too (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), fc.nat(50), (bits, beyond) => {
        const runs = runsOf((p) => bits[p]!, bits.length);
        const holds = positionsInRuns(runs);
        expect(Array.from({ length: bits.length + beyond }, (_, p) => holds(p))).toEqual([...bits, ...Array<boolean>(beyond).fill(false)]);
        // Never a run of nothing but the first, and they add up to at most the positions.
        expect(runs.slice(1).every((run) => run > 0)).toBe(true);
        expect(runs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(bits.length);
      }),
      { numRuns: 500, seed: 10 },
    );
  });
});
