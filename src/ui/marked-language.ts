/** Text in one language among words in another, marked so a screen reader reads it in its own voice. */
import { directionOf } from '../engine/text/language.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';
import type { Outcome } from '../engine/answer/outcome.ts';

/** `lang` and `dir` for text in `textLang` inside words in `around`: none when they are one language. */
export function markedOtherThan(around: string, textLang: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return primaryLanguage(textLang) === primaryLanguage(around) ? {} : { lang: textLang, dir: directionOf(textLang) };
}

/**
 * The document title a status sentence names, when it is written in another language than the sentence: an English
 * title in an Arabic "Answered from …" is read in an English voice. None when the sentence names no title (several
 * documents, a refusal) or the title is in the sentence's language.
 */
export function titleInStatus(outcome: Outcome, said: string): { text: string; lang: string } | undefined {
  const named =
    outcome.kind === 'related' ? outcome.documents[0]
    : outcome.kind === 'answer' && new Set(outcome.passages.map((p) => p.title)).size === 1 ? outcome.passages[0]
    : undefined;
  if (named === undefined || primaryLanguage(named.lang) === primaryLanguage(said) || !outcome.status.includes(named.title)) return undefined;
  return { text: named.title, lang: named.lang };
}
