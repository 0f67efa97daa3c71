/**
 * The agency's own translation of a document, offered in the page's language: in the document view, beside a cited
 * source, beside a related document. Named by the page's words for that language ("Leerlo en español: …") and the
 * translation's own title, marked with its language. Text only.
 */
import { fill, type UiStrings } from './strings.ts';
import { directionOf, endonymOf, languageNameIn } from '../engine/text/language.ts';
import { primaryLanguage, translationFor } from '../engine/text/language-tag.ts';

/**
 * The translation an outcome names for a source or a related document, when it is for the page's language as it is
 * now (the resident may have changed it since asking): `translationFor`'s choice among it alone.
 */
export function offeredIn<T extends { lang: string }>(documentLang: string, translation: T | undefined, pageLang: string): T | undefined {
  return translation === undefined ? undefined : translationFor(documentLang, [translation], pageLang);
}

interface TranslationButtonProps {
  translation: { lang: string; title: string };
  strings: UiStrings;
  /** The language of the page's words (`strings`), which names the translation's language. */
  wordsLang: string;
  class: string;
  /** Added to the button's name after its visible words, where two buttons would otherwise have one name ("[2]"). */
  nameSuffix?: string;
  onClick: (opener: HTMLElement) => void;
}

export function TranslationButton({ translation, strings, wordsLang, class: className, nameSuffix, onClick }: TranslationButtonProps) {
  const [before, after] = strings.documentTranslation.split('{title}') as [string, string | undefined];
  // The page's language named in its own words ("Leerlo en español"), as the notices name languages.
  const lead = fill(before, { language: languageNameIn(primaryLanguage(translation.lang), wordsLang) ?? endonymOf(translation.lang) });
  return (
    <button
      type="button"
      class={className}
      lang={wordsLang}
      dir={directionOf(wordsLang)}
      aria-label={nameSuffix === undefined ? undefined : `${lead}${translation.title}${after ?? ''} ${nameSuffix}`}
      onClick={(event) => onClick(event.currentTarget as HTMLElement)}
    >
      {lead}
      <bdi lang={translation.lang} dir={directionOf(translation.lang)}>
        {translation.title}
      </bdi>
      {after}
    </button>
  );
}
