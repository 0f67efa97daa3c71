/**
 * The build's inverted index, made from its passages' term numbers (`CountedPassage`) instead of their records: the
 * same structure `prepareIndex` makes from records, equal to the bit (`prepare-counted.test.ts`), without making a
 * record per passage twice over. At 100,000 passages those records were most of this step's time.
 */
import {
  prepareIndex,
  preparedLanguages,
  preparedWhole,
  sublinearTf,
  unitWeight,
  type Postings,
  type PreparedWholeIndex,
} from '../answer/prepare-index.ts';
import type { CairnIndex } from '../format/index-format.ts';
import { CountedPassage } from './counted-passage.ts';

/**
 * `prepareIndex(index)`, from the term numbers when every passage is a `CountedPassage` of one table (else from the
 * records). Lists are filled in the same order, so their terms come in the same order, and each passage's weights are
 * summed in its terms' code-unit order as `passageWeights` sums them.
 */
export function prepareCounted(index: Omit<CairnIndex, 'digest'>): PreparedWholeIndex {
  const counted = index.passages;
  const table = counted[0] instanceof CountedPassage ? counted[0].table : undefined;
  if (!table || !counted.every((p): p is CountedPassage => p instanceof CountedPassage && p.table === table)) return prepareIndex(index);
  const languages = preparedLanguages(index);
  const size = table.terms.length;
  /** Per language: each term number's IDF (NaN: none, the term is not scored), and its list's length still to fill. */
  const byNumber = new Map(
    [...languages].map(([lang, language]) => {
      const idf = new Float64Array(size).fill(Number.NaN);
      for (const [term, value] of language.idf) {
        const id = table.find(term);
        if (id >= 0) idf[id] = value;
      }
      return [lang, { idf, left: new Int32Array(size), lists: new Array<Postings | undefined>(size) }];
    }),
  );
  for (const passage of counted) {
    const numbers = byNumber.get(passage.lang);
    if (!numbers) continue;
    const { pairs, end } = passage;
    for (let i = passage.start; i < end; i += 2) {
      const id = pairs[i]!;
      if (!Number.isNaN(numbers.idf[id]!)) numbers.left[id] = numbers.left[id]! + 1;
    }
  }
  const weights: number[] = [];
  counted.forEach((passage, position) => {
    const numbers = byNumber.get(passage.lang);
    if (!numbers) return;
    const { idf, left, lists } = numbers;
    const postings = languages.get(passage.lang)!.postings as Map<string, Postings>;
    const { pairs, start, end } = passage;
    weights.length = 0;
    let squares = 0;
    for (let i = start; i < end; i += 2) {
      const termIdf = idf[pairs[i]!]!;
      if (Number.isNaN(termIdf)) continue;
      const weight = sublinearTf(pairs[i + 1]!) * termIdf;
      weights.push(weight);
      squares += weight * weight;
    }
    const norm = Math.sqrt(squares);
    let w = 0;
    for (let i = start; i < end; i += 2) {
      const id = pairs[i]!;
      if (Number.isNaN(idf[id]!)) continue;
      let list = lists[id];
      if (!list) postings.set(table.terms[id]!, (list = lists[id] = { passages: new Int32Array(left[id]!), weights: new Float64Array(left[id]!) }));
      // `left` counts down to 0 as the list fills.
      const at = list.passages.length - left[id]!;
      left[id] = left[id]! - 1;
      list.passages[at] = position;
      list.weights[at] = unitWeight(weights[w++]!, norm);
    }
  });
  return preparedWhole(index, languages);
}
