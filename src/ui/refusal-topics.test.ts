/** Which titles a refusal names (those of its language, else of the corpus's default language, else none), and its first sentence. */
import { describe, expect, it } from 'vitest';
import type { Refusal } from '../engine/answer/outcome.ts';
import { languageRegistry } from '../engine/text/language.ts';
import { documentLanguages, refusalMessage, topicsFor } from './refusal-view.tsx';
import { UI_STRINGS, uiTablesWith } from './strings.ts';

const EN = [{ title: 'Grocery Allowance', lang: 'en', doc: 'grocery-en' }];
const ES = [{ title: 'Ayuda para Alimentos', lang: 'es', doc: 'grocery-es' }];

describe('topicsFor', () => {
  it("gives the refusal's language's titles, matched as language tags are", () => {
    expect(topicsFor({ topics: { en: EN, es: ES }, defaultLanguage: 'en' }, 'es')).toBe(ES);
    expect(topicsFor({ topics: { en: EN, es: ES }, defaultLanguage: 'en' }, 'es-MX')).toBe(ES);
  });

  it("gives the default language's where the corpus has none in the refusal's (a page offers more languages than the corpus)", () => {
    expect(topicsFor({ topics: { en: EN }, defaultLanguage: 'en' }, 'es')).toBe(EN);
  });

  it('gives none before a corpus has loaded, or where it has too many titles to list', () => {
    expect(topicsFor(undefined, 'en')).toBeUndefined();
    expect(topicsFor({ topics: {}, defaultLanguage: 'en' }, 'en')).toBeUndefined();
  });
});

describe('refusalMessage, for a date before the records', () => {
  const refusal = (lang: string, message: string): Refusal => ({
    kind: 'refusal',
    lang,
    dir: 'ltr',
    message,
    contact: 'Call 311.',
    contactLine: 'To ask a person: Call 311.',
    beforeRecords: { asOf: '2020-01-15', since: '2026-03-01' },
    citedText: '',
    status: '',
  });

  it("is the page's sentence, dates written out, in a language the page has words for", () => {
    expect(refusalMessage(refusal('es', 'No puedo responder para el 2020-01-15: …'), UI_STRINGS)).toMatch(/^No puedo responder para el 15 de enero de 2020/u);
  });

  it("is the engine's sentence in any other language: the agency's own words, which the status is marked as", () => {
    const russian = 'Я не могу ответить по состоянию на 2020-01-15: документы содержат сведения только начиная с 2026-03-01.';
    expect(refusalMessage(refusal('ru', russian), UI_STRINGS)).toBe(russian);
  });

  it("is the page's sentence in the agency's own words for the page, where it gave them", () => {
    const words = { ...UI_STRINGS.en!, refusalBeforeRecords: 'Нет сведений на {date}: они начинаются {since}' };
    expect(refusalMessage(refusal('ru', 'engine'), uiTablesWith({ ru: words }))).toBe('Нет сведений на 15 января 2020 г.: они начинаются 1 марта 2026 г.');
  });
});

describe('documentLanguages', () => {
  it('names the languages the documents are written in, not the others the page has words for', () => {
    // An English and Spanish corpus on a page with words in Arabic too (a resident trial asked in Arabic, session 50).
    expect(documentLanguages(languageRegistry(['en', 'es-US'], Object.keys(UI_STRINGS)))).toEqual(['en', 'es-US']);
    expect(documentLanguages(languageRegistry(['ar', 'en', 'es'], Object.keys(UI_STRINGS)))).toEqual(['ar', 'en', 'es']);
  });
});
