import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareIndex, type PreparedWholeIndex } from '../answer/prepare-index.ts';
import type { SourceFile } from '../format/fingerprint.ts';
import type { CairnIndex } from '../format/index-format.ts';
import { canonicalJson } from '../format/canonical-json.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { assembleIndex, orderCorpusFiles } from './build-index.ts';
import { CountedPassage, forEachCount, TermTable } from './counted-passage.ts';
import { prepareCounted } from './prepare-counted.ts';
import { prepareCorpusFiles } from './prepare-file.ts';

const file = (id: string, lang: string, title: string, body: string, extra = ''): SourceFile => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${JSON.stringify(title)}\nlang: ${lang}\n${extra}---\n${body}`),
});

/** The index as `assembleIndex` gives it (counted passages) and as records. */
function bothForms(files: readonly SourceFile[]): { counted: CairnIndex; records: CairnIndex } {
  const ordered = orderCorpusFiles(files);
  const counted = assembleIndex(ordered, prepareCorpusFiles(ordered, new TermTable()), DEFAULT_SETTINGS).index!;
  return { counted, records: { ...counted, passages: counted.passages.map((p) => (p as CountedPassage).toJSON()) } };
}

/** Every language's lists in the order they were made, with their positions and weights. */
function lists(prepared: PreparedWholeIndex) {
  return [...prepared.languages].map(([lang, language]) => [
    lang,
    [...language.idf],
    [...language.vocabulary],
    [...language.postings].map(([term, postings]) => [term, [...postings.passages], [...postings.weights]]),
  ]);
}

describe('prepareCounted', () => {
  it('makes what prepareIndex makes from the records: the same lists, in the same order, with the same weights', () => {
    // Integer-like terms (a record lists them first, in numeric order), a suppressed word, accents, Arabic, Han
    // bigrams, a title word in every passage and a language of one passage.
    const { counted, records } = bothForms([
      file('rent', 'en', 'Rent Grant 10', '\nThe grant pays 2024 rent, 9 and 10.\n\nThe office opens at 9.\n\nThe grant ends in 2025.\n'),
      file('bus', 'en', 'Bus Pass', '\nThe pass costs 20 dollars.\n\nThe bus runs daily, café open.\n'),
      file('alquiler', 'es', 'Ayuda de alquiler', '\nLa ayuda paga el alquiler de 2024.\n\nLa oficina abre a las 9.\n'),
      file('ijar', 'ar', 'دعم الإيجار', '\nيدفع الدعم الإيجار.\n\nالمكتب يفتح في 9.\n'),
      file('zu', 'zh', '租金补助', '\n补助支付租金。\n'),
    ]);
    expect(counted.passages.every((p) => p instanceof CountedPassage)).toBe(true);
    const fromNumbers = prepareCounted(counted);
    const fromRecords = prepareIndex(records);
    expect(lists(fromNumbers)).toEqual(lists(fromRecords));
    // Not vacuous: integer-like terms are scored, and a list holds more than one passage.
    const en = fromRecords.languages.get('en')!;
    expect([en.postings.has('9'), en.postings.has('2024'), en.postings.get('grant')!.passages.length]).toEqual([true, true, 3]);
  });

  it('agrees with prepareIndex on generated corpora', () => {
    const word = fc.constantFrom('rent', 'grant', 'bus', '9', '10', '2024', 'café', 'cafe', 'pay', 'office', 'el', 'la', 'دعم', 'x1', 'Ωmega');
    const text = fc.array(fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' ')), { minLength: 1, maxLength: 4 });
    const doc = fc.record({ lang: fc.constantFrom('en', 'es'), title: fc.array(word, { minLength: 1, maxLength: 3 }), paragraphs: text });
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 6 }), (docs) => {
        const { counted, records } = bothForms(docs.map((d, n) => file(`d${n}`, d.lang, d.title.join(' '), `\n${d.paragraphs.join('\n\n')}\n`)));
        expect(lists(prepareCounted(counted))).toEqual(lists(prepareIndex(records)));
      }),
      { numRuns: 150, seed: 17 },
    );
  });

  it('prepares records as prepareIndex does', () => {
    const { records } = bothForms([file('a', 'en', 'Alpha', '\nOne two three.\n\nFour five.\n')]);
    expect(lists(prepareCounted(records))).toEqual(lists(prepareIndex(records)));
  });
});

describe('a counted passage\'s canonical text', () => {
  // Written from the pairs, in their order: the same text as the record's, whose keys canonicalJson sorts itself.
  const sameText = (counted: CairnIndex, records: CairnIndex) => {
    expect(counted.passages.map((p) => canonicalJson(p))).toEqual(records.passages.map((p) => canonicalJson(p)));
    expect(canonicalJson(counted)).toBe(canonicalJson(records));
  };

  it('is the record\'s, with integer-like terms (a record lists them first), accents, Arabic and Han bigrams', () => {
    const { counted, records } = bothForms([
      // "zebra" before "ÿes" in code units, after it in a locale's order.
      file('rent', 'en', 'Rent Grant 10', '\nThe grant pays 2024 rent, 9 and 10.\n\nThe "office" opens at 9, café, zebra ÿes.\n'),
      file('ijar', 'ar', 'دعم الإيجار', '\nيدفع الدعم الإيجار.\n'),
      file('zu', 'zh', '租金补助', '\n补助支付租金。\n'),
    ]);
    expect(canonicalJson(counted.passages.find((p) => p.id === 'rent#1'))).toContain('"terms":{"10":');
    sameText(counted, records);
  });

  it('is the record\'s on generated corpora', () => {
    // Words whose code-unit order differs from a locale's (zebra, ÿes, Ωmega, éte, etc.), integer-like words.
    const word = fc.constantFrom('rent', 'grant', '9', '10', '2024', 'café', 'cafe', 'Café', 'دعم', 'x1', 'Ωmega', 'ÿes', 'zebra', 'éte', 'etc', '租金');
    const doc = fc.record({ title: fc.array(word, { minLength: 1, maxLength: 3 }), paragraphs: fc.array(fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')), { minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(doc, { minLength: 1, maxLength: 5 }), (docs) => {
        const { counted, records } = bothForms(docs.map((d, n) => file(`d${n}`, 'en', d.title.join(' '), `\n${d.paragraphs.join('\n\n')}\n`)));
        sameText(counted, records);
      }),
      { numRuns: 100, seed: 18 },
    );
  });
});

describe('forEachCount', () => {
  it('gives every term and count of a counted passage and of its record', () => {
    const { counted, records } = bothForms([file('rent', 'en', 'Rent Grant 10', '\nThe grant pays 2024 rent, 9 and 10.\n\nZebra ÿes, café.\n')]);
    const seen = (passage: (typeof counted.passages)[number]) => {
      const pairs: Array<[string, number]> = [];
      forEachCount(passage, (term, count) => pairs.push([term, count]));
      return pairs.sort(([a], [b]) => (a < b ? -1 : 1));
    };
    for (const [i, passage] of counted.passages.entries()) {
      const expected = Object.entries(records.passages[i]!.terms).sort(([a], [b]) => (a < b ? -1 : 1));
      expect(expected.length).toBeGreaterThan(3);
      expect(seen(passage)).toEqual(expected);
      expect(seen(records.passages[i]!)).toEqual(expected);
    }
  });
});
