/** A document's language after its title, when the sentence naming it is in another: "Harbor GoPass (inglés)". */
import { endonymOf, languageNameIn } from '../engine/text/language.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';

/**
 * The document's language in the words of the sentence's, when the two differ: a resident pointed to a page in
 * another language knows before opening it. A language the sentence's words have no name for is named in its own,
 * marked as such for a screen reader. Null when they are one language.
 */
export function languageNote(documentLang: string, sentenceLang: string) {
  const primary = primaryLanguage(documentLang);
  if (primary === primaryLanguage(sentenceLang)) return null;
  const name = languageNameIn(primary, primaryLanguage(sentenceLang));
  return <span class="related-language"> ({name ?? <span lang={documentLang}>{endonymOf(documentLang)}</span>})</span>;
}

/** The same note as text, for a name that holds it (" (inglés)"); '' when the two are one language. */
export function languageNoteText(documentLang: string, sentenceLang: string): string {
  const primary = primaryLanguage(documentLang);
  if (primary === primaryLanguage(sentenceLang)) return '';
  return ` (${languageNameIn(primary, primaryLanguage(sentenceLang)) ?? endonymOf(documentLang)})`;
}
