import { describe, expect, it } from 'vitest';
import { RELATED_SHARE } from '../format/thresholds.ts';
import { nearest } from './choose.ts';
import type { Candidate } from './retrieve.ts';

/** A candidate of passage `id` (its document the part before "#") in `lang`, scored `score` against `threshold`. */
function candidate(id: string, lang: string, score: number, threshold: number, matched = ['grant']): Candidate {
  return {
    passage: { id, doc: id.split('#')[0]!, lang, heading: '', body: '', terms: {} },
    position: 0,
    score,
    cosine: score,
    covered: 1,
    threshold,
    accepted: score >= threshold,
    matched,
    ask: { asked: [], held: [], share: 0 },
  };
}

describe('nearest', () => {
  it('names the candidate whose score is the largest share of its own threshold, over every search', () => {
    const own = [candidate('rent-es#2', 'es', 0.1, 0.12), candidate('rent-es#1', 'es', 0.098, 0.12)];
    // Lower in score, higher in share: another language's path has a lower threshold.
    const fallback = [candidate('bus-en#1', 'en', 0.07, 0.075)];
    expect(nearest([own, fallback], 'es')?.passage.id).toBe('bus-en#1');
    expect(nearest([own], 'es')?.passage.id).toBe('rent-es#2');
  });

  it(`names nothing below ${RELATED_SHARE} of the threshold, and a candidate exactly at it`, () => {
    expect(nearest([[candidate('rent-es#2', 'es', 0.0959, 0.12)]], 'es')).toBeUndefined();
    expect(nearest([[candidate('rent-es#2', 'es', 0.1, 0.125)]], 'es')?.passage.id).toBe('rent-es#2');
    expect(nearest([], 'es')).toBeUndefined();
  });

  it('names no passage of another language matched by numbers alone', () => {
    const numbers = candidate('household-en#3', 'en', 0.11, 0.12, ['2']);
    expect(nearest([[numbers]], 'ar')).toBeUndefined();
    // In the question's own language a number is a word like any other.
    expect(nearest([[numbers]], 'en')?.passage.id).toBe('household-en#3');
  });

  it('keeps the earlier search and the better rank on a tie', () => {
    const first = candidate('a-en#1', 'en', 0.1, 0.12);
    const second = candidate('b-en#1', 'en', 0.1, 0.12);
    const later = candidate('c-es#1', 'es', 0.1, 0.12);
    expect(nearest([[first, second], [later]], 'en')?.passage.id).toBe('a-en#1');
  });
});
