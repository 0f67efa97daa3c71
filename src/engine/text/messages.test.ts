import { describe, expect, it } from 'vitest';
import { languageNameIn, NAMED_LANGUAGES } from './language.ts';
import { formatMessage, formatMessageParts, languageName, MESSAGE_KEYS, messageLanguageFor, messageLanguages, MESSAGES, messageTablesWith, type MessageTable } from './messages.ts';
import { placeholdersOf } from './word-tables.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!).sort();

// The placeholders each message takes, stated independently of the tables, so English cannot lose one either.
const EXPECTED_PLACEHOLDERS: Record<keyof MessageTable, string[]> = {
  refusal: ['agency'],
  refusalContact: ['contact'],
  crossLanguageNotice: ['language', 'sourceLanguage'],
  sourcesLabel: [],
  statusAnswered: ['title'],
  statusAnsweredSection: ['section', 'title'],
  statusAnsweredMany: ['count'],
  statusUntranslated: ['sourceLanguage'],
  statusRefused: ['contact'],
  related: ['agency'],
  statusRelated: ['contact', 'title'],
  relatedNear: ['agency'],
  statusRelatedNear: ['contact', 'title'],
  refusalBeforeRecords: ['agency', 'date', 'since'],
  inForceSince: ['from'],
  inForceFrom: ['from'],
  inForceUntil: ['until'],
  inForceBetween: ['from', 'until'],
  upcomingLabel: ['date'],
};
const KEYS = Object.keys(EXPECTED_PLACEHOLDERS).sort() as Array<keyof MessageTable>;
const EN = MESSAGES.en!;
const TRANSLATIONS = messageLanguages().filter((lang) => lang !== 'en');
const EVERY_MESSAGE = messageLanguages().flatMap((lang) => KEYS.map((key) => [lang, key] as const));

describe('MESSAGES', () => {
  it('has English, Spanish and Arabic', () => {
    expect(messageLanguages()).toEqual(['ar', 'en', 'es']);
  });

  it.each(messageLanguages())('gives %s exactly the keys of the English table, no more and no fewer', (lang) => {
    expect(Object.keys(MESSAGES[lang]!).sort()).toEqual(KEYS);
    expect(Object.keys(EN).sort()).toEqual(KEYS);
  });

  it.each(EVERY_MESSAGE)('gives %s %s exactly the placeholders that message takes', (lang, key) => {
    expect(placeholders(MESSAGES[lang]![key])).toEqual(EXPECTED_PLACEHOLDERS[key]);
  });

  it.each(TRANSLATIONS.flatMap((lang) => KEYS.map((key) => [lang, key] as const)))(
    'translates %s %s rather than copying the English',
    (lang, key) => {
      expect(MESSAGES[lang]![key]).not.toBe(EN[key]);
    },
  );

  it.each(EVERY_MESSAGE)('keeps %s %s plain text: non-empty, trimmed, no markup, no stray braces', (lang, key) => {
    const text = MESSAGES[lang]![key];
    expect(text.trim()).toBe(text);
    expect(text).not.toBe('');
    expect(text).not.toMatch(/[<>&]/);
    expect(text.replace(/\{[A-Za-z]+\}/g, '')).not.toMatch(/[{}]/);
  });

  it.each([
    ['en', "I found no passage in {agency}'s documents that answers this. Other words may find one: try the program's name, or fewer words."],
    ['es', 'No encontré en los documentos de {agency} ningún fragmento que responda a esta pregunta. Con otras palabras quizá encuentre uno: pruebe con el nombre del programa o con menos palabras.'],
    ['ar', 'لم أجد في مستندات {agency} مقطعًا يجيب عن هذا السؤال. قد تجده بكلمات أخرى: جرّب اسم البرنامج أو كلمات أقل.'],
  ])('words the %s refusal as both halves: no source, and no answer', (lang, refusal) => {
    expect(MESSAGES[lang]!.refusal).toBe(refusal);
  });

  it.each(messageLanguages())('puts the agency and the contact into every %s refusal message', (lang) => {
    const table = MESSAGES[lang]!;
    expect(table.refusal).toContain('{agency}');
    expect(table.refusalContact).toContain('{contact}');
    expect(table.statusRefused).toContain('{contact}');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
    for (const lang of messageLanguages()) expect(Object.isFrozen(MESSAGES[lang])).toBe(true);
  });
});

describe('messageLanguages', () => {
  it('returns a fresh sorted list each call', () => {
    const first = messageLanguages();
    first.push('xx');
    expect(messageLanguages()).toEqual(['ar', 'en', 'es']);
  });
});

describe('formatMessage', () => {
  it.each<[string, keyof MessageTable, Record<string, string | number>, string]>([
    ['en', 'refusal', { agency: 'Riverside County' }, "I found no passage in Riverside County's documents that answers this. Other words may find one: try the program's name, or fewer words."],
    // A name ending in "s" takes the apostrophe alone (an operator trial read "Services's").
    ['en', 'related', { agency: 'Department of Human Services' }, "I found no passage in Department of Human Services' documents that answers this exactly, but this document is about it:"],
    ['en', 'refusalBeforeRecords', { date: 'May 1, 2020', agency: 'Public Works', since: 'June 1, 2021' }, "I can't answer for May 1, 2020: Public Works' documents on this speak only from June 1, 2021."],
    ['en', 'refusalContact', { contact: '311' }, 'To ask a person: 311'],
    ['en', 'statusAnsweredMany', { count: 3 }, 'Answer found in 3 documents.'],
    ['en', 'sourcesLabel', {}, 'Sources'],
    [
      'en',
      'crossLanguageNotice',
      { language: 'Español', sourceLanguage: 'English' },
      'No Español document answers this. The passage below is quoted, untranslated, from a document in English.',
    ],
    ['es', 'statusAnswered', { title: 'Subsidio de vivienda' }, 'Respuesta encontrada en Subsidio de vivienda.'],
    ['es', 'statusAnsweredSection', { title: 'Subsidio de vivienda', section: 'Cuánto recibe' }, 'Respuesta encontrada en Subsidio de vivienda, sección Cuánto recibe.'],
    ['ar', 'statusAnsweredSection', { title: 'منحة الإسكان', section: 'قيمة المنحة' }, 'عُثر على الإجابة في منحة الإسكان، قسم قيمة المنحة.'],
    ['en', 'statusAnsweredSection', { title: 'Rent Relief', section: 'How much' }, 'Answer found in Rent Relief, section How much.'],
    ['es-MX', 'refusalContact', { contact: '311' }, 'Para consultar a una persona: 311'],
    ['ar-EG', 'statusAnsweredMany', { count: 2 }, 'عُثر على الإجابة في 2 من المستندات.'],
    ['ar', 'statusRefused', { contact: 'اتصل بالرقم 311' }, 'لم يُعثر على إجابة في مستندات الجهة. اتصل بالرقم 311'],
  ])('formats %s %s with %j', (lang, key, params, expected) => {
    expect(formatMessage(lang, key, params)).toBe(expected);
  });

  it.each([['fr'], ['so-SO'], ['not a tag'], ['']])('falls back to English for %j', (lang) => {
    expect(formatMessage(lang, 'sourcesLabel', {})).toBe('Sources');
  });

  it('substitutes every occurrence and ignores extra params', () => {
    expect(formatMessage('en', 'statusRefused', { contact: 'Call 311.', agency: 'unused' })).toBe(
      "No answer found in the agency's documents. Call 311.",
    );
  });

  it('substitutes values as plain text, in one pass: markup and braces in a value stay as they are', () => {
    expect(formatMessage('en', 'statusAnswered', { title: '<b>{count}</b> & $& $1' })).toBe('Answer found in <b>{count}</b> & $& $1.');
  });

  it.each<[string, keyof MessageTable, Record<string, string>, string]>([
    ['es', 'statusAnsweredSection', { title: 'Votar', section: 'Ciudadanos de EE. UU.' }, 'Respuesta encontrada en Votar, sección Ciudadanos de EE. UU.'],
    ['en', 'statusAnswered', { title: 'Help for U.S.' }, 'Answer found in Help for U.S.'],
    // Only where the template's own mark follows: a stop inside the sentence stays.
    ['en', 'statusAnsweredSection', { title: 'Help for U.S.', section: 'Apply' }, 'Answer found in Help for U.S., section Apply.'],
    ['en', 'statusAnswered', { title: 'Rent...' }, 'Answer found in Rent...'],
    // Nor after another mark that ends the value's sentence, in any script.
    ['en', 'statusAnswered', { title: 'How do I vote?' }, 'Answer found in How do I vote?'],
    ['es', 'statusAnsweredSection', { title: 'Votar', section: '¿Quién puede votar?' }, 'Respuesta encontrada en Votar, sección ¿Quién puede votar?'],
    ['en', 'statusAnswered', { title: 'Rent…' }, 'Answer found in Rent…'],
    ['en', 'statusAnswered', { title: 'Apply now!' }, 'Answer found in Apply now!'],
    ['ar', 'statusAnswered', { title: 'كيف أصوت؟' }, 'عُثر على الإجابة في كيف أصوت؟'],
    ['en', 'statusAnswered', { title: '(Rent.)' }, 'Answer found in (Rent.)'],
  ])('does not double the full stop a value ends with (%s %s %j)', (lang, key, params, expected) => {
    expect(formatMessage(lang, key, params)).toBe(expected);
  });

  it("drops each script's full stop after a value ending its sentence, in an agency's own table", () => {
    const stops: Array<[string, string]> = [['zh', '。'], ['hi', '।'], ['ur', '۔'], ['am', '።']];
    for (const [lang, stop] of stops) {
      const tables = messageTablesWith({ [lang]: { ...MESSAGES.en!, statusAnswered: `X {title}${stop}` } });
      expect(formatMessage(lang, 'statusAnswered', { title: `T${stop}` }, tables)).toBe(`X T${stop}`);
      expect(formatMessage(lang, 'statusAnswered', { title: 'T' }, tables)).toBe(`X T${stop}`);
    }
  });

  it('throws naming the message and the placeholder when a param is missing', () => {
    expect(() => formatMessage('es', 'crossLanguageNotice', { language: 'Español' })).toThrow(
      new Error('Cairn: message "crossLanguageNotice" needs a value for {sourceLanguage}, and formatMessage was given none'),
    );
  });

  it('does not take a placeholder value from the object prototype', () => {
    expect(() => formatMessage('en', 'statusAnswered', Object.create({ title: 'inherited' }) as Record<string, string>)).toThrow(
      'Cairn: message "statusAnswered" needs a value for {title}, and formatMessage was given none',
    );
  });
});

describe('formatMessageParts', () => {
  it('splices parts in where a value is given as parts, keeping their language, and merges the plain text around them', () => {
    expect(
      formatMessageParts('ar', 'crossLanguageNotice', {
        language: [{ text: 'العربية' }],
        sourceLanguage: [{ text: 'English', lang: 'en', dir: 'ltr' }, { text: ', ' }, { text: 'Español', lang: 'es', dir: 'ltr' }],
      }),
    ).toEqual([
      { text: 'لا يوجد مستند باللغة العربية يجيب عن هذا السؤال. النص أدناه مقتبس كما هو، دون ترجمة، من مستند باللغة ' },
      { text: 'English', lang: 'en', dir: 'ltr' },
      { text: ', ' },
      { text: 'Español', lang: 'es', dir: 'ltr' },
      { text: '.' },
    ]);
  });

  it('is formatMessage when every value is plain: one part, the same text', () => {
    expect(formatMessageParts('en', 'statusAnswered', { title: 'Rent' })).toEqual([{ text: 'Answer found in Rent.' }]);
  });

  it('leaves out empty text, and keeps a part given as parts even next to plain text', () => {
    expect(formatMessageParts('en', 'refusalContact', { contact: [{ text: '' }, { text: '311', lang: 'en', dir: 'ltr' }] })).toEqual([
      { text: 'To ask a person: ' },
      { text: '311', lang: 'en', dir: 'ltr' },
    ]);
  });
});

describe('languageName', () => {
  // Each table names every language Cairn speaks, in its own words: the resident reads "inglés", not "English".
  it.each([
    ['en', ['Arabic', 'English', 'Spanish']],
    ['es-MX', ['árabe', 'inglés', 'español']],
    ['ar-EG', ['العربية', 'الإنجليزية', 'الإسبانية']],
    ['fr', ['Arabic', 'English', 'Spanish']],
  ])('names ar, en, es for a %s question through its table', (lang, names) => {
    expect(messageLanguages().map((primary) => languageName(primary, lang))).toEqual(names);
  });

  // A table added without names would name no language in its notices: every table names every language with an
  // endonym, so no English sentence says "Deutsch" (a resident trial, session 41).
  it.each(messageLanguages())('names every language endonymOf knows in the %s table', (table) => {
    expect(NAMED_LANGUAGES.length).toBe(43);
    expect(NAMED_LANGUAGES.filter((primary) => languageNameIn(primary, table) === null)).toEqual([]);
  });

  it.each([
    ['de', 'en', 'German'],
    ['de', 'es', 'alemán'],
    ['de', 'ar', 'الألمانية'],
    ['vi', 'es-MX', 'vietnamita'],
    ['tr', 'en', 'Turkish'],
    ['tl', 'en', 'Tagalog'],
    ['fil', 'en', 'Filipino'],
    ['zh', 'ar-EG', 'الصينية'],
    ['ht', 'fr', 'Haitian Creole'],
  ])('names %s in a %s sentence %j', (primary, lang, name) => {
    expect(languageName(primary, lang)).toBe(name);
  });

  it("names a language in an agency's regional table in its language's words", () => {
    const table = { ...MESSAGES.en! };
    expect(languageName('de', 'en-GB', messageTablesWith({ 'en-GB': table }))).toBe('German');
    expect(languageName('de', 'es-MX', messageTablesWith({ 'es-MX': { ...MESSAGES.es! } }))).toBe('alemán');
  });

  it.each([['xh'], ['es-MX'], ['constructor'], ['']])('has no name for %j: a primary subtag outside the tables', (primary) => {
    expect(languageName(primary, 'en')).toBeNull();
  });
});

describe('messageLanguageFor', () => {
  it.each([['ar-EG', 'ar'], ['es', 'es'], ['fr', 'en'], ['', 'en']])('%j speaks through the %s table', (lang, table) => {
    expect(messageLanguageFor(lang)).toBe(table);
  });
});

describe("an agency's own tables (messageTablesWith)", () => {
  const ru: MessageTable = { ...EN, sourcesLabel: 'Источники', statusRefused: 'Ответа нет. {contact}' };
  const es: MessageTable = { ...MESSAGES.es!, sourcesLabel: 'Documentos citados' };
  const tables = messageTablesWith({ ru, es });

  it("is Cairn's own tables, the same object, when the agency gave none", () => {
    expect(messageTablesWith(undefined)).toBe(MESSAGES);
    expect(messageTablesWith({})).toBe(MESSAGES);
  });

  it("speaks a language Cairn has no table for in the agency's words, a regional tag through it, and the rest as before", () => {
    expect(messageLanguages(tables)).toEqual(['ar', 'en', 'es', 'ru']);
    expect([messageLanguageFor('ru-RU', tables), messageLanguageFor('fr', tables)]).toEqual(['ru', 'en']);
    expect(formatMessage('ru-RU', 'statusRefused', { contact: '311' }, tables)).toBe('Ответа нет. 311');
    expect(formatMessage('ar', 'sourcesLabel', {}, tables)).toBe(MESSAGES.ar!.sourcesLabel);
    // Cairn's own calls are untouched by the agency's tables.
    expect(formatMessage('ru', 'sourcesLabel', {})).toBe('Sources');
  });

  it("puts the agency's table for a language Cairn has in place of Cairn's", () => {
    expect(formatMessage('es', 'sourcesLabel', {}, tables)).toBe('Documentos citados');
  });

  it("names languages in a table's own words only where Cairn's tables do: none for Russian", () => {
    expect([languageName('en', 'ru', tables), languageName('en', 'es', tables)]).toEqual([null, 'inglés']);
  });
});

describe('placeholdersOf', () => {
  it('lists each placeholder once, sorted', () => {
    expect(placeholdersOf('{title}: {from} – {until}, {from}')).toEqual(['from', 'title', 'until']);
    expect(placeholdersOf('Sources')).toEqual([]);
  });

  it("gives MESSAGE_KEYS as every message of Cairn's tables, in the English table's order", () => {
    expect(MESSAGE_KEYS).toEqual(Object.keys(EN));
    expect([...MESSAGE_KEYS].sort()).toEqual(KEYS);
  });
});
