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
import { parseCorpusDocument, type DocumentHead } from './parse-document.ts';
import { passageTermCounts } from './passage-terms.ts';
import { splitPassages, type BuildWarning } from './passages.ts';

/** A passage as the index stores it, its term counts still a map (`indexedOutcome` makes the stored record). */
export type PreparedPassage = Omit<IndexedPassage, 'terms'> & { counts: Map<string, number> };

/** A file prepared: its document's head, its passages, language detection's counts and the file's warnings. */
export interface PreparedFile {
  document: DocumentHead;
  /**
   * Term counts are maps until the file has crossed to the assembling thread (`indexedOutcome`): a map crosses between
   * threads as one flat table, where an object per passage, each with its own set of keys, took the receiving thread
   * 10 s at 100,000 passages.
   */
  passages: PreparedPassage[];
  /** Language detection's counts over the passages' bodies (the document's language), for the sharded manifest. */
  profile: ProfileCounts;
  warnings: BuildWarning[];
}

/** A file prepared, or why it could not be. */
export type FileOutcome = { file: PreparedFile } | { error: CairnError };

/** A prepared file as the assembly takes it: its passages as the index stores them, their counts records. */
export interface IndexedFile extends Omit<PreparedFile, 'passages'> {
  passages: IndexedPassage[];
}

/** A file ready for the assembly, or why it could not be prepared. */
export type IndexedOutcome = { file: IndexedFile } | { error: CairnError };

/**
 * A term → count map as a record with its keys in code-unit order. Built in dictionary mode (two properties added and
 * deleted first): added one by one, each passage's distinct set of keys would grow its own chain of hidden classes,
 * twice the time at 100,000 passages.
 */
export function sortedRecord(map: ReadonlyMap<string, number>): Record<string, number> {
  const record: Record<string, number> = { '\u0000': 0, '\u0001': 0 };
  // Deleting a property other than the last one added is what switches an object to dictionary mode.
  delete record['\u0000'];
  delete record['\u0001'];
  for (const key of [...map.keys()].sort()) record[key] = map.get(key)!;
  return record;
}

/**
 * A prepared file's passages with their counts made the index's records; the outcome itself is not changed. Done as
 * each file arrives (from this thread or another) and the map form then dropped, so a corpus's maps are never all held
 * beside its records: at a million passages the two were 8 GB together.
 */
export function indexedOutcome(outcome: FileOutcome): IndexedOutcome {
  if ('error' in outcome) return outcome;
  const { passages, ...file } = outcome.file;
  return {
    file: {
      ...file,
      passages: passages.map(({ counts, ...stored }) => ({ ...stored, terms: sortedRecord(counts) })),
    },
  };
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
    const passages: PreparedPassage[] = [];
    const profile: ProfileCounts = { letters: new Map(), shortWords: new Set() };
    for (const passage of split.passages) {
      const { counts, own, bodyShortWords } = passageTermCounts(passage.heading, passage.body, titleTerms);
      countProfile(profile, passage.body, bodyShortWords);
      if (own === 0) {
        warnings.push({ file: document.path, message: `passage ${passage.id} produced no searchable words; only its document title can find it` });
      }
      passages.push({ id: passage.id, doc: passage.doc, lang: passage.lang, heading: passage.heading, body: passage.body, counts });
    }
    return { file: { document, passages, profile, warnings } };
  } catch (error) {
    if (error instanceof CairnError) return { error };
    // Not the file's fault but a defect in Cairn: named, so the operator can report which file set it off.
    throw new Error(`${file.path}: could not be prepared because of a defect in Cairn, not in the file (${(error as Error).message}); please report it`, {
      cause: error,
    });
  }
}

/**
 * Every file's outcome, in order, prepared in turn on this thread and made ready for the assembly;
 * `onPrepared(done, total)` from 0 to `total`.
 */
export function prepareCorpusFiles(files: readonly SourceFile[], onPrepared?: (done: number, total: number) => void): IndexedOutcome[] {
  onPrepared?.(0, files.length);
  return files.map((file, n) => {
    const outcome = indexedOutcome(prepareCorpusFile(file));
    onPrepared?.(n + 1, files.length);
    return outcome;
  });
}
