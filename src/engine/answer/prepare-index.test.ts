import { describe, expect, it } from 'vitest';
import { fromUnitSteps, passageWeights, UNIT_WEIGHT_BITS, unitSteps, unitWeight } from './prepare-index.ts';

describe('unit weights', () => {
  it('divide the passage norm out and keep 12 bits', () => {
    expect(UNIT_WEIGHT_BITS).toBe(12);
    expect(unitWeight(1, 4)).toBe(0.25);
    expect(unitSteps(1, 4)).toBe(1024);
    expect(unitWeight(1, 3)).toBe(1365 / 4096);
    expect(Math.abs(unitWeight(1, 3) - 1 / 3)).toBeLessThanOrEqual(2 ** -13);
    expect(unitWeight(5, 5)).toBe(1);
  });

  it('never round a held term to nothing', () => {
    expect(unitSteps(1e-12, 1)).toBe(1);
    expect(unitWeight(1e-12, 1)).toBe(2 ** -12);
  });

  it('read back from their stored steps exactly', () => {
    for (const [w, n] of [[0.3, 1.7], [2, 9], [1e-3, 0.5]] as const) expect(fromUnitSteps(unitSteps(w, n))).toBe(unitWeight(w, n));
  });

  it('weigh a passage\'s scoring terms in code-unit order, sublinear TF × IDF, leaving out terms with no IDF', () => {
    const idf = new Map([['b', 2], ['a', 3]]);
    expect(passageWeights({ b: 1, c: 4, a: Math.E }, idf)).toEqual([['a', 6], ['b', 2]]);
  });
});
