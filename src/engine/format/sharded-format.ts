/**
 * The sharded index: the same content as a single-file index (`index-format.ts`), cut so that a question fetches
 * only what it needs. A small manifest, revalidated like any page, names every other file by its content hash, so
 * those are immutable and cacheable forever; a loader checks each file it fetches against the name it asked for.
 * Every field is documented in DESIGN.md ("Sharded index").
 *
 * - The manifest: settings, calibration, which languages the lexicon links, the Han characters' other forms, each language's counts, suppressed terms, scripts and short
 *   words (what language detection needs), what links the documents whose dates link them (every passage's filter
 *   needs it; their records are in their document shards), which positions' documents have a translation in each
 *   language, and the shard maps.
 * - Term shards: terms grouped by a hash of the term; each term's document frequency and postings (positions,
 *   delta-coded, and unit weights in 2⁻¹² steps) per language; of a long list only its heaviest postings, the head;
 *   and the term's translations the lexicon learnt, fetched with the term a question holds.
 * - Tail shards: the rest of a long list, fetched only when a question's outcome depends on it: a refusal that the
 *   heads prove (no passage could reach its threshold) never fetches one.
 * - Dictionary shards: per language, the unsuppressed terms under one first letter (grapheme cluster) with their
 *   document frequency: what typo and accent correction search, fetched only for a word no passage holds.
 * - Document shards: consecutive positions' documents, their records and where their passages are: a candidate's
 *   title (what its ask is weighed without) and its passages' ids, fetched without their text; and which documents
 *   translate each of them that the manifest does not link.
 * - Passage shards: consecutive passages' headings and text: fetched for the passages an answer quotes.
 */
import * as v from 'valibot';
import { canonicalJson } from './canonical-json.ts';
import { CALIBRATED_SCHEMA, DOCUMENT_SCHEMA, HAN_VARIANTS_SCHEMA, pathOf, protoKeyPath, SETTINGS_SCHEMA } from './index-schema.ts';
import { sha256Of, type Sha256Factory } from './sha256.ts';
import { parseDigestedJson, parseIndex, type CairnIndex, type Calibration, type HanVariants, type IndexedDocument } from './index-format.ts';
import type { Validity } from './effective-dates.ts';
import type { Settings } from './settings.ts';
import type { ScriptFamily } from '../text/scripts.ts';
import { IndexFormatError } from '../text/errors.ts';

/** Identifies a sharded Cairn index's manifest among JSON files. */
export const MANIFEST_FORMAT = 'cairn-sharded-index';
/**
 * The manifest's version. Until 8 it was the single file's (`INDEX_FORMAT_VERSION`); 9 held of a linked document
 * only what links it, its record in its document shard, while the single file stayed at 8; 10 links only the
 * translations of dated documents, the others' told by position (`translated`) and by their document shards; 11
 * cuts a long posting list into a head and a tail (`tails`); 12 names a paged shard's file by its page and place
 * (`pagedShardFile`); 13 moves the lexicon's term pairs into the term shards (`TermShard.lexicon`), the manifest
 * keeping which languages it links; 14 carries the single file's `hanVariants`; 15 holds the terms of words that part
 * letters from digits (the single file's 10); 16 the terms of two hyphened parts read as one word, "Wi-Fi" as `wifi`
 * (the single file's 11); 17 reads the Turkish İ as i (the single file's 12); 18 reads no word in a web or
 * e-mail address, and keeps a link's address in its passage's text (the single file's 13); 19 holds each document's
 * topic words (the single file's 14). A content change to the single file changes both.
 */
export const MANIFEST_VERSION = 19;
/** Hex digits of a shard's SHA-256 kept in its name: 96 bits, so no accident and no forgery goes unseen. */
export const SHARD_NAME_LENGTH = 24;

/** One language as the manifest describes it. */
export interface ManifestLanguage {
  /** Passages as the statistics count them (`LanguageStats.passages`): what every IDF divides by. */
  passages: number;
  suppressed: string[];
  /** The scripts this language's terms are written in, sorted. */
  scripts: ScriptFamily[];
  /** The dominant script of its passages, for language detection. */
  script: ScriptFamily;
  /** Its passages' words too short to be terms, sorted: detection's evidence between languages of one script. */
  shortWords: string[];
  /** First grapheme cluster → the dictionary shard of the terms it begins (or, folded, begins). */
  dictionary: Record<string, string>;
}

/** A document with the positions of its passages. */
export type PlacedDocument = IndexedDocument & { first: number; count: number };

/**
 * What links a document to others: its language, its dates, the documents it supersedes and its translation key,
 * the fields answering filters every passage by before any text (`IndexedDocument`'s, the key out of `meta`).
 */
export interface DocumentLinks {
  id: string;
  lang: string;
  translation_key?: string;
  validity?: Validity;
  supersedes?: string[];
}

/** What the manifest holds of a linked document: its links and the positions of its passages; no title, path or meta. */
export type LinkedDocument = DocumentLinks & { first: number; count: number };

/** A document's links: the key only when it is a string (a translation key is), the dates and versions when set. */
export function linksOf(document: IndexedDocument): DocumentLinks {
  const key = translationKeyOf(document);
  return {
    id: document.id,
    lang: document.lang,
    ...(key === undefined ? {} : { translation_key: key }),
    ...(document.validity === undefined ? {} : { validity: document.validity }),
    ...(document.supersedes === undefined ? {} : { supersedes: document.supersedes }),
  };
}

/** The manifest. */
export interface ShardManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  fingerprint: string;
  /** `sha256:<hex>` of the canonical JSON of every other field: checked on load, as the single file's. */
  digest: string;
  /** The digest of the single-file index with the same content (the page is built with the manifest's own `digest`). */
  indexDigest: string;
  settings: Settings;
  calibration: Calibration;
  /**
   * Each pair of languages the lexicon links (`a|b`, in code-unit order) → how many term pairs it learnt; the pairs
   * themselves are in the term shards (`TermShard.lexicon`), each with its term. At a million passages the pairs were
   * two thirds of the manifest, fetched before any question.
   */
  lexicon: Record<string, number>;
  /** The single file's `hanVariants`, whole (character tables, bounded by the characters a corpus can use). */
  hanVariants?: Record<string, HanVariants>;
  languages: Record<string, ManifestLanguage>;
  documents: number;
  passages: number;
  /** Every document says `synthetic: true` in its front matter: the page says the content is invented. */
  synthetic: boolean;
  /**
   * What links the documents that are dated, supersede or are superseded, and their translations (every document
   * sharing a `translation_key` with one of them, or with a document with no passage); sorted by id.
   */
  linked: LinkedDocument[];
  /**
   * Corpus language → the positions whose document has a translation in that language and is not linked, as run
   * lengths (`runsOf`): a first run of positions without, then with, then without… What the cross-language fallback
   * reads of every candidate before any document shard: a passage whose document has a translation in the question's
   * language is not searched again through the lexicon.
   */
  translated: Record<string, number[]>;
  /** Documents with no passage, whole: no position places them in a document shard. Sorted by id. */
  unplaced: PlacedDocument[];
  /** Term shards: a term lives in shard `termBucket(term, terms.count)`. */
  terms: NameTable;
  /** Tail shards, by the number a term's entry gives its tail. */
  tails: NameTable;
  /** Passage shards: position p's text lives in shard ⌊p / passagesPerShard⌋. */
  passagesPerShard: number;
  passageShards: NameTable;
  /** Document shards: position p's document lives in shard ⌊p / positionsPerDocumentShard⌋. */
  positionsPerDocumentShard: number;
  documentShards: NameTable;
  /** The directory shard: where a document is found by id, for a document opened before any answer quoted it. */
  directory: string;
}

/** The manifest's name tables: every shard but the directory and the dictionaries is named in one of them. */
export const NAME_TABLES = ['terms', 'tails', 'documentShards', 'passageShards'] as const;

/** The most names a manifest lists itself for one kind of shard (about 3 KB gzipped); more go in pages. */
export const NAMES_PER_PAGE = 256;

/**
 * The names of `count` shards, by number: in the manifest while there are at most `NAMES_PER_PAGE` (`paged` false),
 * else in page shards of `perPage` names each, which the manifest names (`paged` true). A manifest so stays small at
 * any size: a two-level tree of hashes, every file checked against the name its parent gives it. A paged shard's file
 * is named by its page and its place in it (`pagedShardFile`), so a question fetches it and its page at once and checks
 * it when both are in, rather than waiting a round trip for the page to learn the name.
 */
export interface NameTable {
  count: number;
  paged: boolean;
  /** Names per page when paged (the last page may hold fewer); absent when not paged. */
  perPage?: number;
  names: string[];
}

/**
 * Names per page for `count` shards of which a question needs about `needed`: √(count / needed), which makes the
 * page names the manifest lists and the pages one question fetches about equal in bytes, and their sum least.
 */
export function namesPerPage(count: number, needed: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(count / needed)));
}

/**
 * The file of the shard at `slot` in page `page` of a paged table: `<page>-<slot>`. Immutable as a content name is
 * (the page's name hashes the names it lists, so the same file name always holds the same content), and computable
 * from the manifest alone. Its content is checked against the name its page lists.
 */
export function pagedShardFile(page: string, slot: number): string {
  return `${page}-${slot}`;
}

/** The file of shard `index` of a table, and, when paged, its page and the place in it whose name checks the file. */
export function shardFileIn(table: NameTable, index: number): { file: string; page?: { name: string; slot: number } } {
  if (!table.paged) return { file: table.names[index]! };
  const perPage = table.perPage!;
  const page = { name: table.names[Math.floor(index / perPage)]!, slot: index % perPage };
  return { file: pagedShardFile(page.name, page.slot), page };
}

/** A page of shard names. */
export interface NamePage {
  names: string[];
}

/** The directory shard: the id of the first document in each document shard, in shard order (documents are in id order). */
export interface DirectoryShard {
  firstDocuments: string[];
}

/**
 * A document shard: the documents holding positions `first`… (as many as the manifest says a shard covers), placed;
 * and, for each of them the manifest does not link that has translations, their ids, sorted.
 */
export interface DocumentShard {
  first: number;
  documents: PlacedDocument[];
  translations: Record<string, string[]>;
}

/**
 * A term's entry in one language: document frequency, positions as gaps from the previous one, unit-weight steps;
 * for a long list, only its heaviest postings (in position order), then the number of its tail shard and the steps of
 * the heaviest posting left there.
 */
export type TermPostings = [df: number, gaps: number[], steps: number[]] | [df: number, gaps: number[], steps: number[], tail: number, tailMaxSteps: number];

/** A tail shard: the postings a term's entry in one language left out, in position order, as the entry codes them. */
export interface TailShard {
  lang: string;
  gaps: number[];
  steps: number[];
}

/**
 * A term shard: term → language → its postings. Suppressed terms are in the manifest, never here. `lexicon`, when
 * any of its terms has a translation: term → its language → the other language → the term it translates to (the
 * single file's `lexicon` pairs, each under the term it is looked up by, both ways).
 */
export interface TermShard {
  terms: Record<string, Record<string, TermPostings>>;
  lexicon?: Record<string, Record<string, Record<string, string>>>;
}

/** A dictionary shard: `[term, document frequency]`, sorted by term. */
export interface DictionaryShard {
  terms: Array<[string, number]>;
}

/**
 * A passage shard: the heading and text of the passages from position `first` on. A passage's id, document and
 * language are its document's (its id is the document's and its place in it, `doc#n`); its terms are in the term shards.
 */
export interface PassageShard {
  first: number;
  passages: Array<[heading: string, body: string]>;
}

/**
 * The documents whose dates link them to others, and the translations of those: every document that is dated,
 * supersedes or is superseded, and every document sharing its `translation_key` with one of them, or with a document
 * with no passage (which has no document shard to name its translations). What the filters of dated passages must
 * know before any text, so the manifest holds their links; any other translation is told by position (`translated`).
 */
export function linkedDocumentsOf<D extends IndexedDocument>(documents: readonly D[], hasPassages: (id: string) => boolean): D[] {
  const superseded = new Set(documents.flatMap((d) => d.supersedes ?? []));
  const dated = (d: D) => d.validity !== undefined || d.supersedes !== undefined || superseded.has(d.id);
  const groups = translationGroupsOf(documents);
  const linkedKeys = new Set([...groups].filter(([, group]) => group.length > 1 && group.some((d) => dated(d) || !hasPassages(d.id))).map(([key]) => key));
  return documents.filter((d) => {
    const key = translationKeyOf(d);
    return dated(d) || (key !== undefined && linkedKeys.has(key));
  });
}

/** A document's translation key: its front matter's `translation_key` when that is text (the build refuses any other). */
export const translationKeyOf = (d: IndexedDocument): string | undefined => (typeof d.meta.translation_key === 'string' ? d.meta.translation_key : undefined);

/** Translation key → the documents sharing it, in the order given. */
export function translationGroupsOf<D extends IndexedDocument>(documents: readonly D[]): Map<string, D[]> {
  const groups = new Map<string, D[]>();
  for (const d of documents) {
    const key = translationKeyOf(d);
    if (key !== undefined) (groups.get(key) ?? groups.set(key, []).get(key)!).push(d);
  }
  return groups;
}

/**
 * A set of positions as run lengths: the length of the first run of positions outside it (0 when position 0 is in
 * it), then of the next run inside, then outside, and so on; nothing after the last run inside.
 */
export function runsOf(inside: (position: number) => boolean, positions: number): number[] {
  const runs: number[] = [];
  let state = false;
  let start = 0;
  for (let p = 0; p < positions; p++) {
    if (inside(p) === state) continue;
    runs.push(p - start);
    state = !state;
    start = p;
  }
  if (state) runs.push(positions - start);
  return runs;
}

/**
 * Run lengths (`runsOf`: an even number of them) → whether a position is in the set: a binary search of where the
 * runs end. A position past the last run is outside, whatever the runs.
 */
export function positionsInRuns(runs: readonly number[]): (position: number) => boolean {
  const ends = new Float64Array(runs.length);
  let at = 0;
  runs.forEach((length, i) => {
    at += length;
    ends[i] = at;
  });
  return (position) => {
    // The run holding a position is the first that ends past it; the runs at odd places are inside.
    let low = 0;
    let high = runs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ends[middle]! > position) high = middle;
      else low = middle + 1;
    }
    return low < runs.length && low % 2 === 1;
  };
}

/**
 * The bucket of a term among `buckets`: FNV-1a over its UTF-16 code units. Fixed here, so the build and every loader
 * agree; changing it is a format change.
 */
export function termBucket(term: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % buckets;
}

/**
 * The folder a sharded index's shards are published in, beside its manifest and named after it: `index.json` →
 * `index-shards`. A loader finds a shard at `<folder>/<name>.json` relative to the manifest's address.
 */
export function shardFolderOf(manifestFile: string): string {
  const base = manifestFile.slice(manifestFile.lastIndexOf('/') + 1).replace(/\?.*$/u, '');
  return `${base.endsWith('.json') ? base.slice(0, -'.json'.length) : base}-shards`;
}

/** Every file a manifest names, by name without `.json`: pages of names and the shards they list included. */
export function shardNamesOf(manifest: ShardManifest): Set<string> {
  const names = new Set<string>([manifest.directory]);
  for (const language of Object.values(manifest.languages)) for (const name of Object.values(language.dictionary)) names.add(name);
  for (const table of NAME_TABLES.map((key) => manifest[key])) {
    for (const name of table.names) names.add(name);
    if (table.paged) for (let index = 0; index < table.count; index++) names.add(shardFileIn(table, index).file);
  }
  return names;
}

/** A shard's name: the first `SHARD_NAME_LENGTH` hex digits of the SHA-256 of its text (by any hasher: the same). */
export function shardName(text: string, createSha256?: Sha256Factory): string {
  return sha256Of(text, createSha256).slice('sha256:'.length, 'sha256:'.length + SHARD_NAME_LENGTH);
}

/** A shard's text, canonical JSON and newline-terminated, as the build writes it. */
export function serializeShard(shard: TermShard | TailShard | DictionaryShard | PassageShard | DirectoryShard | DocumentShard | NamePage): string {
  return `${canonicalJson(shard)}\n`;
}

/** The manifest as canonical JSON with its digest set. */
export function serializeManifest(manifest: Omit<ShardManifest, 'digest'>): string {
  const digest = sha256Of(canonicalJson(manifest));
  return `${canonicalJson({ ...manifest, digest })}\n`;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const name = v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${SHARD_NAME_LENGTH}}$`, 'u'), `must be ${SHARD_NAME_LENGTH} lowercase hex digits`));
const digest = v.pipe(v.string(), v.regex(/^sha256:[0-9a-f]{64}$/u, 'must be "sha256:" and 64 lowercase hex digits'));

const MANIFEST_SCHEMA = v.object({
  fingerprint: digest,
  digest,
  indexDigest: digest,
  settings: SETTINGS_SCHEMA,
  calibration: v.object({ falseAnswerRate: v.number(), languages: v.record(v.string(), CALIBRATED_SCHEMA), translations: v.record(v.string(), CALIBRATED_SCHEMA) }),
  lexicon: v.record(v.string(), v.pipe(count, v.minValue(1))),
  hanVariants: v.optional(HAN_VARIANTS_SCHEMA),
  languages: v.record(
    v.string(),
    v.object({
      passages: v.pipe(count, v.minValue(1)),
      suppressed: v.array(v.string()),
      scripts: v.array(v.string()),
      script: v.string(),
      shortWords: v.array(v.string()),
      dictionary: v.record(v.string(), name),
    }),
  ),
  documents: v.pipe(count, v.minValue(1)),
  passages: count,
  synthetic: v.boolean(),
  linked: v.array(
    v.object({
      id: DOCUMENT_SCHEMA.entries.id,
      lang: DOCUMENT_SCHEMA.entries.lang,
      translation_key: v.optional(v.string()),
      validity: DOCUMENT_SCHEMA.entries.validity,
      supersedes: DOCUMENT_SCHEMA.entries.supersedes,
      first: count,
      count,
    }),
  ),
  translated: v.record(v.string(), v.array(count)),
  unplaced: v.array(v.object({ ...DOCUMENT_SCHEMA.entries, first: count, count: v.literal(0) })),
  terms: v.object({ count: v.pipe(count, v.minValue(1)), paged: v.boolean(), perPage: v.optional(v.pipe(count, v.minValue(1))), names: v.array(name) }),
  tails: v.object({ count, paged: v.boolean(), perPage: v.optional(v.pipe(count, v.minValue(1))), names: v.array(name) }),
  passagesPerShard: v.pipe(count, v.minValue(1)),
  passageShards: v.object({ count, paged: v.boolean(), perPage: v.optional(v.pipe(count, v.minValue(1))), names: v.array(name) }),
  positionsPerDocumentShard: v.pipe(count, v.minValue(1)),
  documentShards: v.object({ count, paged: v.boolean(), perPage: v.optional(v.pipe(count, v.minValue(1))), names: v.array(name) }),
  directory: name,
});

/**
 * Parses a manifest and checks it: JSON, this format and version, every field's shape, the shard map's size against
 * the passage count, then its digest.
 * @throws IndexFormatError as `parseIndex` does, with the same codes.
 */
export function parseManifest(text: string, source: string): ShardManifest {
  return parseDigestedJson(text, source, { format: MANIFEST_FORMAT, version: MANIFEST_VERSION, kind: 'sharded Cairn index' }, manifestProblem) as unknown as ShardManifest;
}

/**
 * Parses either form: a single-file index, or a sharded index's manifest. Read as a single file first, so nothing a
 * document says (a front-matter key named `format`) can make a single file be read as a manifest.
 * @throws IndexFormatError as `parseIndex` or `parseManifest` does.
 */
export function parseEitherIndex(text: string, source: string): CairnIndex | ShardManifest {
  try {
    return parseIndex(text, source);
  } catch (error) {
    if (error instanceof IndexFormatError && error.code === 'not-an-index' && text.includes(`"format":"${MANIFEST_FORMAT}"`)) return parseManifest(text, source);
    throw error;
  }
}

function manifestProblem(data: unknown, mayHoldProtoKeys: boolean): string | undefined {
  if (mayHoldProtoKeys) {
    const at = protoKeyPath(data, []);
    if (at !== undefined) return `${at}: "__proto__" is not a key Cairn writes there`;
  }
  const result = v.safeParse(MANIFEST_SCHEMA, data, { abortEarly: true });
  if (!result.success) return `${pathOf(result.issues[0])}: ${result.issues[0].message}`;
  const manifest = result.output;
  const shards = Math.ceil(manifest.passages / manifest.passagesPerShard);
  if (manifest.passageShards.count !== shards) return `passageShards: ${manifest.passageShards.count} shards, and ${manifest.passages} passages at ${manifest.passagesPerShard} a shard need ${shards}`;
  const documentShards = Math.ceil(manifest.passages / manifest.positionsPerDocumentShard);
  if (manifest.documentShards.count !== documentShards) {
    return `documentShards: ${manifest.documentShards.count} shards, and ${manifest.passages} passages at ${manifest.positionsPerDocumentShard} a shard need ${documentShards}`;
  }
  for (const key of NAME_TABLES) {
    const table = manifest[key];
    if (table.paged !== (table.perPage !== undefined)) return `${key}.perPage: given exactly when the names are paged`;
    const listed = table.perPage !== undefined ? Math.ceil(table.count / table.perPage) : table.count;
    if (table.names.length !== listed) return `${key}.names: ${table.names.length} names, and ${table.count} shards need ${listed}${table.paged ? ' pages' : ''}`;
  }
  if (Object.keys(manifest.languages).length === 0) return 'languages: the index holds no language';
  // Read as loaded, as `translated` below: the schema's record drops a key such as "constructor" unread.
  for (const [pair, count] of Object.entries((data as { lexicon: Record<string, unknown> }).lexicon)) {
    const [a, b, ...rest] = pair.split('|');
    if (rest.length > 0 || a === undefined || b === undefined || !(a < b) || !Object.hasOwn(manifest.languages, a) || !Object.hasOwn(manifest.languages, b)) {
      return `lexicon.${pair}: not two of the index's languages in code-unit order, joined by "|"`;
    }
    if (!(Number.isInteger(count) && (count as number) >= 1)) return `lexicon.${pair}: not a count of term pairs`;
  }
  for (const lang of Object.keys((data as { hanVariants?: Record<string, unknown> }).hanVariants ?? {})) {
    if (!Object.hasOwn(manifest.languages, lang)) return `hanVariants.${lang}: not a language of the index`;
  }
  for (const [i, d] of manifest.linked.entries()) {
    if (d.first + d.count > manifest.passages) return `linked[${i}]: passages ${d.first}–${d.first + d.count - 1} are past the index's ${manifest.passages}`;
  }
  // Read as loaded, not as the schema gave it back: its records drop a key such as "constructor" unread, and the
  // engine reads every key.
  for (const [lang, runs] of Object.entries((data as { translated: Record<string, unknown> }).translated)) {
    if (!Object.hasOwn(manifest.languages, lang)) return `translated.${lang}: not a language of the index`;
    if (!Array.isArray(runs) || !runs.every((run) => Number.isInteger(run) && run >= 0)) return `translated.${lang}: not a list of run lengths`;
    if (runs.length % 2 !== 0) return `translated.${lang}: ${runs.length} run lengths, and runs come in pairs (outside, then inside)`;
    const covered = runs.reduce((sum, run) => sum + run, 0);
    if (covered > manifest.passages) return `translated.${lang}: runs cover ${covered} positions, and the index has ${manifest.passages}`;
  }
  return undefined;
}

/**
 * Checks a fetched shard against the name it was fetched by and parses it.
 * @throws IndexFormatError `altered` when its content is not the content its name hashes; `damaged` when the build
 * never wrote it (its content matches, its shape does not).
 */
export function parseShard<T extends TermShard | TailShard | DictionaryShard | PassageShard | DirectoryShard | DocumentShard | NamePage>(text: string, expected: string, source: string, isShard: (data: unknown) => data is T): T {
  if (shardName(text) !== expected) {
    throw new IndexFormatError(
      `is not the shard the index names ${expected} (its content hashes otherwise): it was changed or damaged after the build, or the host sent another file in its place, so it is not answered from; publish the index folder as \`npm run build-index\` wrote it`,
      { file: source },
      'altered',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!isShard(data)) throw new IndexFormatError('is a damaged Cairn index shard (not the shape the build writes); rebuild it with `npm run build-index`', { file: source }, 'damaged');
  return data;
}

/** A JSON object: not null, not an array. */
export const isObject = (data: unknown): data is Record<string, unknown> => data !== null && typeof data === 'object' && !Array.isArray(data);

/** The shape of a term shard. Its content was already matched against its name: this guards against a wrong build. */
export const isTermShard = (data: unknown): data is TermShard => isObject(data) && isObject(data.terms) && (data.lexicon === undefined || isObject(data.lexicon));
export const isTailShard = (data: unknown): data is TailShard => isObject(data) && typeof data.lang === 'string' && Array.isArray(data.gaps) && Array.isArray(data.steps);
export const isDictionaryShard = (data: unknown): data is DictionaryShard => isObject(data) && Array.isArray(data.terms);
export const isDirectoryShard = (data: unknown): data is DirectoryShard => isObject(data) && Array.isArray(data.firstDocuments);
export const isPassageShard = (data: unknown): data is PassageShard => isObject(data) && typeof data.first === 'number' && Array.isArray(data.passages);
export const isNamePage = (data: unknown): data is NamePage => isObject(data) && Array.isArray(data.names) && data.names.every((name) => typeof name === 'string');
export const isDocumentShard = (data: unknown): data is DocumentShard =>
  isObject(data) && typeof data.first === 'number' && Array.isArray(data.documents) && isObject(data.translations);
