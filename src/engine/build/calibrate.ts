/**
 * Calibrated refusal: each language's threshold derived from the corpus itself, with no labelled questions, so
 * that one setting — the share of unanswerable questions an operator accepts being answered — means the same
 * thing in every language and on every corpus.
 *
 * Leave one document out: cut question-length windows from each document's passages and score each against the
 * same language's passages of every OTHER document. Those best scores are what a question about something the
 * corpus does not hold (here: the left-out document) scores against what it does hold; the threshold is their
 * (1 − rate) quantile. The same windows scored against their own document show what the threshold costs in
 * answered questions. Deterministic: windows in document order, an even stride when capped, scores rounded up.
 */
import type { PreparedLanguage, PreparedWholeIndex as PreparedIndex } from '../answer/prepare-index.ts';
import { prepareCounted } from './prepare-counted.ts';
import type { BuildWarning } from './passages.ts';
import { forEachScore, questionVector, translatedVector } from '../answer/retrieve.ts';
import { bodyTermCount } from './passage-terms.ts';
import { bestScores, bestScoresScratch, positionsInAll } from './best-scores.ts';
import { isSpacelessChar } from '../text/scripts.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import { graphemeClusters, tokenize } from '../text/tokenize.ts';
import type { Settings } from '../format/settings.ts';
import type { CairnIndex, Calibration, IndexedPassage, LanguageCalibration } from '../format/index-format.ts';
import { ceil4, counted, round4 } from '../format/precision.ts';
import { DEFAULT_THRESHOLD, explicitThreshold, translationKey } from '../format/thresholds.ts';
import { overlaps, versionFamilies } from '../format/effective-dates.ts';

/**
 * Scoring terms per window in scripts written with spaces (terms, after tokenizing and dropping suppressed ones, not
 * words: ten words of Spanish hold fewer terms that score than ten of Arabic, whose words carry their articles and
 * prepositions, and the null distribution moves with the terms a query has). Questions are short: XQuAD's hold 7.0–7.5
 * scoring terms in every language, the demo's residents' questions about 4.5 (DESIGN.md, "Calibrated refusal").
 */
export const WINDOW_TERMS = 6;
export const WINDOW_TERM_STRIDE = 4;
/** Grapheme clusters per window in scripts written without spaces (Chinese, Thai …): about a question's length. */
export const WINDOW_CLUSTERS = 18;
export const WINDOW_CLUSTER_STRIDE = 12;
/** Fewest windows, and documents, a language needs before its quantile means anything. */
export const MIN_WINDOWS = 40;
export const MIN_DOCUMENTS = 3;

/**
 * What a language lacks to be calibrated, said as such ("2 documents, where it needs 3"): "45 windows from 2 documents;
 * needs 40 from 3" read as if the windows were short, or enough (an operator's trial, session 46).
 */
export function tooLittleText({ windows, documents }: { windows: number; documents: number }): string {
  const few: Array<[string, number]> = [];
  if (documents < MIN_DOCUMENTS) few.push([counted(documents, 'document'), MIN_DOCUMENTS]);
  if (windows < MIN_WINDOWS) few.push([`${counted(windows, 'question-sized piece')} of text`, MIN_WINDOWS]);
  return `${few.map(([had]) => had).join(' and ')}, where it needs ${few.map(([, least]) => least).join(' and ')}`;
}

/**
 * A language's window budget: enough for a stable 5% quantile. Each of up to this many documents gets
 * ⌈budget / documents⌉ windows (so a language of fewer documents may score up to twice as many); with more
 * documents, one window each from this many of them.
 */
export const MAX_WINDOWS = 2000;
/**
 * A translated path's window is scored against the whole target language, so its cost is windows × passages. Past
 * this many passages a path gets proportionally fewer windows, down to `MIN_SCALED_WINDOWS`: measured on 100,000
 * synthetic passages, 2,000 windows made calibration take four minutes of a four-and-a-half-minute build. (A
 * language's own windows are scored by `bestScores`, which reads only its rarer terms' postings: always the full
 * budget.)
 */
export const FULL_SAMPLE_PASSAGES = 10_000;
/** The fewest windows a large language is cut down to: the 95th percentile of 400 samples is within about ±1%. */
export const MIN_SCALED_WINDOWS = 400;
/**
 * The share of the false-answer rate the translated paths out of one language are calibrated at, together: a question
 * refused in its own language gets a second chance through the lexicon, and that chance can answer wrongly too. The
 * fallback searches every path out of the question's language at once, so each of n paths gets 1/n of the share.
 * (Languages the lexicon does not link are searched as typed, at their own thresholds, and a path too small to
 * calibrate uses its passage language's threshold: neither is inside this share.)
 */
export const TRANSLATED_RATE_SHARE = 0.5;

/**
 * The false-answer rate the path out of language `from` is calibrated at: its language's share of `rate`, split
 * evenly between the paths the lexicon opens out of it (each lexicon pair opens a path each way).
 */
export function translatedRate(lexicon: Readonly<Record<string, unknown>>, from: string, rate: number): number {
  const out = Object.keys(lexicon).filter((pair) => pair.split('|').includes(from)).length;
  return (rate * TRANSLATED_RATE_SHARE) / Math.max(1, out);
}

/** How many windows a language of `passages` passages is sampled with. */
export function windowBudget(passages: number): number {
  if (passages <= FULL_SAMPLE_PASSAGES) return MAX_WINDOWS;
  return Math.max(MIN_SCALED_WINDOWS, Math.floor((MAX_WINDOWS * FULL_SAMPLE_PASSAGES) / passages));
}


const LETTER = /\p{L}/u;

/**
 * True when most letters of the language's passages are in scripts written without spaces — by the tokenizer's
 * own test, so calibration cuts windows the way the tokenizer splits words.
 */
export function isSpaceless(passages: readonly IndexedPassage[]): boolean {
  let spaceless = 0;
  let letters = 0;
  for (const { body } of passages) {
    for (let i = 0; i < body.length; i++) {
      const unit = body.charCodeAt(i);
      // ASCII first, by code: its letters are A–Z and a–z, none of a script written without spaces. Testing every
      // character with the regular expressions was over a second of a 100,000-passage build.
      if (unit < 0x80) {
        const lower = unit | 0x20;
        if (lower >= 0x61 && lower <= 0x7a) letters++;
        continue;
      }
      const point = body.codePointAt(i)!;
      if (point > 0xffff) i++;
      const char = String.fromCodePoint(point);
      if (!LETTER.test(char)) continue;
      letters++;
      if (isSpacelessChar(char)) spaceless++;
    }
  }
  return spaceless * 2 > letters;
}

/** Where windows of `size` units start, at `stride`, over `length` units: a shorter run is one window of itself. */
export function windowStarts(length: number, size: number, stride: number): number[] {
  if (length === 0) return [];
  if (length <= size) return [0];
  const starts: number[] = [];
  for (let start = 0; start + size <= length; start += stride) starts.push(start);
  return starts;
}

/** A passage's terms that can score: tokenized, suppressed terms left out. */
function scoringTerms(text: string, suppressed: ReadonlySet<string>): string[] {
  return tokenize(text).filter((term) => !suppressed.has(term));
}

/** The text a window is cut from in a script written without spaces: its grapheme clusters, spaces removed. */
function spacelessClusters(text: string): string[] {
  return graphemeClusters(text.replace(/\s+/gu, ''));
}

/**
 * The sampled windows of one language, as scoring terms: `WINDOW_TERMS` of them at a time, or, in scripts written
 * without spaces, the terms of `WINDOW_CLUSTERS` grapheme clusters. Counted first and cut after thinning: a body's
 * scoring terms are counted from the counts the index already holds, so only the passages a sampled window comes
 * from are tokenized here (measured on 10,000 synthetic passages, tokenizing every body to count it made the whole
 * build about a quarter slower).
 */
function sampleWindows(
  passages: readonly IndexedPassage[],
  titleTermsOf: (passage: IndexedPassage) => readonly string[],
  suppressed: ReadonlySet<string>,
  spaceless: boolean,
  budget: number,
  families: ReadonlyMap<string, readonly string[]>,
): Array<{ doc: string; terms: string[] }> {
  const [size, stride] = spaceless ? [WINDOW_CLUSTERS, WINDOW_CLUSTER_STRIDE] : [WINDOW_TERMS, WINDOW_TERM_STRIDE];
  const units = (passage: IndexedPassage) => (spaceless ? spacelessClusters(passage.body) : scoringTerms(passage.body, suppressed));
  const count = (passage: IndexedPassage) =>
    spaceless ? spacelessClusters(passage.body).length : bodyTermCount(passage, titleTermsOf(passage), (term) => !suppressed.has(term));
  // Each document's passages, in order; their windows are counted only where a pick needs them.
  const byDocument = new Map<string, number[]>();
  passages.forEach((passage, i) => {
    let list = byDocument.get(passage.doc);
    if (!list) byDocument.set(passage.doc, (list = []));
    list.push(i);
  });
  const windowsOf = (list: readonly number[]) => list.flatMap((passage) => windowStarts(count(passages[passage]!), size, stride).map((start) => ({ passage, start })));
  // Each document's windows thinned to an equal cap: a long document must not crowd out the rest (its windows are
  // weighted down to one document's share anyway, see `weightedThreshold`), and the budget bounds the work. With
  // more documents than the budget, one window each from documents picked evenly — a family of dated versions
  // counting as one document (its first version with a window), and a document with no window never picked: a cap
  // of one per document would have scored a window of every document, 20,000 of them at 100,000 passages, a build's
  // cost growing with the square of the corpus.
  let picked: Array<{ passage: number; start: number }>;
  if (byDocument.size <= budget) {
    const cap = Math.max(1, Math.ceil(budget / byDocument.size));
    picked = [...byDocument.values()].flatMap((list) => thin(windowsOf(list), cap));
  } else {
    // A document's one window is its first: at the start of its first passage that has one. Only as many passages are
    // counted as it takes to find it (at 100,000 passages, counting every one was a second of the build).
    const firstOfFamily = new Map<string, { passage: number; start: number }>();
    for (const [doc, list] of byDocument) {
      const family = families.get(doc)![0]!;
      if (firstOfFamily.has(family)) continue;
      const first = list.find((passage) => count(passages[passage]!) > 0);
      if (first !== undefined) firstOfFamily.set(family, { passage: first, start: 0 });
    }
    picked = thin([...firstOfFamily.values()], budget);
  }
  const cut = new Map<number, string[]>();
  return picked.map(({ passage, start }) => {
    let list = cut.get(passage);
    if (!list) cut.set(passage, (list = units(passages[passage]!)));
    const window = list.slice(start, start + size);
    return { doc: passages[passage]!.doc, terms: spaceless ? scoringTerms(window.join(''), suppressed) : window };
  });
}

/** Evenly thinned to at most `cap`, keeping order: deterministic, and spread over the list. */
function thin<T>(items: readonly T[], cap: number): T[] {
  if (items.length <= cap) return [...items];
  const step = items.length / cap;
  return Array.from({ length: cap }, (_, i) => items[Math.floor(i * step)]!);
}

/** Consecutive terms compared to tell shared text: long enough that ordinary phrasing rarely repeats. */
const SHINGLE = 4;

function shingles(terms: readonly string[]): string[] {
  const result: string[] = [];
  for (let i = 0; i + SHINGLE <= terms.length; i++) result.push(terms.slice(i, i + SHINGLE).join(' '));
  return result;
}

/**
 * Which windows are text another document also holds, word for word (at least half their 4-term shingles occur in
 * another document). Leaving a document out simulates a question about something the corpus does not hold; text
 * the corpus repeats elsewhere — an eligibility rule every program states, a shared address — is held, and scoring it
 * as "unanswerable" would inflate the threshold by exactly the amount the corpus repeats itself. Only the sampled
 * windows' shingles are tracked, so the cost is one pass over the language's passages.
 */
function sharedWindows(
  samples: ReadonlyArray<{ doc: string; terms: string[] }>,
  prepared: PreparedIndex,
  language: PreparedLanguage,
  suppressed: ReadonlySet<string>,
  together: (a: string, b: string) => boolean,
  bodyTerms: Map<number, string[]>,
): boolean[] {
  const holders = new Map<string, Set<string>>();
  const windowShingles = samples.map((sample) => shingles(sample.terms));
  // A passage holds a shingle only if it holds each of its terms: only the passages in every one of their postings
  // are read (at 100,000 passages, reading every body here was a tenth of the build).
  const read = new Set<number>();
  for (const list of windowShingles) {
    for (const shingle of list) {
      // Text the corpus repeats gives many windows one shingle: its passages are found once.
      if (holders.has(shingle)) continue;
      holders.set(shingle, new Set());
      for (const position of positionsInAll(shingle.split(' ').map((term) => language.postings.get(term)?.passages ?? new Int32Array(0)))) read.add(position);
    }
  }
  for (const position of read) {
    const passage = prepared.passages[position]!;
    let terms = bodyTerms.get(position);
    if (terms === undefined) bodyTerms.set(position, (terms = scoringTerms(passage.body, suppressed)));
    for (const shingle of shingles(terms)) holders.get(shingle)?.add(passage.doc);
  }
  return samples.map((sample, i) => {
    const list = windowShingles[i]!;
    if (list.length === 0) return false;
    const elsewhere = list.filter((shingle) => {
      for (const doc of holders.get(shingle)!) if (doc !== sample.doc && together(doc, sample.doc)) return true;
      return false;
    }).length;
    return elsewhere * 2 >= list.length;
  });
}

/**
 * A window another document answers at least this share as well as its own: the corpus repeats what it says
 * (agency sites restate the same steps, contacts and definitions on many pages), so leaving its document out does
 * not make it a question the corpus cannot answer. Measured: with every such window counted as a false answer, the
 * thresholds of USA.gov and HealthCare.gov were 0.42–0.54 and answered 13–36% of the agency's own questions; at
 * one half, 0.24–0.26 and 71–75%, while XQuAD's (whose articles rarely repeat one another) moved under 0.01
 * (docs/evidence.md, "Calibrated refusal").
 */
export const ANSWERED_ELSEWHERE = 0.5;

/** Whether another document answers a window about as well as its own does (see `ANSWERED_ELSEWHERE`). */
export function answeredElsewhere(bestOther: number, bestOwn: number): boolean {
  return bestOther > 0 && bestOther >= ANSWERED_ELSEWHERE * bestOwn;
}

/** A score with its weight: each document's windows share one document's worth of weight. */
interface Weighted {
  score: number;
  weight: number;
}

/**
 * The highest score whose weighted share of the sample at or above it exceeds `share`: with equal weights, the
 * score at position ⌊share × n⌋ of the sample sorted best first, the plain quantile.
 */
function weightedQuantileDescending(sortedDescending: readonly Weighted[], share: number): number {
  const total = sortedDescending.reduce((sum, item) => sum + item.weight, 0);
  let above = 0;
  for (const item of sortedDescending) {
    above += item.weight;
    if (above > share * total * (1 + 1e-12)) return item.score;
  }
  return sortedDescending[sortedDescending.length - 1]!.score;
}

/** Weighted share of the sample scoring at least `threshold`. */
function weightedShare(sample: readonly Weighted[], threshold: number): number {
  const total = sample.reduce((sum, item) => sum + item.weight, 0);
  return sample.filter((item) => item.score >= threshold).reduce((sum, item) => sum + item.weight, 0) / total;
}

/**
 * Calibrates one language. `onScored(done, total)` is told after each window is scored, the work that dominates a
 * calibration; it is not called when the language is too small to calibrate. `bodyTerms`: passages' scoring terms
 * already read, by position, shared by the calibrations of one index (a passage's language, and so its suppressed
 * terms, is fixed).
 */
function calibrateLanguage(
  prepared: PreparedIndex,
  lang: string,
  rate: number,
  onScored: ((done: number, total: number) => void) | undefined,
  bodyTerms: Map<number, string[]>,
): { result: LanguageCalibration; sampled: number } {
  const passages = prepared.passages.filter((p) => p.lang === lang);
  const documents = new Set(passages.map((p) => p.doc));
  const spaceless = isSpaceless(passages);
  const suppressed = new Set(prepared.index.languages[lang]!.suppressed);
  const titleTerms = new Map<string, string[]>();
  const titleTermsOf = (passage: IndexedPassage) => {
    let terms = titleTerms.get(passage.doc);
    if (!terms) titleTerms.set(passage.doc, (terms = tokenize(prepared.documents.get(passage.doc)!.title)));
    return terms;
  };
  // The full budget at any size: a window costs the postings of its rarer terms (`bestScores`), not the language.
  const families = versionFamilies(prepared.index.documents);
  const samples = sampleWindows(passages, titleTermsOf, suppressed, spaceless, MAX_WINDOWS, families).filter((sample) => sample.terms.length > 0);
  // Not calibrated: the default, with the windows there were to calibrate on and the documents they came from.
  const uncalibrated = (windows: number, from = documents.size) => ({
    result: { threshold: DEFAULT_THRESHOLD, source: 'default' as const, documents: from, windows, otherDocumentRate: null, ownDocumentRate: null, quantiles: null },
    sampled: samples.length,
  });
  if (samples.length < MIN_WINDOWS || documents.size < MIN_DOCUMENTS) return uncalibrated(samples.length);
  // Dated versions of one document are never in force on the same day: one is not the other's evidence, either that
  // the corpus repeats itself or that a window is answered elsewhere. Undated documents are in force together always.
  const validityOf = (doc: string) => prepared.documents.get(doc)?.validity;
  const dated = [...documents].some((doc) => validityOf(doc) !== undefined);
  const together = (a: string, b: string) => !dated || overlaps(validityOf(a), validityOf(b));
  const language = prepared.languages.get(lang)!;
  const shared = sharedWindows(samples, prepared, language, suppressed, together, bodyTerms);
  const nullSamples = samples.filter((_, i) => !shared[i]);
  if (nullSamples.length < MIN_WINDOWS) return uncalibrated(nullSamples.length);
  const scored: Array<{ doc: string; other: number; own: number }> = [];
  // Documents as small integers by passage position: the visitor below runs once per touched passage (tens of
  // thousands per window in a large corpus), and comparing document ids as strings there was a fifth of a build.
  const documentNumbers = new Map([...documents].map((doc, i) => [doc, i]));
  const documentAt = new Int32Array(prepared.passages.length).fill(-1);
  prepared.passages.forEach((passage, position) => {
    if (passage.lang === lang) documentAt[position] = documentNumbers.get(passage.doc)!;
  });
  const documentList = [...documents];
  const apart = dated ? documentList.map((a) => Uint8Array.from(documentList, (b) => (together(a, b) ? 0 : 1))) : undefined;
  const positionsOf = documentList.map(() => [] as number[]);
  documentAt.forEach((document, position) => {
    if (document >= 0) positionsOf[document]!.push(position);
  });
  const scratch = bestScoresScratch(prepared.passages.length);
  // Per window: the best score in another document in force with it, and the best in its own.
  for (const [n, sample] of nullSamples.entries()) {
    const { counts, terms } = questionVector(sample.terms);
    const sampleDocument = documentNumbers.get(sample.doc)!;
    const comparable = apart === undefined ? () => true : (document: number) => apart[sampleDocument]![document] !== 1;
    const { own: bestOwn, other: bestOther } = bestScores(language, counts, terms, documentAt, sampleDocument, positionsOf[sampleDocument]!, comparable, scratch);
    onScored?.(n + 1, nullSamples.length);
    if (answeredElsewhere(bestOther, bestOwn)) continue;
    scored.push({ doc: sample.doc, other: bestOther, own: bestOwn });
  }
  // Every document counts once, however long: a question is about a topic, not about a share of the text. Measured:
  // with windows in proportion to text, one 190 KB document moved the demo's English threshold from 0.2053 to 0.0658.
  const windowsOf = new Map<string, number>();
  for (const sample of scored) windowsOf.set(sample.doc, (windowsOf.get(sample.doc) ?? 0) + 1);
  // What the quantile is taken over needs the same minimum as the sample: a corpus that says the same things in many
  // documents can leave too few windows that nothing else answers (none at all once threw).
  if (scored.length < MIN_WINDOWS || windowsOf.size < MIN_DOCUMENTS) return uncalibrated(scored.length, windowsOf.size);
  // Dated versions of one document share its one count: three versions of a program are one topic, not three.
  return { result: calibrationOf(scored, rate, familyWeight(families, windowsOf), windowsOf.size), sampled: samples.length };
}

/**
 * Each window's weight: its document's share of the sample split between the document's windows, a family of
 * versions counting as one document — split between the versions that have windows in the sample (a version with
 * none, untranslated or too short, takes no part of the family's share).
 */
function familyWeight(families: ReadonlyMap<string, readonly string[]>, windowsOf: ReadonlyMap<string, number>): (doc: string) => number {
  return (doc) => 1 / (windowsOf.get(doc)! * families.get(doc)!.filter((version) => windowsOf.has(version)).length);
}

/**
 * The threshold of a scored sample and its evidence: just above the weighted (1 − rate) quantile of the best scores in
 * other documents, with what it costs in the windows' own documents. `weightOf` gives each window its share.
 */
function calibrationOf(
  scored: ReadonlyArray<{ doc: string; other: number; own: number }>,
  rate: number,
  weightOf: (doc: string) => number,
  documents: number,
): LanguageCalibration {
  const others: Weighted[] = scored.map((s) => ({ score: s.other, weight: weightOf(s.doc) }));
  const own: Weighted[] = scored.map((s) => ({ score: s.own, weight: weightOf(s.doc) }));
  // Best first; equal scores in sample order, so the order (and the sums) are the same on every runtime.
  const sorted = others.map((item, i) => ({ ...item, i })).sort((a, b) => b.score - a.score || a.i - b.i);
  // Just above the score at the rate's quantile: at most that share of the sample reaches it.
  const threshold = Math.min(1, ceil4(weightedQuantileDescending(sorted, rate) + 1e-9));
  return {
    threshold,
    source: 'calibrated',
    documents,
    windows: scored.length,
    otherDocumentRate: round4(weightedShare(others, threshold)),
    ownDocumentRate: round4(weightedShare(own, threshold)),
    quantiles: {
      p50: round4(weightedQuantileDescending(sorted, 0.5)),
      p90: round4(weightedQuantileDescending(sorted, 0.1)),
      p95: round4(weightedQuantileDescending(sorted, 0.05)),
      p99: round4(weightedQuantileDescending(sorted, 0.01)),
    },
  };
}

/**
 * Calibrates the path from language `from` to language `to` through the lexicon: what the fallback answers with when
 * a question in `from` is carried into `to`. Windows are cut from the `from` documents that have a `to` translation in
 * force with them, carried over as a question is, and scored against the `to` documents the fallback can reach —
 * those with no `from` translation (a translated one is read in `from` instead). Those best scores are what an
 * unanswerable question carried over scores; the window's own translation shows whether another page answers it
 * about as well (then it is not unanswerable, and is left out). As in `calibrateLanguage`: a window another `from`
 * document in force with it repeats word for word is set aside (its own language answers it first), a page not in
 * force with the window's document is no evidence against it, and a family of versions counts as one document.
 * Undefined when the lexicon links no such documents, or too few windows remain: the fallback then uses the `to`
 * language's threshold.
 */
export function calibrateTranslation(
  prepared: PreparedIndex,
  from: string,
  to: string,
  rate: number,
  bodyTerms: Map<number, string[]> = new Map(),
): LanguageCalibration | undefined {
  const lexicon = prepared.lexicon.get(from)?.get(to);
  const source = prepared.languages.get(from);
  const target = prepared.languages.get(to);
  if (lexicon === undefined || source === undefined || target === undefined) return undefined;
  const translationsOf = new Map<string, string[]>();
  const keyed = new Map<string, string[]>();
  for (const d of prepared.index.documents) {
    const key = d.meta.translation_key;
    if (typeof key === 'string') keyed.set(key, [...(keyed.get(key) ?? []), d.id]);
  }
  const documentOf = (id: string) => prepared.documents.get(id)!;
  for (const ids of keyed.values()) {
    for (const a of ids) {
      translationsOf.set(a, ids.filter((b) => b !== a && overlaps(documentOf(a).validity, documentOf(b).validity)));
    }
  }
  const translatedInto = (doc: string, lang: string) => (translationsOf.get(doc) ?? []).filter((t) => documentOf(t).lang === lang);
  const passages = prepared.passages.filter((p) => p.lang === from && translatedInto(p.doc, to).length > 0);
  const documents = new Set(passages.map((p) => p.doc));
  const reachable = new Uint8Array(prepared.passages.length);
  prepared.passages.forEach((p, position) => {
    if (p.lang === to && translatedInto(p.doc, from).length === 0) reachable[position] = 1;
  });
  if (documents.size < MIN_DOCUMENTS || !reachable.includes(1)) return undefined;
  const suppressed = new Set(prepared.index.languages[from]!.suppressed);
  const titleTermsOf = (passage: IndexedPassage) => tokenize(prepared.documents.get(passage.doc)!.title);
  const together = (a: string, b: string) => overlaps(documentOf(a).validity, documentOf(b).validity);
  const families = versionFamilies(prepared.index.documents);
  const samples = sampleWindows(passages, titleTermsOf, suppressed, isSpaceless(passages), windowBudget(passages.length), families).filter((s) => s.terms.length > 0);
  const shared = sharedWindows(samples, prepared, source, suppressed, together, bodyTerms);
  const scored: Array<{ doc: string; other: number; own: number }> = [];
  for (const [i, sample] of samples.entries()) {
    if (shared[i]) continue;
    const vector = translatedVector(target, source, sample.terms.map((term) => ({ term, word: term })), undefined, lexicon);
    const own = new Set(translatedInto(sample.doc, to));
    let bestOther = 0;
    let bestOwn = 0;
    forEachScore(prepared, target, vector.counts, vector.terms, (position, score) => {
      const doc = prepared.passages[position]!.doc;
      if (own.has(doc)) {
        if (score > bestOwn) bestOwn = score;
      } else if (reachable[position] === 1 && score > bestOther && together(doc, sample.doc)) bestOther = score;
    }, vector.factors, vector.unseenSquares);
    if (answeredElsewhere(bestOther, bestOwn)) continue;
    scored.push({ doc: sample.doc, other: bestOther, own: bestOwn });
  }
  if (scored.length < MIN_WINDOWS) return undefined;
  const windowsOf = new Map<string, number>();
  for (const sample of scored) windowsOf.set(sample.doc, (windowsOf.get(sample.doc) ?? 0) + 1);
  return calibrationOf(scored, rate, familyWeight(families, windowsOf), windowsOf.size);
}

/**
 * Calibrates every language of an index (whose `calibration` is not yet set) at `settings.falseAnswerRate`, and
 * warns about each language that falls back to the default — unless the operator set that language's threshold,
 * which then decides anyway.
 * @param onProgress told `(done, total)` in passages: a language's share advances with its windows scored, so a
 *   progress bar moves through the one long stage of a large build. Optional; never changes the result.
 * @param configAt where a warning is placed: the configuration, where its fix (a threshold) is written. A language
 *   is all of its documents, so no one of them is named.
 */
export function calibrate(
  index: Omit<CairnIndex, 'calibration' | 'digest'>,
  settings: Pick<Settings, 'falseAnswerRate' | 'threshold' | 'thresholdByLanguage'>,
  onProgress?: (done: number, total: number) => void,
  configAt: { file: string; line?: number } = { file: 'cairn.toml' },
): { calibration: Calibration; warnings: BuildWarning[]; prepared: PreparedIndex } {
  const rate = settings.falseAnswerRate;
  const prepared = prepareCounted({ ...index, calibration: { falseAnswerRate: rate, languages: {}, translations: {} } });
  const languages: Record<string, LanguageCalibration> = {};
  const warnings: BuildWarning[] = [];
  const total = index.passages.length;
  let before = 0;
  let reported = -1;
  // Monotone and deduplicated: many windows map to the same whole passage count.
  const report = (done: number) => {
    if (done > reported) onProgress?.((reported = done), total);
  };
  report(0);
  // The passages the shared-text check reads, tokenized once for the language's calibration and its paths.
  const bodyTerms = new Map<number, string[]>();
  for (const lang of Object.keys(index.languages).sort()) {
    // Passages held, not the statistics' count (versions of one document count once there): progress ends at `total`.
    const share = index.passages.filter((p) => p.lang === lang).length;
    const { result, sampled } = calibrateLanguage(prepared, lang, rate, onProgress && ((done, of) => report(before + Math.floor((share * done) / of))), bodyTerms);
    before += share;
    report(before);
    languages[lang] = result;
    if (result.source === 'default' && explicitThreshold(settings, lang) === undefined) {
      const needs = `needs ${MIN_WINDOWS} from ${MIN_DOCUMENTS}), so it uses the default ${DEFAULT_THRESHOLD}`;
      const had = `${counted(result.windows, 'window')} from ${counted(result.documents, 'document')}`;
      // A regional tag beside its language's own ("de-DE" beside "de") is a language of its own, as a regional variant
      // should be; tagged so by accident, it only splits the language's text (an operator trial, session 41).
      const primary = primaryLanguage(lang);
      const retag = primary !== lang && index.languages[primary] !== undefined ? `, or tag its documents "${primary}" if they are written for the same readers as the "${primary}" ones` : '';
      warnings.push({
        ...configAt,
        message:
          result.windows === sampled
            ? `language "${lang}" has too little text to calibrate its threshold: ${tooLittleText(result)}, so it uses the default ${DEFAULT_THRESHOLD}; add documents, or set retrieval.threshold_by_language${retag}`
            : `language "${lang}" cannot calibrate its threshold: ${sampled - result.windows} of its ${counted(sampled, 'window')} repeat another document's text or are answered ` +
              `as well by another document, leaving ${had} (${needs}; documents that say the same things cannot show where answers end: add documents on ` +
              `other topics, or set retrieval.threshold_by_language`,
      });
    }
  }
  // Each path the lexicon opens, both ways: a question in one language carried into the other's pages. The paths out
  // of one language share its half of the rate (a fallback searches them all).
  const translations: Record<string, LanguageCalibration> = {};
  for (const pair of Object.keys(index.lexicon).sort()) {
    const [a, b] = pair.split('|') as [string, string];
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const result = calibrateTranslation(prepared, from, to, translatedRate(index.lexicon, from, rate), bodyTerms);
      if (result !== undefined) translations[translationKey(from, to)] = result;
    }
  }
  return { calibration: { falseAnswerRate: rate, languages, translations }, warnings, prepared };
}
