import { describe, expect, it } from 'vitest';
import { blockMedians, median, percentile, ratio } from './block-medians.ts';
import { mulberry32, soakQuestions, type SoakQuestion, type SourceQuestion } from './soak-questions.ts';

const SOURCES: readonly SourceQuestion[] = [
  { question: 'How much is the grocery allowance?', lang: 'en' },
  { question: 'Where can I get a GoPass?', lang: 'en' },
  { question: '¿Qué es la ayuda para alimentos?', lang: 'es' },
  { question: 'كم قيمة منحة دعم السكن؟', lang: 'ar' },
];

function tally(questions: readonly SoakQuestion[], key: (q: SoakQuestion) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of questions) counts[key(q)] = (counts[key(q)] ?? 0) + 1;
  return counts;
}

describe('mulberry32', () => {
  it('gives the same first three numbers for seed 1 on every machine', () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });
});

describe('soakQuestions', () => {
  it('gives exactly these first six questions for seed 7', () => {
    expect(soakQuestions(SOURCES, 6, 7)).toEqual([
      { question: 'How much is the grocery allowance?', lang: 'en', kind: 'real', options: {} },
      { question: 'Where can I get a GoPass', lang: 'en', kind: 'variation', options: { lang: 'en' } },
      { question: 'How much is the grocery allowance?', lang: 'en', kind: 'real', options: { lang: 'es', explain: true } },
      { question: 'Where can I get a GoPass?', lang: 'en', kind: 'real', options: { lang: 'en' } },
      { question: 'eh tbxoq', lang: 'en', kind: 'garbage', options: { lang: 'ar' } },
      { question: '', lang: 'ar', kind: 'garbage', options: { lang: 'ar' } },
    ]);
  });

  it('gives the same 10,000 questions twice for the same seed, and other ones for another seed', () => {
    const first = soakQuestions(SOURCES, 10_000, 7);
    expect(soakQuestions(SOURCES, 10_000, 7)).toEqual(first);
    expect(soakQuestions(SOURCES, 10_000, 8)).not.toEqual(first);
  });

  it('mixes kinds and languages in exactly these counts over 10,000 questions', () => {
    const questions = soakQuestions(SOURCES, 10_000, 7);
    expect(tally(questions, (q) => `${q.kind}/${q.lang}`)).toEqual({
      'real/en': 2018,
      'real/es': 1008,
      'real/ar': 972,
      'variation/en': 1702,
      'variation/es': 895,
      'variation/ar': 877,
      'garbage/en': 869,
      'garbage/es': 851,
      'garbage/ar': 808,
    });
    expect(questions.filter((q) => q.options.explain === true).length).toBe(2054);
    expect(questions.filter((q) => q.options.lang === undefined).length).toBe(2035);
    expect(questions.filter((q) => q.question.trim() === '').length).toBe(122);
    expect(questions.filter((q) => [...q.question].length > 1000).length).toBe(124);
  });

  it('throws naming the language that has no source question', () => {
    expect(() => soakQuestions(SOURCES.slice(0, 3), 10, 7)).toThrow('soak: no source question in "ar"; give at least one per language of en, es, ar');
  });
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[0.25], 0.25],
  ])('gives the median of %j as %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('gives NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  it('gives the nearest-rank 95th percentile of 1..20 as 19 and of 1..100 as 95', () => {
    expect(percentile(Array.from({ length: 20 }, (_, i) => i + 1), 95)).toBe(19);
    expect(percentile(Array.from({ length: 100 }, (_, i) => 100 - i), 95)).toBe(95);
  });
});

describe('blockMedians', () => {
  it('cuts times into blocks, the last one shorter, with median, p95 and mean rounded to 1 µs', () => {
    expect(blockMedians([0.4, 0.2, 0.3, 0.1, 1.0, 0.5, 0.7], 3)).toEqual([
      { block: 1, first: 0, count: 3, medianMs: 0.3, p95Ms: 0.4, meanMs: 0.3 },
      { block: 2, first: 3, count: 3, medianMs: 0.5, p95Ms: 1, meanMs: 0.533 },
      { block: 3, first: 6, count: 1, medianMs: 0.7, p95Ms: 0.7, meanMs: 0.7 },
    ]);
  });

  it('throws on a block size that is not a positive integer', () => {
    expect(() => blockMedians([1], 0)).toThrow('soak: the block size must be a positive integer, not 0');
  });
});

describe('ratio', () => {
  it.each([
    [1.1, 1, 1.1],
    [2, 3, 0.667],
    [1_600_000, 1_550_000, 1.032],
  ])('gives %d / %d as %d', (later, earlier, expected) => {
    expect(ratio(later, earlier)).toBe(expected);
  });

  it('gives NaN against zero', () => {
    expect(ratio(1, 0)).toBeNaN();
  });
});
