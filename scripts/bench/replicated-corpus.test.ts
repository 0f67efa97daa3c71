import { describe, expect, it } from 'vitest';
import { buildIndex, defaultConfig, type SourceFile } from '../../src/engine/index.ts';
import { commonWords, copyDocument, copySpelling, KEPT_COMMON_WORDS, renamedShare, replicatedCorpus } from './replicated-corpus.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const english = `---
id: passport-en
title: Renew a passport
lang: en
translation_key: passport
url: https://example.gov/passport
---

## How to renew

You can renew your passport by mail when it is undamaged.

The fee for the application is 130 dollars.
`;
const spanish = `---
id: passport-es
title: Renovar el pasaporte
lang: es
translation_key: passport
---

Puede renovar su pasaporte por correo si no está dañado.
`;
const source: SourceFile[] = [
  { path: 'es/passport-es.md', bytes: encoder.encode(spanish) },
  { path: 'en/passport-en.md', bytes: encoder.encode(english) },
];
/** What the build gives each file: two passages in English, one in Spanish. */
const passagesOf = new Map([
  ['en/passport-en.md', 2],
  ['es/passport-es.md', 1],
]);

describe('renamedShare', () => {
  it('renames nothing in the site itself and √(r + 1) − √r of the rare words in copy r', () => {
    expect(renamedShare(0)).toBe(0);
    expect(renamedShare(1)).toBeCloseTo(Math.SQRT2 - 1, 12);
    expect(renamedShare(3)).toBeCloseTo(2 - Math.sqrt(3), 12);
    // Summed over copies 1…k−1 it is √k − 1: about √k spellings of a rare word after k copies.
    let sum = 0;
    for (let r = 1; r < 16; r++) sum += renamedShare(r);
    expect(sum).toBeCloseTo(3, 12);
  });
});

describe('commonWords', () => {
  it('ranks case-folded word types by count, then in code-unit order', () => {
    expect([...commonWords(['b a B c', 'a b d'], 2)]).toEqual(['b', 'a']);
    expect([...commonWords(['d c', 'c d'], 1)]).toEqual(['c']);
    expect(KEPT_COMMON_WORDS).toBe(300);
  });
});

describe('copySpelling', () => {
  const common = new Set(['the']);

  it('keeps every word in copy 0 and a common word in every copy', () => {
    expect(copySpelling('Passport', 0, common)).toBe('Passport');
    for (let copy = 1; copy < 50; copy++) expect(copySpelling('The', copy, common)).toBe('The');
  });

  it('renames about the share renamedShare gives, always as two syllables before the word, the same each time', () => {
    const words = Array.from({ length: 4000 }, (_, i) => `word${i.toString(36)}`);
    for (const copy of [1, 8]) {
      const renamed = words.filter((w) => copySpelling(w, copy, common) !== w);
      expect(renamed.length / words.length).toBeGreaterThan(renamedShare(copy) - 0.03);
      expect(renamed.length / words.length).toBeLessThan(renamedShare(copy) + 0.03);
      for (const w of renamed) {
        expect(copySpelling(w, copy, common)).toMatch(new RegExp(`^[bdfgklmnprstvz][aeiou][bdfgklmnprstvz][aeiou]${w}$`, 'u'));
        expect(copySpelling(w, copy, common)).toBe(copySpelling(w, copy, common));
      }
    }
  });

  it('decides by the case-folded word, so Passport and passport are renamed together', () => {
    for (let copy = 1; copy < 30; copy++) {
      const upper = copySpelling('Passport', copy, common);
      const lower = copySpelling('passport', copy, common);
      expect(upper === 'Passport').toBe(lower === 'passport');
      expect(upper.toLowerCase()).toBe(lower);
    }
  });
});

describe('copyDocument', () => {
  it('returns copy 0 unchanged', () => {
    expect(copyDocument(english, 0, new Set())).toBe(english);
  });

  it('prefixes id and translation key, respells title and body, keeps every other line', () => {
    // Every word common but "passport": only it may be respelt.
    const common = commonWords([english], 1000);
    common.delete('passport');
    let copy = 1;
    while (copySpelling('passport', copy, common) === 'passport') copy++;
    const spelt = copySpelling('passport', copy, common);
    const copied = copyDocument(english, copy, common);
    expect(copied).toBe(
      english
        .replace('id: passport-en', `id: c${copy}-passport-en`)
        .replace('translation_key: passport', `translation_key: c${copy}-passport`)
        .replace('title: Renew a passport', `title: Renew a ${spelt}`)
        .replace('your passport by', `your ${spelt} by`),
    );
  });

  it('refuses a document without front matter', () => {
    expect(() => copyDocument('no front matter', 1, new Set())).toThrow(/front matter/u);
  });
});

describe('replicatedCorpus', () => {
  it('copies the site in path order until the size is reached, the first copy the site itself', () => {
    const corpus = replicatedCorpus(source, passagesOf, 7);
    expect(corpus.files.map((f) => f.path)).toEqual([
      'en/passport-en.md',
      'es/passport-es.md',
      'copy-1/en/passport-en.md',
      'copy-1/es/passport-es.md',
      'copy-2/en/passport-en.md',
    ]);
    expect(corpus.passages).toBe(8);
    expect(corpus.copies).toBe(3);
    expect(decoder.decode(corpus.files[0]!.bytes)).toBe(english);
    expect(decoder.decode(corpus.files[1]!.bytes)).toBe(spanish);
  });

  it('gives the same bytes for the same source and size', () => {
    const first = replicatedCorpus(source, passagesOf, 20);
    const second = replicatedCorpus([...source].reverse(), passagesOf, 20);
    expect(second.files.map((f) => [f.path, decoder.decode(f.bytes)])).toEqual(first.files.map((f) => [f.path, decoder.decode(f.bytes)]));
  });

  it('builds without errors: ids distinct, each copy a translation pair of its own, the passages counted', () => {
    const corpus = replicatedCorpus(source, passagesOf, 40);
    const built = buildIndex(corpus.files, defaultConfig().settings);
    expect(built.errors).toEqual([]);
    expect(built.index!.passages.length).toBe(corpus.passages);
    expect(new Set(built.index!.documents.map((d) => d.id)).size).toBe(corpus.files.length);
    // A copy's documents sort together: c1-…, c10-…, c2-… (code-unit order), the site itself after them.
    expect(built.index!.documents.map((d) => d.id).slice(0, 4)).toEqual(['c1-passport-en', 'c1-passport-es', 'c10-passport-en', 'c10-passport-es']);
    expect(built.index!.documents.at(-1)!.id).toBe('passport-es');
  });

  it('rejects a size that is not a positive whole number and a source with no passages', () => {
    expect(() => replicatedCorpus(source, passagesOf, 0)).toThrow(RangeError);
    expect(() => replicatedCorpus(source, passagesOf, 2.5)).toThrow(RangeError);
    expect(() => replicatedCorpus(source, new Map(), 5)).toThrow(/no passages/u);
  });
});
