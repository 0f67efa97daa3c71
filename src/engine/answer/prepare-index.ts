/**
 * Index → the structures a question is answered from, built once when the index is loaded: per language an
 * inverted index of TF-IDF weights, and every passage's vector norm. A question then costs the postings of its
 * own terms, never a scan of the corpus.
 */
import type { CairnIndex, IndexedDocument, IndexedPassage } from '../format/index-format.ts';
import { scriptFamilyOf, type ScriptFamily } from '../text/scripts.ts';
import { tokenize } from '../text/tokenize.ts';
import type { TypoIndex } from './typo.ts';
import type { VariantIndex } from './variants.ts';

/** One language's scoring statistics. IDF is computed within the language, never across the corpus. */
export interface PreparedLanguage {
  lang: string;
  /** Passages in this language. */
  passageCount: number;
  /** Every term any passage of this language holds, suppressed or not. */
  vocabulary: ReadonlySet<string>;
  /** Terms in more than half of this language's passages: they score nothing. */
  suppressed: ReadonlySet<string>;
  /** Term → smoothed IDF, for every unsuppressed term of the vocabulary. */
  idf: ReadonlyMap<string, number>;
  /** Term → the passages holding it (positions in `PreparedIndex.passages`) and their TF-IDF weights. */
  postings: ReadonlyMap<string, Postings>;
  /** The scripts this language's terms are written in (an Arabic corpus quoting English names holds Latin too). */
  scripts: ReadonlySet<ScriptFamily>;
  /** Its terms grouped for typo correction: built by the first question that needs it, then kept. */
  typos?: TypoIndex;
  /** Its accented terms by their form without accents: built by the first question that needs it, then kept. */
  variants?: VariantIndex;
  /** Its `hanVariants` from the index: a Han character a question may type → the forms of it the passages write. */
  hanVariants?: ReadonlyMap<string, string>;
}

/** The script of a term, by its first character; numbers and symbols are `Other`, shared by every language. */
export function termScript(term: string): ScriptFamily {
  return scriptFamilyOf(String.fromCodePoint(term.codePointAt(0)!));
}

/**
 * Parallel arrays: a posting list is read in a tight loop, and typed arrays keep it compact. Positions ascend.
 * A weight is the passage's *unit* weight for the term (its TF-IDF weight over the passage's norm, see `unitWeight`):
 * a posting then scores without the passage's norm, so a sharded index can score a passage from the postings of the
 * question's terms alone, never fetching a table of every passage's norm.
 */
export interface Postings {
  passages: Int32Array;
  weights: Float64Array;
  /**
   * Set when these are only the heaviest of the term's postings (a sharded index's head, its tail not fetched yet):
   * every posting left out weighs at most `max`. Scoring then also bounds what the left-out postings could add.
   */
  partial?: { max: number };
}

/**
 * Unit weights are kept to this many bits: exact in a double, four digits in a shard, at most 2⁻¹³ from the exact
 * ratio. Twelve, measured: 20 bits made term shards 1.7× as large and no outcome of the evaluation different; 8 bits
 * changed one (DESIGN.md, "Unit weights to 12 bits").
 */
export const UNIT_WEIGHT_BITS = 12;
const UNIT_SCALE = 2 ** UNIT_WEIGHT_BITS;

/**
 * A passage's TF-IDF weight for one term over its vector's norm, rounded to `UNIT_WEIGHT_BITS` bits (never to 0):
 * the one definition both index forms score with, so a single file and its shards answer byte for byte alike.
 */
export function unitWeight(weight: number, norm: number): number {
  return unitSteps(weight, norm) / UNIT_SCALE;
}

/** `unitWeight` as the integer a sharded index stores: the weight in steps of 2⁻¹². */
export function unitSteps(weight: number, norm: number): number {
  return Math.max(1, Math.round((weight / norm) * UNIT_SCALE));
}

/** A stored step count back to the unit weight. */
export const fromUnitSteps = (steps: number): number => steps / UNIT_SCALE;

/**
 * An index ready to answer from: what retrieval reads. A single-file index prepares all of it at load; a sharded one
 * (`sharded-engine.ts`) holds only what its questions have fetched, behind the same interfaces.
 */
export interface PreparedIndex {
  /** By position: documents in id order, each document's passages in reading order. */
  passages: ArrayLike<IndexedPassage>;
  documents: ReadonlyMap<string, IndexedDocument>;
  /** Each document's title terms: what every passage of it holds by being in it, not by what it says. */
  titleTerms: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each document's topic words (`IndexedDocument.topics`): what most of its passages hold, not what sets one apart. */
  topicTerms: ReadonlyMap<string, ReadonlySet<string>>;
  languages: ReadonlyMap<string, PreparedLanguage>;
  /** The lexicon both ways: question language → document language → term → the term it translates to. */
  lexicon: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, string>>>;
  /**
   * Zeroed accumulators, one slot per passage, reused by every question (restored to zero after each): dot
   * products, and the squared question weight each passage holds; and the positions a question touched, written
   * from the front. Preallocated because a growing array of touched positions was most of a query's time: at
   * 100,000 passages a question touches a median 31,000 (DESIGN.md, "Speed and size").
   */
  scratch: { dots: Float64Array; held: Float64Array; touched: Int32Array; heads?: { dots: Float64Array; held: Float64Array } };
  /**
   * Told after each language a retrieval scored from partial postings (`Postings.partial`): whether some passage of it
   * could still reach `RELATED_SHARE` of its threshold once the rest were read (`near`: what a refusal must rule out)
   * or the threshold itself (`answer`), which search of the question it was (`search`: the attempt's place, own
   * language first; undefined for a search outside them), and which partial lists it read. A sharded index answers
   * from the heads alone only when no passage could: a refusal proved; else it reads whole the lists of the
   * retrievals where one could.
   */
  notePartial?: (reach: PartialReach, lists: ReadonlySet<Postings>) => void;
  /**
   * Told which search (`PartialReach.search`) the passage naming its document as one that may be about the question
   * came from, and its score: a search before it could only change that by reaching `RELATED_SHARE`, one after it only
   * by answering, and its own also by a passage scoring above it, which could push it out of the candidates kept (a
   * language of that search with a higher threshold: found by a blind review's differential test).
   */
  noteNear?: (search: number, score: number) => void;
}

/** What a retrieval scored from partial postings could still reach, and which of the question's searches it was. */
export interface PartialReach {
  near: boolean;
  answer: boolean;
  search: number | undefined;
  /** The bound itself: a passage of the near outcome's own search above its score could push it out of the top-k. */
  bound: number;
}

/** Smoothed IDF, log((N + 1) / (df + 1)) + 1: defined for an unseen term (df 0), never zero, never negative. */
export function smoothedIdf(passageCount: number, documentFrequency: number): number {
  return Math.log((passageCount + 1) / (documentFrequency + 1)) + 1;
}

/** Sublinear term frequency, 1 + log tf: the fifth mention of a word is not five times the evidence. */
export function sublinearTf(count: number): number {
  return count > 0 ? 1 + Math.log(count) : 0;
}

/** A whole index prepared: the index it came from beside it, for calibration's sampling. */
export interface PreparedWholeIndex extends PreparedIndex {
  index: Omit<CairnIndex, 'digest'>;
  passages: readonly IndexedPassage[];
}

/** Each language's statistics prepared, its postings still empty (`prepareIndex` fills them). */
export function preparedLanguages(index: Pick<CairnIndex, 'languages' | 'hanVariants'>): Map<string, PreparedLanguage> {
  const languages = new Map<string, PreparedLanguage>();
  for (const [lang, stats] of Object.entries(index.languages)) {
    const suppressed = new Set(stats.suppressed);
    const idf = new Map<string, number>();
    for (const [term, df] of Object.entries(stats.df)) if (!suppressed.has(term)) idf.set(term, smoothedIdf(stats.passages, df));
    languages.set(lang, {
      lang,
      passageCount: stats.passages,
      vocabulary: new Set(Object.keys(stats.df)),
      scripts: new Set(Object.keys(stats.df).map(termScript)),
      suppressed,
      idf,
      postings: new Map(),
      ...(index.hanVariants?.[lang] === undefined ? {} : { hanVariants: new Map(Object.entries(index.hanVariants[lang])) }),
    });
  }
  return languages;
}

/** The whole index prepared, from its languages with their postings filled. */
export function preparedWhole(index: Omit<CairnIndex, 'digest'>, languages: ReadonlyMap<string, PreparedLanguage>): PreparedWholeIndex {
  const passages = index.passages;
  return {
    index,
    passages,
    documents: new Map(index.documents.map((d) => [d.id, d])),
    titleTerms: new Map(index.documents.map((d) => [d.id, new Set(tokenize(d.title))])),
    topicTerms: new Map(index.documents.map((d) => [d.id, new Set(d.topics)])),
    languages,
    lexicon: lexiconMaps(index.lexicon),
    scratch: { dots: new Float64Array(passages.length), held: new Float64Array(passages.length), touched: new Int32Array(passages.length) },
  };
}

/**
 * Builds the inverted index of unit weights. Linear in the total number of (passage, term) pairs. (The build makes
 * the same from its passages' term numbers: `build/prepare-counted.ts`.)
 */
export function prepareIndex(index: Omit<CairnIndex, 'digest'>): PreparedWholeIndex {
  const passages = index.passages;
  const languages = preparedLanguages(index);
  /** Per language, each scoring term's number of postings. */
  const building = new Map([...languages.keys()].map((lang) => [lang, new Map<string, number>()]));

  // Two passes: how long each term's list is, then the lists, each allocated once at its length. Grown as arrays and
  // copied into typed ones, the lists held three times their final size at their peak (at 300,000 passages, most of
  // the build's growth while calibrating).
  for (const passage of passages) {
    const language = languages.get(passage.lang);
    const lengths = building.get(passage.lang);
    if (!language || !lengths) continue;
    // The terms `passageWeights` weighs below: the record's own keys that have an IDF. Were the passes to disagree, a
    // list would end in zeros; `prepare-index.test.ts` checks every list ends full.
    for (const term of Object.keys(passage.terms)) if (language.idf.has(term)) lengths.set(term, (lengths.get(term) ?? 0) + 1);
  }
  passages.forEach((passage, position) => {
    const language = languages.get(passage.lang);
    const lengths = building.get(passage.lang);
    if (!language || !lengths) return;
    const postings = language.postings as Map<string, Postings>;
    const weights = passageWeights(passage.terms, language.idf);
    let squares = 0;
    for (const [, weight] of weights) squares += weight * weight;
    const norm = Math.sqrt(squares);
    for (const [term, weight] of weights) {
      const left = lengths.get(term)!;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = { passages: new Int32Array(left), weights: new Float64Array(left) }));
      // `lengths` counts down to 0 as the list fills.
      const at = list.passages.length - left;
      list.passages[at] = position;
      list.weights[at] = unitWeight(weight, norm);
      lengths.set(term, left - 1);
    }
  });
  return preparedWhole(index, languages);
}

/**
 * A passage's TF-IDF weight for each of its scoring terms, in code-unit order: sorted, so the floating-point sum of
 * their squares (the norm) is the same on every runtime, every load and either index form.
 */
export function passageWeights(terms: Readonly<Record<string, number>>, idf: ReadonlyMap<string, number>): Array<[string, number]> {
  const weights: Array<[string, number]> = [];
  for (const term of Object.keys(terms).sort()) {
    const termIdf = idf.get(term);
    if (termIdf !== undefined) weights.push([term, sublinearTf(terms[term]!) * termIdf]);
  }
  return weights;
}

/** The stored pairs as lookups in both directions. */
export function lexiconMaps(lexicon: CairnIndex['lexicon']): PreparedIndex['lexicon'] {
  const maps = new Map<string, Map<string, Map<string, string>>>();
  const add = (from: string, to: string, x: string, y: string) => {
    const byTarget = maps.get(from) ?? maps.set(from, new Map()).get(from)!;
    (byTarget.get(to) ?? byTarget.set(to, new Map()).get(to)!).set(x, y);
  };
  for (const [pair, pairs] of Object.entries(lexicon)) {
    const [a, b] = pair.split('|') as [string, string];
    for (const [x, y] of pairs) {
      add(a, b, x, y);
      add(b, a, y, x);
    }
  }
  return maps;
}
