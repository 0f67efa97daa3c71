/**
 * The agency's own translation of a document, offered in the page's language: in the document view, beside a cited
 * source, beside a related document. Named by the page's words for that language ("Leerlo en español: …") and the
 * translation's own title, marked with its language. Text only.
 */
import { fill, type UiStrings } from './strings.ts';
import { directionOf, endonymOf, languageNameIn } from '../engine/text/language.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';

/** A document's translation in the page's language, when the document itself is in another one; else undefined. */
export function translationIn<T extends { lang: string }>(docLang: string, translations: readonly T[] | undefined, pageLang: string): T | undefined {
  if (primaryLanguage(docLang) === primaryLanguage(pageLang)) return undefined;
  return translations?.find((t) => primaryLanguage(t.lang) === primaryLanguage(pageLang));
}

interface TranslationButtonProps {
  translation: { lang: string; title: string };
  strings: UiStrings;
  /** The language of the page's words (`strings`), which names the translation's language. */
  wordsLang: string;
  class: string;
  onClick: (opener: HTMLElement) => void;
}

export function TranslationButton({ translation, strings, wordsLang, class: className, onClick }: TranslationButtonProps) {
  const [before, after] = strings.documentTranslation.split('{title}') as [string, string | undefined];
  return (
    <button type="button" class={className} lang={wordsLang} dir={directionOf(wordsLang)} onClick={(event) => onClick(event.currentTarget as HTMLElement)}>
      {/* The page's language named in its own words ("Leerlo en español"), as the notices name languages. */}
      {fill(before, { language: languageNameIn(primaryLanguage(translation.lang), wordsLang) ?? endonymOf(translation.lang) })}
      <bdi lang={translation.lang} dir={directionOf(translation.lang)}>
        {translation.title}
      </bdi>
      {after}
    </button>
  );
}
