/**
 * A calibration window's best score in its own document and in any other it may be compared with — exactly the
 * scores `forEachScore` gives, the same floating-point operations in the same order, found without scoring every
 * passage that shares a common word with the window (MaxScore, Turtle and Flood 1995).
 *
 * Terms are taken rarest first. Every passage holding one of the terms taken so far is scored exactly (its dot
 * product and held weight summed over the window's terms in their sorted order, as `scoreLanguage` sums them). A
 * passage holding none of them holds only the terms not yet taken, so its score is at most what those terms could
 * give at their largest unit weights; once that bound is below the best score found, no passage left can beat it.
 * Measured on synthetic corpora, where a window's common words touch most of the corpus: 300 passages scored per
 * window against 8,246 postings read (docs/evidence.md, "Cost of calibration").
 */
import { scoringWeight } from '../answer/retrieve.ts';
import type { Postings, PreparedLanguage } from '../answer/prepare-index.ts';

/** One scoring term of a window, with its weight in the question vector and its postings (none if no passage holds it). */
interface WindowTerm {
  weight: number;
  squared: number;
  postings: Postings | undefined;
  /** The largest unit weight in its postings. */
  largest: number;
}

/**
 * Where `position` is in ascending `positions` at or after `from`, or the bitwise complement of where it would go:
 * galloping from `from` (positions are looked up in ascending order, so each search starts where the last ended).
 */
export function gallop(positions: Int32Array, position: number, from: number): number {
  let low = from;
  let step = 1;
  let high = from;
  while (high < positions.length && positions[high]! < position) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high >= positions.length) high = positions.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = positions[middle]!;
    if (at === position) return middle;
    if (at < position) low = middle + 1;
    else high = middle - 1;
  }
  return ~low;
}

/**
 * The positions every list holds, in ascending order (each list ascending, without repeats): the shortest list's
 * positions, each looked up in the others by galloping on from where that list's last search ended.
 */
export function positionsInAll(lists: readonly Int32Array[]): number[] {
  if (lists.length === 0) return [];
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  const from = others.map(() => 0);
  const found: number[] = [];
  for (const position of shortest!) {
    let everywhere = true;
    for (let j = 0; j < others.length && everywhere; j++) {
      const at = gallop(others[j]!, position, from[j]!);
      from[j] = at >= 0 ? at : ~at;
      everywhere = at >= 0;
    }
    if (everywhere) found.push(position);
  }
  return found;
}

/** What `bestScores` keeps from one window to the next of a language: allocated once per calibration. */
export interface BestScoresScratch {
  /** Each term's largest unit weight. */
  largestOf: Map<string, number>;
  /** Per position, the number of the last window that scored it. */
  seen: Int32Array;
  window: number;
}

/** Scratch for a prepared index of `positions` passages. */
export const bestScoresScratch = (positions: number): BestScoresScratch => ({ largestOf: new Map(), seen: new Int32Array(positions), window: 0 });

/** Rounding slack on the bound: it is compared with exact scores, and must never fall below one by a last bit. */
const BOUND_SLACK = 1 + 1e-9;

/**
 * The best score of a window (`counts`, `sortedTerms` as `questionVector` gives them) among the passages of document
 * `own` (`ownPositions`, ascending), and among every other passage of `language` that `comparable(document)` allows;
 * `documentAt` gives each position's document number.
 */
export function bestScores(
  language: PreparedLanguage,
  counts: ReadonlyMap<string, number>,
  sortedTerms: readonly string[],
  documentAt: Int32Array,
  own: number,
  ownPositions: readonly number[],
  comparable: (document: number) => boolean,
  scratch: BestScoresScratch,
): { own: number; other: number } {
  const { largestOf } = scratch;
  const terms: WindowTerm[] = [];
  let squares = 0;
  for (const term of sortedTerms) {
    const weight = scoringWeight(language, term, counts.get(term)!);
    if (weight === undefined) continue;
    const squared = weight * weight;
    squares += squared;
    const postings = language.postings.get(term);
    let largest = largestOf.get(term);
    if (largest === undefined) {
      largest = 0;
      for (const value of postings?.weights ?? []) if (value > largest) largest = value;
      largestOf.set(term, largest);
    }
    terms.push({ weight, squared, postings, largest });
  }
  const queryNorm = Math.sqrt(squares);
  if (queryNorm === 0) return { own: 0, other: 0 };

  /** Where each term's search starts: positions are scored in ascending order within one pass, so searches only move on. */
  const cursors = new Int32Array(terms.length);
  /** The score `forEachScore` gives the passage at `position`; 0 for one it would not visit. */
  const score = (position: number): number => {
    let dot = 0;
    let held = 0;
    let touched = false;
    for (let j = 0; j < terms.length; j++) {
      const { weight, squared, postings } = terms[j]!;
      if (postings === undefined) continue;
      const at = gallop(postings.passages, position, cursors[j]!);
      cursors[j] = at < 0 ? ~at : at;
      if (at < 0) continue;
      touched = true;
      dot += weight * postings.weights[at]!;
      held += squared;
    }
    if (!touched || dot <= 0) return 0;
    return Math.min(1, dot / queryNorm) * Math.min(1, Math.sqrt(held) / queryNorm);
  };

  let bestOwn = 0;
  cursors.fill(0);
  for (const position of ownPositions) bestOwn = Math.max(bestOwn, score(position));

  // Rarest first; the bound of the terms not yet taken, from the last term back.
  const order = terms.filter((t) => t.postings !== undefined).sort((a, b) => a.postings!.passages.length - b.postings!.passages.length);
  const dotBound = new Float64Array(order.length + 1);
  const heldBound = new Float64Array(order.length + 1);
  for (let i = order.length - 1; i >= 0; i--) {
    dotBound[i] = dotBound[i + 1]! + order[i]!.weight * order[i]!.largest;
    heldBound[i] = heldBound[i + 1]! + order[i]!.squared;
  }
  // Passages already scored in this window: stamped with the window's number, so the array is never cleared.
  const stamp = ++scratch.window;
  let bestOther = 0;
  for (let i = 0; i < order.length; i++) {
    const bound = ((dotBound[i]! / queryNorm) * (Math.sqrt(heldBound[i]!) / queryNorm)) * BOUND_SLACK;
    if (bound < bestOther) break;
    cursors.fill(0);
    for (const position of order[i]!.postings!.passages) {
      if (scratch.seen[position] === stamp) continue;
      scratch.seen[position] = stamp;
      const document = documentAt[position]!;
      if (document === own || document < 0 || !comparable(document)) continue;
      const found = score(position);
      if (found > bestOther) bestOther = found;
    }
  }
  return { own: bestOwn, other: bestOther };
}
