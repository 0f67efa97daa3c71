import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_LENGTH } from '../engine/answer/limits.ts';
import { fill, fillParts, UI_STRINGS, uiStrings, uiStringsLanguage } from './strings.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]).sort();
const english = UI_STRINGS.en!;
const keys = Object.keys(english).sort();

describe('UI_STRINGS', () => {
  it('ships English, Spanish and Arabic', () => {
    expect(Object.keys(UI_STRINGS).sort()).toEqual(['ar', 'en', 'es']);
  });

  describe.each(Object.entries(UI_STRINGS).filter(([lang]) => lang !== 'en'))('%s', (_lang, table) => {
    it('has exactly the English keys', () => {
      expect(Object.keys(table).sort()).toEqual(keys);
    });
    it.each(keys)('%s has the same placeholders as English and is translated', (key) => {
      const text = table[key as keyof typeof table];
      expect(placeholders(text)).toEqual(placeholders(english[key as keyof typeof english]));
      expect(text).not.toBe(english[key as keyof typeof english]);
      expect(text.trim()).not.toBe('');
    });
  });
});

describe('errorQuestionTooLong', () => {
  // A question of exactly MAX_QUESTION_LENGTH characters is accepted: the limit is a maximum, not a bound to stay under.
  // The length it has is said too, so a resident knows how much to cut (a resident trial, session 25).
  it.each([
    ['en', 'That question is too long (1203 characters). Use at most 1000 characters.'],
    ['es', 'La pregunta es demasiado larga (1203 caracteres). Use como máximo 1000 caracteres.'],
    ['ar', 'هذا السؤال طويل جدًا (عدد أحرفه 1203). اجعل عدد أحرفه لا يزيد على 1000.'],
  ])('words the %s limit, as the page fills it, as a maximum, with the length', (lang, message) => {
    expect(fill(UI_STRINGS[lang]!.errorQuestionTooLong, { length: 1203, limit: MAX_QUESTION_LENGTH })).toBe(message);
  });
});

describe('uiStringsLanguage', () => {
  // The language selector's button is marked with this language, so it must be the table's, not the one asked for.
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ar-EG', 'ar'],
    ['hi', 'en'],
    ['', 'en'],
  ])('%s is spoken by the %s table', (lang, table) => {
    expect(uiStringsLanguage(lang)).toBe(table);
  });
});

describe('uiStrings', () => {
  it('matches by primary language and falls back to English', () => {
    expect(uiStrings('ar-EG').send).toBe('إرسال');
    expect(uiStrings('es-MX').send).toBe('Enviar');
    expect(uiStrings('vi').send).toBe('Send');
  });
});

describe('fill and fillParts', () => {
  it('substitutes placeholders as plain text, leaving unknown ones alone', () => {
    expect(fill('Keep it under {limit}; {other}', { limit: 1000 })).toBe('Keep it under 1000; {other}');
    expect(fill('{a}', { a: '<b>x</b>' })).toBe('<b>x</b>');
  });
  it('splits a template around its placeholders', () => {
    expect(fillParts('Only {agency}\'s documents, {agency} again', { agency: 42 })).toEqual(['Only ', 42, "'s documents, ", 42, ' again']);
    expect(fillParts('{question}', { question: 'Q' })).toEqual(['Q']);
  });
});
