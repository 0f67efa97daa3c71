/**
 * Spelling variants a question may use for a term of the passages: the same word without its accents ("credito"
 * for crédito, "cuanto" for cuánto), and the same Han characters in the other script (申請 for 申请). Only for a
 * question word no passage uses as typed, and read in its place, weight and norm alike: dropping an accent, or typing
 * Traditional on a phone set to it, is how the word is typed, not a guess at another word.
 */
import { foldMarks, graphemeClusters, STEM_LENGTH } from '../text/tokenize.ts';

/** A language's terms by their mark-free form, where that differs; each list sorted, most common first. */
export type VariantIndex = ReadonlyMap<string, readonly string[]>;

/** Groups the terms that can score (`idf`: a language's unsuppressed terms) by their form without marks, where it differs. */
export function variantIndex(idf: ReadonlyMap<string, number>): VariantIndex {
  const byFolded = new Map<string, string[]>();
  for (const term of [...idf.keys()].sort()) {
    const folded = foldMarks(term);
    if (folded === term) continue;
    let list = byFolded.get(folded);
    if (!list) byFolded.set(folded, (list = []));
    list.push(term);
  }
  // Most common first (lowest IDF), then code-unit order: the same choice on every runtime.
  for (const list of byFolded.values()) list.sort((a, b) => idf.get(a)! - idf.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
  return byFolded;
}

/** The term a question word typed without marks stands for, or undefined when no term of the language is it. */
export function markVariant(index: VariantIndex, word: string): string | undefined {
  const stem = graphemeClusters(foldMarks(word)).slice(0, STEM_LENGTH).join('');
  return index.get(stem)?.[0];
}

/** A vowel and the "e" German writes after it in place of the vowel's umlaut, without a keyboard that has them. */
const UMLAUT_DIGRAPH = /([aou])e/gu;
const UMLAUT: Readonly<Record<string, string>> = { a: 'ä', o: 'ö', u: 'ü' };

/**
 * The term a question word typed with "ae", "oe" or "ue" for ä, ö or ü stands for ("Fuehrungszeugnis" → führu,
 * "Oeffnungszeiten" → öffnu), or undefined when no term of the language (`has`) is it: German's own way to type
 * without umlauts, where dropping them ("Fuhrungszeugnis") is `markVariant`'s. Only a word typed without any mark (one
 * typed with its accents is typed as meant: Vietnamese "khoẻ" is no "khó"), and only a reading with the umlaut itself
 * in that place, looked up as it is (French "oeuvre" is no "ouvré", nor "öuvre" a French word). Each pair is read as
 * its umlaut all at once, then one at a time (a word may hold a real "ue" too: "Aktuelle", "Quelle"), the first reading
 * that is a term winning.
 */
export function umlautVariant(has: (term: string) => boolean, word: string): string | undefined {
  if (foldMarks(word) !== word) return undefined;
  const pairs = [...word.matchAll(UMLAUT_DIGRAPH)].map((match) => match.index);
  if (pairs.length === 0) return undefined;
  const umlaut = (text: string, at: number) => text.slice(0, at) + UMLAUT[text[at]!]! + text.slice(at + 2);
  // All at once: from the last pair back, so each place still holds its pair when it is read.
  const readings = [pairs.reduceRight(umlaut, word), ...(pairs.length > 1 ? pairs.map((at) => umlaut(word, at)) : [])];
  for (const reading of readings) {
    const term = graphemeClusters(reading).slice(0, STEM_LENGTH).join('');
    if (has(term)) return term;
  }
  return undefined;
}

/**
 * An n-gram of Han characters as it may be written in the other script, Traditional or Simplified (`forms`: one
 * language's `hanVariants`, a character a question may type → the forms of it the passages write): every combination
 * of each character as itself or one of its forms, but the n-gram as typed, in code-unit order. Empty when no character
 * has another form. An n-gram is at most two characters, so at most a few readings.
 */
export function hanReadings(forms: ReadonlyMap<string, string> | undefined, term: string): string[] {
  if (forms === undefined) return [];
  let readings = [''];
  let other = false;
  for (const char of term) {
    const written = forms.get(char);
    if (written !== undefined) other = true;
    readings = readings.flatMap((start) => [char, ...(written ?? '')].map((c) => start + c));
  }
  return other ? readings.filter((reading) => reading !== term).sort() : [];
}

/**
 * The term a question's n-gram stands for in the script its language's passages are written in (`hanReadings`): of
 * its readings that are terms of the passages, the one they use most (a term too common to score first, then the
 * lowest IDF, then code-unit order). A reading too common to score is still the word typed: read as it, it counts for
 * nothing, where left unread it would count against the question as a word no passage uses. Undefined when no reading
 * is a term of the passages.
 */
export function hanVariant(forms: ReadonlyMap<string, string> | undefined, vocabulary: ReadonlySet<string>, idf: ReadonlyMap<string, number>, term: string): string | undefined {
  let best: string | undefined;
  let least = Infinity;
  for (const reading of hanReadings(forms, term)) {
    const weight = idf.get(reading) ?? (vocabulary.has(reading) ? 0 : undefined);
    if (weight !== undefined && weight < least) [best, least] = [reading, weight];
  }
  return best;
}
