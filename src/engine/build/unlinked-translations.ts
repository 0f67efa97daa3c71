/**
 * Translations the operator did not link. Two documents in two languages that no `translation_key` joins are told
 * apart from everything else by how many words they have in common — numbers, names, addresses, and the words the
 * lexicon learned from the documents that are linked — against how many each has in common with any other document of
 * the other's language, linked or not: a translation shares far more with its original than with anything else. Found
 * pairs are only reported (the build warns): a key is the operator's word that two documents say the same thing, and
 * Cairn does not guess it. Unlinked, an English page with a Spanish translation counts as untranslated, so Spanish
 * questions fall back to it in English and the page never offers its Spanish version, and the lexicon does not learn
 * from the pair.
 */
import { versionFamilies } from '../format/effective-dates.ts';
import type { IndexedDocument, IndexedPassage, Lexicon } from '../format/index-format.ts';
import { forEachCount } from './counted-passage.ts';
import { lexiconKey } from './lexicon.ts';
import type { BuildWarning } from './passages.ts';

/** The share of words (Dice over the two documents' distinct terms) a pair must reach to be reported. */
export const UNLINKED_MIN_SHARE = 0.1;
/** And how many distinct terms they must have in common: a phone number and an address are not a translation. */
export const UNLINKED_MIN_SHARED = 5;
/**
 * And how many times the share of either document's next closest in the other's language (3/2, compared exactly):
 * versions of one document count as one, so a page with two versions is not its own rival.
 */
export const UNLINKED_MARGIN = 1.5;
/**
 * A word in more documents of one side than this is left out, of the words in common and of each document's count of
 * words alike: it tells no pair apart, and counting it would compare every document with every other.
 */
export const UNLINKED_MAX_SPREAD = 50;

/** Two documents that look like translations of each other, unlinked; `a`'s language sorts first. */
export interface UnlinkedPair {
  a: IndexedDocument;
  b: IndexedDocument;
  /**
   * Dice over their distinct terms, `a`'s carried into `b`'s language through the lexicon where it can be, leaving out
   * words in more than `UNLINKED_MAX_SPREAD` documents of a side.
   */
  share: number;
}

/** A Dice coefficient as its two integers, `2·shared / size`, so that shares compare exactly. */
interface Overlap {
  shared: number;
  size: number;
}

/** x's share minus `factor` times y's, in sign only: exact where the quotients would round. */
const compare = (x: Overlap, y: Overlap, factor: [number, number] = [1, 1]) => x.shared * y.size * factor[1] - factor[0] * y.shared * x.size;

/** One document's closest in the other language (a member of the closest version family), and the next family's share. */
interface Closest {
  best?: { id: string; family: string; overlap: Overlap };
  second?: { family: string; overlap: Overlap };
}

function consider(closest: Closest, id: string, family: string, overlap: Overlap): void {
  const { best, second } = closest;
  if (best === undefined) {
    closest.best = { id, family, overlap };
    return;
  }
  const order = compare(overlap, best.overlap) || (id < best.id ? 1 : -1);
  if (family === best.family) {
    if (order > 0) closest.best = { id, family, overlap };
  } else if (order > 0) {
    // Best above every other family, so the family it replaces is the next one.
    closest.second = { family: best.family, overlap: best.overlap };
    closest.best = { id, family, overlap };
  } else if (second === undefined || compare(overlap, second.overlap) > 0) {
    closest.second = { family, overlap };
  }
}

/**
 * Every pair of documents in two languages, neither of whose translation groups has the other's language, that are
 * each other's closest document in that language (of all its documents, linked or not), have at least
 * `UNLINKED_MIN_SHARED` terms and `UNLINKED_MIN_SHARE` of their words in common, and at least `UNLINKED_MARGIN` times the
 * share either has with its next closest. Sorted by `a`'s id, then `b`'s.
 */
export function unlinkedTranslations(documents: readonly IndexedDocument[], passages: readonly IndexedPassage[], lexicon: Lexicon): UnlinkedPair[] {
  const withText = new Set(passages.map((p) => p.doc));
  const byLanguage = new Map<string, IndexedDocument[]>();
  for (const d of documents) if (withText.has(d.id)) (byLanguage.get(d.lang) ?? byLanguage.set(d.lang, []).get(d.lang)!).push(d);
  const languages = [...byLanguage.keys()].sort();
  const groupLanguages = new Map<string, Set<string>>();
  for (const document of documents) {
    const key = document.meta.translation_key;
    if (typeof key === 'string') groupLanguages.set(key, (groupLanguages.get(key) ?? new Set()).add(document.lang));
  }
  const unlinkedIn = (document: IndexedDocument, lang: string) => {
    const key = document.meta.translation_key;
    return typeof key !== 'string' || !groupLanguages.get(key)!.has(lang);
  };
  const pairsToRead = languages.flatMap((langA, i) =>
    languages
      .slice(i + 1)
      .filter((langB) => byLanguage.get(langA)!.some((d) => unlinkedIn(d, langB)) && byLanguage.get(langB)!.some((d) => unlinkedIn(d, langA)))
      .map((langB) => [langA, langB] as const),
  );
  if (pairsToRead.length === 0) return [];
  // Every document of a language with a pair to read: its rivals count as much as the candidates do.
  const read = new Set(pairsToRead.flat());
  const termsOf = new Map<string, Set<string>>();
  for (const lang of read) for (const d of byLanguage.get(lang)!) termsOf.set(d.id, new Set());
  for (const passage of passages) {
    const terms = termsOf.get(passage.doc);
    if (terms !== undefined) forEachCount(passage, (term) => terms.add(term));
  }
  const families = versionFamilies(documents);
  const familyOf = (id: string) => families.get(id)?.[0] ?? id;
  const found: UnlinkedPair[] = [];
  for (const [langA, langB] of pairsToRead) {
    const aToB = new Map(lexicon[lexiconKey(langA, langB)] ?? []);
    const sideA = byLanguage.get(langA)!;
    const sideB = byLanguage.get(langB)!;
    const carried = aToB.size === 0 ? termsOf : new Map(sideA.map((d) => [d.id, new Set([...termsOf.get(d.id)!].map((t) => aToB.get(t) ?? t))]));
    const { closestA, closestB } = closestOf(sideA, sideB, carried, termsOf, familyOf);
    const byId = new Map(sideB.map((d) => [d.id, d]));
    for (const a of sideA) {
      const { best, second } = closestA.get(a.id)!;
      if (best === undefined || !unlinkedIn(a, langB)) continue;
      const b = byId.get(best.id)!;
      const back = closestB.get(b.id)!;
      if (!unlinkedIn(b, langA) || back.best?.id !== a.id) continue;
      const { overlap } = best;
      if (overlap.shared < UNLINKED_MIN_SHARED || 2 * overlap.shared < UNLINKED_MIN_SHARE * overlap.size) continue;
      if ([second, back.second].some((rival) => rival !== undefined && compare(overlap, rival.overlap, [2 * UNLINKED_MARGIN, 2]) < 0)) continue;
      found.push({ a, b, share: (2 * overlap.shared) / overlap.size });
    }
  }
  const keyOf = (pair: UnlinkedPair) => `${pair.a.id}\u0000${pair.b.id}`;
  return found.sort((p, q) => (keyOf(p) < keyOf(q) ? -1 : 1));
}

/** Each document's closest in the other language, both ways, counting shared terms through an inverted list of B's. */
function closestOf(
  sideA: readonly IndexedDocument[],
  sideB: readonly IndexedDocument[],
  carried: ReadonlyMap<string, ReadonlySet<string>>,
  termsOf: ReadonlyMap<string, ReadonlySet<string>>,
  familyOf: (id: string) => string,
): { closestA: Map<string, Closest>; closestB: Map<string, Closest> } {
  const holding = new Map<string, string[]>();
  for (const d of sideB) for (const term of termsOf.get(d.id)!) (holding.get(term) ?? holding.set(term, []).get(term)!).push(d.id);
  const spreadA = new Map<string, number>();
  for (const d of sideA) for (const term of carried.get(d.id)!) spreadA.set(term, (spreadA.get(term) ?? 0) + 1);
  const sizeOf = (terms: ReadonlySet<string>, spread: (term: string) => number) => {
    let size = 0;
    for (const term of terms) if (spread(term) <= UNLINKED_MAX_SPREAD) size++;
    return size;
  };
  const sizeB = new Map(sideB.map((d) => [d.id, sizeOf(termsOf.get(d.id)!, (term) => holding.get(term)!.length)]));
  const closestA = new Map<string, Closest>();
  const closestB = new Map<string, Closest>(sideB.map((d) => [d.id, {}]));
  for (const a of sideA) {
    const terms = carried.get(a.id)!;
    const shared = new Map<string, number>();
    for (const term of terms) {
      const docs = holding.get(term);
      if (docs === undefined || docs.length > UNLINKED_MAX_SPREAD || spreadA.get(term)! > UNLINKED_MAX_SPREAD) continue;
      for (const b of docs) shared.set(b, (shared.get(b) ?? 0) + 1);
    }
    const size = sizeOf(terms, (term) => spreadA.get(term)!);
    const closest: Closest = {};
    for (const [b, count] of shared) {
      const overlap = { shared: count, size: size + sizeB.get(b)! };
      consider(closest, b, familyOf(b), overlap);
      consider(closestB.get(b)!, a.id, familyOf(a.id), overlap);
    }
    closestA.set(a.id, closest);
  }
  return { closestA, closestB };
}

/**
 * The build's warnings for the pairs found: one per document that would take a key, naming the documents it looks like
 * a translation of. The key goes on the one that has none (its partner's key, named); where neither or both have one,
 * on the first language's.
 */
export function unlinkedWarnings(pairs: readonly UnlinkedPair[]): BuildWarning[] {
  const keyOf = (d: IndexedDocument) => (typeof d.meta.translation_key === 'string' ? d.meta.translation_key : undefined);
  const byTarget = new Map<string, { target: IndexedDocument; partners: Array<{ document: IndexedDocument; share: number }> }>();
  for (const { a, b, share } of pairs) {
    const [target, partner] = keyOf(a) !== undefined && keyOf(b) === undefined ? [b, a] : [a, b];
    const entry = byTarget.get(target.id) ?? byTarget.set(target.id, { target, partners: [] }).get(target.id)!;
    entry.partners.push({ document: partner, share });
  }
  return [...byTarget.values()].map(({ target, partners }) => {
    const named = partners.map(({ document, share }) => `${document.path} (${document.lang}; ${Math.round(share * 100)}% of their words in common)`).join(' and ');
    const keys = [...new Set(partners.map(({ document }) => keyOf(document)))];
    // Both keyed, apart: most likely one key misspelt ("biling" for "billing", an operator trial), so both are named.
    const theirs = partners.flatMap(({ document }) => (keyOf(document) === undefined ? [] : [`${document.path}'s is "${keyOf(document)!}"`]));
    const advice =
      keyOf(target) === undefined && keys.length === 1 && keys[0] !== undefined
        ? `if it is, give it translation_key: ${keys[0]}`
        : keyOf(target) !== undefined && theirs.length > 0
          ? `its translation_key is "${keyOf(target)!}" and ${theirs.join(' and ')}: if they are translations, give ${partners.length === 1 ? 'both' : 'them all'} the same key`
          : `if it is, give ${partners.length === 1 ? 'both' : 'them all'} the same translation_key`;
    return {
      file: target.path,
      message: `looks like a translation of ${named}, far more than either has with any other document, but no translation_key links them: each counts as untranslated, so a question the one does not answer falls back to the other, in its language, and the lexicon learns nothing from them; ${advice}`,
    };
  });
}
