import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { formatWarning } from './build-report.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import type { IndexedDocument, IndexedPassage, Lexicon } from '../format/index-format.ts';
import { UNLINKED_MAX_SPREAD, unlinkedTranslations, unlinkedWarnings } from './unlinked-translations.ts';

interface Doc {
  document: IndexedDocument;
  passage: IndexedPassage;
}

/** A document and its one passage, holding exactly `terms`. */
const doc = (id: string, lang: string, terms: readonly string[], key?: string, supersedes?: string[]): Doc => ({
  document: { id, title: id, lang, path: `${id}.md`, meta: key === undefined ? {} : { translation_key: key }, ...(supersedes === undefined ? {} : { supersedes }) },
  passage: { id: `${id}#1`, doc: id, lang, heading: '', body: '', terms: Object.fromEntries(terms.map((t) => [t, 1])) },
});

const pairsOf = (docs: readonly Doc[], lexicon: Lexicon = {}) =>
  unlinkedTranslations(
    docs.map((d) => d.document),
    docs.map((d) => d.passage),
    lexicon,
  );
const found = (docs: readonly Doc[], lexicon: Lexicon = {}) => pairsOf(docs, lexicon).map(({ a, b, share }) => [a.id, b.id, share]);

const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('unlinkedTranslations', () => {
  // Seven terms each, five in common (the numbers and the name a translation keeps): Dice 10 / 14.
  const pass = ['gopas', '555', '0104', 'harbo', '20'];
  const passEn = doc('pass-en', 'en', [...pass, 'bus', 'fare']);
  const passEs = doc('pass-es', 'es', [...pass, 'autob', 'tarif']);
  const foodEn = doc('food-en', 'en', ['groce', 'card', '555'], 'food');
  const foodEs = doc('food-es', 'es', ['tarje', 'comid', '555'], 'food');

  it('reports two documents in two languages that share far more words with each other than with anything else', () => {
    expect(found([passEn, passEs, foodEn, foodEs])).toEqual([['pass-en', 'pass-es', 10 / 14]]);
  });

  it('says nothing of documents a translation_key links', () => {
    expect(found([doc('pass-en', 'en', [...pass, 'bus', 'fare'], 'pass'), doc('pass-es', 'es', [...pass, 'autob', 'tarif'], 'pass'), foodEn, foodEs])).toEqual([]);
  });

  it('reports documents whose keys differ, when neither key has the other language (a key typed two ways)', () => {
    expect(found([doc('pass-en', 'en', [...pass, 'bus', 'fare'], 'pass'), doc('pass-es', 'es', [...pass, 'autob', 'tarif'], 'pase'), foodEn, foodEs])).toEqual([
      ['pass-en', 'pass-es', 10 / 14],
    ]);
  });

  it('reads a document against a language only when its group has no translation in that language', () => {
    // food-en has a Spanish translation; pass-es is closest to it of all, and is still not reported with it.
    const close = doc('pass-es', 'es', ['groce', 'card', '555', 'x', 'y', 'z']);
    expect(found([doc('food-en', 'en', ['groce', 'card', '555', 'x', 'y', 'z'], 'food'), foodEs, close])).toEqual([]);
    // Nor when that translation has no text of its own.
    const silent = { document: doc('food-en', 'en', [], 'food').document, passages: [] };
    expect(unlinkedTranslations([silent.document, doc('food-es', 'es', words('w', 6), 'food').document, doc('x-en', 'en', words('w', 6)).document], [doc('food-es', 'es', words('w', 6), 'food').passage, doc('x-en', 'en', words('w', 6)).passage], {})).toEqual([]);
  });

  it('weighs linked documents as rivals: a shared footer is not a translation', () => {
    // Two unlinked pages and a linked pair, every page with the agency's six-word footer and six words of its own.
    const footer = words('f', 6);
    const pages = [
      doc('trash-en', 'en', [...footer, ...words('t', 6)]),
      doc('meter-es', 'es', [...footer, ...words('m', 6)]),
      doc('food-en', 'en', [...footer, ...words('g', 6)], 'food'),
      doc('food-es', 'es', [...footer, ...words('c', 6)], 'food'),
    ];
    expect(found(pages)).toEqual([]);
    // Without the linked pair there is nothing to tell a footer from a translation by: the two are reported.
    expect(found(pages.slice(0, 2))).toEqual([['trash-en', 'meter-es', 0.5]]);
  });

  it('needs at least half again the share of either one\'s next closest, compared exactly', () => {
    const a = doc('a', 'en', words('w', 10));
    const best = doc('b1', 'es', [...words('w', 6), ...words('y', 4)]); // 12 / 20
    const atMargin = doc('b2', 'es', [...words('w', 4), ...words('z', 6)]); // 8 / 20: 0.6 is 1.5 × 0.4 (0.6000000000000001 in floating point)
    const over = doc('b2', 'es', [...words('w', 5), ...words('z', 5)]); // 10 / 20: 0.6 < 1.5 × 0.5
    expect(found([a, best, atMargin])).toEqual([['a', 'b1', 0.6]]);
    expect(found([a, best, over])).toEqual([]);
    // Whatever order the rivals are met in: the closest after the best, or a far one before a near one.
    expect(found([a, over, best])).toEqual([]);
    expect(found([a, best, doc('b3', 'es', [...words('w', 2), ...words('x', 8)]), over])).toEqual([]);
    // Two equally close: neither is the translation.
    expect(found([a, best, doc('b3', 'es', [...words('w', 6), ...words('v', 4)])])).toEqual([]);
  });

  it("counts the other side's next closest too", () => {
    // b's closest is a (0.6), a's only partner is b; a2 is b's next closest at 0.5.
    const a = doc('a', 'en', words('w', 10));
    const a2 = doc('a2', 'en', [...words('w', 5), ...words('u', 5)]);
    const b = doc('b', 'es', [...words('w', 6), ...words('y', 4)]);
    expect(found([a, a2, b])).toEqual([]);
  });

  it("needs each to be the other one's closest", () => {
    const a1 = doc('a1', 'en', [...words('w', 5), ...words('u', 15)]); // with b: 10 / 40
    const a2 = doc('a2', 'en', words('w', 18)); // with b: 36 / 38
    const b = doc('b', 'es', [...words('w', 18), ...words('y', 2)]);
    expect(found([a1, a2, b])).toEqual([['a2', 'b', 36 / 38]]);
  });

  it('takes versions of one document as one: a page with two versions is not its own rival', () => {
    const v1 = doc('pass-en-2024', 'en', [...pass, 'bus', 'fare']);
    const v2 = doc('pass-en-2025', 'en', [...pass, 'bus', 'fare', 'ferry'], undefined, ['pass-en-2024']);
    // The closer version is named, once.
    expect(found([v1, v2, passEs])).toEqual([['pass-en-2024', 'pass-es', 10 / 14]]);
    // Two versions saying the same: the first by id, whichever order they come in.
    const same = doc('pass-en-2025', 'en', [...pass, 'bus', 'fare'], undefined, ['pass-en-2024']);
    expect(found([v1, same, passEs])).toEqual([['pass-en-2024', 'pass-es', 10 / 14]]);
    expect(found([same, v1, passEs])).toEqual([['pass-en-2024', 'pass-es', 10 / 14]]);
    // Without the link between them, the two are rivals as close as the best, and nothing is reported.
    expect(found([v1, doc('pass-en-2025', 'en', [...pass, 'bus', 'fare', 'ferry']), passEs])).toEqual([]);
  });

  it('needs at least a tenth of their words and five terms in common', () => {
    const a = doc('a', 'en', [...words('w', 5), ...words('u', 45)]);
    expect(found([a, doc('b', 'es', [...words('w', 5), ...words('y', 45)])])).toEqual([['a', 'b', 0.1]]); // 10 / 100
    expect(found([a, doc('b', 'es', [...words('w', 5), ...words('y', 46)])])).toEqual([]); // 10 / 101
    // Four terms in common are a phone number and an address, however short the pages.
    expect(found([doc('a', 'en', words('w', 4)), doc('b', 'es', words('w', 4))])).toEqual([]);
    expect(found([doc('a', 'en', words('w', 5)), doc('b', 'es', words('w', 5))])).toEqual([['a', 'b', 1]]);
  });

  it("carries the first language's words into the second's through the lexicon", () => {
    const en = doc('help-en', 'en', ['apply', 'incom', 'proof', 'rent', 'lease', 'month', 'bank']);
    const es = doc('help-es', 'es', ['solic', 'ingre', 'prueb', 'renta', 'contr', 'mes', 'banco']);
    expect(found([en, es])).toEqual([]);
    const lexicon: Lexicon = { 'en|es': [['apply', 'solic'], ['bank', 'banco'], ['incom', 'ingre'], ['month', 'mes'], ['proof', 'prueb']] };
    expect(found([en, es], lexicon)).toEqual([['help-en', 'help-es', 10 / 14]]);
  });

  it(`does not count a word more than ${UNLINKED_MAX_SPREAD} documents of either side hold`, () => {
    const common = words('c', 5);
    const a = doc('a', 'en', common);
    const b = doc('b', 'es', common); // 10 / 10, against 10 / 20 with every other: reported when the words count
    const others = (lang: string) => Array.from({ length: UNLINKED_MAX_SPREAD }, (_, i) => doc(`o${i}`, lang, [...common, ...words(`y${i}-`, 10)]));
    expect(found([a, b, ...others('es')])).toEqual([]);
    expect(found([a, b, ...others('es').slice(1)])).toEqual([['a', 'b', 1]]);
    expect(found([a, b, ...others('en')])).toEqual([]);
    expect(found([a, b, ...others('en').slice(1)])).toEqual([['a', 'b', 1]]);
  });

  it('pairs every two languages, each document read against the languages its group has no translation in', () => {
    const en = doc('x-en', 'en', [...pass, 'bus'], 'x');
    const ar = doc('x-ar', 'ar', [...pass, 'حافل'], 'x');
    expect(found([en, ar, doc('x-es', 'es', [...pass, 'autob'])])).toEqual([
      ['x-ar', 'x-es', 10 / 12],
      ['x-en', 'x-es', 10 / 12],
    ]);
    expect(found([en, ar, doc('x-es', 'es', [...pass, 'autob'], 'x')])).toEqual([]);
  });
});

describe('unlinkedWarnings', () => {
  const pass = ['gopas', '555', '0104', 'harbo', '20'];
  const tail = 'far more than either has with any other document, but no translation_key links them: each counts as untranslated, so a question the one does not answer falls back to the other, in its language, and the lexicon learns nothing from them';
  const warned = (docs: readonly Doc[]) =>
    unlinkedWarnings(
      unlinkedTranslations(
        docs.map((d) => d.document),
        docs.map((d) => d.passage),
        {},
      ),
    ).map(formatWarning);

  it('puts one warning on the document without a key, naming every document it looks like a translation of and the key to give it', () => {
    const group = [doc('x-en', 'en', [...pass, 'bus'], 'x'), doc('x-ar', 'ar', [...pass, 'حافل'], 'x')];
    expect(warned([...group, doc('x-es', 'es', [...pass, 'autob'])])).toEqual([
      `x-es.md: warning: looks like a translation of x-ar.md (ar; 83% of their words in common) and x-en.md (en; 83% of their words in common), ${tail}; if it is, give it translation_key: x`,
    ]);
  });

  it("puts it on the first language's document when neither or both have a key, naming both keys", () => {
    expect(warned([doc('p-en', 'en', [...pass, 'bus']), doc('p-es', 'es', [...pass, 'autob'])])).toEqual([
      `p-en.md: warning: looks like a translation of p-es.md (es; 83% of their words in common), ${tail}; if it is, give both the same translation_key`,
    ]);
    // Both keyed, apart: both keys named, one most likely misspelt.
    expect(warned([doc('p-en', 'en', [...pass, 'bus'], 'pass'), doc('p-es', 'es', [...pass, 'autob'], 'pase')])).toEqual([
      `p-en.md: warning: looks like a translation of p-es.md (es; 83% of their words in common), ${tail}; its translation_key is "pass" and p-es.md's is "pase": if they are translations, give both the same key`,
    ]);
  });
});

describe('the build', () => {
  const file = (id: string, lang: string, title: string, body: string, key?: string) => ({
    path: `${lang}/${id}.md`,
    bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n${key === undefined ? '' : `translation_key: ${key}\n`}---\n\n${body}\n`),
  });
  const PASS_EN = 'A GoPass costs $20 a year. Call (555) 010-4400 or visit 14 Quay Street.';
  const PASS_ES = 'Un GoPass cuesta $20 al año. Llame al (555) 010-4400 o visite 14 Quay Street.';
  const food = [
    file('food-en', 'en', 'Grocery card', 'The grocery card pays for food at any store.', 'food'),
    file('food-es', 'es', 'Tarjeta de comida', 'La tarjeta paga la comida en cualquier tienda.', 'food'),
  ];
  const unlinked = (built: ReturnType<typeof buildIndex>) => built.warnings.filter((w) => w.message.includes('translation of')).map(formatWarning);

  // Ten of thirteen terms on each side: harbo, gopas, 20, 555, 010, 4400, visit, 14, quay, stree (20 / 26).
  it("warns on the first document's file, naming the other's, with what the missing key costs and how to give it", () => {
    const corpus = [file('pass-en', 'en', 'Harbor GoPass', PASS_EN), file('pass-es', 'es', 'Harbor GoPass', PASS_ES), ...food];
    expect(unlinked(buildIndex(corpus, DEFAULT_SETTINGS))).toEqual([
      'en/pass-en.md: warning: looks like a translation of es/pass-es.md (es; 77% of their words in common), far more than either has with any other ' +
        'document, but no translation_key links them: each counts as untranslated, so a question the one does not answer falls back to the other, in ' +
        'its language, and the lexicon learns nothing from them; if it is, give both the same translation_key',
    ]);
  });

  it('says nothing once they share a key', () => {
    const corpus = [file('pass-en', 'en', 'Harbor GoPass', PASS_EN, 'pass'), file('pass-es', 'es', 'Harbor GoPass', PASS_ES, 'pass'), ...food];
    expect(unlinked(buildIndex(corpus, DEFAULT_SETTINGS))).toEqual([]);
  });
});
