/** The build summary's lines shown only when an agency set them: whose words Cairn speaks in, and the close-call setting. */
import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { buildReport } from './build-report.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { MESSAGES } from '../text/messages.ts';

const doc = (id: string, lang: string, body: string) => ({ path: `${id}.md`, bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${id}\nlang: ${lang}\n---\n\n${body}\n`) });
const corpus = [doc('a', 'en', 'The fee is twenty dollars a year.'), doc('b', 'ru', 'Плата составляет двадцать долларов в год.'), doc('c', 'es', 'La tarifa es de veinte dólares al año.')];
/** The report of a build that succeeded, as the CLI prints it (without the lines about the file written). */
const report = (built: ReturnType<typeof buildIndex>) => buildReport(built.index!, 0, built.lexicon);
const messagesLines = (settings: typeof DEFAULT_SETTINGS) => report(buildIndex(corpus, settings)).filter((line) => line.startsWith('  messages'));

describe('buildReport', () => {
  it("names the languages spoken in the agency's words, then the ones in Cairn's own, an override among the agency's", () => {
    const table = { ...MESSAGES.en! };
    expect(messagesLines({ ...DEFAULT_SETTINGS, messages: { ru: table, es: table } })).toEqual(["  messages     the agency's in es, ru; Cairn's own in ar, en"]);
  });

  it("names Cairn's own only in the languages the page offers or the documents are written in, when the agency says which", () => {
    const table = { ...MESSAGES.en! };
    expect(messagesLines({ ...DEFAULT_SETTINGS, messages: { ru: table }, pageLanguages: ['ru', 'en'] })).toEqual(["  messages     the agency's in ru; Cairn's own in en, es"]);
    expect(messagesLines({ ...DEFAULT_SETTINGS, messages: { en: table }, pageLanguages: ['en'] })).toEqual(["  messages     the agency's in en; Cairn's own in es"]);
    // A language the page offers that only Cairn speaks (Arabic, with no document in it), and one no table has (Russian,
    // whose sentences fall back to Cairn's English).
    expect(messagesLines({ ...DEFAULT_SETTINGS, messages: { es: table }, pageLanguages: ['en', 'ar'] })).toEqual(["  messages     the agency's in es; Cairn's own in ar, en"]);
    const russianAndFrench = [doc('b', 'ru', 'Плата составляет двадцать долларов в год.'), doc('d', 'fr', 'Le tarif est de vingt dollars par an.')];
    const built = buildIndex(russianAndFrench, { ...DEFAULT_SETTINGS, defaultLanguage: 'ru', messages: { fr: table }, pageLanguages: ['ru', 'fr'] });
    expect(report(built).filter((line) => line.startsWith('  messages'))).toEqual(["  messages     the agency's in fr; Cairn's own in en"]);
  });

  it('has no such line when the agency gave no table', () => {
    expect(messagesLines(DEFAULT_SETTINGS)).toEqual([]);
  });

  it("names the languages the page shows in the agency's words, after the messages' line, and nothing without a table", () => {
    const pageLines = (settings: typeof DEFAULT_SETTINGS) => report(buildIndex(corpus, settings)).filter((line) => /^ {2}(messages|page words) /u.test(line));
    expect(pageLines({ ...DEFAULT_SETTINGS, messages: { ru: { ...MESSAGES.en! } }, pageWords: { ru: { send: 'Отправить' }, es: { send: 'Preguntar' } } })).toEqual([
      "  messages     the agency's in ru; Cairn's own in ar, en, es",
      "  page words   the agency's in es, ru",
    ]);
    expect(pageLines(DEFAULT_SETTINGS)).toEqual([]);
  });
});

describe('buildReport: retrieval.close_sibling', () => {
  const closeLines = (settings: typeof DEFAULT_SETTINGS) => report(buildIndex(corpus, settings)).filter((line) => line.startsWith('  close calls'));

  it('says what the setting does with its value when set, and nothing when not', () => {
    expect(closeLines({ ...DEFAULT_SETTINGS, closeSibling: 0.6 })).toEqual([
      "  close calls  the document named, nothing quoted, when another of its passages reaches 0.6 of the best one's score and share of the question (retrieval.close_sibling)",
    ]);
    expect(closeLines(DEFAULT_SETTINGS)).toEqual([]);
  });
});
