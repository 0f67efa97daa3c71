/**
 * One corpus file → its document and passages, counted: everything the build does to a file that needs no other
 * file. Pure and independent of the order files come in, so `npm run build-index` can prepare files on several
 * threads and assemble the same index as one thread would (`buildIndex` prepares them in turn).
 */
import { countProfile, type ProfileCounts } from '../answer/detect-language.ts';
import type { IndexedPassage } from '../format/index-format.ts';
import type { SourceFile } from '../format/fingerprint.ts';
import { CairnError } from '../text/errors.ts';
import { tokenize } from '../text/tokenize.ts';
import { decodeUtf8 } from './decode-utf8.ts';
import { withoutLinkMarks } from './document-links.ts';
import { parseCorpusDocument, type DocumentHead } from './parse-document.ts';
import { CountedPassage, type TermTable } from './counted-passage.ts';
import { passageTermCounts } from './passage-terms.ts';
import { splitPassages, type BuildWarning } from './passages.ts';

/** A passage as a thread prepares it: its text, and where its (term, count) pairs are in its file's `pairs`. */
export type PreparedPassage = Omit<IndexedPassage, 'terms'> & { start: number; end: number };

/** A file prepared: its document's head, its passages, language detection's counts and the file's warnings. */
export interface PreparedFile {
  document: DocumentHead;
  passages: PreparedPassage[];
  /**
   * The file's distinct terms in code-unit order, and every passage's counts as (index into `terms`, count) pairs,
   * each passage's in its terms' order: compact to send between threads (the pairs' buffer is moved, not copied), and
   * numbered into the build's `TermTable` as the file arrives (`indexedOutcome`; a thread first numbers its files in a
   * table of its own, `numberedIn`, and the build maps that table's numbers to its own, `indexedFile`).
   */
  terms: string[];
  pairs: Int32Array;
  /** Language detection's counts over the passages' bodies (the document's language), for the sharded manifest. */
  profile: ProfileCounts;
  warnings: BuildWarning[];
}

/** A file prepared, or why it could not be. */
export type FileOutcome = { file: PreparedFile } | { error: CairnError };

/** A prepared file as the assembly takes it: its passages counted in the build's table. */
export interface IndexedFile extends Omit<PreparedFile, 'passages' | 'terms' | 'pairs'> {
  /** The table its passages' term numbers are of (every file of a build has the same, passages or none). */
  table: TermTable;
  passages: CountedPassage[];
}

/** A file ready for the assembly, or why it could not be prepared. */
export type IndexedOutcome = { file: IndexedFile } | { error: CairnError };

/**
 * A prepared file's passages with their terms numbered in `table` (every file of a build in the same table); the
 * outcome itself is not changed. Done as each file arrives, from this thread or another.
 */
export function indexedOutcome(outcome: FileOutcome, table: TermTable): IndexedOutcome {
  if ('error' in outcome) return outcome;
  const { terms, ...file } = outcome.file;
  return { file: indexedFile(file, table, terms.map((term) => table.idOf(term))) };
}

/**
 * A prepared file whose pairs number terms in another table: a thread that prepares many files numbers them all in a
 * table of its own (`numberedIn`) and sends each term once, not once for every file that holds it.
 */
export type RenumberedFile = Omit<PreparedFile, 'terms'>;

/**
 * The file with its pairs numbered in `table` (a thread's own) and its list of terms left out: the pairs are changed
 * in place, each passage's still in its terms' code-unit order.
 */
export function numberedIn(file: PreparedFile, table: TermTable): RenumberedFile {
  const { terms, ...rest } = file;
  renumbered(rest.pairs, terms.map((term) => table.idOf(term)), rest.pairs);
  return rest;
}

/** Writes `from`'s pairs into `into` (which may be `from`) with each term number `n` made `ids[n]`. */
function renumbered(from: Int32Array, ids: ArrayLike<number>, into: Int32Array): Int32Array {
  for (let i = 0; i < from.length; i += 2) {
    into[i] = ids[from[i]!]!;
    into[i + 1] = from[i + 1]!;
  }
  return into;
}

/**
 * A file whose pairs number terms in some list, ready for the assembly: `ids` maps that list's numbers to `table`'s.
 * The file is not changed.
 */
export function indexedFile(file: RenumberedFile, table: TermTable, ids: ArrayLike<number>): IndexedFile {
  const { passages, pairs: local, ...rest } = file;
  const pairs = renumbered(local, ids, new Int32Array(local.length));
  return {
    ...rest,
    table,
    passages: passages.map((p) => new CountedPassage(p.id, p.doc, p.lang, p.heading, p.body, table, pairs, p.start, p.end)),
  };
}

/**
 * Each passage's counts as pairs of (index into the file's terms, in code-unit order; count). A passage's indices are
 * sorted as numbers in a typed array, each one's count kept in `countOf` meanwhile (a passage counts a term once).
 */
function numbered(counts: ReadonlyArray<ReadonlyMap<string, number>>): { terms: string[]; pairs: Int32Array; ranges: Array<[number, number]> } {
  const met = new Map<string, number>();
  let size = 0;
  for (const map of counts) {
    size += map.size;
    for (const term of map.keys()) if (!met.has(term)) met.set(term, met.size);
  }
  const terms = [...met.keys()].sort();
  const place = new Int32Array(terms.length);
  for (const [i, term] of terms.entries()) place[met.get(term)!] = i;
  const countOf = new Int32Array(terms.length);
  const pairs = new Int32Array(2 * size);
  const ranges: Array<[number, number]> = [];
  let at = 0;
  for (const map of counts) {
    const start = at;
    const indices = new Int32Array(map.size);
    let k = 0;
    for (const [term, count] of map) {
      const i = place[met.get(term)!]!;
      indices[k++] = i;
      countOf[i] = count;
    }
    indices.sort();
    for (let j = 0; j < k; j++) {
      pairs[at++] = indices[j]!;
      pairs[at++] = countOf[indices[j]!]!;
    }
    ranges.push([start, at]);
  }
  return { terms, pairs, ranges };
}

/**
 * Prepares one file (path already normalised). Never throws for bad input: a corpus error is the outcome.
 * @throws Error naming the file, only for a defect in Cairn.
 */
export function prepareCorpusFile(file: SourceFile): FileOutcome {
  try {
    const parsed = parseCorpusDocument(decodeUtf8(file.bytes, file.path), file.path);
    const split = splitPassages(parsed);
    const { blocks: _split, ...document } = parsed;
    const warnings = [...split.warnings];
    const titleTerms = tokenize(document.title);
    const counted: Array<Map<string, number>> = [];
    const profile: ProfileCounts = { letters: new Map(), shortWords: new Set() };
    for (const passage of split.passages) {
      // As a reader reads it, without the marks where other documents' pages go (`document-links.ts`).
      const body = withoutLinkMarks(passage.body);
      const { counts, own, bodyShortWords } = passageTermCounts(passage.heading, body, titleTerms);
      countProfile(profile, body, bodyShortWords);
      if (own === 0) {
        warnings.push({ file: document.path, message: `passage ${passage.id} produced no searchable words; only its document title can find it` });
      }
      counted.push(counts);
    }
    const { terms, pairs, ranges } = numbered(counted);
    const passages = split.passages.map(({ id, doc, lang, heading, body }, n): PreparedPassage => ({ id, doc, lang, heading, body, start: ranges[n]![0], end: ranges[n]![1] }));
    return { file: { document, passages, terms, pairs, profile, warnings } };
  } catch (error) {
    if (error instanceof CairnError) return { error };
    // Not the file's fault but a defect in Cairn: named, so the operator can report which file set it off.
    throw new Error(`${file.path}: could not be prepared because of a defect in Cairn, not in the file (${(error as Error).message}); please report it`, {
      cause: error,
    });
  }
}

/**
 * Every file's outcome, in order, prepared in turn on this thread and made ready for the assembly (terms numbered in
 * `table`);
 * `onPrepared(done, total)` from 0 to `total`.
 */
export function prepareCorpusFiles(files: readonly SourceFile[], table: TermTable, onPrepared?: (done: number, total: number) => void): IndexedOutcome[] {
  onPrepared?.(0, files.length);
  return files.map((file, n) => {
    const outcome = indexedOutcome(prepareCorpusFile(file), table);
    onPrepared?.(n + 1, files.length);
    return outcome;
  });
}
