import { describe, expect, it } from 'vitest';
import { pageOffer } from './page-offer.ts';
import { UI_STRINGS, uiTablesWith } from './strings.ts';

const CODES = ['en', 'es', 'ar'];

describe('pageOffer', () => {
  it('offers the page in the language of a question asked in another it offers, in that language', () => {
    expect(pageOffer('es', 'en', CODES, UI_STRINGS)).toEqual({ code: 'es', lang: 'es', text: 'Ver esta página en español' });
    expect(pageOffer('en', 'ar', CODES, UI_STRINGS)).toEqual({ code: 'en', lang: 'en', text: 'Show this page in English' });
    // The page's code for the language, whichever variant the question was read in.
    expect(pageOffer('ar', 'es-MX', ['es-MX', 'ar-EG'], UI_STRINGS)).toEqual({ code: 'ar-EG', lang: 'ar', text: 'اعرض هذه الصفحة بالعربية' });
  });

  it('offers nothing for the page\'s own language, nor for one the page does not offer', () => {
    expect(pageOffer('es', 'es', CODES, UI_STRINGS)).toBeUndefined();
    expect(pageOffer('es-MX', 'es', CODES, UI_STRINGS)).toBeUndefined();
    expect(pageOffer('es', 'en', ['en', 'ar'], UI_STRINGS)).toBeUndefined();
    // A page offered as "es-MX" shows Cairn's "es" words: a Spanish question there is asked in the page's language.
    expect(pageOffer('es', 'es', ['en', 'es-MX'], UI_STRINGS)).toBeUndefined();
  });

  it('offers nothing in a language the page has no words for, nor where the agency\'s table left the offer in English', () => {
    expect(pageOffer('ru', 'en', ['en', 'ru'], UI_STRINGS)).toBeUndefined();
    const english = UI_STRINGS.en! as unknown as Record<string, string>;
    const russian = Object.fromEntries(Object.entries(english).map(([key, text]) => [key, key === 'showPageIn' ? text : `${text} (ru)`]));
    expect(pageOffer('ru', 'en', ['en', 'ru'], uiTablesWith({ ru: russian }))).toBeUndefined();
    const own = { ...russian, showPageIn: 'Показать эту страницу на русском' };
    expect(pageOffer('ru', 'en', ['en', 'ru'], uiTablesWith({ ru: own }))).toEqual({ code: 'ru', lang: 'ru', text: 'Показать эту страницу на русском' });
  });
});
