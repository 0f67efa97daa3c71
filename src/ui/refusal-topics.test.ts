/** Which titles a refusal names: those of its language, else of the corpus's default language, else none. */
import { describe, expect, it } from 'vitest';
import { topicsFor } from './refusal-view.tsx';

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
