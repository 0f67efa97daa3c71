import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, twoLetterLanguages, unknownLanguageReason } from './language-tag.ts';

const letters = [...'abcdefghijklmnopqrstuvwxyz'];

describe('twoLetterLanguages', () => {
  it("is every two-letter code the runtime names a language, each in its canonical form (the aliases iw, in, ji, jw, mo, sh, tl left out)", () => {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    const named = letters.flatMap((a) => letters.map((b) => a + b)).filter((code) => names.of(code) !== undefined && canonicalLanguageTag(code) === code);
    expect(twoLetterLanguages()).toEqual(named);
    expect(twoLetterLanguages()).toHaveLength(183);
  });
});

describe('unknownLanguageReason', () => {
  it.each(['en', 'es-MX', 'ar-EG', 'zh-Hant', 'fil', 'yue', 'qaa'])('accepts %s: an ISO 639-1 code, or three letters', (tag) => {
    expect(unknownLanguageReason(canonicalLanguageTag(tag)!)).toBeUndefined();
  });

  it.each([
    ['sp', 'must name a language, and ISO 639 has no "sp"; did you mean "es" (Spanish)?'],
    ['english', 'must name a language, and ISO 639 has no "english"; did you mean "en" (English)?'],
    // A language's name for itself, typed without its accent.
    ['espanol', 'must name a language, and ISO 639 has no "espanol"; did you mean "es" (Spanish)?'],
    ['deutsch', 'must name a language, and ISO 639 has no "deutsch"; did you mean "de" (German)?'],
    // Every language whose name begins so, then the country's.
    ['ge', 'must name a language, and ISO 639 has no "ge"; did you mean "de" (German) or "ka" (Georgian)?'],
    ['cn', 'must name a language, and ISO 639 has no "cn"; did you mean "zh" (Chinese)?'],
    ['xx', 'must name a language, and ISO 639 has no "xx"'],
    ['sp-MX', 'must name a language, and ISO 639 has no "sp"; did you mean "es" (Spanish)?'],
  ])('names no language for %s, and offers what may be meant', (tag, reason) => {
    expect(unknownLanguageReason(canonicalLanguageTag(tag)!)).toBe(reason);
  });
});
