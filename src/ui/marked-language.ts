/** Text in one language among words in another, marked so a screen reader reads it in its own voice. */
import { directionOf } from '../engine/text/language.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';

/** `lang` and `dir` for text in `textLang` inside words in `around`: none when they are one language. */
export function markedOtherThan(around: string, textLang: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return primaryLanguage(textLang) === primaryLanguage(around) ? {} : { lang: textLang, dir: directionOf(textLang) };
}
