/**
 * Every sentence Cairn says in its own voice, one table per language. Everything else on screen is quoted from
 * the agency's documents. Plain text only: placeholders are substituted as text, and the UI renders the result
 * as text, so no message and no substituted value can carry markup.
 *
 * Spanish is neutral Latin-American in the formal "usted"; Arabic is Modern Standard Arabic, worded so that no
 * noun follows a number (Arabic counted nouns change form with the count: "{count} من المستندات", not a plural).
 */
import { languageNameIn, matchLanguage } from './language.ts';
import { PLACEHOLDER, tableProblem } from './word-tables.ts';
import { endsSentence, FULL_STOPS } from './sentence-ends.ts';
import { possessiveAfter } from './possessive.ts';

/**
 * A piece of one of Cairn's own sentences: plain text, or a language's name written in that language ("English"
 * inside an Arabic sentence), which carries its own `lang` and `dir` so a screen reader voices it in its language
 * and bidirectional text does not reorder around it.
 */
export interface TextPart {
  text: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** The messages of one language. `{name}` marks a placeholder that `formatMessage` fills. */
export interface MessageTable {
  /** A refusal: Cairn found no passage that answers, said as what it found, not that none covers it (other words may find one). `{agency}`. */
  refusal: string;
  /** Points the resident to a person. `{contact}`. */
  refusalContact: string;
  /** Above a passage quoted from another language. `{language}`, `{sourceLanguage}`: names from `languageName`. */
  crossLanguageNotice: string;
  /** After the status line of an answer quoted from another language. `{sourceLanguage}`: names from `languageName`. */
  statusUntranslated: string;
  /** Heading of the list of cited documents. */
  sourcesLabel: string;
  /** Status line when one document answered. `{title}`. */
  statusAnswered: string;
  /** Status line when one passage with a heading answered: its document and its section. `{title}`, `{section}`. */
  statusAnsweredSection: string;
  /** Status line when several documents answered (always two or more). `{count}`. */
  statusAnsweredMany: string;
  /** Status line of a refusal. `{contact}`. */
  statusRefused: string;
  /**
   * The related outcome: a document is about the question, but no passage of it answers exactly, so none is quoted.
   * Followed by the document's title. `{agency}`.
   */
  related: string;
  /** Status line of the related outcome. `{title}`: the document's title; `{contact}`. */
  statusRelated: string;
  /**
   * The related outcome when no passage cleared its threshold and the best fell just short: the document may be about
   * the question. Followed by the document's title. `{agency}`.
   */
  relatedNear: string;
  /** Status line of that outcome. `{title}`, `{contact}`. */
  statusRelatedNear: string;
  /** A refusal because the date asked about is before any dated document is in force. `{agency}`, `{date}`, `{since}`: ISO dates. */
  refusalBeforeRecords: string;
  /** After a dated source: it has been in force since a date, with no end known. `{from}`: ISO date. */
  inForceSince: string;
  /** After a later version's source, not yet in force, with no end known. `{from}`: ISO date. */
  inForceFrom: string;
  /** After a dated source with only an end. `{until}`: ISO date, inclusive. */
  inForceUntil: string;
  /** After a dated source with both edges. `{from}`, `{until}`: ISO dates, inclusive. */
  inForceBetween: string;
  /** The label before a later version's passage, quoted after the answer. `{date}`: the ISO date it takes effect. */
  upcomingLabel: string;
}

const EN: MessageTable = {
  refusal: "I found no passage in {agency}'s documents that answers this. Other words may find one: try the program's name, or fewer words.",
  refusalContact: 'To ask a person: {contact}',
  crossLanguageNotice:
    'No {language} document answers this. The passage below is quoted, untranslated, from a document in {sourceLanguage}.',
  sourcesLabel: 'Sources',
  statusAnswered: 'Answer found in {title}.',
  statusAnsweredSection: 'Answer found in {title}, section {section}.',
  statusAnsweredMany: 'Answer found in {count} documents.',
  statusUntranslated: 'The quote is in {sourceLanguage}, untranslated.',
  statusRefused: "No answer found in the agency's documents. {contact}",
  related: "I found no passage in {agency}'s documents that answers this exactly, but this document is about it:",
  statusRelated: 'A related document: {title}. No exact answer. {contact}',
  relatedNear: "I found no passage in {agency}'s documents that answers this. This document may be about it:",
  statusRelatedNear: 'A document that may be about it: {title}. No answer. {contact}',
  refusalBeforeRecords: "I can't answer for {date}: {agency}'s documents on this speak only from {since}.",
  inForceSince: '(in force since {from})',
  inForceFrom: '(in force from {from})',
  inForceUntil: '(in force until {until})',
  inForceBetween: '(in force from {from} until {until})',
  upcomingLabel: 'From {date}:',
};

const ES: MessageTable = {
  refusal: 'No encontré en los documentos de {agency} ningún fragmento que responda a esta pregunta. Con otras palabras quizá encuentre uno: pruebe con el nombre del programa o con menos palabras.',
  refusalContact: 'Para consultar a una persona: {contact}',
  crossLanguageNotice:
    'Ningún documento en {language} responde a esta pregunta. El fragmento de abajo se cita sin traducir de un documento en {sourceLanguage}.',
  sourcesLabel: 'Fuentes',
  statusAnswered: 'Respuesta encontrada en {title}.',
  statusAnsweredSection: 'Respuesta encontrada en {title}, sección {section}.',
  statusAnsweredMany: 'Respuesta encontrada en {count} documentos.',
  statusUntranslated: 'La cita está en {sourceLanguage}, sin traducir.',
  statusRefused: 'No se encontró respuesta en los documentos de la agencia. {contact}',
  related: 'No encontré en los documentos de {agency} ningún fragmento que responda exactamente a esta pregunta, pero este documento trata el tema:',
  statusRelated: 'Un documento relacionado: {title}. No hay una respuesta exacta. {contact}',
  relatedNear: 'No encontré en los documentos de {agency} ningún fragmento que responda a esta pregunta. Este documento puede tratar el tema:',
  statusRelatedNear: 'Un documento que puede tratar el tema: {title}. No hay respuesta. {contact}',
  refusalBeforeRecords: 'No puedo responder para el {date}: los documentos de {agency} sobre esto solo abarcan desde el {since}.',
  inForceSince: '(vigente desde el {from})',
  inForceFrom: '(vigente a partir del {from})',
  inForceUntil: '(vigente hasta el {until})',
  inForceBetween: '(vigente del {from} al {until})',
  upcomingLabel: 'A partir del {date}:',
};

const AR: MessageTable = {
  refusal: 'لم أجد في مستندات {agency} مقطعًا يجيب عن هذا السؤال. قد تجده بكلمات أخرى: جرّب اسم البرنامج أو كلمات أقل.',
  refusalContact: 'لطرح سؤالك على شخص: {contact}',
  crossLanguageNotice:
    'لا يوجد مستند باللغة {language} يجيب عن هذا السؤال. النص أدناه مقتبس كما هو، دون ترجمة، من مستند باللغة {sourceLanguage}.',
  sourcesLabel: 'المصادر',
  statusAnswered: 'عُثر على الإجابة في {title}.',
  statusAnsweredSection: 'عُثر على الإجابة في {title}، قسم {section}.',
  statusAnsweredMany: 'عُثر على الإجابة في {count} من المستندات.',
  statusUntranslated: 'الاقتباس باللغة {sourceLanguage}، دون ترجمة.',
  statusRefused: 'لم يُعثر على إجابة في مستندات الجهة. {contact}',
  related: 'لم أجد في مستندات {agency} مقطعًا يجيب عن هذا السؤال بدقة، لكن هذا المستند يتناول الموضوع:',
  statusRelated: 'مستند ذو صلة: {title}. لا توجد إجابة دقيقة. {contact}',
  relatedNear: 'لم أجد في مستندات {agency} مقطعًا يجيب عن هذا السؤال. قد يتناول هذا المستند الموضوع:',
  statusRelatedNear: 'مستند قد يتناول الموضوع: {title}. لا توجد إجابة. {contact}',
  refusalBeforeRecords: 'لا أستطيع الإجابة عن تاريخ {date}: مستندات {agency} بشأن هذا لا تغطي إلا الفترة ابتداءً من {since}.',
  inForceSince: '(سارٍ منذ {from})',
  inForceFrom: '(يسري اعتبارًا من {from})',
  inForceUntil: '(سارٍ حتى {until})',
  inForceBetween: '(سارٍ من {from} حتى {until})',
  upcomingLabel: 'اعتبارًا من {date}:',
};

/** Message tables by canonical language tag. */
export type MessageTables = Readonly<Record<string, MessageTable>>;

/** Cairn's own message tables by canonical language tag. English is the fallback for every other language. */
export const MESSAGES: MessageTables = Object.freeze({
  ar: Object.freeze(AR),
  en: Object.freeze(EN),
  es: Object.freeze(ES),
});

/** Every message a table holds, in the English table's order: what an agency's own table (`[messages.LANG]`) must give. */
export const MESSAGE_KEYS = Object.keys(EN) as ReadonlyArray<keyof MessageTable>;

/**
 * Cairn's tables with an agency's own (`[messages.LANG]` in cairn.toml, stored in the index's settings): a language
 * Cairn has no table for is spoken to in the agency's words instead of English, and an agency's table for a language
 * Cairn has replaces Cairn's. Returns `MESSAGES` itself when the agency gave none.
 */
export function messageTablesWith(own: MessageTables | undefined): MessageTables {
  return own === undefined || Object.keys(own).length === 0 ? MESSAGES : Object.freeze({ ...MESSAGES, ...own });
}

/** `tableProblem` for an agency's message table as an index holds it (`formatMessage` would stop an answer on a placeholder it cannot fill). */
export const messageTableProblem = (table: Readonly<Record<string, string>>): string | undefined => tableProblem(table, EN as Readonly<Record<keyof MessageTable, string>>, 'message');

/**
 * The language `primary` (a primary subtag) named in the words of the table `messageLanguageFor(lang)` picks ("inglés"
 * in Spanish), or null when that table does not name it (`languageNameIn`).
 */
export function languageName(primary: string, lang: string, tables: MessageTables = MESSAGES): string | null {
  return languageNameIn(primary, messageLanguageFor(lang, tables));
}

/** The languages `tables` (Cairn's own by default) hold messages in, sorted by code unit. */
export function messageLanguages(tables: MessageTables = MESSAGES): string[] {
  return Object.keys(tables).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The language whose table speaks for `lang`: its own when `tables` have one, else English. */
export function messageLanguageFor(lang: string, tables: MessageTables = MESSAGES): string {
  return matchLanguage(lang, messageLanguages(tables)) ?? 'en';
}

/**
 * The message `key` in the table `messageLanguageFor(lang, tables)` picks (Cairn's own by default), in parts: the text between placeholders, and
 * each `{name}` replaced by `params[name]` — plain text for a string or number, spliced in as given for parts.
 * One pass (a value containing `{x}` is not expanded); adjacent plain parts are merged; extra params are ignored.
 * @throws Error naming the key and the placeholder when a placeholder has no param: a programming error.
 */
export function formatMessageParts(
  lang: string,
  key: keyof MessageTable,
  params: Readonly<Record<string, string | number | readonly TextPart[]>>,
  tables: MessageTables = MESSAGES,
): TextPart[] {
  const template = tables[messageLanguageFor(lang, tables)]![key];
  const parts: TextPart[] = [];
  const push = (part: TextPart) => {
    const last = parts[parts.length - 1];
    if (part.text === '') return;
    if (part.lang === undefined && last !== undefined && last.lang === undefined) last.text += part.text;
    else parts.push({ ...part });
  };
  let at = 0;
  // A value that ends its own sentence ("EE. UU.", "How do I vote?"): the template's full stop after it would double it.
  let ended = false;
  // The last value's text: "{agency}'s" after a name ending in "s" is "Services'" (`possessiveAfter`).
  let last = '';
  const literal = (text: string) => {
    const after = possessiveAfter(last, text);
    push({ text: ended && FULL_STOPS.some((stop) => after.startsWith(stop)) ? after.slice(1) : after });
  };
  for (const match of template.matchAll(PLACEHOLDER)) {
    literal(template.slice(at, match.index));
    const name = match[1]!;
    if (!Object.hasOwn(params, name)) {
      throw new Error(`Cairn: message "${key}" needs a value for {${name}}, and formatMessage was given none`);
    }
    const value = params[name]!;
    if (typeof value === 'object') for (const part of value) push(part);
    else push({ text: String(value) });
    last = typeof value === 'object' ? value.map((part) => part.text).join('') : String(value);
    ended = endsSentence(last);
    at = match.index + match[0].length;
  }
  literal(template.slice(at));
  return parts;
}

/** `formatMessageParts` as one plain text: what every client with a single text channel gets. */
export function formatMessage(lang: string, key: keyof MessageTable, params: Readonly<Record<string, string | number>>, tables: MessageTables = MESSAGES): string {
  return formatMessageParts(lang, key, params, tables).map((part) => part.text).join('');
}
