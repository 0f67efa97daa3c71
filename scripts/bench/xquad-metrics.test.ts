/** The benchmark's metrics against values computed by hand. */
import { describe, expect, it } from 'vitest';
import { auroc, groundedFigures, oracleThreshold, rankingFigures, rankOf } from './xquad-metrics.ts';

const ranked = (...ids: string[]) => ids.map((id, i) => ({ id, score: 10 - i }));

describe('rankOf', () => {
  it.each<[string[], string, number | null]>([
    [['a', 'b', 'c'], 'a', 1],
    [['b', 'a', 'c'], 'a', 2],
    [['b', 'c'], 'a', null],
    [[], 'a', null],
  ])('%j, %s → %s', (ids, target, rank) => {
    expect(rankOf(ranked(...ids), target)).toBe(rank);
  });
});

describe('rankingFigures', () => {
  it('averages P@1, R@5 and MRR@10 over every question, a miss counting 0', () => {
    // Ranks 1, 2, 6, 11, none: P@1 1/5; R@5 2/5; MRR@10 (1 + 1/2 + 1/6 + 0 + 0) / 5 = 1/3.
    expect(rankingFigures([1, 2, 6, 11, null])).toEqual({ p1: 0.2, r5: 0.4, mrr10: (1 + 0.5 + 1 / 6) / 5, questions: 5 });
    expect(rankingFigures([1, 2, 6, 11, null]).mrr10).toBeCloseTo(1 / 3, 12);
  });

  it('gives zeros, not NaN, for no questions', () => {
    expect(rankingFigures([])).toEqual({ p1: 0, r5: 0, mrr10: 0, questions: 0 });
  });
});

describe('auroc', () => {
  it.each<[string, number[], number[], number | null]>([
    ['perfect separation', [0.9, 0.8], [0.1, 0.2], 1],
    ['perfectly wrong', [0.1], [0.9], 0],
    ['one tie counts half', [0.5], [0.5], 0.5],
    // Pairs: 0.8>0.4, 0.8>0.2, 0.4=0.4 (½), 0.4>0.2 → 3.5 of 4.
    ['ties across the classes', [0.8, 0.4], [0.4, 0.2], 0.875],
    // Pairs: 0.3>0.2 ✓, 0.3<0.6 ✗, 0.7>0.2 ✓, 0.7>0.6 ✓, 0.1<0.2 ✗, 0.1<0.6 ✗ → 3 of 6.
    ['interleaved', [0.3, 0.7, 0.1], [0.2, 0.6], 0.5],
    ['no negatives', [0.3], [], null],
  ])('%s', (_name, positives, negatives, value) => {
    expect(auroc(positives, negatives)).toBe(value);
  });
});

describe('groundedFigures', () => {
  it('splits in-corpus questions three ways and counts out-of-corpus answers', () => {
    const figures = groundedFigures(
      [
        { answered: true, correct: true },
        { answered: true, correct: false },
        { answered: false, correct: true },
        { answered: false, correct: false },
      ],
      [{ answered: true }, { answered: false }, { answered: false }, { answered: false }, { answered: false }],
    );
    expect(figures).toEqual({ correct: 0.25, wrong: 0.25, refused: 0.5, falseAnswers: 0.2 });
  });
});

describe('oracleThreshold', () => {
  const inCorpus = [
    { score: 0.9, correct: true },
    { score: 0.5, correct: true },
    { score: 0.3, correct: false },
    { score: null, correct: false },
  ];

  it('picks the lowest threshold that keeps out-of-corpus answers at or below the cap', () => {
    // 20 out-of-corpus questions allow 1 false answer at 5%: the second-highest (0.2) must be refused.
    const out = [0.6, 0.2, 0.1, ...Array.from({ length: 17 }, () => 0.05)];
    expect(oracleThreshold(inCorpus, out, 0.05)).toEqual({ above: 0.2, correct: 0.5, wrong: 0.25, refused: 0.25, falseAnswers: 0.05 });
  });

  it('refuses every score tied with the first excluded out-of-corpus score', () => {
    // One false answer allowed, but 0.5 is tied: answering "above 0.5" refuses the in-corpus 0.5 too.
    const out = [0.5, 0.5, ...Array.from({ length: 18 }, () => 0.1)];
    expect(oracleThreshold(inCorpus, out, 0.05)).toEqual({ above: 0.5, correct: 0.25, wrong: 0, refused: 0.75, falseAnswers: 0 });
  });

  it('answers every question with a result when out-of-corpus questions mostly find nothing', () => {
    expect(oracleThreshold(inCorpus, [0.4, ...Array.from({ length: 19 }, () => null)], 0.05)).toEqual({
      above: null,
      correct: 0.5,
      wrong: 0.25,
      refused: 0.25,
      falseAnswers: 0.05,
    });
  });
});
