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

/**
 * The term an n-gram of Han characters stands for in the script the passages are written in, Traditional or
 * Simplified (`forms`: the index's `hanVariants`, each character the passages never use → the forms of it they do use):
 * every such character read as one of its forms, and of the n-grams that makes, the one the passages use most (a term
 * too common to score first, then lowest IDF, then code-unit order). A reading too common to score is still the word
 * typed: read as it, it counts for nothing, where left unread it would count against the question as a word no passage
 * uses. Undefined when no character of `term` has another form, or no reading is a term of the passages.
 */
export function hanVariant(forms: ReadonlyMap<string, string> | undefined, vocabulary: ReadonlySet<string>, idf: ReadonlyMap<string, number>, term: string): string | undefined {
  if (forms === undefined) return undefined;
  let readings = [''];
  let other = false;
  for (const char of term) {
    const read = forms.get(char);
    if (read !== undefined) other = true;
    readings = readings.flatMap((start) => (read === undefined ? [char] : [...read]).map((c) => start + c));
  }
  if (!other) return undefined;
  let best: string | undefined;
  let least = Infinity;
  for (const reading of readings.sort()) {
    const weight = idf.get(reading) ?? (vocabulary.has(reading) ? 0 : undefined);
    if (weight !== undefined && weight < least) [best, least] = [reading, weight];
  }
  return best;
}
