/**
 * Spelling variants a question may use for a term of the passages: the same word without its accents ("credito"
 * for crédito, "cuanto" for cuánto). Only for a question word no passage uses as typed, and read in its place,
 * weight and norm alike: dropping an accent is how the word is typed, not a guess at another word.
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
