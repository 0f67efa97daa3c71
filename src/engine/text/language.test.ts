import { describe, expect, it } from 'vitest';
import { directionOf, endonymOf, languageRegistry, matchLanguage } from './language.ts';

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['iw', 'rtl'],
    ['fa', 'rtl'],
    ['fa-AF', 'rtl'],
    ['ur-PK', 'rtl'],
    ['ckb', 'rtl'],
    ['yi', 'rtl'],
    ['ps', 'rtl'],
    ['en', 'ltr'],
    ['en-US', 'ltr'],
    ['es-MX', 'ltr'],
    ['zh-Hant', 'ltr'],
    ['hi', 'ltr'],
    ['tlh', 'ltr'],
  ])('gives %s the direction %s', (tag, dir) => {
    expect(directionOf(tag)).toBe(dir);
  });

  it('reads the primary subtag only: a script subtag does not change the direction', () => {
    // Azerbaijani in Arabic script is still `az`, which Cairn treats as left-to-right; South Azerbaijani is `azb`.
    expect(directionOf('az-Arab')).toBe('ltr');
    expect(directionOf('azb')).toBe('rtl');
  });

  it('is case-insensitive in the primary subtag', () => {
    expect(directionOf('AR-eg')).toBe('rtl');
  });
});

describe('endonymOf', () => {
  it.each([
    ['en', 'English'],
    ['en-US', 'English'],
    ['es', 'Español'],
    ['es-MX', 'Español'],
    ['ar', 'العربية'],
    ['ar-EG', 'العربية'],
    ['zh-Hant', '中文'],
    ['ja', '日本語'],
    ['fa', 'فارسی'],
    ['he', 'עברית'],
    ['hi', 'हिन्दी'],
    ['vi', 'Tiếng Việt'],
    ['ht', 'Kreyòl ayisyen'],
    ['so', 'Soomaali'],
    ['tl', 'Tagalog'],
    ['fil', 'Filipino'],
    ['ta', 'தமிழ்'],
    ['km', 'ខ្មែរ'],
    ['ms', 'Bahasa Melayu'],
    ['id', 'Bahasa Indonesia'],
  ])('names %s "%s"', (tag, endonym) => {
    expect(endonymOf(tag)).toBe(endonym);
  });

  it.each([['tlh'], ['x-private'], ['qaa-Latn']])('names an unknown language %s by its tag, unchanged', (tag) => {
    expect(endonymOf(tag)).toBe(tag);
  });

  it('does not read names off the object prototype', () => {
    expect(endonymOf('constructor')).toBe('constructor');
  });
});

describe('languageRegistry', () => {
  it('lists the union of corpus and message languages once each, sorted by code, with both flags', () => {
    expect(languageRegistry(['es-MX', 'ar', 'EN', 'so'], ['en', 'es', 'ar'])).toEqual([
      { code: 'ar', endonym: 'العربية', dir: 'rtl', inCorpus: true, hasMessages: true },
      { code: 'en', endonym: 'English', dir: 'ltr', inCorpus: true, hasMessages: true },
      { code: 'es', endonym: 'Español', dir: 'ltr', inCorpus: false, hasMessages: true },
      { code: 'es-MX', endonym: 'Español', dir: 'ltr', inCorpus: true, hasMessages: true },
      { code: 'so', endonym: 'Soomaali', dir: 'ltr', inCorpus: true, hasMessages: false },
    ]);
  });

  it('deduplicates by canonical tag', () => {
    expect(languageRegistry(['ar-eg', 'AR-EG', 'iw'], ['he']).map((l) => l.code)).toEqual(['ar-EG', 'he']);
  });

  it('sorts by code unit, not by locale: upper-case region subtags sort before lower-case', () => {
    expect(languageRegistry(['zh', 'zh-Hant', 'zh-HK', 'de'], []).map((l) => l.code)).toEqual(['de', 'zh', 'zh-HK', 'zh-Hant']);
  });

  it('is empty when both lists are', () => {
    expect(languageRegistry([], [])).toEqual([]);
  });
});

describe('matchLanguage', () => {
  it.each<[string, string[], string | undefined]>([
    ['es-MX', ['en', 'es', 'ar'], 'es'],
    ['EN', ['en', 'es', 'ar'], 'en'],
    ['fr', ['en', 'es', 'ar'], undefined],
    ['zh-Hant', ['zh-Hans', 'zh'], 'zh'],
    ['zh-Hant', ['zh-Hans', 'zh-Hant', 'zh'], 'zh-Hant'],
    ['es', ['es-MX', 'es-419', 'es-ES'], 'es-419'],
    ['ar-EG', ['ar-SA', 'ar-MA'], 'ar-MA'],
    ['en-us', ['en-US', 'en'], 'en-US'],
    ['iw', ['en', 'he'], 'he'],
    ['es', ['ES-mx'], 'ES-mx'],
    ['not a tag', ['en'], undefined],
    ['', ['en'], undefined],
    ['en', [], undefined],
  ])('resolves %s against %j to %s', (tag, available, expected) => {
    expect(matchLanguage(tag, available)).toBe(expected);
  });
});
