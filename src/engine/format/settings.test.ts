import { describe, expect, it } from 'vitest';
import { agencyNameFor, contactFor, languageKeyIn } from './settings.ts';

const contacts = { contact: 'Call 311', contactByLanguage: { es: 'Llame al 311', 'es-MX': 'Llame al 311 (México)', ar: 'اتصل بالرقم 311' } };

describe('contactFor', () => {
  it.each([
    ['es-MX', 'Llame al 311 (México)'],
    ['es-419', 'Llame al 311'],
    ['es', 'Llame al 311'],
    ['ar-EG', 'اتصل بالرقم 311'],
    ['en', 'Call 311'],
    ['so', 'Call 311'],
  ])('for %s is %s', (lang, expected) => {
    expect(contactFor(contacts, lang)).toBe(expected);
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

  it('is the one name where cairn.toml gives none by language (an index built before it could)', () => {
    expect(agencyNameFor({ agencyName: 'Harbor County' }, 'ar')).toBe('Harbor County');
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

  it('is none without a table, and never a key the object inherits', () => {
    expect(languageKeyIn(undefined, 'es')).toBeUndefined();
    expect(languageKeyIn({ es: 'x' }, 'constructor')).toBeUndefined();
  });
});
