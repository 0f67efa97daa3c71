/**
 * The agency's own translation of a document, offered in the page's language: in the document view, beside a cited
 * source, beside a related document. Named by the page's words for that language ("Leerlo en español: …") and the
 * translation's own title, marked with its language. Text only.
 */
import { useEffect, useState } from 'preact/hooks';
import { fill, type UiStrings } from './strings.ts';
import type { DocumentTranslation } from '../engine/answer/outcome.ts';
import { daySpokenFor, type Validity } from '../engine/format/effective-dates.ts';
import { directionOf, endonymOf, languageNameIn } from '../engine/text/language.ts';
import { primaryLanguage, translationFor } from '../engine/text/language-tag.ts';

/** A document's translation for a reader of `lang`, in force on `day`, looked up in the index the page holds. */
export type FindTranslation = (doc: string, lang: string, day: string) => Promise<DocumentTranslation | undefined>;

/** What an exchange's views need to offer translations: the page's language now, and the exchange's own. */
export interface Offers {
  pageLang: string;
  /** The page's language the question was asked with: the outcome names translations for it. */
  askedIn: string;
  asOf: string;
  find: FindTranslation;
}

/**
 * The translation to offer beside a source or a related document: the one the outcome names, when the page is still
 * in the language it was asked in; after the resident changed it, the document's translation in the new language,
 * looked up once per language (`Offers.find`), in force on the day the document speaks for.
 */
export function useOffer(entry: { doc: string; lang: string; translation?: DocumentTranslation; inForce?: Validity }, offers: Offers): DocumentTranslation | undefined {
  const { pageLang, askedIn, asOf, find } = offers;
  const [found, setFound] = useState<{ lang: string; translation: DocumentTranslation | undefined } | undefined>(undefined);
  const asked = pageLang === askedIn;
  const day = daySpokenFor(entry.inForce, asOf);
  useEffect(() => {
    if (asked || found?.lang === pageLang) return;
    let live = true;
    void find(entry.doc, pageLang, day).then((translation) => {
      if (live) setFound({ lang: pageLang, translation });
    });
    return () => {
      live = false;
    };
  }, [asked, pageLang, entry.doc, day]);
  const translation = asked ? entry.translation : found?.lang === pageLang ? found.translation : undefined;
  return translation === undefined ? undefined : translationFor(entry.lang, [translation], pageLang);
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

/** The offer beside a source or a related document, when there is one to make: a space, then the button. */
export function Offer({
  entry,
  offers,
  strings,
  wordsLang,
  nameSuffix,
  onOpen,
}: {
  entry: { doc: string; lang: string; translation?: DocumentTranslation; inForce?: Validity };
  offers: Offers;
  strings: UiStrings;
  wordsLang: string;
  nameSuffix?: string;
  onOpen: (translation: DocumentTranslation, opener: HTMLElement) => void;
}) {
  const translation = useOffer(entry, offers);
  return translation === undefined ? null : (
    <>
      {' '}
      <TranslationButton
        translation={translation}
        strings={strings}
        wordsLang={wordsLang}
        class="show-in-document show-translation"
        {...(nameSuffix === undefined ? {} : { nameSuffix })}
        onClick={(opener) => onOpen(translation, opener)}
      />
    </>
  );
}
