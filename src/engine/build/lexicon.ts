/**
 * A bilingual lexicon learned from the agency's own translations (documents sharing a `translation_key`), at build
 * time: passages of two translations are aligned, and a term pair is kept when the two terms occur in the same
 * aligned units more often than chance allows (Dice coefficient with a minimum count, each the other's best).
 * No dictionary, no model: the agency's own renderings of "apply", "income" or "proof of address", and nothing
 * else. Deterministic: the same corpus gives the same pairs, in the same order.
 */
import { overlaps } from '../format/effective-dates.ts';
import type { IndexedDocument, IndexedPassage, LanguageStats, Lexicon } from '../format/index-format.ts';
import { isBigramChar } from '../text/scripts.ts';
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
  /** The four best-supported pairs (`strongest`), each term as the documents write it (`wordsOf`): the build report's. */
  examples: Array<[string, string]>;
}

/** A term that is a number: digits throughout (the tokenizer has folded every script's digits to ASCII). */
const NUMBER = /^[0-9]+$/;

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
 * `MIN_DICE`, and neither is a number. Terms in `skipA`/`skipB` (suppressed: in more than half the passages) take no
 * part. A number says the same in every language (its digits folded to ASCII) and a question carries it as itself;
 * paired, a page's phone or form number became a word of the other language (USA.gov: 49 pairs, "911" read as
 * `hospi`). Numbers are still counted, so a word whose best partner is a number gets no entry rather than its second
 * best (learned without numbers, the new pairs raised XQuAD German's false answers across languages a point). Sorted.
 *
 * The pairs are counted one term of A at a time, over the units that hold it, in an array as long as B's terms: no
 * table of every pair seen, which on a large site of loose translations (whole bodies aligned) passes the 2^24
 * entries a `Map` can hold. Each term's best partner is a total order (Dice, then code unit), so the order in which
 * pairs are met changes nothing.
 */
export function learnPairs(units: readonly AlignedUnit[], skipA: ReadonlySet<string> = new Set(), skipB: ReadonlySet<string> = new Set()): Array<[string, string]> {
  return supportedPairs(units, skipA, skipB).map(({ pair }) => pair);
}

/** A pair `learnPairs` keeps, with its evidence: the aligned units the two terms share, and their Dice. */
export interface SupportedPair {
  pair: [string, string];
  together: number;
  dice: number;
}

/** `learnPairs`, each pair with its evidence (for the build report's examples), in the same order. */
export function supportedPairs(units: readonly AlignedUnit[], skipA: ReadonlySet<string> = new Set(), skipB: ReadonlySet<string> = new Set()): SupportedPair[] {
  const idsA = new Map<string, number>();
  const idsB = new Map<string, number>();
  const termsA: string[] = [];
  const termsB: string[] = [];
  const idOf = (ids: Map<string, number>, terms: string[], term: string) => {
    let id = ids.get(term);
    if (id === undefined) {
      ids.set(term, (id = terms.length));
      terms.push(term);
    }
    return id;
  };
  const distinct = (terms: readonly string[], skip: ReadonlySet<string>) => [...new Set(terms)].filter((t) => !skip.has(t));
  const unitIds = units.map((u) => ({
    a: distinct(u.a, skipA).map((t) => idOf(idsA, termsA, t)),
    b: distinct(u.b, skipB).map((t) => idOf(idsB, termsB, t)),
  }));
  const countA = new Int32Array(termsA.length);
  const countB = new Int32Array(termsB.length);
  for (const { a, b } of unitIds) {
    for (const x of a) countA[x]!++;
    for (const y of b) countB[y]!++;
  }
  // A term in fewer units than a pair needs can be in no pair: left out before the pairs are counted, which on a
  // corpus of loose translations is most of the pairs and most of the time; the pairs kept are the same.
  const unitsOf: number[][] = Array.from({ length: termsA.length }, () => []);
  const frequentB = unitIds.map(({ a, b }, u) => {
    for (const x of a) if (countA[x]! >= MIN_PAIR_COUNT) unitsOf[x]!.push(u);
    return Int32Array.from(b.filter((y) => countB[y]! >= MIN_PAIR_COUNT));
  });
  const together = new Int32Array(termsB.length);
  const touched = new Int32Array(termsB.length);
  const bestOfA = new Int32Array(termsA.length).fill(-1);
  const bestCountOfA = new Int32Array(termsA.length);
  const bestDiceOfA = new Float64Array(termsA.length);
  const bestOfB = new Int32Array(termsB.length).fill(-1);
  const bestDiceOfB = new Float64Array(termsB.length);
  for (let x = 0; x < termsA.length; x++) {
    let seen = 0;
    for (const u of unitsOf[x]!) for (const y of frequentB[u]!) if (together[y]!++ === 0) touched[seen++] = y;
    let best = -1;
    let bestDice = 0;
    for (let i = 0; i < seen; i++) {
      const y = touched[i]!;
      const count = together[y]!;
      together[y] = 0;
      if (count < MIN_PAIR_COUNT) continue;
      const dice = (2 * count) / (countA[x]! + countB[y]!);
      if (dice < MIN_DICE) continue;
      if (best < 0 || dice > bestDice || (dice === bestDice && termsB[y]! < termsB[best]!)) {
        best = y;
        bestDice = dice;
        bestCountOfA[x] = count;
      }
      const rival = bestOfB[y]!;
      if (rival < 0 || dice > bestDiceOfB[y]! || (dice === bestDiceOfB[y]! && termsA[x]! < termsA[rival]!)) {
        bestOfB[y] = x;
        bestDiceOfB[y] = dice;
      }
    }
    bestOfA[x] = best;
    bestDiceOfA[x] = bestDice;
  }
  const pairs: SupportedPair[] = [];
  // A term that is its own best partner (a name) needs no entry: the question keeps it as it is.
  for (let x = 0; x < termsA.length; x++) {
    const y = bestOfA[x]!;
    if (y >= 0 && bestOfB[y] === x && termsA[x] !== termsB[y] && !NUMBER.test(termsA[x]!) && !NUMBER.test(termsB[y]!)) {
      pairs.push({ pair: [termsA[x]!, termsB[y]!], together: bestCountOfA[x]!, dice: bestDiceOfA[x]! });
    }
  }
  return pairs.sort(({ pair: p }, { pair: q }) => byCodeUnit(p[0], q[0]) || byCodeUnit(p[1], q[1]));
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
    const supported = supportedPairs(units, new Set(languages[langA]?.suppressed), new Set(languages[langB]?.suppressed));
    if (supported.length === 0) continue;
    lexicon[pair] = supported.map(({ pair: terms }) => terms);
    const examples = strongest(supported);
    const translated = (lang: string) => [...groups.values()].flatMap((members) => (members.length > 1 ? members.filter((d) => d.lang === lang) : [])).flatMap((d) => byDocument.get(d.id) ?? []);
    const wordsA = wordsOf(new Set(examples.map(([a]) => a)), translated(langA));
    const wordsB = wordsOf(new Set(examples.map(([, b]) => b)), translated(langB));
    report.push({ pair, documents: count, units: units.length, entries: supported.length, examples: examples.map(([a, b]) => [wordsA.get(a) ?? a, wordsB.get(b) ?? b]) });
  }
  return { lexicon, report };
}

/**
 * The pairs the build report shows: the four with the most evidence (aligned units shared, then Dice, then code
 * unit), which say at a glance whether the agency's renderings were read. Spread through the sorted list, an
 * operator trial read "quay ↔ benef" first: a pair that barely passed.
 */
export function strongest(pairs: readonly SupportedPair[]): Array<[string, string]> {
  return [...pairs]
    .sort((p, q) => q.together - p.together || q.dice - p.dice || byCodeUnit(p.pair[0], q.pair[0]) || byCodeUnit(p.pair[1], q.pair[1]))
    .slice(0, 4)
    .map(({ pair }) => pair);
}

/** Enough of a term's words read to tell its commonest form: a large site's other passages are left untokenized. */
const WORDS_READ_PER_TERM = 20;

/**
 * Each of `terms` as a word the passages write it, in lower case: "income" for the term "incom", which is how Cairn
 * compares words, not how an operator reads them. The form written most often among a term's first 20 words read (in
 * the passages' order), then the shorter, then by code unit: the first form met read "monthly" for "month" (an
 * operator trial, session 45). A bigram (a script indexed in bigrams) is left out unread: it is written as itself where
 * it is a whole word, and is part of a longer run elsewhere.
 */
export function wordsOf(terms: ReadonlySet<string>, passages: readonly IndexedPassage[]): Map<string, string> {
  const wanted = new Set([...terms].filter((term) => !isBigramChar(String.fromCodePoint(term.codePointAt(0)!))));
  const forms = new Map<string, { read: number; counts: Map<string, number> }>([...wanted].map((term) => [term, { read: 0, counts: new Map() }]));
  const unsettled = () => [...forms.values()].some(({ read }) => read < WORDS_READ_PER_TERM);
  for (const passage of passages) {
    if (!unsettled()) break;
    // Only a passage that holds a term still wanted is read.
    if (![...wanted].some((term) => forms.get(term)!.read < WORDS_READ_PER_TERM && Object.hasOwn(passage.terms, term))) continue;
    for (const [word] of `${passage.heading}\n${passage.body}`.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
      const read = tokenize(word);
      const seen = read.length === 1 ? forms.get(read[0]!) : undefined;
      if (seen === undefined || seen.read >= WORDS_READ_PER_TERM) continue;
      seen.read++;
      const form = word.toLowerCase();
      seen.counts.set(form, (seen.counts.get(form) ?? 0) + 1);
    }
  }
  const words = new Map<string, string>();
  for (const [term, { counts }] of forms) {
    const best = [...counts].sort(([f, m], [g, n]) => n - m || f.length - g.length || byCodeUnit(f, g))[0];
    if (best !== undefined) words.set(term, best[0]);
  }
  return words;
}
