/** What a refusal names: the titles of a small corpus's documents, one per document and its translations, per language. */
import { describe, expect, it } from 'vitest';
import type { IndexedDocument } from '../../src/engine/index.ts';
import { MAX_TOPICS, topicsOf } from './site-info.ts';

const doc = (id: string, lang: string, title: string, key?: string): IndexedDocument => ({
  id,
  title,
  lang,
  path: `${id}.md`,
  meta: key === undefined ? {} : { translation_key: key },
});

describe('topicsOf', () => {
  const documents = [
    doc('grocery-ar', 'ar', 'مخصص البقالة', 'grocery'),
    doc('grocery-en', 'en', 'Grocery Allowance', 'grocery'),
    doc('grocery-es', 'es', 'Ayuda para Alimentos', 'grocery'),
    // Two versions of one document, one title: named once.
    doc('credit-2024-en', 'en', 'Winter Credit', 'credit'),
    doc('credit-en', 'en', 'Winter Credit', 'credit'),
    doc('credit-es', 'es', 'Crédito de Invierno', 'credit'),
    // English only: named in English in every language.
    doc('gopass-en', 'en', 'GoPass'),
  ];

  it('names each document once per language, in that language where it is written, else in the default language', () => {
    expect(topicsOf(documents, ['ar', 'en', 'es'], 'en')).toEqual({
      ar: [
        { title: 'مخصص البقالة', lang: 'ar' },
        { title: 'Winter Credit', lang: 'en' },
        { title: 'GoPass', lang: 'en' },
      ],
      en: [
        { title: 'Grocery Allowance', lang: 'en' },
        { title: 'Winter Credit', lang: 'en' },
        { title: 'GoPass', lang: 'en' },
      ],
      es: [
        { title: 'Ayuda para Alimentos', lang: 'es' },
        { title: 'Crédito de Invierno', lang: 'es' },
        { title: 'GoPass', lang: 'en' },
      ],
    });
  });

  it('falls back to a group\'s first document when neither its language nor the default has one', () => {
    expect(topicsOf([doc('only-fr', 'fr', 'Aide au logement')], ['de'], 'en')).toEqual({ de: [{ title: 'Aide au logement', lang: 'fr' }] });
  });

  it(`names nothing in a language with more than ${MAX_TOPICS} documents to name, and exactly ${MAX_TOPICS} in full`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => doc(`page-${i}`, 'en', `Page ${i}`));
    expect(topicsOf(many(MAX_TOPICS + 1), ['en'], 'en')).toEqual({});
    expect(topicsOf(many(MAX_TOPICS), ['en'], 'en').en).toHaveLength(MAX_TOPICS);
  });
});
