import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { fromUnitSteps, passageWeights, prepareIndex, UNIT_WEIGHT_BITS, unitSteps, unitWeight } from './prepare-index.ts';

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

describe('prepareIndex', () => {
  // Numbers, a title word in every passage, a suppressed word and two languages: each counted by the first pass.
  const doc = (id: string, lang: string, title: string, body: string) => ({
    path: `${id}.md`,
    bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n---\n${body}`),
  });
  const index = buildIndex(
    [
      doc('rent', 'en', 'Rent Grant', '\nThe grant pays 2024 rent.\n\nThe office opens at 9.\n\nThe grant ends in 2025.\n'),
      doc('bus', 'en', 'Bus Pass', '\nThe pass costs 20 dollars.\n\nThe bus runs daily.\n'),
      doc('renta', 'es', 'Ayuda de renta', '\nLa ayuda paga la renta de 2024.\n'),
    ],
    DEFAULT_SETTINGS,
  ).index!;

  it('fills every posting list to its end: one posting per passage holding the term, positions rising, no zero weight', () => {
    const prepared = prepareIndex(index);
    for (const [lang, language] of prepared.languages) {
      expect(language.postings.size).toBeGreaterThan(0);
      for (const [term, list] of language.postings) {
        const holding = index.passages.flatMap((p, position) => (p.lang === lang && term in p.terms ? [position] : []));
        expect([...list.passages]).toEqual(holding);
        expect([...list.weights].every((w) => w > 0)).toBe(true);
      }
    }
  });
});
