/** What a refusal names: one title per program (a document, its translations and its versions), per language. */
import { describe, expect, it } from 'vitest';
import type { IndexedDocument } from './index-format.ts';
import { MAX_TOPICS, topicsOf } from './topics.ts';

const doc = (id: string, lang: string, title: string, key?: string, supersedes?: string[]): IndexedDocument => ({
  id,
  title,
  lang,
  path: `${id}.md`,
  meta: key === undefined ? {} : { translation_key: key },
  ...(supersedes === undefined ? {} : { supersedes }),
});

describe('topicsOf', () => {
  const documents = [
    doc('grocery-ar', 'ar', 'مخصص البقالة', 'grocery'),
    doc('grocery-en', 'en', 'Grocery Allowance', 'grocery'),
    doc('grocery-es', 'es', 'Ayuda para Alimentos', 'grocery'),
    // Two versions of one document under one key, one title: named once.
    doc('credit-2024-en', 'en', 'Winter Credit', 'credit'),
    doc('credit-en', 'en', 'Winter Credit', 'credit', ['credit-2024-en']),
    doc('credit-es', 'es', 'Crédito de Invierno', 'credit'),
    // English only: named in English in every language.
    doc('gopass-en', 'en', 'GoPass'),
  ];

  it('names each program once per language, in that language where it is written, else in the default language', () => {
    expect(topicsOf(documents, ['ar', 'en', 'es'], 'en')).toEqual({
      ar: [
        { title: 'مخصص البقالة', lang: 'ar', doc: 'grocery-ar' },
        { title: 'Winter Credit', lang: 'en', doc: 'credit-en' },
        { title: 'GoPass', lang: 'en', doc: 'gopass-en' },
      ],
      en: [
        { title: 'Grocery Allowance', lang: 'en', doc: 'grocery-en' },
        { title: 'Winter Credit', lang: 'en', doc: 'credit-en' },
        { title: 'GoPass', lang: 'en', doc: 'gopass-en' },
      ],
      es: [
        { title: 'Ayuda para Alimentos', lang: 'es', doc: 'grocery-es' },
        { title: 'Crédito de Invierno', lang: 'es', doc: 'credit-es' },
        { title: 'GoPass', lang: 'en', doc: 'gopass-en' },
      ],
    });
  });

  it('names a renamed program by the version that replaced it, linked by supersedes alone or by a key', () => {
    const renamed = [doc('heat-old', 'en', 'Winter Heating Credit'), doc('heat-new', 'en', 'Winter Utility Credit', undefined, ['heat-old'])];
    expect(topicsOf(renamed, ['en'], 'en')).toEqual({ en: [{ title: 'Winter Utility Credit', lang: 'en', doc: 'heat-new' }] });
    const keyed = [doc('bill-2024', 'en', 'Energy Bill Help 2024', 'bill'), doc('bill', 'en', 'Energy Bill Help', 'bill', ['bill-2024'])];
    expect(topicsOf(keyed, ['en'], 'en')).toEqual({ en: [{ title: 'Energy Bill Help', lang: 'en', doc: 'bill' }] });
  });

  it('takes the exact language tag before another region or script of the same language', () => {
    const regions = [doc('rent-pt-pt', 'pt-PT', 'Apoio à Habitação', 'rent'), doc('rent-pt-br', 'pt-BR', 'Auxílio Moradia', 'rent')];
    expect(topicsOf(regions, ['pt-BR', 'pt-PT'], 'pt-BR')).toEqual({
      'pt-BR': [{ title: 'Auxílio Moradia', lang: 'pt-BR', doc: 'rent-pt-br' }],
      'pt-PT': [{ title: 'Apoio à Habitação', lang: 'pt-PT', doc: 'rent-pt-pt' }],
    });
  });

  it("falls back to a program's first document when neither the language nor the default has one", () => {
    expect(topicsOf([doc('only-fr', 'fr', 'Aide au logement')], ['de'], 'en')).toEqual({ de: [{ title: 'Aide au logement', lang: 'fr', doc: 'only-fr' }] });
  });

  it(`names nothing in a language with more than ${MAX_TOPICS} titles, and exactly ${MAX_TOPICS} in full`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => doc(`page-${i}`, 'en', `Page ${i}`));
    expect(topicsOf(many(MAX_TOPICS + 1), ['en'], 'en')).toEqual({});
    expect(topicsOf(many(MAX_TOPICS), ['en'], 'en').en).toHaveLength(MAX_TOPICS);
  });
});
