/**
 * The page offered in the language a question was asked in, when the page is in another: a resident whose phone is in
 * English asks in Spanish and reads "You asked", "Sources" in English around a Spanish quote (a resident trial,
 * session 49). Offered only in a language the page offers, in that language's own words: not where an agency's table
 * left `showPageIn` to Cairn's English (an offer in English to a French reader would be no offer).
 */
import { matchLanguage } from '../engine/text/language.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';
import { UI_STRINGS, uiStringsLanguage, type UiTables } from './strings.ts';

export interface PageOffer {
  /** The page language to switch to (one of the page's codes). */
  code: string;
  /** The language the offer's words are in. */
  lang: string;
  text: string;
}

/** `wordsLang`: the language the page's words are in now (English on a page chosen in a language it has no words for). */
export function pageOffer(questionLang: string, wordsLang: string, codes: readonly string[], tables: UiTables): PageOffer | undefined {
  const code = matchLanguage(questionLang, codes);
  if (code === undefined || primaryLanguage(code) === primaryLanguage(wordsLang)) return undefined;
  const lang = uiStringsLanguage(code, tables);
  const text = tables[lang]!.showPageIn;
  if (primaryLanguage(lang) !== primaryLanguage(code)) return undefined;
  if (primaryLanguage(lang) !== 'en' && text === UI_STRINGS.en!.showPageIn) return undefined;
  return { code, lang, text };
}
