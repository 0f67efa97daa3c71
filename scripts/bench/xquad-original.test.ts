/** The benchmark's "before" (the original's cosine-only refusal), on a corpus small enough to reason about by hand. */
import { describe, expect, it } from 'vitest';
import { buildArticleIndex, type XquadArticle } from './xquad-corpus.ts';
import { bestByCosine, originalOutcomes } from './xquad-original.ts';
import type { ExplainedCandidate } from '../../src/engine/index.ts';

const candidate = (passage: string, cosine: number, score: number): ExplainedCandidate => ({
  passage, doc: passage.split('#')[0]!, lang: 'en', score, cosine, covered: score / cosine, threshold: 0.2, verdict: 'reject', matched: [], coverage: '',
  ask: { asked: [], held: [], share: 0, topics: [] }, gate: null,
});

describe('bestByCosine', () => {
  it('picks the highest cosine, not the highest score, and breaks a tie by passage id', () => {
    expect(bestByCosine([candidate('a0#1', 0.3, 0.2), candidate('a0#2', 0.4, 0.1)])!.passage).toBe('a0#2');
    expect(bestByCosine([candidate('a2#1', 0.4, 0.1), candidate('a0#3', 0.4, 0.3)])!.passage).toBe('a0#3');
    expect(bestByCosine([])).toBeUndefined();
  });
});

describe('originalOutcomes', () => {
  // Three articles, no word shared between them but the question's: each paragraph's cosine is easy to reason about.
  const articles: XquadArticle[] = [
    { index: 0, title: 'Ferries', paragraphs: ['Harbor ferries sail hourly from the north pier.', 'Ferry tickets cost four dollars.'], questions: [] },
    { index: 2, title: 'Libraries', paragraphs: ['Libraries lend books for three weeks.'], questions: [] },
    { index: 4, title: 'Parks', paragraphs: ['Parks close at sunset every evening.'], questions: [] },
  ];
  const index = buildArticleIndex(articles, 'en');

  it('answers from the paragraph with the best cosine when it reaches the threshold, and says whether it was the right one', () => {
    const questions = [
      { question: 'How much do ferry tickets cost?', paragraph: 'a0#2' },
      { question: 'How much do ferry tickets cost?', paragraph: 'a0#1' },
      { question: 'When do parks close?', paragraph: 'a4#1' },
    ];
    expect(originalOutcomes(index, 'en', questions)).toEqual([
      { answered: true, correct: true },
      { answered: true, correct: false },
      { answered: true, correct: true },
    ]);
  });

  it('refuses below the threshold and when no paragraph shares a word', () => {
    expect(originalOutcomes(index, 'en', [{ question: 'When do parks close?', paragraph: 'a4#1' }], 0.99)).toEqual([{ answered: false, correct: false }]);
    expect(originalOutcomes(index, 'en', [{ question: 'zebra quantum', paragraph: 'a4#1' }])).toEqual([{ answered: false, correct: false }]);
  });
});
