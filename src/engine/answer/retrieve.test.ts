/**
 * `retrieve` on what the brute-force property in create-engine.test.ts does not reach: equal scores (ordered by
 * passage id, and cut at the limit by it), a misspelt word's reading at its discount (in the dot product and the
 * held share, never in the norm), the corrections and synonym readings it reports (one per word, sorted), and the
 * term evidence across languages. Values are computed from the formula, not read off the engine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { tokenizeWords } from '../text/tokenize.ts';
import { passageWeights, prepareIndex, smoothedIdf, sublinearTf, unitWeight, type PartialReach } from './prepare-index.ts';
import { RELATED_SHARE } from '../format/thresholds.ts';
import { forEachScore, questionVector, retrieve, type SynonymTable } from './retrieve.ts';
import { TYPO_DISCOUNT } from './typo.ts';

const doc = (id: string, lang: string, body: string) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: Page ${id.slice(0, 1)}\nlang: ${lang}\n---\n\n${body}\n`),
});

// Three pages say the same sentence; the others give the statistics something to be rare against.
const SAME = 'Ferry passes are sold at the harbor kiosk.';
const index = buildIndex(
  [
    doc('zeta', 'en', SAME),
    doc('alpha', 'en', SAME),
    doc('mid', 'en', SAME),
    doc('util', 'en', 'The utility office is open on weekdays.\n\nGrants are paid monthly per household.'),
    doc('bill', 'en', 'Receive the credit on your utility bill.\n\nThe price and the cost of a permit.'),
    doc('fee', 'en', 'A fee is charged for each permit. Oficina means office.'),
    // Ten passages: "#10" sorts before "#2" as text, and comes after it in the document.
    doc('ten', 'en', ['Leaflets list the routes.', 'Bus tokens are sold at the depot.', ...'abcdefg'.split('').map((c) => `Leaflet ${c} lists the routes of line ${c}.`), 'Bus tokens are sold at the depot.'].join('\n\n')),
    doc('es1', 'es', 'La oficina abre los lunes. Ferry gratis. Crédito disponible en el despacho. Teléfono gratuito.'),
    doc('es2', 'es', 'La oficina cierra los viernes.'),
    doc('es3', 'es', 'La oficina atiende en el puerto.'),
  ],
  { ...DEFAULT_SETTINGS, threshold: 0.1 },
).index!;
const prepared = prepareIndex(index);
const ask = (question: string, options: { languages?: string[]; limit?: number; synonyms?: SynonymTable } = {}) =>
  retrieve(prepared, tokenizeWords(question), { languages: options.languages ?? ['en'], thresholdOf: () => 0.1, limit: options.limit ?? 10, synonyms: options.synonyms });

describe('retrieve: equal scores', () => {
  it('orders passages that score alike by their documents\' ids, whatever order the documents were written in', () => {
    const candidates = ask('ferry kiosk').candidates;
    expect(candidates.map((c) => c.passage.id)).toEqual(['alpha#1', 'mid#1', 'zeta#1']);
    expect(new Set(candidates.map((c) => c.score)).size).toBe(1);
  });

  it('keeps the first in index order when the limit cuts through equal scores, and a better passage ahead of them', () => {
    expect(ask('ferry kiosk', { limit: 2 }).candidates.map((c) => c.passage.id)).toEqual(['alpha#1', 'mid#1']);
    expect(ask('ferry kiosk', { limit: 1 }).candidates.map((c) => c.passage.id)).toEqual(['alpha#1']);
    // "utility office": util#1 holds both words, bill#1 one; equal-score pages never jump ahead of a better one.
    expect(ask('utility office', { limit: 2 }).candidates.map((c) => c.passage.id)).toEqual(['util#1', 'bill#1']);
  });
});

describe('retrieve: equal scores within one document', () => {
  it('orders them as the document reads ("ten#2" before "ten#10"), not by their ids as text', () => {
    expect(ask('bus tokens depot').candidates.slice(0, 2).map((c) => c.passage.id)).toEqual(['ten#2', 'ten#10']);
    expect(ask('bus tokens depot').candidates.slice(0, 2).map((c) => c.position)).toEqual([index.passages.findIndex((p) => p.id === 'ten#2'), index.passages.findIndex((p) => p.id === 'ten#10')]);
    // Cut at one: the later-scored "ten#10" does not take the place of "ten#2".
    expect(ask('bus tokens depot', { limit: 1 }).candidates.map((c) => c.passage.id)).toEqual(['ten#2']);
  });
});

describe('retrieve: unknown, unaccented and uncounted words', () => {
  it('counts a number no passage of the language holds against every passage, as any unknown word', () => {
    const top = (question: string) => ask(question).candidates[0]!;
    expect(top('kiosk 1234').passage.id).toBe(top('kiosk').passage.id);
    // Cosine and covered share are both divided by the question's norm, so the score by its square: the number joins
    // the norm at the largest idf, as an unknown word.
    const english = prepared.languages.get('en')!;
    const kiosk = sublinearTf(1) * english.idf.get('kiosk')!;
    const number = sublinearTf(1) * smoothedIdf(english.passageCount, 0);
    expect(top('kiosk 1234').score).toBeCloseTo((top('kiosk').score * kiosk ** 2) / (kiosk ** 2 + number ** 2), 12);
  });

  it('reports a word typed without its accents once, however often it was typed', () => {
    expect(ask('credito credito', { languages: ['es'] }).corrections).toEqual([{ lang: 'es', word: 'credito', from: 'credi', to: 'crédi', kind: 'accents' }]);
    expect(ask('telefono credito', { languages: ['es'] }).corrections.map((c) => c.word)).toEqual(['credito', 'telefono']);
  });

  it('scores nothing for a question whose every word counts for nothing, even where a borrowed reading matches', () => {
    // "oficina" is too common in Spanish to score; the operator's "despacho" would be borrowed, never the question.
    const despacho: SynonymTable = new Map([['es', new Map([['ofici', ['ofici', 'despa']], ['despa', ['ofici', 'despa']]])]]);
    expect(ask('oficina', { languages: ['es'], synonyms: despacho }).candidates).toEqual([]);
  });
});

describe('retrieve: a misspelt word', () => {
  it('reads it at a discount where passages hold the reading, and keeps the typed word in the norm', () => {
    const english = prepared.languages.get('en')!;
    const idf = (term: string) => english.idf.get(term) ?? smoothedIdf(english.passageCount, 0);
    const { candidates, corrections } = ask('utlity office');
    expect(corrections).toEqual([{ lang: 'en', word: 'utlity', from: 'utlit', to: 'utili', kind: 'typo' }]);
    const top = candidates[0]!;
    expect(top.passage.id).toBe('util#1');
    // The question as typed: "utlit" (unknown: the largest idf) and "offic"; "utili" borrowed at the discount.
    const w = { utlit: sublinearTf(1) * idf('utlit'), offic: sublinearTf(1) * idf('offic'), utili: sublinearTf(1) * idf('utili') * TYPO_DISCOUNT };
    const queryNorm = Math.hypot(w.utlit, w.offic);
    const passageNorm = Math.sqrt(passageWeights(top.passage.terms, english.idf).reduce((sum, [, x]) => sum + x * x, 0));
    const passageWeight = (term: string) => unitWeight(sublinearTf(top.passage.terms[term]!) * idf(term), passageNorm);
    const dot = w.offic * passageWeight('offic') + w.utili * passageWeight('utili');
    const cosine = dot / queryNorm;
    const covered = Math.hypot(w.offic, w.utili) / queryNorm;
    expect(top.cosine).toBeCloseTo(cosine, 12);
    expect(top.covered).toBeCloseTo(covered, 12);
    expect(top.score).toBeCloseTo(cosine * covered, 12);
  });

  it('reports each misspelt word once, sorted, however often it was typed', () => {
    expect(ask('utlity grnats utlity').corrections.map((c) => [c.word, c.to])).toEqual([
      ['grnats', 'grant'],
      ['utlity', 'utili'],
    ]);
  });
});

describe('retrieve: synonym readings', () => {
  /** An operator's groups as the engine holds them: each word's term → every term of its group. */
  const table = (...groups: string[][]): SynonymTable => {
    const byTerm = new Map<string, string[]>();
    for (const group of groups) {
      const terms = group.map((word) => tokenizeWords(word)[0]!.term);
      for (const term of terms) byTerm.set(term, terms);
    }
    return new Map([['en', byTerm]]);
  };
  const synonyms = table(['tariff', 'cost', 'fee'], ['stipend', 'grants']);
  const scores = (question: string, with_?: SynonymTable) => ask(question, { synonyms: with_ }).candidates.map((c) => [c.passage.id, c.score]);

  it('reports a group once per word, its other words sorted, however often the word was typed', () => {
    const { synonyms: read } = ask('tariff tariff permit', { synonyms });
    expect(read).toEqual([{ lang: 'en', term: 'tarif', read: ['cost', 'fee'] }]);
  });

  it('reads a word the passages never use as its group\'s first word they do, and never borrows a word that was typed', () => {
    // "tariff" is in no passage: read as "cost" (in the norm, as typed), "fee" borrowed; "fee" typed counts as typed,
    // and "cost", which "fee" would not borrow anyway, stays the reading of "tariff".
    expect(scores('tariff fee', synonyms)).toEqual(scores('cost fee'));
    expect(scores('fee tariff', synonyms)).toEqual(scores('cost fee'));
    expect(scores('tariff', synonyms)).not.toEqual(scores('tariff'));
  });

  it('reads a word the passages use as itself, its group borrowing nothing', () => {
    // "fee" is in the "fee" page and "cost" in the "bill" page: the group would lift "bill" for a question about fees.
    expect(scores('fee permit', synonyms)).toEqual(scores('fee permit'));
    expect(ask('fee permit', { synonyms }).synonyms).toEqual([]);
  });

  it('sorts the readings of several words by the word', () => {
    const { synonyms: read } = ask('tariff stipend', { synonyms });
    expect(read).toEqual([
      { lang: 'en', term: 'stipe', read: ['grant'] },
      { lang: 'en', term: 'tarif', read: ['cost', 'fee'] },
    ]);
  });
});

describe('retrieve: term evidence across languages', () => {
  it('calls a term too common only when every language holding it suppresses it, and names each term once', () => {
    // "oficina" is in every Spanish passage (suppressed there) and in one English one (not); "ferry" in both, rare.
    expect(prepared.languages.get('es')!.suppressed.has('ofici')).toBe(true);
    expect(prepared.languages.get('en')!.suppressed.has('ofici')).toBe(false);
    expect(ask('oficina ferry zzzzz', { languages: ['es'] }).evidence).toEqual({ matched: ['ferry'], inNoPassage: ['zzzzz'], tooCommon: ['ofici'] });
    expect(ask('oficina ferry zzzzz', { languages: ['en', 'es'] }).evidence).toEqual({ matched: ['ferry', 'ofici'], inNoPassage: ['zzzzz'], tooCommon: [] });
  });
});

describe('the floor the caller raises', () => {
  const words = 'alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima'.split(' ');
  const pages = Array.from({ length: 40 }, (_, i) => doc(`f${String(i).padStart(2, '0')}`, 'en', Array.from({ length: 2 + (i % 5) }, (_, k) => words[(i * 5 + k * k + k) % words.length]).join(' ')));
  const index = prepareIndex(buildIndex(pages, { ...DEFAULT_SETTINGS, threshold: 0.1 }).index!);
  const language = index.languages.get('en')!;
  /** The scores visited, with the floor raised after each visit to what `floorAfter` says (undefined: no floor given). */
  const visits = (question: string, floorAfter?: (seen: number[]) => number) => {
    const { counts, terms } = questionVector(tokenizeWords(question).map((w) => w.term));
    const seen: number[] = [];
    const floor = floorAfter === undefined ? undefined : { at: -Infinity };
    forEachScore(index, language, counts, terms, (_, score) => {
      seen.push(score);
      if (floor !== undefined) floor.at = floorAfter!(seen);
    }, undefined, 0, floor);
    return seen;
  };

  it('skips exactly the passages below it, and none without one (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 6 }), (picked, keep) => {
        const question = picked.join(' ');
        const all = visits(question);
        // A visit keeping the `keep` best returns the lowest kept once it holds that many, as retrieval does.
        const kept: number[] = [];
        const seen = visits(question, (scores) => {
          kept.push(scores[scores.length - 1]!);
          kept.sort((a, b) => b - a);
          kept.length = Math.min(kept.length, keep);
          return kept.length === keep ? kept[keep - 1]! : -Infinity;
        });
        // Visited in the same order, the ones skipped were each below the floor of the moment, and the best are all there.
        let floor = -Infinity;
        const expected: number[] = [];
        const best: number[] = [];
        for (const score of all) {
          if (score < floor) continue;
          expected.push(score);
          best.push(score);
          best.sort((a, b) => b - a);
          best.length = Math.min(best.length, keep);
          if (best.length === keep) floor = best[keep - 1]!;
        }
        expect(seen).toEqual(expected);
        expect([...all].sort((a, b) => b - a).slice(0, keep)).toEqual(best);
        // Nothing is left behind for the next question.
        expect([...index.scratch.dots, ...index.scratch.held].every((x) => x === 0)).toBe(true);
      }),
      { numRuns: 300, seed: 25 },
    );
  });

  it('leaves every touched passage visited when none is given, and a floor above every score leaves the first', () => {
    // "alfa" is in several pages: each is visited once whatever the scores.
    const holders = language.postings.get(tokenizeWords('alfa')[0]!.term)!.passages.length;
    expect(holders).toBeGreaterThan(2);
    expect(visits('alfa')).toHaveLength(holders);
    // A floor at minus infinity skips nothing.
    expect(visits('alfa', () => -Infinity)).toHaveLength(holders);
    // A floor above every score leaves only the first passage visited.
    expect(visits('alfa', () => 2)).toHaveLength(1);
  });
});

describe('the bound on scores from partial postings', () => {
  // Fifty passages over a vocabulary of 26 words: lists of about a dozen, none in half the passages.
  const words = 'alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(' ');
  const pages = Array.from({ length: 50 }, (_, i) => doc(`p${String(i).padStart(2, '0')}`, 'en', Array.from({ length: 3 + (i % 7) }, (_, k) => words[(i * 7 + k * k * 3 + k) % words.length]).join(' ')));
  const whole = prepareIndex(buildIndex(pages, { ...DEFAULT_SETTINGS, threshold: 0.1 }).index!);
  /** The same index with each list over `head` postings cut to its heaviest, the rest bounded by the heaviest left out. */
  const cut = (head: number) => {
    const language = whole.languages.get('en')!;
    const postings = new Map(
      [...language.postings].map(([term, list]) => {
        if (list.passages.length <= head) return [term, list];
        const order = Array.from(list.passages.keys()).sort((a, b) => list.weights[b]! - list.weights[a]! || a - b);
        const kept = order.slice(0, head).sort((a, b) => a - b);
        const max = Math.max(...order.slice(head).map((i) => list.weights[i]!));
        return [term, { passages: Int32Array.from(kept, (i) => list.passages[i]!), weights: Float64Array.from(kept, (i) => list.weights[i]!), partial: { max } }];
      }),
    );
    return { ...whole, languages: new Map([['en', { ...language, postings }]]) };
  };
  const scores = (index: typeof whole, question: string) => {
    const language = index.languages.get('en')!;
    const { counts, terms } = questionVector(tokenizeWords(question).map((w) => w.term));
    let best = 0;
    const partial = forEachScore(index, language, counts, terms, (_, score) => {
      best = Math.max(best, score);
    });
    return { best, bound: partial?.bound, lists: partial?.lists };
  };

  it('is never below what any passage scores once every posting is read (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words, 'zebra', 'the', 'harbor'), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 12 }), (picked, head) => {
        const question = picked.join(' ');
        const truth = scores(whole, question);
        const partial = scores(cut(head), question);
        expect(truth.bound).toBeUndefined();
        if (partial.bound === undefined) expect(partial.best).toBe(truth.best);
        else expect(partial.bound).toBeGreaterThanOrEqual(truth.best);
        // The heads alone never score a passage above its whole list.
        expect(partial.best).toBeLessThanOrEqual(truth.best);
        // Nothing is left behind for the next question.
        expect([...(whole.scratch.heads?.dots ?? []), ...(whole.scratch.heads?.held ?? [])].every((x) => x === 0)).toBe(true);
      }),
      { numRuns: 400, seed: 13 },
    );
  });

  it('names the partial lists it read, and only those', () => {
    const index = cut(8);
    const language = index.languages.get('en')!;
    const question = 'alfa alfa bravo zebra charlie';
    const { terms } = questionVector(tokenizeWords(question).map((w) => w.term));
    const partialTerms = terms.filter((term) => language.postings.get(term)?.partial !== undefined);
    expect(partialTerms.length).toBeGreaterThan(1);
    expect(partialTerms.length).toBeLessThan(terms.length);
    expect([...scores(index, question).lists!]).toEqual(partialTerms.map((term) => language.postings.get(term)));
    // Whole lists leave nothing out.
    expect(scores(whole, question).lists).toBeUndefined();
  });

  it('bounds below 1 when the postings left out are few, and tells retrieve whether a document may still be named', () => {
    const question = 'alfa bravo charlie delta';
    const truth = scores(whole, question).best;
    const bound = scores(cut(8), question).bound!;
    expect(bound).toBeGreaterThanOrEqual(truth);
    expect(bound).toBeLessThan(1);
    const told: PartialReach[] = [];
    const index = { ...cut(8), notePartial: (reach: PartialReach) => void told.push(reach) };
    // In reach when the bound reaches `RELATED_SHARE` of the threshold, where a refusal becomes a related document; able
    // to answer when it reaches the threshold itself. The search named is the one retrieve was told.
    retrieve(index, tokenizeWords(question), { languages: ['en'], thresholdOf: () => (bound + 0.01) / RELATED_SHARE, limit: 5 });
    retrieve(index, tokenizeWords(question), { languages: ['en'], thresholdOf: () => (bound - 0.01) / RELATED_SHARE, limit: 5, search: 1 });
    expect(told).toEqual([
      { near: false, answer: false, search: undefined, bound },
      { near: true, answer: false, search: 1, bound },
    ]);
    retrieve(index, tokenizeWords(question), { languages: ['en'], thresholdOf: () => bound - 0.01, limit: 5, search: 0 });
    expect(told[2]).toEqual({ near: true, answer: true, search: 0, bound });
    // Whole lists tell nothing.
    retrieve({ ...whole, notePartial: (reach: PartialReach) => void told.push(reach) }, tokenizeWords(question), { languages: ['en'], thresholdOf: () => 0, limit: 5 });
    expect(told).toHaveLength(3);
  });
});
