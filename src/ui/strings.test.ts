import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_LENGTH } from '../engine/answer/limits.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../engine/build/config.ts';
import { PAGE_WORDS, PAGE_WORDS_ENGLISH_ONLY } from '../engine/text/page-words.ts';
import { fill, fillParts, UI_STRINGS, uiStrings, uiStringsLanguage, uiTablesWith } from './strings.ts';

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

describe("the page's words as an agency writes them", () => {
  it("the engine's outline names every English string, in order, with its placeholders (add a new string to PAGE_WORDS in src/engine/text/page-words.ts)", () => {
    expect(Object.keys(PAGE_WORDS)).toEqual(Object.keys(english));
    expect(Object.fromEntries(Object.entries(PAGE_WORDS).map(([key, outline]) => [key, placeholders(outline)]))).toEqual(
      Object.fromEntries(Object.entries(english).map(([key, text]) => [key, placeholders(text)])),
    );
  });

  it('what fills a string an agency may leave out is the English the page says', () => {
    expect(PAGE_WORDS_ENGLISH_ONLY).toEqual({ languageChangedWithoutWords: english.languageChangedWithoutWords, showPageIn: english.showPageIn });
  });

  it('docs/page-words-en.toml is the English table, string for string', () => {
    const template = readFileSync(join(import.meta.dirname, '../../docs/page-words-en.toml'), 'utf8');
    expect(parseConfig(template, 'cairn.toml').settings.pageWords).toEqual({ en: english });
  });
});

describe('uiTablesWith', () => {
  const dressed = (mark: string) => Object.fromEntries(Object.entries(english).map(([key, text]) => [key, `${mark} ${text}`]));

  it("adds an agency's whole table under its language, replaces Cairn's for the same one, and matches a regional tag to it", () => {
    const tables = uiTablesWith({ ru: dressed('RU'), es: dressed('ES') });
    expect(Object.keys(tables).sort()).toEqual(['ar', 'en', 'es', 'ru']);
    expect(uiStrings('ru-RU', tables).send).toBe('RU Send');
    expect(uiStringsLanguage('ru-RU', tables)).toBe('ru');
    expect(uiStrings('es', tables).send).toBe('ES Send');
    expect(uiStrings('ar', tables)).toBe(UI_STRINGS.ar);
    expect(uiStrings('am', tables)).toBe(UI_STRINGS.en);
  });

  it('leaves out a table that is not whole beside the English one, so the page stays in English there, not in two languages', () => {
    const { send: _, ...lacking } = dressed('RU');
    const otherPlaceholder = { ...dressed('RU'), questionLeft: 'Осталось: {left}' };
    const extra = { ...dressed('RU'), thanks: 'Спасибо' };
    for (const table of [lacking, otherPlaceholder, extra]) expect(uiStringsLanguage('ru', uiTablesWith({ ru: table }))).toBe('en');
    expect(uiTablesWith({ ru: lacking, fa: dressed('FA') })).toEqual({ ...UI_STRINGS, fa: dressed('FA') });
  });

  it('fills the strings a table may leave out, as the build does: a preview built before the page gained one keeps its words', () => {
    // Every string the build may fill left out.
    const older = Object.fromEntries(Object.entries(dressed('RU')).filter(([key]) => !Object.hasOwn(PAGE_WORDS_ENGLISH_ONLY, key)));
    const tables = uiTablesWith({ ru: older });
    expect(uiStrings('ru', tables).send).toBe('RU Send');
    expect(uiStrings('ru', tables).showPageIn).toBe(english.showPageIn);
    // An agency's Spanish table filled so offers the page in Cairn's Spanish.
    const spanish = uiTablesWith({ es: { ...dressed('ES'), showPageIn: english.showPageIn } });
    expect(uiStrings('es', spanish).send).toBe('ES Send');
    expect(uiStrings('es', spanish).showPageIn).toBe('Ver esta página en español');
  });

  it("is Cairn's own tables when the agency gave none", () => {
    expect(uiTablesWith(undefined)).toBe(UI_STRINGS);
    expect(uiTablesWith({})).toBe(UI_STRINGS);
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
    expect(uiStringsLanguage(lang, UI_STRINGS)).toBe(table);
  });
});

describe('uiStrings', () => {
  it('matches by primary language and falls back to English', () => {
    expect(uiStrings('ar-EG', UI_STRINGS).send).toBe('إرسال');
    expect(uiStrings('es-MX', UI_STRINGS).send).toBe('Enviar');
    expect(uiStrings('vi', UI_STRINGS).send).toBe('Send');
  });
});

describe('fill and fillParts', () => {
  it('substitutes placeholders as plain text, leaving unknown ones alone', () => {
    expect(fill('Keep it under {limit}; {other}', { limit: 1000 })).toBe('Keep it under 1000; {other}');
    expect(fill('{a}', { a: '<b>x</b>' })).toBe('<b>x</b>');
    expect(fill("only quotes {agency}'s documents", { agency: 'Department of Human Services' })).toBe("only quotes Department of Human Services' documents");
    expect(fill("only quotes {agency}'s documents", { agency: 'Harbor County' })).toBe("only quotes Harbor County's documents");
    expect(fill("{agency}'said {x}'s", { agency: 'Services' })).toBe("Services'said {x}'s");
    // The page's disclosure puts the name in as an element: its text says how the possessive after it reads.
    expect(fillParts(UI_STRINGS.en!.disclosure, { agency: 1 }, { agency: 'Department of Human Services' })).toEqual([
      'This assistant only quotes ',
      1,
      "' published documents. It may not have every answer: when none of the documents answers your question, it says so and tells you who to ask.",
    ]);
    expect(fillParts(UI_STRINGS.en!.disclosure, { agency: 1 }, { agency: 'Harbor County' })[2]).toMatch(/^'s published documents\. /u);
    expect(fillParts(UI_STRINGS.en!.disclosure, { agency: 1 })[2]).toMatch(/^'s published documents\. /u);
  });
  it("fills only the values given, never a name every object has (an agency's table may hold any text)", () => {
    expect(fill('{__proto__} {toString} {count}', { count: 3 })).toBe('{__proto__} {toString} 3');
    expect(fillParts('{constructor}{agency}', { agency: 1 })).toEqual(['{constructor}', 1]);
  });
  it('splits a template around its placeholders', () => {
    expect(fillParts('Only {agency}\'s documents, {agency} again', { agency: 42 })).toEqual(['Only ', 42, "'s documents, ", 42, ' again']);
    expect(fillParts('{question}', { question: 'Q' })).toEqual(['Q']);
  });
});
