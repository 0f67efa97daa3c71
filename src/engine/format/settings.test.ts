import { describe, expect, it } from 'vitest';
import { agencyNameFor, contactFor, DEFAULT_SETTINGS, hintFor, pageSettingsOf, languageKeyIn } from './settings.ts';

const contacts = { contact: 'Call 311', contactByLanguage: { es: 'Llame al 311', 'es-MX': 'Llame al 311 (México)', ar: 'اتصل بالرقم 311' } };

describe('contactFor', () => {
  it.each([
    ['es-MX', 'Llame al 311 (México)', 'es-MX'],
    ['es-419', 'Llame al 311', 'es'],
    ['es', 'Llame al 311', 'es'],
    ['ar-EG', 'اتصل بالرقم 311', 'ar'],
    ['en', 'Call 311', undefined],
    ['so', 'Call 311', undefined],
  ])('for %s is %s, written in %s', (lang, text, written) => {
    expect(contactFor(contacts, lang)).toStrictEqual({ text, lang: written, unnamed: false });
  });

  it('is a regional contact for a question in its bare language, where the agency wrote only the regional one', () => {
    expect(contactFor({ contact: 'Call 311', contactByLanguage: { 'es-US': 'Llame al 311' } }, 'es')).toStrictEqual({ text: 'Llame al 311', lang: 'es-US', unnamed: false });
  });

  it("is Cairn's own sentence in the question's language when cairn.toml names no contact, English where Cairn has no table", () => {
    const unnamed = { contact: DEFAULT_SETTINGS.contact, contactByLanguage: {} };
    expect(contactFor(unnamed, 'en')).toStrictEqual({ text: 'Please contact the agency that published these documents directly.', lang: 'en', unnamed: true });
    expect(contactFor(unnamed, 'es-MX')).toStrictEqual({ text: 'Comuníquese directamente con la agencia que publicó estos documentos.', lang: 'es', unnamed: true });
    expect(contactFor(unnamed, 'ar')).toStrictEqual({ text: 'يُرجى التواصل مباشرةً مع الجهة التي نشرت هذه المستندات.', lang: 'ar', unnamed: true });
    expect(contactFor(unnamed, 'ru')).toStrictEqual({ text: 'Please contact the agency that published these documents directly.', lang: 'en', unnamed: true });
    // A language the agency did name a contact in keeps it.
    expect(contactFor({ ...unnamed, contactByLanguage: { es: 'Llame al 311' } }, 'es')).toStrictEqual({ text: 'Llame al 311', lang: 'es', unnamed: false });
    expect(contactFor({ ...unnamed, contactByLanguage: { es: 'Llame al 311' } }, 'ar').lang).toBe('ar');
  });
});

describe('agencyNameFor', () => {
  const names = { agencyName: 'Harbor County', agencyNameByLanguage: { es: 'Condado de Harbor', ar: 'مقاطعة هاربور' } };

  it.each([
    ['es-MX', 'Condado de Harbor'],
    ['ar', 'مقاطعة هاربور'],
    ['en', 'Harbor County'],
    ['so', 'Harbor County'],
  ])('for %s is %s', (lang, expected) => {
    expect(agencyNameFor(names, lang)).toBe(expected);
  });

  it('is a regional name for its bare language', () => {
    expect(agencyNameFor({ agencyName: 'Harbor County', agencyNameByLanguage: { 'es-US': 'Condado de Harbor' } }, 'es')).toBe('Condado de Harbor');
  });

  it('is the one name where cairn.toml gives none by language (an index built before it could)', () => {
    expect(agencyNameFor({ agencyName: 'Harbor County' }, 'ar')).toBe('Harbor County');
  });
});

describe('hintFor', () => {
  const hints = { hint: 'Ask about library cards or fines.', hintByLanguage: { es: 'Pregunte por tarjetas o multas.', 'es-MX': 'Pregunte por credenciales.', ru: 'Спросите о читательском билете.' }, defaultLanguage: 'en' };

  it.each([
    ['es-MX', 'es', { text: 'Pregunte por credenciales.', lang: 'es-MX' }],
    ['es-419', 'es', { text: 'Pregunte por tarjetas o multas.', lang: 'es' }],
    // A Russian page has English controls; the agency wrote it a Russian hint, which it gets, marked Russian.
    ['ru', 'en', { text: 'Спросите о читательском билете.', lang: 'ru' }],
    ['en-GB', 'en', { text: 'Ask about library cards or fines.', lang: 'en' }],
    // A Korean page, English controls, no Korean hint: the general one is English, the words around it are too.
    ['ko', 'en', { text: 'Ask about library cards or fines.', lang: 'en' }],
    // An Arabic page has Arabic words: an English hint among them helps no one, so the page says its own.
    ['ar', 'ar', undefined],
  ])('on a %s page whose words are %s is %j', (lang, words, expected) => {
    expect(hintFor(hints, lang, words)).toEqual(expected);
  });

  it('is none where cairn.toml gives no hint, and the general one only to a resident who reads its language', () => {
    expect(hintFor({ defaultLanguage: 'en' }, 'en', 'en')).toBeUndefined();
    expect(hintFor({ hint: 'Pregunte.', defaultLanguage: 'es-MX' }, 'es', 'es')).toEqual({ text: 'Pregunte.', lang: 'es-MX' });
    expect(hintFor({ hint: 'Pregunte.', defaultLanguage: 'es-MX' }, 'en', 'en')).toBeUndefined();
    // A French site: the French page's controls are English, its resident reads French, the hint is French.
    expect(hintFor({ hint: 'Posez une question.', defaultLanguage: 'fr' }, 'fr', 'en')).toEqual({ text: 'Posez une question.', lang: 'fr' });
    // The same site's Korean page reads neither: English controls, a Korean resident.
    expect(hintFor({ hint: 'Posez une question.', defaultLanguage: 'fr' }, 'ko', 'en')).toBeUndefined();
  });

  it('finds a regional hint for the bare language, and the bare one for a region', () => {
    expect(hintFor({ hintByLanguage: { 'es-MX': 'Pregunte por su credencial.' }, defaultLanguage: 'en' }, 'es', 'es')).toEqual({ text: 'Pregunte por su credencial.', lang: 'es-MX' });
    expect(hintFor({ hintByLanguage: { es: 'Pregunte.', 'es-MX': 'Pregunte (MX).' }, defaultLanguage: 'en' }, 'es-419', 'es')).toEqual({ text: 'Pregunte.', lang: 'es' });
  });

  it('is told to the page only as far as cairn.toml gives it, with the languages the page offers', () => {
    expect(pageSettingsOf({})).toEqual({});
    expect(pageSettingsOf({ hint: 'Ask.', hintByLanguage: { es: 'Pregunte.' }, pageLanguages: ['en', 'es'] })).toEqual({ hint: 'Ask.', hintByLanguage: { es: 'Pregunte.' }, pageLanguages: ['en', 'es'] });
    expect(pageSettingsOf({ pageWords: { ru: { send: 'Отправить' } } })).toEqual({ pageWords: { ru: { send: 'Отправить' } } });
  });
});

describe('languageKeyIn', () => {
  it.each([
    ['es-MX', 'es-MX'],
    ['es-419', 'es'],
    ['ar-EG', 'ar'],
    ['en', undefined],
  ])('for %s is %s: the exact tag, else the primary language, else none', (lang, expected) => {
    expect(languageKeyIn(contacts.contactByLanguage, lang)).toBe(expected);
  });

  it.each([
    ['es', 'es-US'],
    ['es-MX', 'es-US'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['en', undefined],
  ])('for %s in a table of regional tags only is %s: a regional key serves its bare language and its other regions', (lang, expected) => {
    expect(languageKeyIn({ 'es-US': 'Llame al 311', 'pt-BR': 'Ligue para 311' }, lang)).toBe(expected);
  });

  it('is none without a table, and never a key the object inherits', () => {
    expect(languageKeyIn(undefined, 'es')).toBeUndefined();
    expect(languageKeyIn({ es: 'x' }, 'constructor')).toBeUndefined();
  });
});
