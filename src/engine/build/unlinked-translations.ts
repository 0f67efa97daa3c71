/**
 * Translations the operator did not link. Two documents in two languages that no `translation_key` joins are told
 * apart from everything else by how many words they share — numbers, names, addresses, and the words the lexicon
 * learned from the documents that are linked — against how many each shares with any other: a translation shares
 * far more with its original than with anything else. Found pairs are only reported (the build warns): a key is the
 * operator's word that two documents say the same thing, and Cairn does not guess it. Unlinked, an English page
 * with a Spanish translation counts as untranslated, so Spanish questions fall back to it in English and the page
 * never offers its Spanish version, and the lexicon does not learn from the pair.
 */
import type { IndexedDocument, IndexedPassage, Lexicon } from '../format/index-format.ts';
import { forEachCount } from './counted-passage.ts';

/** The share of words (Dice over the two documents' distinct terms) a pair must reach to be reported. */
export const UNLINKED_MIN_SHARE = 0.1;
/** And how many times the share of either document's next closest partner in the other's language. */
export const UNLINKED_MARGIN = 1.5;
/**
 * A word in more documents of one side than this is left out of the count of shared words (both sides' sizes still
 * count it): it tells no pair apart, and counting it would compare every document with every other.
 */
export const UNLINKED_MAX_SPREAD = 50;

/** Two documents that look like translations of each other, unlinked; `a`'s language sorts first. */
export interface UnlinkedPair {
  a: IndexedDocument;
  b: IndexedDocument;
  /** Dice over their distinct terms, `a`'s carried into `b`'s language through the lexicon where it can be. */
  share: number;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Best and second-best partner of one document, by share then id. */
interface Closest {
  best?: { id: string; share: number };
  second: number;
}

function consider(closest: Closest, id: string, share: number): void {
  const best = closest.best;
  if (best === undefined || share > best.share || (share === best.share && id < best.id)) {
    if (best !== undefined) closest.second = Math.max(closest.second, best.share);
    closest.best = { id, share };
  } else closest.second = Math.max(closest.second, share);
}

/**
 * Every pair of documents in two languages, neither of whose translation groups has the other's language, that are
 * each other's closest partner in that language, share at least `UNLINKED_MIN_SHARE` of their words, and at least
 * `UNLINKED_MARGIN` times as much as either shares with its next closest. Sorted by `a`'s id, then `b`'s.
 */
export function unlinkedTranslations(documents: readonly IndexedDocument[], passages: readonly IndexedPassage[], lexicon: Lexicon): UnlinkedPair[] {
  const withText = new Set(passages.map((p) => p.doc));
  const languages = [...new Set(documents.filter((d) => withText.has(d.id)).map((d) => d.lang))].sort(byCodeUnit);
  const groupLanguages = new Map<string, Set<string>>();
  for (const document of documents) {
    const key = document.meta.translation_key;
    if (typeof key === 'string') groupLanguages.set(key, (groupLanguages.get(key) ?? new Set()).add(document.lang));
  }
  const languagesOf = (document: IndexedDocument) => {
    const key = document.meta.translation_key;
    return typeof key === 'string' ? groupLanguages.get(key)! : new Set([document.lang]);
  };
  // Only a document some corpus language has no translation of is read: in a corpus translated throughout, none.
  const candidates = documents.filter((d) => withText.has(d.id) && languages.some((lang) => !languagesOf(d).has(lang)));
  const termsOf = new Map<string, Set<string>>(candidates.map((d) => [d.id, new Set()]));
  for (const passage of passages) {
    const terms = termsOf.get(passage.doc);
    if (terms !== undefined) forEachCount(passage, (term) => terms.add(term));
  }
  const found: UnlinkedPair[] = [];
  for (const [i, langA] of languages.entries()) {
    for (const langB of languages.slice(i + 1)) {
      const sideA = candidates.filter((d) => d.lang === langA && !languagesOf(d).has(langB));
      const sideB = candidates.filter((d) => d.lang === langB && !languagesOf(d).has(langA));
      if (sideA.length === 0 || sideB.length === 0) continue;
      found.push(...closestPairs(sideA, sideB, termsOf, new Map(lexicon[`${langA}|${langB}`] ?? [])));
    }
  }
  return found.sort((p, q) => byCodeUnit(p.a.id, q.a.id) || byCodeUnit(p.b.id, q.b.id));
}

function closestPairs(
  sideA: readonly IndexedDocument[],
  sideB: readonly IndexedDocument[],
  termsOf: ReadonlyMap<string, ReadonlySet<string>>,
  aToB: ReadonlyMap<string, string>,
): UnlinkedPair[] {
  const carried = new Map(sideA.map((d) => [d.id, new Set([...termsOf.get(d.id)!].map((t) => aToB.get(t) ?? t))]));
  const holding = new Map<string, string[]>();
  for (const d of sideB) for (const term of termsOf.get(d.id)!) (holding.get(term) ?? holding.set(term, []).get(term)!).push(d.id);
  const spreadA = new Map<string, number>();
  for (const terms of carried.values()) for (const term of terms) spreadA.set(term, (spreadA.get(term) ?? 0) + 1);
  const closestA = new Map<string, Closest>();
  const closestB = new Map<string, Closest>(sideB.map((d) => [d.id, { second: 0 }]));
  for (const a of sideA) {
    const terms = carried.get(a.id)!;
    const shared = new Map<string, number>();
    for (const term of terms) {
      const docs = holding.get(term);
      if (docs === undefined || docs.length > UNLINKED_MAX_SPREAD || spreadA.get(term)! > UNLINKED_MAX_SPREAD) continue;
      for (const b of docs) shared.set(b, (shared.get(b) ?? 0) + 1);
    }
    const closest: Closest = { second: 0 };
    for (const [b, count] of shared) {
      const share = (2 * count) / (terms.size + termsOf.get(b)!.size);
      consider(closest, b, share);
      consider(closestB.get(b)!, a.id, share);
    }
    closestA.set(a.id, closest);
  }
  const byId = new Map(sideB.map((d) => [d.id, d]));
  const pairs: UnlinkedPair[] = [];
  for (const a of sideA) {
    const { best, second } = closestA.get(a.id)!;
    if (best === undefined || best.share < UNLINKED_MIN_SHARE) continue;
    const back = closestB.get(best.id)!;
    if (back.best?.id !== a.id) continue;
    if (best.share < UNLINKED_MARGIN * Math.max(second, back.second)) continue;
    pairs.push({ a, b: byId.get(best.id)!, share: best.share });
  }
  return pairs;
}
