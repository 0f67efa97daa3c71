/**
 * A passage's term counts, and how to read its body's share back out of them. One module, so the build that writes
 * the counts and the calibration that reads them cannot disagree about how they were made.
 */
import type { IndexedPassage } from '../format/index-format.ts';
import { forEachCount } from './counted-passage.ts';
import { termsAndShortWords, tokenize } from '../text/tokenize.ts';

/**
 * How many times a document title's terms count in each of its passages. A passage from the middle of a
 * document loses the sentence that says what the document is about, while questions name the program
 * constantly; measured in the original, weight 5 turned an overlapping calibration band into a gap.
 */
export const TITLE_WEIGHT = 5;

function countInto(terms: readonly string[], weight: number, into: Map<string, number>): void {
  for (const term of terms) into.set(term, (into.get(term) ?? 0) + weight);
}

/**
 * Term → count for one passage: its heading and body once each, its document title's terms `TITLE_WEIGHT` times;
 * `own`, how many distinct terms its heading and body hold alone (none: the build warns); and `bodyShortWords`, the
 * body's words too short to be terms (what language detection counts), from the same walk over the body.
 */
export function passageTermCounts(
  heading: string,
  body: string,
  titleTerms: readonly string[],
): { counts: Map<string, number>; own: number; bodyShortWords: string[] } {
  const counts = new Map<string, number>();
  countInto(tokenize(heading), 1, counts);
  const { terms, short } = termsAndShortWords(body);
  countInto(terms, 1, counts);
  const own = counts.size;
  countInto(titleTerms, TITLE_WEIGHT, counts);
  return { counts, own, bodyShortWords: short };
}

/**
 * How many of a passage's body terms `keep` accepts, with repeats — what tokenizing the body and filtering would
 * count — read from the stored counts by taking out the heading's and the title's, so no body is tokenized again.
 */
export function bodyTermCount(passage: IndexedPassage, titleTerms: readonly string[], keep: (term: string) => boolean): number {
  const notBody = new Map<string, number>();
  countInto(tokenize(passage.heading), 1, notBody);
  countInto(titleTerms, TITLE_WEIGHT, notBody);
  let count = 0;
  forEachCount(passage, (term, n) => {
    if (keep(term)) count += n - (notBody.get(term) ?? 0);
  });
  return count;
}

/** How many times each term is in a document's title: what `TITLE_WEIGHT` multiplies in every passage's counts. */
export function titleCounts(titleTerms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  countInto(titleTerms, 1, counts);
  return counts;
}

/**
 * Whether `term` is one of a passage's own terms (its heading's or body's: what document frequency counts), read from
 * its stored count: a title term counts `TITLE_WEIGHT` for each time the title holds it, so a term is the passage's
 * own when its count is more than that (`inTitle`: `titleCounts` of its document's title).
 */
export const isOwnTerm = <Term>(term: Term, count: number, inTitle: ReadonlyMap<Term, number>): boolean => count > TITLE_WEIGHT * (inTitle.get(term) ?? 0);
