import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { formatWarning } from './build-report.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import type { IndexedDocument, IndexedPassage, Lexicon } from '../format/index-format.ts';
import { UNLINKED_MAX_SPREAD, unlinkedTranslations } from './unlinked-translations.ts';

/** A document and its one passage, holding exactly `terms`. */
const doc = (id: string, lang: string, terms: readonly string[], key?: string): { document: IndexedDocument; passage: IndexedPassage } => ({
  document: { id, title: id, lang, path: `${id}.md`, meta: key === undefined ? {} : { translation_key: key } },
  passage: { id: `${id}#1`, doc: id, lang, heading: '', body: '', terms: Object.fromEntries(terms.map((t) => [t, 1])) },
});

const found = (docs: ReadonlyArray<ReturnType<typeof doc>>, lexicon: Lexicon = {}) =>
  unlinkedTranslations(
    docs.map((d) => d.document),
    docs.map((d) => d.passage),
    lexicon,
  ).map(({ a, b, share }) => [a.id, b.id, share]);

const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('unlinkedTranslations', () => {
  // Seven terms each, five shared (the numbers and the name a translation keeps): Dice 10 / 14.
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
    const close = doc('pass-es', 'es', ['groce', 'card', '555', 'x']);
    expect(found([foodEn, foodEs, close])).toEqual([]);
  });

  it('needs the pair to share half again more than either shares with its next closest', () => {
    const a = doc('a', 'en', words('w', 10));
    const best = doc('b1', 'es', [...words('w', 6), ...words('y', 4)]); // 12 / 20
    const far = doc('b2', 'es', [...words('w', 3), ...words('z', 7)]); // 6 / 20: 0.6 ≥ 1.5 × 0.3
    const near = doc('b2', 'es', [...words('w', 5), ...words('z', 5)]); // 10 / 20: 0.6 < 1.5 × 0.5
    expect(found([a, best, far])).toEqual([['a', 'b1', 0.6]]);
    expect(found([a, best, near])).toEqual([]);
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

  it('needs each to be the other one\'s closest', () => {
    const a1 = doc('a1', 'en', [...words('w', 4), ...words('u', 16)]); // with b: 8 / 40
    const a2 = doc('a2', 'en', words('w', 18)); // with b: 36 / 38
    const b = doc('b', 'es', [...words('w', 18), ...words('y', 2)]);
    expect(found([a1, a2, b])).toEqual([['a2', 'b', 36 / 38]]);
  });

  it('needs at least a tenth of their words shared', () => {
    const a = doc('a', 'en', [...words('w', 2), ...words('u', 18)]);
    expect(found([a, doc('b', 'es', [...words('w', 1), ...words('y', 19)])])).toEqual([]); // 2 / 40
    expect(found([a, doc('b', 'es', [...words('w', 2), ...words('y', 18)])])).toEqual([['a', 'b', 0.1]]); // 4 / 40
  });

  it("carries the first language's words into the second's through the lexicon", () => {
    const en = doc('help-en', 'en', ['apply', 'incom', 'proof', 'rent', 'lease']);
    const es = doc('help-es', 'es', ['solic', 'ingre', 'prueb', 'renta', 'contr']);
    expect(found([en, es])).toEqual([]);
    const lexicon: Lexicon = { 'en|es': [['apply', 'solic'], ['incom', 'ingre'], ['proof', 'prueb']] };
    expect(found([en, es], lexicon)).toEqual([['help-en', 'help-es', 0.6]]);
  });

  it(`does not count a word more than ${UNLINKED_MAX_SPREAD} documents of one side hold`, () => {
    const a = doc('a', 'en', ['commo']);
    const b = doc('b', 'es', ['commo']); // 2 / 2, against 2 / 4 with every other: reported if the word counted
    const others = Array.from({ length: UNLINKED_MAX_SPREAD }, (_, i) => doc(`c${i}`, 'es', ['commo', `y${i}`, `z${i}`]));
    expect(found([a, b, ...others])).toEqual([]);
    expect(found([a, b, ...others.slice(1)])).toEqual([['a', 'b', 1]]);
  });

  it('pairs every two languages, each document read against the languages its group has no translation in', () => {
    const en = doc('x-en', 'en', [...pass, 'bus'], 'x');
    const ar = doc('x-ar', 'ar', [...pass, 'حافل'], 'x');
    // Each of the group's documents is reported with the Spanish one, for its own language: 10 / 12.
    expect(found([en, ar, doc('x-es', 'es', [...pass, 'autob'])])).toEqual([
      ['x-ar', 'x-es', 10 / 12],
      ['x-en', 'x-es', 10 / 12],
    ]);
    expect(found([en, ar, doc('x-es', 'es', [...pass, 'autob'], 'x')])).toEqual([]);
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
      'en/pass-en.md: warning: looks like a translation of es/pass-es.md (es), which shares 77% of its words (half again more than any ' +
        'other document does), but no translation_key links them: each counts as untranslated, so a question the one does not answer ' +
        'falls back to the other, in its language, and the lexicon learns nothing from them; if they are translations, give both the same translation_key',
    ]);
  });

  it('says nothing once they share a key', () => {
    const corpus = [file('pass-en', 'en', 'Harbor GoPass', PASS_EN, 'pass'), file('pass-es', 'es', 'Harbor GoPass', PASS_ES, 'pass'), ...food];
    expect(unlinked(buildIndex(corpus, DEFAULT_SETTINGS))).toEqual([]);
  });
});
