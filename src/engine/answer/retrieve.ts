/**
 * Scoring, bounded to [0, 1] so one threshold can mean the same thing on any corpus: the cosine similarity of
 * TF-IDF vectors (sublinear TF, smoothed IDF within the passage's language, the question vectorised with the
 * statistics of the language it is scored against) times the share of the question's weight the passage holds.
 * Ties broken by position in the index.
 */
import { RELATED_SHARE } from '../format/thresholds.ts';
import { smoothedIdf, sublinearTf, termScript, type PreparedIndex, type PreparedLanguage, type Postings } from './prepare-index.ts';
import type { IndexedPassage } from '../format/index-format.ts';
import { foldMarks, graphemeClusters, type TermWord } from '../text/tokenize.ts';
import { correction, MIN_TYPO_WORD, TYPO_DISCOUNT, typoIndex, type TypoIndex } from './typo.ts';
import { hanReadings, hanVariant, markVariant, umlautVariant, variantIndex } from './variants.ts';

/** One scored passage. */
export interface Candidate {
  passage: IndexedPassage;
  /** The passage's position in the index (`PreparedIndex.passages`): what breaks a tie of scores. */
  position: number;
  /** `cosine × covered`, in [0, 1], unrounded: what the threshold judges. */
  score: number;
  /** Cosine similarity of the question's and the passage's TF-IDF vectors. */
  cosine: number;
  /** Share of the question's weight (the norm of its matched terms over its whole norm) this passage holds. */
  covered: number;
  /** The threshold that judged it: its language's, or the translated path's when the question was carried to it. */
  threshold: number;
  /** Whether the score clears the threshold. */
  accepted: boolean;
  /** The question's terms this passage holds and scored on, sorted. */
  matched: string[];
  /**
   * Evidence for what is asked, beyond the document's title: of the question's terms that score in this language and
   * are not in the title (`asked`), those this passage holds (`held`), and the share of their weight it holds.
   */
  ask: AskEvidence;
}

/** What a passage holds of the question's ask (its scoring terms outside the passage's document title). */
export interface AskEvidence {
  asked: string[];
  held: string[];
  /** Weight held over weight asked, in [0, 1]; 0 when nothing is asked beyond the title. */
  share: number;
  /**
   * The terms asked that are topic words of the passage's document (`IndexedDocument.topics`): held, they say which
   * document, not which of its passages; a passage holding no other word of the ask is not quoted (`gateOf`).
   */
  topics: string[];
}

/** Where each of the question's terms ended up: every term is in exactly one list. */
export interface TermEvidence {
  /** Held, unsuppressed, by at least one passage searched. */
  matched: string[];
  /** Held by no passage searched: a coverage gap no threshold fixes. */
  inNoPassage: string[];
  /** Held only where document frequency suppressed it: present, and scoring nothing. */
  tooCommon: string[];
}

/** A question term no passage of a language holds, read as a term one edit away. */
export interface Correction {
  lang: string;
  /** The question's word, whole, and the term it would have been. */
  word: string;
  from: string;
  to: string;
  /**
   * `accents`: the same word without its marks, read in full; `script`: the same Han characters in the script the
   * passages use (Traditional or Simplified), read in full; `typo`: one edit away, read at a discount.
   */
  kind: 'accents' | 'script' | 'typo';
}

/** A question term read with its operator-given synonyms that the language's passages use. */
export interface SynonymReading {
  lang: string;
  term: string;
  read: string[];
}

/**
 * How a question term was carried into another language's passages: by the lexicon (`read` is its translation), as
 * itself because that language's passages use it too (`shared`: a name, a number), or not at all (`untranslated`:
 * it counts against every passage there, as a word no passage holds does).
 */
export interface Translation {
  from: string;
  to: string;
  term: string;
  /**
   * `lexicon`: a learned pair; `synonyms`: where there is none, the first word of the operator's synonym group, in the
   * question's language, that the target's passages use and the question's language's do not (the rest borrowed);
   * `shared`: the same term; `marks`: the same term once both drop their accents; `untranslated`: none of these,
   * counted against every passage.
   */
  kind: 'synonyms' | 'lexicon' | 'shared' | 'marks' | 'untranslated';
  read: string | null;
}

/** Per language: a term → every term of its synonym group (itself included). */
export type SynonymTable = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

/** One retrieval pass over a set of languages. */
export interface Retrieval {
  /** The languages searched, sorted. */
  languages: string[];
  /** The question's distinct terms, sorted. */
  terms: string[];
  /** Best first, at most `limit`; only passages scoring above zero. */
  candidates: Candidate[];
  evidence: TermEvidence;
  /** Typo corrections made, by language then word. */
  corrections: Correction[];
  /** Synonyms read, by language then term. */
  synonyms: SynonymReading[];
  /** How the question was carried into each language searched through the lexicon, by language then term. */
  translations: Translation[];
}

/**
 * Best score first; equal scores in index order (documents by id, each document's passages as they are read). By
 * position rather than by id text: the same order for documents, reading order within one ("#2" before "#10"), and a
 * sharded index can rank the passages a question touches before it has fetched a single passage id.
 */
function byScoreThenPosition(a: Candidate, b: Candidate): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.position - b.position;
}

function termCounts(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/**
 * A question term's weight in `language` (sublinear TF × IDF), or undefined when it counts for nothing there:
 * suppressed, or in a script the language's passages never use. The norm and the dot products both go through it,
 * so they can never disagree about which terms count.
 */
export function scoringWeight(language: PreparedLanguage, term: string, count: number, factor = 1): number | undefined {
  if (language.suppressed.has(term)) return undefined;
  // A question word in a script this language's passages never use is not an unknown word of this language,
  // it is a word of another one: it can be no evidence here either way, so it stays out of the norm too.
  // Without this, every Arabic word of "GoPass كم سعرها؟" counts against the English passage about GoPass.
  const script = termScript(term);
  if (script !== 'Other' && !language.scripts.has(script)) return undefined;
  // An unseen term keeps its (maximal) IDF in the question's norm: a question mostly about things the corpus
  // never mentions scores low, which is exactly the evidence a refusal needs.
  const idf = language.idf.get(term) ?? smoothedIdf(language.passageCount, 0);
  return sublinearTf(count) * idf * factor;
}

/** What a language's partial lists left out, summed over them, and the lists. */
interface LeftOut {
  dot: number;
  squares: number;
  lists: Set<Postings>;
}

/** A bound on every passage's score once all its postings are read, from partial lists; and those lists. */
export interface PartialBound {
  bound: number;
  lists: ReadonlySet<Postings>;
}

/**
 * Accumulates one language's dot products into `dots` and the squared question weight each passage holds into
 * `held` (both indexed by passage position), recording each passage touched once in `touched`; returns how many
 * passages it touched and the question vector's norm in that language.
 */
function scoreLanguage(
  language: PreparedLanguage,
  counts: ReadonlyMap<string, number>,
  sortedTerms: readonly string[],
  scratch: PreparedIndex['scratch'],
  factors: ReadonlyMap<string, number> | undefined,
  unseenSquares: number,
): { touchedCount: number; queryNorm: number; leftOut: LeftOut | undefined } {
  const { dots, held, touched } = scratch;
  let squares = unseenSquares;
  let touchedCount = 0;
  let leftOut: LeftOut | undefined;
  for (const term of sortedTerms) {
    const factor = factors?.get(term);
    const weight = scoringWeight(language, term, counts.get(term)!, factor);
    if (weight === undefined) continue;
    const squared = weight * weight;
    // A term read for a misspelt word adds evidence where passages hold it, but the question's size stays what was
    // typed: the unknown word keeps its weight in the norm, so a correction can lift a score, never make an
    // unknown question look known.
    if (factor === undefined) squares += squared;
    const postings = language.postings.get(term);
    if (!postings) continue;
    const { passages, weights } = postings;
    // What the postings left out could add to any one passage: at most the heaviest of them, and the term's weight;
    // nothing to a passage in the head, whose posting is here. Noted per passage, to be taken off its bound.
    if (postings.partial !== undefined) {
      leftOut ??= { dot: 0, squares: 0, lists: new Set() };
      const out = weight * postings.partial.max;
      leftOut.dot += out;
      leftOut.lists.add(postings);
      leftOut.squares += squared;
      scratch.heads ??= { dots: new Float64Array(dots.length), held: new Float64Array(dots.length) };
      for (let i = 0; i < passages.length; i++) {
        scratch.heads.dots[passages[i]!]! += out;
        scratch.heads.held[passages[i]!]! += squared;
      }
    }
    for (let i = 0; i < passages.length; i++) {
      const position = passages[i]!;
      if (dots[position] === 0) touched[touchedCount++] = position;
      dots[position]! += weight * weights[i]!;
      held[position]! += squared;
    }
  }
  return { touchedCount, queryNorm: Math.sqrt(squares), leftOut };
}

/**
 * Margin on a bound of a score: the bound sums the same products as the score in another order, so it may come out
 * a rounding below it; this is far above any rounding and far below any difference a threshold draws.
 */
const BOUND_MARGIN = 1e-9;

/** Inserts into a best-first list capped at `limit`: top-k without sorting every scored passage. */
function keepBest(best: Candidate[], candidate: Candidate, limit: number): void {
  if (best.length === limit && byScoreThenPosition(candidate, best[best.length - 1]!) >= 0) return;
  let at = best.length;
  while (at > 0 && byScoreThenPosition(candidate, best[at - 1]!) < 0) at--;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}

/** What to search and how to judge it. */
export interface RetrieveOptions {
  /** The languages whose passages are searched. */
  languages: readonly string[];
  /**
   * The threshold a passage must reach, by its own language, and the question's language when the question was
   * carried into the passage's through the lexicon (a translated path has its own).
   */
  thresholdOf: (lang: string, translatedFrom?: string) => number;
  /** Candidates kept, best first. */
  limit: number;
  /** Only passages this accepts are candidates (calibration leaves a document out). */
  filter?: (passage: IndexedPassage, position: number) => boolean;
  /** The operator's synonyms. */
  synonyms?: SynonymTable;
  /**
   * The question's corpus language, to search the other languages through the lexicon: each language the lexicon
   * links to it gets the translated question; the others, and this one, get the question as typed. With several
   * variants of the question's language (pt-BR, pt-PT), each in order of preference, the one the question was detected
   * in first: each other language is searched through the first whose lexicon reaches it.
   */
  translateFrom?: readonly string[];
  /** Which of the question's searches this is (its attempt's place), for `notePartial`; undefined for any other. */
  search?: number;
}

/**
 * Visits every passage of `language` that shares a scoring term with the question, with its score (never 0) and
 * the score's two factors, in no particular order, skipping any that scores below `floor.at` (the least score the
 * caller still takes, which its `visit` may raise as it goes; none given, every touched passage is visited). The one
 * scoring loop: `retrieve` and the calibration both go through it.
 *
 * Returns, when some of the postings read were partial (`Postings.partial`), a bound on every passage's score once
 * all its postings are read; otherwise undefined.
 *
 * Why a product and not the cosine alone: the cosine is a direction, normalised by the passage as much as by the
 * question, so a short passage sharing two topic words with a question can align as well as the passage that holds
 * the question's every term. Whether the corpus can answer is better told by how much of the question the passage
 * accounts for. On XQuAD protocol B the product separated in-corpus from out-of-corpus questions better in all five
 * languages, and ranked better too (DESIGN.md, "Scoring").
 */
export function forEachScore(
  prepared: PreparedIndex,
  language: PreparedLanguage,
  counts: ReadonlyMap<string, number>,
  sortedTerms: readonly string[],
  visit: (position: number, score: number, cosine: number, covered: number) => void,
  factors?: ReadonlyMap<string, number>,
  unseenSquares = 0,
  floor?: { at: number },
): PartialBound | undefined {
  const { dots, held, touched } = prepared.scratch;
  const { touchedCount, queryNorm, leftOut } = scoreLanguage(language, counts, sortedTerms, prepared.scratch, factors, unseenSquares);
  const scoreOf = (dot: number, heldSquares: number) => Math.min(1, dot / queryNorm) * Math.min(1, Math.sqrt(heldSquares) / queryNorm);
  // With partial postings, the most any passage could score once every posting is read: a passage none of them
  // touched may hold every left-out posting, and a touched one those of the lists whose heads it is not in.
  let bound = leftOut === undefined || queryNorm === 0 ? undefined : scoreOf(leftOut.dot, leftOut.squares);
  // Most touched passages are below the caller's floor: the test costs less than a call with three numbers (a few per
  // cent of a warm answer at 300,000 passages; more where calibration shares the loop: docs/evidence.md).
  for (let t = 0; t < touchedCount; t++) {
    const position = touched[t]!;
    const dot = dots[position]!;
    const heldSquares = held[position]!;
    dots[position] = 0;
    held[position] = 0;
    if (leftOut !== undefined) {
      const heads = prepared.scratch.heads!;
      if (bound !== undefined) bound = Math.max(bound, scoreOf(dot + Math.max(0, leftOut.dot - heads.dots[position]!), heldSquares + Math.max(0, leftOut.squares - heads.held[position]!)));
      heads.dots[position] = 0;
      heads.held[position] = 0;
    }
    if (dot <= 0 || queryNorm === 0) continue;
    // Postings hold unit weights (the passage's norm already divided out). Clamp: rounding can push a perfect match
    // a hair past 1.
    const cosine = Math.min(1, dot / queryNorm);
    const covered = Math.min(1, Math.sqrt(heldSquares) / queryNorm);
    const score = cosine * covered;
    if (floor !== undefined && score < floor.at) continue;
    visit(position, score, cosine, covered);
  }
  return bound === undefined ? undefined : { bound: bound + BOUND_MARGIN, lists: leftOut!.lists };
}

/** The question's terms counted, and its distinct terms sorted (the order every floating-point sum runs in). */
export function questionVector(questionTerms: readonly string[]): { counts: Map<string, number>; terms: string[] } {
  const counts = termCounts(questionTerms);
  return { counts, terms: [...counts.keys()].sort() };
}

/**
 * The question as one language scores it. Terms read *in addition to* what was typed (a typo's correction, the other
 * words of an operator's synonym group) are *borrowed*: they add evidence where passages hold them, at their factor,
 * but stay out of the norm, which keeps what was typed — a reading can lift a score, never make a question about
 * unknown things look known. A word read *in place of* what was typed (the accented form, a synonym group's first
 * word the passages use) counts as typed.
 */
export interface LanguageVector {
  counts: Map<string, number>;
  terms: string[];
  /** Borrowed term → the share of its weight it counts with. */
  factors: Map<string, number>;
  corrections: Correction[];
  synonyms: SynonymReading[];
  /** The squared weight of question words carried into no term of this language: in the norm, in no passage. */
  unseenSquares?: number;
  /**
   * Of those words, the ones the question's own language would count as asked (its passages use them, not too
   * commonly), with their squared weights: part of the ask, held by no passage of this language.
   */
  untranslated?: { terms: string[]; squares: number };
  translations: Translation[];
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each language's synonyms as typo corrections see them (built on first use): the group's words, alike in weight. */
const synonymTypoIndexes = new WeakMap<ReadonlyMap<string, readonly string[]>, TypoIndex>();

/**
 * The synonym group whose word `word` is one edit from (its term, and the group's words `language`'s passages use), or
 * undefined: `correction`'s rule over the table's words, equal in weight, so among two the first in code-unit order.
 * Undefined too when that word is one the passages use: typed right it is read as itself, so misspelt it is read as
 * the passages' word alone, by the typo rule, not as its group.
 */
function synonymTypo(table: ReadonlyMap<string, readonly string[]>, word: string, language: PreparedLanguage): { term: string; read: string[] } | undefined {
  let index = synonymTypoIndexes.get(table);
  if (index === undefined) synonymTypoIndexes.set(table, (index = typoIndex(new Map([...table.keys()].map((term) => [term, 0])))));
  const term = correction(index, word);
  if (term === undefined || language.idf.has(term)) return undefined;
  const read = table.get(term)!.filter((other) => language.idf.has(other));
  return read.length === 0 ? undefined : { term, read: read.sort(byCodeUnit) };
}

/**
 * The term under which `table` (a language's synonym groups) holds `term`: itself, or, for Chinese typed in the other
 * script than the operator's, its reading in the script the group is written in (津贴 for 津貼); undefined when none.
 */
function groupKey(table: ReadonlyMap<string, readonly string[]>, term: string, language: PreparedLanguage): string | undefined {
  return table.has(term) ? term : hanReadings(language.hanVariants, term).find((reading) => table.has(reading));
}

function languageVector(language: PreparedLanguage, words: readonly TermWord[], table: ReadonlyMap<string, readonly string[]> | undefined): LanguageVector {
  const read: string[] = [];
  const borrowed = new Map<string, number>();
  const corrections: Correction[] = [];
  const synonyms: SynonymReading[] = [];
  const borrow = (term: string, factor: number) => borrowed.set(term, Math.max(borrowed.get(term) ?? 0, factor));
  for (const { term, word } of words) {
    if (language.vocabulary.has(term)) {
      read.push(term);
      continue;
    }
    // Chinese typed in the other script than the passages': the passages' word, as if typed so (before synonyms, which
    // leave a word the passages use as itself).
    const script = hanVariant(language.hanVariants, language.vocabulary, language.idf, term);
    if (script !== undefined) {
      read.push(script);
      if (!corrections.some((c) => c.word === word)) corrections.push({ lang: language.lang, word, from: term, to: script, kind: 'script' });
      continue;
    }
    // A word the passages never use, in either script: the operator's synonyms next. The operator says the group's words
    // are one, so the word is read as the group's first word the passages use (in the norm, as typed words are), and the
    // rest are borrowed. A word the passages do use is read as itself: its group's other words would add the topic's
    // weight (a program's name, "house" for "housing") to the passages that name the topic, not to the one that answers.
    // Chinese typed in the other script than the operator's reaches the group through its reading (津贴 for 津貼).
    const key = table === undefined ? term : groupKey(table, term, language);
    const group = (key === undefined ? undefined : table?.get(key))?.filter((other) => other !== term && language.idf.has(other)) ?? [];
    if (group.length > 0) {
      const [first, ...rest] = [...group].sort(byCodeUnit);
      read.push(first!);
      for (const other of rest) borrow(other, 1);
      if (!synonyms.some((s) => s.term === term)) synonyms.push({ lang: language.lang, term, read: [...group].sort(byCodeUnit) });
      continue;
    }
    language.variants ??= variantIndex(language.idf);
    const variant = markVariant(language.variants, word) ?? umlautVariant((reading) => language.idf.has(reading), word);
    if (variant !== undefined) {
      read.push(variant);
      if (!corrections.some((c) => c.word === word)) corrections.push({ lang: language.lang, word, from: term, to: variant, kind: 'accents' });
      continue;
    }
    read.push(term);
    // A word of the operator's groups is a word, not a misspelling: its group's words are another language's (carried
    // there by `translatedVector`), or none the passages use; "perro", grouped with "dog", was read as "persona".
    if (key !== undefined && table?.has(key) === true) continue;
    // One edit from a word of the operator's synonyms that the passages do not use ("garbege" for "garbage", grouped
    // with "trash"): read as that group, at the typo's discount, before the passages' own words are tried ("garbege"
    // is one edit from "garden"'s stem too). The operator named the word residents type; its misspellings are theirs.
    const misspelt = table === undefined ? undefined : synonymTypo(table, word, language);
    if (misspelt !== undefined) {
      for (const other of misspelt.read) borrow(other, TYPO_DISCOUNT);
      if (!corrections.some((c) => c.word === word)) corrections.push({ lang: language.lang, word, from: term, to: misspelt.term, kind: 'typo' });
      if (!synonyms.some((s) => s.term === misspelt.term)) synonyms.push({ lang: language.lang, ...misspelt });
      continue;
    }
    language.typos ??= typoIndex(language.idf);
    const to = correction(language.typos, word);
    if (to === undefined) continue;
    borrow(to, TYPO_DISCOUNT);
    if (!corrections.some((c) => c.word === word)) corrections.push({ lang: language.lang, word, from: term, to, kind: 'typo' });
  }
  // A term one word borrowed and another was read as (typed, or in its place) counts as read: in the norm, in full.
  const factors = new Map([...borrowed].filter(([term]) => !read.includes(term)));
  read.push(...factors.keys());
  return {
    ...questionVector(read),
    factors,
    corrections: corrections.sort((a, b) => byCodeUnit(a.word, b.word)),
    synonyms: synonyms.sort((a, b) => byCodeUnit(a.term, b.term)),
    translations: [],
  };
}

/**
 * The term of `target` that is `term` once both drop their marks ("región" → regio, "region" → regió), or undefined:
 * the same word written with or without accents across two languages of one script, as names and cognates are.
 * A term with marks is matched to a plain one first, then to the most common marked one that scores (`markVariant`'s
 * order). A word too common in `target` to score, with marks or without, is no evidence there: undefined, so the
 * word stays untranslated, in the norm, whichever way it is carried.
 */
function withoutMarksIn(target: PreparedLanguage, term: string): string | undefined {
  // A short word has too many namesakes in another language once its marks go (Vietnamese "thẻ", card, is not "the").
  if (graphemeClusters(term).length < MIN_TYPO_WORD) return undefined;
  const folded = foldMarks(term);
  target.variants ??= variantIndex(target.idf);
  // `term` is none of `target`'s terms (the caller asked), so the most common marked one is never itself.
  const match = folded !== term && target.idf.has(folded) ? folded : markVariant(target.variants, term);
  // Only for a match (most words have none): the suppressed terms are read once per word that found one.
  if (match === undefined) return undefined;
  for (const common of target.suppressed) if (foldMarks(common) === folded) return undefined;
  return match;
}

/**
 * The question carried from its own language into `target`'s through the lexicon: read first as its own language
 * reads it (synonyms, accents, typos), then each term replaced by its translation, or by the words of its operator's
 * synonym group that `target`'s passages use, or kept where `target`'s passages use it too (a name, a number), or read
 * as `target`'s same word without its accents (`withoutMarksIn`). A term with none of these keeps its weight in its
 * own language in the norm, so a question half of which does not translate scores at most half: it is not made to look
 * answered by the half that does.
 */
export function translatedVector(
  target: PreparedLanguage,
  source: PreparedLanguage,
  words: readonly TermWord[],
  table: ReadonlyMap<string, readonly string[]> | undefined,
  lexicon: ReadonlyMap<string, string>,
): LanguageVector {
  const own = languageVector(source, words, table);
  const read: string[] = [];
  const factors = new Map<string, number>();
  const translations: Translation[] = [];
  const typed = new Set<string>();
  const untranslated = { terms: [] as string[], squares: 0 };
  let unseenSquares = 0;
  for (const term of own.terms) {
    const count = own.counts.get(term)!;
    const factor = own.factors.get(term);
    const learned = lexicon.get(term);
    // Where the corpus's translations give no word, the operator's: a group of the question's language's synonyms
    // holding words that language's passages never use and `target`'s do ("estacionamiento" grouped with "parking", for
    // a page written only in English), read as the first of them, the rest borrowed, as within one language. Not a word
    // the question's language uses, which the other may write alike ("renta", income, is "rental"'s stem). Chinese in
    // the other script than the operator's reaches its group through its reading, as in `languageVector`.
    const key = learned !== undefined || table === undefined ? undefined : groupKey(table, term, source);
    const grouped = key === undefined ? [] : table!.get(key)!.filter((other) => other !== term && !source.vocabulary.has(other) && target.idf.has(other)).sort(byCodeUnit);
    const to = learned ?? grouped[0] ?? (target.vocabulary.has(term) ? term : withoutMarksIn(target, term));
    if (to !== undefined) {
      for (let n = 0; n < count; n++) read.push(to);
      if (factor === undefined) typed.add(to);
      else factors.set(to, Math.max(factors.get(to) ?? 0, factor));
      for (const other of grouped.slice(1)) {
        if (!read.includes(other)) read.push(other);
        factors.set(other, Math.max(factors.get(other) ?? 0, factor ?? 1));
      }
      const kind = learned !== undefined ? 'lexicon' : grouped.length > 0 ? 'synonyms' : to === term ? 'shared' : 'marks';
      translations.push({ from: source.lang, to: target.lang, term, kind, read: to });
      continue;
    }
    // A reading the question borrowed (a typo's correction) that does not translate adds nothing; a typed word counts.
    const weight = factor === undefined ? scoringWeight(source, term, count) : undefined;
    if (weight === undefined) continue;
    unseenSquares += weight * weight;
    // Asked as the question's own language would ask it: a word its passages use and do not find too common.
    if (source.idf.has(term)) {
      untranslated.terms.push(term);
      untranslated.squares += weight * weight;
    }
    translations.push({ from: source.lang, to: target.lang, term, kind: 'untranslated', read: null });
  }
  // A term both typed and borrowed counts as typed.
  for (const term of typed) factors.delete(term);
  // Corrections and synonyms are the question's own language's: its own search reports them, once.
  return { ...questionVector(read), factors, corrections: [], synonyms: [], unseenSquares, untranslated, translations };
}

/** The lexicon between two languages no translation links. */
const NO_PAIRS: ReadonlyMap<string, string> = new Map();

/**
 * Scores the passages of the chosen languages against the question's terms (with the words they were cut from, for
 * typo correction) and returns the best, with term evidence. Cost: the postings of the question's terms in those
 * languages, plus one pass over the passages they touch.
 */
export function retrieve(prepared: PreparedIndex, questionWords: readonly TermWord[], options: RetrieveOptions): Retrieval {
  const { languages, thresholdOf, limit, filter, synonyms, translateFrom, search } = options;
  const sources = (translateFrom ?? []).map((lang) => prepared.languages.get(lang)).filter((l) => l !== undefined);
  const { terms } = questionVector(questionWords.map((w) => w.term));
  const searched = [...languages].sort().map((lang) => prepared.languages.get(lang)).filter((l) => l !== undefined);
  const candidates: Candidate[] = [];
  // Most touched passages cannot enter a full list: none scoring below its last is visited (nothing is allocated for
  // it, nor its passage looked up), in any language, as the list is one.
  const floor = { at: -Infinity };
  const vectors = new Map<string, LanguageVector>();
  for (const language of searched) {
    // A variant of the question's language is never carried into: it reads the question as typed. Carried where the
    // corpus's translations link the two languages, or the operator's synonyms of the question's language may (a corpus
    // with no translation at all: its lexicon is empty, and the groups alone carry words across).
    const source = sources.includes(language) ? undefined : sources.find((l) => prepared.lexicon.get(l.lang)?.has(language.lang) || synonyms?.has(l.lang));
    const lexicon = source === undefined ? undefined : (prepared.lexicon.get(source.lang)?.get(language.lang) ?? NO_PAIRS);
    const vector =
      lexicon === undefined || source === undefined
        ? languageVector(language, questionWords, synonyms?.get(language.lang))
        : translatedVector(language, source, questionWords, synonyms?.get(source.lang), lexicon);
    vectors.set(language.lang, vector);
    const translatedFrom = lexicon === undefined ? undefined : source?.lang;
    const partial = forEachScore(prepared, language, vector.counts, vector.terms, (position, score, cosine, covered) => {
      const passage = prepared.passages[position]!;
      if (filter && !filter(passage, position)) return;
      const threshold = thresholdOf(passage.lang, translatedFrom);
      keepBest(candidates, { passage, position, score, cosine, covered, threshold, accepted: score >= threshold, matched: [], ask: { asked: [], held: [], share: 0, topics: [] } }, limit);
      if (candidates.length === limit) floor.at = candidates[limit - 1]!.score;
    }, vector.factors, vector.unseenSquares, floor);
    // Within reach: a passage could name its document as one that may be about the question (`RELATED_SHARE`), the
    // least a refusal must rule out; or could answer.
    if (partial !== undefined) {
      const threshold = thresholdOf(language.lang, translatedFrom);
      prepared.notePartial?.({ near: partial.bound >= RELATED_SHARE * threshold, answer: partial.bound >= threshold, search, bound: partial.bound }, partial.lists);
    }
  }
  for (const candidate of candidates) {
    const language = prepared.languages.get(candidate.passage.lang)!;
    const vector = vectors.get(language.lang)!;
    candidate.matched = vector.terms.filter((term) => term in candidate.passage.terms && language.idf.has(term));
    candidate.ask = askEvidence(language, vector, candidate.passage, prepared.titleTerms.get(candidate.passage.doc)!, prepared.topicTerms.get(candidate.passage.doc)!);
  }
  const corrections = [...vectors.values()].flatMap((v) => v.corrections);
  const synonymsRead = [...vectors.values()].flatMap((v) => v.synonyms);
  const translations = [...vectors.values()].flatMap((v) => v.translations);
  return { languages: searched.map((l) => l.lang), terms, candidates, evidence: termEvidence(terms, searched), corrections, synonyms: synonymsRead, translations };
}

/**
 * The ask a passage holds: the question's scoring terms outside its document's title, weighed as scoring weighs them.
 * Words a carried question could not translate are asked too, and held by no passage: a question is not quotable on
 * the half of it that translated.
 */
function askEvidence(language: PreparedLanguage, vector: LanguageVector, passage: IndexedPassage, titleTerms: ReadonlySet<string>, topicTerms: ReadonlySet<string>): AskEvidence {
  const { counts, terms: sortedTerms, factors } = vector;
  const asked: string[] = [];
  const held: string[] = [];
  const topics: string[] = [];
  let askedSquares = vector.untranslated?.squares ?? 0;
  let heldSquares = 0;
  for (const term of sortedTerms) {
    if (titleTerms.has(term) || !language.idf.has(term)) continue;
    const weight = scoringWeight(language, term, counts.get(term)!, factors.get(term));
    if (weight === undefined) continue;
    asked.push(term);
    if (topicTerms.has(term)) topics.push(term);
    askedSquares += weight * weight;
    if (term in passage.terms) {
      held.push(term);
      heldSquares += weight * weight;
    }
  }
  asked.push(...(vector.untranslated?.terms ?? []));
  return { asked, held, share: askedSquares === 0 ? 0 : Math.min(1, Math.sqrt(heldSquares / askedSquares)), topics };
}

function termEvidence(terms: readonly string[], languages: readonly PreparedLanguage[]): TermEvidence {
  const evidence: TermEvidence = { matched: [], inNoPassage: [], tooCommon: [] };
  for (const term of terms) {
    const holders = languages.filter((language) => language.vocabulary.has(term));
    if (holders.length === 0) evidence.inNoPassage.push(term);
    else if (holders.every((language) => language.suppressed.has(term))) evidence.tooCommon.push(term);
    else evidence.matched.push(term);
  }
  return evidence;
}
