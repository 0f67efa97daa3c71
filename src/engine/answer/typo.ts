/**
 * Typo tolerance: a question word the language's passages never use may stand for a term they do use that is one
 * edit away ("utlity" → utili, "ofice" → offic), at a discount. Deterministic and the same in every script written
 * with spaces: no word lists, no dictionary beyond the index's own terms.
 *
 * Terms are stems (a word's first `STEM_LENGTH` clusters), so the whole question word is compared with a stem
 * through its prefixes: a letter missing, added, replaced or two swapped within the stem is one edit. A term
 * shorter than a stem is a whole word, and is compared with the whole word.
 */
import { isBigramChar } from '../text/scripts.ts';
import { graphemeClusters, STEM_LENGTH } from '../text/tokenize.ts';

/** Words shorter than this many clusters are never corrected: a short word has too many one-edit neighbours. */
export const MIN_TYPO_WORD = 5;
/** The share of its weight a corrected term counts with: the reading is a guess, and weighs less than a match. */
export const TYPO_DISCOUNT = 0.7;

const NUMBER = /^[0-9]+$/u;

/** Whether typo correction ever reads a term: not a number, not a bigram of a script indexed in bigrams. */
export function isTypoTerm(term: string): boolean {
  return !NUMBER.test(term) && !isBigramChar(String.fromCodePoint(term.codePointAt(0)!));
}

/** The vocabulary of a language, grouped by first cluster, for corrections (built when first needed). */
export type TypoIndex = ReadonlyMap<string, ReadonlyArray<{ term: string; clusters: string[]; idf: number }>>;

/**
 * Groups the terms that can score (`idf`: a language's unsuppressed terms; not numbers, not n-grams of spaceless
 * scripts) by first cluster.
 */
export function typoIndex(idf: ReadonlyMap<string, number>): TypoIndex {
  const buckets = new Map<string, Array<{ term: string; clusters: string[]; idf: number }>>();
  for (const term of [...idf.keys()].sort()) {
    if (!isTypoTerm(term)) continue;
    const clusters = graphemeClusters(term);
    let bucket = buckets.get(clusters[0]!);
    if (!bucket) buckets.set(clusters[0]!, (bucket = []));
    bucket.push({ term, clusters, idf: idf.get(term)! });
  }
  return buckets;
}

/** Whether `a` and `b` are at most one edit apart: one insertion, deletion, substitution, or adjacent swap. */
export function withinOneEdit(a: readonly string[], b: readonly string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const differ: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
    if (differ.length <= 1) return true;
    const [i, j] = differ;
    return differ.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!];
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  for (let k = i; k < shorter.length; k++) if (longer[k + 1] !== shorter[k]) return false;
  return true;
}

/**
 * The known term a misspelt `word` most likely stands for: one edit from one of the word's prefixes of the stem's
 * length, one less or one more; among several, the term more passages use, then the first in code-unit order.
 * Undefined for a short word, a number, or text in a script indexed as bigrams (written without spaces, or Hangul).
 */
export function correction(index: TypoIndex, word: string): string | undefined {
  const clusters = graphemeClusters(word);
  if (clusters.length < MIN_TYPO_WORD || NUMBER.test(word) || isBigramChar(String.fromCodePoint(word.codePointAt(0)!))) return undefined;
  let best: { term: string; idf: number } | undefined;
  for (const candidate of index.get(clusters[0]!) ?? []) {
    const n = candidate.clusters.length;
    // A term of the stem's length was cut from a longer word: compare it with the word's prefixes. A shorter term is
    // a whole word: compare it with the whole word, never with a prefix ("per" is not "pr…").
    const near =
      n === STEM_LENGTH
        ? [n - 1, n, n + 1].some((k) => k <= clusters.length && withinOneEdit(candidate.clusters, clusters.slice(0, k)))
        : withinOneEdit(candidate.clusters, clusters);
    // The more common reading (lower IDF) wins; equal ones, the first in code-unit order.
    if (near && (best === undefined || candidate.idf < best.idf)) best = candidate;
  }
  return best?.term;
}
