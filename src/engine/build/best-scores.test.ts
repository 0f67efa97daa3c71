import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { bestScores, bestScoresScratch, positionsInAll } from './best-scores.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { prepareIndex } from '../answer/prepare-index.ts';
import { forEachScore, questionVector } from '../answer/retrieve.ts';
import { tokenize } from '../text/tokenize.ts';

/** A fixed pseudo-random sequence: the same corpus and windows on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

// Words of very different frequencies (the first ones in most passages), so windows mix rare and common terms.
const WORDS = Array.from({ length: 400 }, (_, i) => 'bdfgklmnprstvz'[i % 14]! + 'aeiou'[Math.floor(i / 14) % 5]! + 'bdfgklmnpr'[Math.floor(i / 70) % 10]! + 'aeiou'[(i * 3) % 5]! + 'klmnr'[i % 5]!);

function corpus(seed: number) {
  const random = sequence(seed);
  const word = () => WORDS[Math.floor(WORDS.length * random() ** 3)]!;
  const encoder = new TextEncoder();
  return Array.from({ length: 60 }, (_, d) => {
    const paragraphs = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, p) => `## Part ${p + 1}\n\n${Array.from({ length: 20 + Math.floor(random() * 60) }, word).join(' ')}.`);
    return { path: `doc-${d}.md`, bytes: encoder.encode(`---\nid: doc-${d}\ntitle: Document ${d}\nlang: en\n---\n\n${paragraphs.join('\n\n')}\n`) };
  });
}

describe('bestScores', () => {
  const index = buildIndex(corpus(7), DEFAULT_SETTINGS).index!;
  const prepared = prepareIndex(index);
  const language = prepared.languages.get('en')!;
  const documents = index.documents.map((d) => d.id);
  const documentAt = Int32Array.from(prepared.passages, (p) => documents.indexOf(p.doc));
  const positionsOf = documents.map((_, n) => [...documentAt.keys()].filter((position) => documentAt[position] === n));

  /** The reference: every passage the window touches, scored by `forEachScore`, as calibration did before. */
  function reference(terms: readonly string[], own: number, comparable: (document: number) => boolean) {
    const vector = questionVector(terms);
    let bestOwn = 0;
    let bestOther = 0;
    forEachScore(prepared, language, vector.counts, vector.terms, (position, score) => {
      if (documentAt[position] === own) bestOwn = Math.max(bestOwn, score);
      else if (comparable(documentAt[position]!)) bestOther = Math.max(bestOther, score);
    });
    return { own: bestOwn, other: bestOther };
  }

  it('gives exactly the scores of scoring every passage a window touches, for windows of every passage', () => {
    const random = sequence(11);
    const scratch = bestScoresScratch(prepared.passages.length);
    let answeredElsewhere = 0;
    prepared.passages.forEach((passage) => {
      const terms = tokenize(passage.body).filter((term) => language.idf.has(term));
      for (let start = 0; start + 6 <= terms.length; start += 4) {
        const window = terms.slice(start, start + 6);
        const own = documents.indexOf(passage.doc);
        // Now and then a window may not be compared with every third document (dated versions never in force together).
        const comparable = random() < 0.3 ? (document: number) => document % 3 !== 0 : () => true;
        const vector = questionVector(window);
        const found = bestScores(language, vector.counts, vector.terms, documentAt, own, positionsOf[own]!, comparable, scratch);
        expect(found).toEqual(reference(window, own, comparable));
        if (found.other > 0) answeredElsewhere++;
      }
    });
    // Most windows score somewhere else too, so the other-document search has work to do.
    expect(answeredElsewhere).toBe(1647);
  });

  it('scores a window of words no passage holds, and of suppressed words, as nothing', () => {
    const scratch = bestScoresScratch(prepared.passages.length);
    const suppressed = index.languages.en!.suppressed;
    for (const window of [['zzzzz', 'qqqqq'], suppressed.slice(0, 3)]) {
      const vector = questionVector(window);
      expect(bestScores(language, vector.counts, vector.terms, documentAt, 0, positionsOf[0]!, () => true, scratch)).toEqual({ own: 0, other: 0 });
    }
  });
});

describe('positionsInAll', () => {
  it('gives the positions every list holds, ascending (a property test against sets)', () => {
    const list = fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }).map((xs) => Int32Array.from(xs.sort((a, b) => a - b)));
    fc.assert(
      fc.property(fc.array(list, { minLength: 1, maxLength: 5 }), (lists) => {
        const expected = [...lists[0]!].filter((position) => lists.every((l) => l.includes(position)));
        expect(positionsInAll(lists)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds a position right after one a list lacks, and none in an empty list or no list', () => {
    expect(positionsInAll([Int32Array.of(3, 4, 9), Int32Array.of(1, 2, 4, 5, 9), Int32Array.of(0, 3, 4, 9, 12, 15)])).toEqual([4, 9]);
    expect(positionsInAll([Int32Array.of(1, 2), new Int32Array(0)])).toEqual([]);
    expect(positionsInAll([])).toEqual([]);
  });
});
