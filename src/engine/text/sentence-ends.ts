/**
 * Where a text ends its sentence: what tells a label over a list ("What to do") from a sentence of its own, and a
 * title that ends in its own mark ("EE. UU.", "How do I vote?") from one a message must close with a full stop.
 */

/**
 * Marks that end a sentence: Latin and the ellipsis and double marks, CJK full-width and half-width, Arabic and Urdu,
 * Devanagari, Ethiopic, Armenian (its full stop and its question and exclamation marks), Khmer, Myanmar, Tibetan, and
 * the Greek question mark (which NFC makes ";", read as one in Greek text only).
 */
const SENTENCE_ENDS = /[.!?\u2026\u203C\u203D\u2047-\u2049\u3002\uFF0E\uFF61\uFF01\uFF1F\u061F\u06D4\u0964\u0965\u1362\u1367\u1368\u0589\u055C\u055E\u17D4\u17D5\u104B\u0F0D\u0F0E\u037E]/u;

/** What may follow a sentence's mark and is set aside to find it: closing brackets and quotes, spaces, format characters. */
const CLOSING = /[\p{Pe}\p{Pf}\p{Pi}"'\p{Cf}\s]+$/u;
const GREEK = /\p{Script=Greek}/u;

/** The last character of `text` once closing brackets, quotes, spaces and format characters are set aside; '' for none. */
export function lastMark(text: string): string {
  return [...text.replace(CLOSING, '')].at(-1) ?? '';
}

/** Whether `text` ends its sentence with a mark: a full stop, a question or exclamation mark, in any script that has them. */
export function endsSentence(text: string): boolean {
  const last = lastMark(text);
  return SENTENCE_ENDS.test(last) || (last === ';' && GREEK.test(text));
}

/** Scripts whose sentences end with no mark at all (Thai and Lao leave a space): a paragraph in them may end anywhere. */
const UNMARKED_SENTENCES = /[\p{Script=Thai}\p{Script=Lao}]/u;

/** Whether `text` ends in a letter of a script that marks no sentence's end, so its end says nothing of its sentence. */
export function endsUnmarked(text: string): boolean {
  return UNMARKED_SENTENCES.test(lastMark(text));
}

/** A template's own full stop, in the scripts whose message tables close a sentence with one. */
export const FULL_STOPS: readonly string[] = ['.', '\u3002', '\u0964', '\u06D4', '\u1362'];
