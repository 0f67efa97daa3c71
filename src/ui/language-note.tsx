/** A document's language after its title, when the sentence naming it is in another: "Harbor GoPass (inglés)". */
import { endonymOf, languageNameIn } from '../engine/text/language.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';

/**
 * The document's language in the words of the sentence's, when the two differ: a resident pointed to a page in
 * another language knows before opening it. A language the sentence's words have no name for is named in its own,
 * marked as such for a screen reader. Null when they are one language.
 */
export function languageNote(documentLang: string, sentenceLang: string) {
  const name = nameInSentence(documentLang, sentenceLang);
  if (name === null) return null;
  return <span class="related-language"> ({name ?? <span lang={documentLang}>{endonymOf(documentLang)}</span>})</span>;
}

/** The same note as text, for a name that holds it (" (inglés)"); '' when the two are one language. */
export function languageNoteText(documentLang: string, sentenceLang: string): string {
  const name = nameInSentence(documentLang, sentenceLang);
  return name === null ? '' : ` (${name ?? endonymOf(documentLang)})`;
}

/** The document's language named in the sentence's: undefined where it has no name for it, null where they are one. */
function nameInSentence(documentLang: string, sentenceLang: string): string | undefined | null {
  const primary = primaryLanguage(documentLang);
  return primary === primaryLanguage(sentenceLang) ? null : languageNameIn(primary, primaryLanguage(sentenceLang));
}
