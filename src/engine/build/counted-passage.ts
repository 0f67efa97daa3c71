/**
 * How the build holds a passage's term counts: as numbers into one table of the corpus's terms, not as an object per
 * passage. A record of term → count is a dictionary-mode object of about 3.3 KB for a passage of thirty terms; the
 * same counts as pairs of integers take 240 bytes. At a million passages the records were most of what the build held
 * (docs/evidence.md, "Session 17: counts as numbers").
 */
import { CANONICAL } from '../format/canonical-json.ts';
import type { IndexedPassage } from '../format/index-format.ts';

/** Every distinct term of a build, each numbered once, in the order first seen. */
export class TermTable {
  readonly #ids = new Map<string, number>();
  /** Number → term. */
  readonly terms: string[] = [];

  /** The term's number, given one if it has none yet. */
  idOf(term: string): number {
    let id = this.#ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.#ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }

  /** The term's number, or -1 when no passage holds it. */
  find(term: string): number {
    return this.#ids.get(term) ?? -1;
  }
}

/**
 * A record whose keys are added in code-unit order. Built in dictionary mode (two properties added and deleted first):
 * added one by one, each passage's distinct set of keys would grow its own chain of hidden classes, twice the time at
 * 100,000 passages.
 */
function dictionaryRecord(): Record<string, number> {
  const record: Record<string, number> = { '\u0000': 0, '\u0001': 0 };
  // Deleting a property other than the last one added is what switches an object to dictionary mode.
  delete record['\u0000'];
  delete record['\u0001'];
  return record;
}

/** A term → count map as a record with its keys in code-unit order. */
export function sortedRecord(map: ReadonlyMap<string, number>): Record<string, number> {
  const record = dictionaryRecord();
  for (const key of [...map.keys()].sort()) record[key] = map.get(key)!;
  return record;
}

/**
 * A passage as the build holds it: its text, and its term counts as (term number, count) pairs in a file's array.
 * To everything that reads an `IndexedPassage` it is one: `terms` makes the record on each read, `toJSON` gives the
 * record the index stores, and `CANONICAL` writes that record's canonical text from the pairs (what `canonicalJson`
 * writes for it), so it serialises and digests to the same bytes. The build's own readers (document frequency, the
 * inverted index) walk the pairs instead.
 */
export class CountedPassage implements IndexedPassage {
  constructor(
    readonly id: string,
    readonly doc: string,
    readonly lang: string,
    readonly heading: string,
    readonly body: string,
    /** The table the pairs' term numbers are of. */
    readonly table: TermTable,
    /**
     * Term number and count, alternately; this passage's pairs from index `start` to `end` (exclusive), in the
     * terms' code-unit order. Shared by the passages of one file.
     */
    readonly pairs: Int32Array,
    readonly start: number,
    readonly end: number,
  ) {}

  /** Term → count, keys in code-unit order: made anew on each read (the build keeps only the pairs). */
  get terms(): Record<string, number> {
    const record = dictionaryRecord();
    const { pairs, end } = this;
    const terms = this.table.terms;
    for (let i = this.start; i < end; i += 2) record[terms[pairs[i]!]!] = pairs[i + 1]!;
    return record;
  }

  /**
   * What the index stores, as `canonicalJson` writes it: the members in code-unit order, the terms in the pairs' order
   * (theirs too). Written from the pairs, no record made.
   */
  [CANONICAL](): string {
    const { pairs, end, start } = this;
    const terms = this.table.terms;
    const counts: string[] = [];
    for (let i = start; i < end; i += 2) counts.push(`${JSON.stringify(terms[pairs[i]!]!)}:${pairs[i + 1]!}`);
    return `{"body":${JSON.stringify(this.body)},"doc":${JSON.stringify(this.doc)},"heading":${JSON.stringify(this.heading)},"id":${JSON.stringify(this.id)},"lang":${JSON.stringify(this.lang)},"terms":{${counts.join(',')}}}`;
  }

  /** The passage as the index stores it, its members in code-unit order (`JSON.stringify` writes it). */
  toJSON(): IndexedPassage {
    return { body: this.body, doc: this.doc, heading: this.heading, id: this.id, lang: this.lang, terms: this.terms };
  }
}

/**
 * Calls `each(term, count)` for every term of a passage (the order is not the record's): a counted passage's read from its
 * pairs, without the record `terms` would make.
 */
export function forEachCount(passage: IndexedPassage, each: (term: string, count: number) => void): void {
  if (passage instanceof CountedPassage) {
    const { pairs, start, end } = passage;
    const terms = passage.table.terms;
    for (let i = start; i < end; i += 2) each(terms[pairs[i]!]!, pairs[i + 1]!);
    return;
  }
  for (const [term, count] of Object.entries(passage.terms)) each(term, count);
}

/** The fewest passages a document has topic words in: of two, the words both hold are most of what it says. */
export const TOPIC_PASSAGES = 3;

/**
 * A document's topic words: the terms more than half of its passages hold, in a document of `TOPIC_PASSAGES` or more,
 * less `titleTerms` (every passage holds those); sorted in code-unit order. Like the title's words, they tell which
 * document a question is about, not which of its passages answers it: a word most of a program's paragraphs use
 * ("heating" in three of a heating credit's five) weighs as much in its "What it is" as in its "Deadlines". Walks the
 * pairs: no record made.
 */
export function topicTermsOf(passages: readonly CountedPassage[], titleTerms: ReadonlySet<string>): string[] {
  if (passages.length < TOPIC_PASSAGES) return [];
  const holders = new Map<number, number>();
  for (const { pairs, start, end } of passages) for (let i = start; i < end; i += 2) holders.set(pairs[i]!, (holders.get(pairs[i]!) ?? 0) + 1);
  const terms = passages[0]!.table.terms;
  return [...holders]
    .filter(([id, n]) => 2 * n > passages.length && !titleTerms.has(terms[id]!))
    .map(([id]) => terms[id]!)
    .sort();
}
