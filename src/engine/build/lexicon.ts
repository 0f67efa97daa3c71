/**
 * A bilingual lexicon learned from the agency's own translations (documents sharing a `translation_key`), at build
 * time: passages of two translations are aligned, and a term pair is kept when the two terms occur in the same
 * aligned units more often than chance allows (Dice coefficient with a minimum count, each the other's best).
 * No dictionary, no model: the agency's own renderings of "apply", "income" or "proof of address", and nothing
 * else. Deterministic: the same corpus gives the same pairs, in the same order.
 */
import { overlaps } from '../format/effective-dates.ts';
import type { IndexedDocument, IndexedPassage, LanguageStats, Lexicon } from '../format/index-format.ts';
import { tokenize } from '../text/tokenize.ts';

/** A pair of terms must share at least this many aligned units: one co-occurrence is chance, not evidence. */
export const MIN_PAIR_COUNT = 2;
/** And this Dice coefficient (2·both / (either + other)): how consistently the two occur together. */
export const MIN_DICE = 0.3;

/** Two stretches of text that say the same thing in two languages, as their distinct terms. */
export interface AlignedUnit {
  a: readonly string[];
  b: readonly string[];
}

/** What a build learned, for its report: per language pair, units aligned and pairs kept. */
export interface LexiconReport {
  pair: string;
  /** Pairs of documents aligned (a translation group with versions can give several). */
  documents: number;
  units: number;
  entries: number;
  examples: Array<[string, string]>;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The key a language pair is stored under: the two tags in code-unit order, joined by `|`. */
export function lexiconKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** Sentences, by their final punctuation followed by a space, in any of the corpus's scripts. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;:\u061F\u06D4\u3002\uFF01\uFF1F])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The aligned units of two translations: their titles; then, when both have as many passages, passage by passage
 * (sentence by sentence where a pair of passages has as many sentences); otherwise the two bodies whole, the only
 * alignment that loose translations written separately support.
 */
export function alignDocuments(
  a: { title: string; passages: readonly IndexedPassage[] },
  b: { title: string; passages: readonly IndexedPassage[] },
): AlignedUnit[] {
  const units: AlignedUnit[] = [{ a: tokenize(a.title), b: tokenize(b.title) }];
  const text = (p: IndexedPassage) => `${p.heading}\n${p.body}`;
  if (a.passages.length === b.passages.length) {
    a.passages.forEach((pa, i) => {
      const pb = b.passages[i]!;
      const sa = sentences(text(pa));
      const sb = sentences(text(pb));
      if (sa.length === sb.length && sa.length > 1) sa.forEach((s, j) => units.push({ a: tokenize(s), b: tokenize(sb[j]!) }));
      else units.push({ a: tokenize(text(pa)), b: tokenize(text(pb)) });
    });
  } else {
    units.push({ a: a.passages.flatMap((p) => tokenize(text(p))), b: b.passages.flatMap((p) => tokenize(text(p))) });
  }
  return units.filter((u) => u.a.length > 0 && u.b.length > 0);
}

/**
 * Units with the same terms on both sides as an earlier one left out: versions of a document repeat most of their
 * text, and a sentence three versions keep is one piece of evidence, not three.
 */
export function distinctUnits(units: readonly AlignedUnit[]): AlignedUnit[] {
  const seen = new Set<string>();
  const key = (terms: readonly string[]) => [...new Set(terms)].sort(byCodeUnit).join(' ');
  return units.filter((u) => {
    const k = `${key(u.a)}\u0000${key(u.b)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Term pairs from aligned units: for every term of either side, its best partner by Dice (ties by code unit); a pair
 * is kept when each is the other's best, the two differ, they share at least `MIN_PAIR_COUNT` units, and their Dice is at least
 * `MIN_DICE`. Terms in `skipA`/`skipB` (suppressed: in more than half the passages) take no part. Sorted.
 */
export function learnPairs(units: readonly AlignedUnit[], skipA: ReadonlySet<string> = new Set(), skipB: ReadonlySet<string> = new Set()): Array<[string, string]> {
  const idsA = new Map<string, number>();
  const idsB = new Map<string, number>();
  const termsA: string[] = [];
  const termsB: string[] = [];
  const countA: number[] = [];
  const countB: number[] = [];
  const both = new Map<number, number>();
  const idOf = (ids: Map<string, number>, terms: string[], counts: number[], term: string) => {
    let id = ids.get(term);
    if (id === undefined) {
      ids.set(term, (id = terms.length));
      terms.push(term);
      counts.push(0);
    }
    return id;
  };
  const distinct = (terms: readonly string[], skip: ReadonlySet<string>) => [...new Set(terms)].filter((t) => !skip.has(t));
  const unitIds = units.map((u) => ({
    a: distinct(u.a, skipA).map((t) => idOf(idsA, termsA, countA, t)),
    b: distinct(u.b, skipB).map((t) => idOf(idsB, termsB, countB, t)),
  }));
  const width = Math.max(1, termsB.length);
  for (const { a, b } of unitIds) {
    for (const x of a) countA[x]!++;
    for (const y of b) countB[y]!++;
  }
  // A term in fewer units than a pair needs can be in no pair: left out before the pairs are counted, which on a
  // corpus of loose translations (whole bodies aligned) is most of the pairs and most of the time; the pairs kept
  // are the same.
  for (const { a, b } of unitIds) {
    const frequentB = b.filter((y) => countB[y]! >= MIN_PAIR_COUNT);
    for (const x of a) {
      if (countA[x]! < MIN_PAIR_COUNT) continue;
      for (const y of frequentB) both.set(x * width + y, (both.get(x * width + y) ?? 0) + 1);
    }
  }
  const bestA = new Map<number, { other: number; dice: number }>();
  const bestB = new Map<number, { other: number; dice: number }>();
  const better = (candidate: { other: number; dice: number }, current: { other: number; dice: number } | undefined, names: string[]) =>
    current === undefined || candidate.dice > current.dice || (candidate.dice === current.dice && byCodeUnit(names[candidate.other]!, names[current.other]!) < 0);
  for (const [key, count] of both) {
    if (count < MIN_PAIR_COUNT) continue;
    const x = Math.floor(key / width);
    const y = key - x * width;
    const dice = (2 * count) / (countA[x]! + countB[y]!);
    if (dice < MIN_DICE) continue;
    if (better({ other: y, dice }, bestA.get(x), termsB)) bestA.set(x, { other: y, dice });
    if (better({ other: x, dice }, bestB.get(y), termsA)) bestB.set(y, { other: x, dice });
  }
  const pairs: Array<[string, string]> = [];
  // A term that is its own best partner (a number, a name) needs no entry: the question keeps it as it is.
  for (const [x, { other: y }] of bestA) if (bestB.get(y)?.other === x && termsA[x] !== termsB[y]) pairs.push([termsA[x]!, termsB[y]!]);
  return pairs.sort((p, q) => byCodeUnit(p[0], q[0]) || byCodeUnit(p[1], q[1]));
}

/**
 * The corpus's lexicon: for every pair of languages with translated documents, the term pairs their aligned
 * passages support, stored with the pair's languages in code-unit order. Two documents are translations when they
 * share a `translation_key`, differ in language, and are in force on a common day.
 */
export function learnLexicon(
  documents: readonly IndexedDocument[],
  passages: readonly IndexedPassage[],
  languages: Readonly<Record<string, LanguageStats>>,
): { lexicon: Lexicon; report: LexiconReport[] } {
  const byDocument = new Map<string, IndexedPassage[]>();
  for (const passage of passages) {
    const list = byDocument.get(passage.doc);
    if (list) list.push(passage);
    else byDocument.set(passage.doc, [passage]);
  }
  const groups = new Map<string, IndexedDocument[]>();
  for (const document of documents) {
    const key = document.meta.translation_key;
    if (typeof key !== 'string') continue;
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  const unitsByPair = new Map<string, { units: AlignedUnit[]; documents: number }>();
  for (const key of [...groups.keys()].sort(byCodeUnit)) {
    const members = groups.get(key)!;
    for (const a of members) {
      for (const b of members) {
        if (!(a.lang < b.lang) || !overlaps(a.validity, b.validity)) continue;
        const pair = lexiconKey(a.lang, b.lang);
        const entry = unitsByPair.get(pair) ?? { units: [], documents: 0 };
        unitsByPair.set(pair, entry);
        entry.documents++;
        entry.units.push(...alignDocuments({ title: a.title, passages: byDocument.get(a.id) ?? [] }, { title: b.title, passages: byDocument.get(b.id) ?? [] }));
      }
    }
  }
  const lexicon: Lexicon = {};
  const report: LexiconReport[] = [];
  for (const pair of [...unitsByPair.keys()].sort(byCodeUnit)) {
    const [langA, langB] = pair.split('|') as [string, string];
    const { documents: count } = unitsByPair.get(pair)!;
    const units = distinctUnits(unitsByPair.get(pair)!.units);
    const pairs = learnPairs(units, new Set(languages[langA]?.suppressed), new Set(languages[langB]?.suppressed));
    if (pairs.length === 0) continue;
    lexicon[pair] = pairs;
    report.push({ pair, documents: count, units: units.length, entries: pairs.length, examples: examplesOf(pairs) });
  }
  return { lexicon, report };
}

/** A few pairs for the build report: evenly spaced through the sorted list, so they are not all one letter. */
function examplesOf(pairs: ReadonlyArray<[string, string]>): Array<[string, string]> {
  const wanted = Math.min(5, pairs.length);
  return Array.from({ length: wanted }, (_, i) => pairs[Math.floor((i * pairs.length) / wanted)]!);
}
