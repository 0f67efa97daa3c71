/**
 * A built index → its sharded form (`format/sharded-format.ts`): the manifest and every shard, each named by the hash
 * of its text. Deterministic: the same index gives the same files, byte for byte, on any machine.
 */
import { profileLanguages, profilesFromCounts, type PassageProfiles } from '../answer/detect-language.ts';
import { lexiconMaps, prepareIndex, UNIT_WEIGHT_BITS, type Postings, type PreparedWholeIndex } from '../answer/prepare-index.ts';
import { isTypoTerm } from '../answer/typo.ts';
import type { CairnIndex, IndexedDocument } from '../format/index-format.ts';
import { canonicalJson } from '../format/canonical-json.ts';
import type { Sha256Factory } from '../format/sha256.ts';
import { IndexFormatError } from '../text/errors.ts';
import {
  linkedDocumentsOf,
  linksOf,
  runsOf,
  translationGroupsOf,
  NAMES_PER_PAGE,
  namesPerPage,
  pagedShardFile,
  type NameTable,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  serializeManifest,
  serializeShard,
  shardName,
  termBucket,
  type DocumentShard,
  type ManifestLanguage,
  type PassageShard,
  type PlacedDocument,
  type TermPostings,
  type TermShard,
} from '../format/sharded-format.ts';
import { foldMarks, graphemeClusters } from '../text/tokenize.ts';

/** How big the shards are made. */
export interface ShardOptions {
  /** Aimed-at size of a term shard's text, in bytes (default 4 KiB): a question fetches one per term. */
  termShardBytes?: number;
  /** Aimed-at size of a passage shard's text, in bytes (default 4 KiB): an answer fetches one per passage quoted. */
  passageShardBytes?: number;
  /** Aimed-at size of a document shard, in bytes (default 4 KiB): a question fetches one per candidate's document. */
  documentShardBytes?: number;
  /**
   * Postings a term's list in one language keeps in its term shard (default `DEFAULT_HEAD_POSTINGS`): its heaviest;
   * the rest go to a tail shard, fetched only when the outcome depends on them.
   */
  headPostings?: number;
  /**
   * The build's inverted index of this index's passages (`BuildResult.prepared`), used instead of preparing it again
   * when it is of the same passages; otherwise ignored.
   */
  prepared?: PreparedWholeIndex;
  /**
   * The build's language detection counts (`BuildResult.profiles`), used instead of reading every passage's body
   * again when they are of the same passages; otherwise ignored.
   */
  profiles?: PassageProfiles;
  /** The SHA-256 that names the shards (default: the engine's own); every SHA-256 gives the same names. */
  sha256?: Sha256Factory;
  /** The most names the manifest lists itself for one kind of shard (default `NAMES_PER_PAGE`); more go in pages. */
  namesInManifest?: number;
}

export const DEFAULT_TERM_SHARD_BYTES = 4 * 1024;
export const DEFAULT_PASSAGE_SHARD_BYTES = 4 * 1024;
export const DEFAULT_DOCUMENT_SHARD_BYTES = 4 * 1024;
/**
 * A list's head: 2,000 postings. On residents' questions asked of USA.gov and HealthCare.gov copied to 100,000
 * passages, the heads proved 62 of 76 and 70 of 81 refusals with a quarter to a third of the postings
 * (docs/evidence.md, "Session 13: refusals proved from the heads of long lists").
 */
export const DEFAULT_HEAD_POSTINGS = 2000;

/** The sharded index: the manifest's text, and every shard's text by name. */
export interface ShardedIndex {
  manifest: string;
  /** Name → text, sorted by name. */
  shards: Map<string, string>;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Shards of one kind a question needs, about: its terms, or its candidates' documents. */
const QUESTION_SHARDS = 8;
/** Characters a posting takes in a term shard, about: a gap of a few digits and a step count of up to four. */
const POSTING_CHARS = 11;

/** A shard file: its name (without `.json`) and its text. */
export type ShardFile = readonly [name: string, text: string];

/** Cuts a built index into its manifest and shards, every shard held. */
export function shardIndex(index: CairnIndex, options: ShardOptions = {}): ShardedIndex {
  const shards = new Map<string, string>();
  const files = shardFiles(index, options);
  let next = files.next();
  for (; !next.done; next = files.next()) shards.set(next.value[0], next.value[1]);
  return { manifest: next.value, shards: new Map([...shards].sort(([a], [b]) => byCodeUnit(a, b))) };
}

/**
 * `shardIndex`'s shards one at a time, as they are made, and its manifest as the generator's return value: a writer
 * that writes each as it comes holds about one page of shards, not the whole index (at a million passages its text is
 * most of a gigabyte). A shard whose text another has too comes again under the same name; the order is not sorted.
 */
export function* shardFiles(index: CairnIndex, options: ShardOptions = {}): Generator<ShardFile, string, undefined> {
  const termShardBytes = options.termShardBytes ?? DEFAULT_TERM_SHARD_BYTES;
  const passageShardBytes = options.passageShardBytes ?? DEFAULT_PASSAGE_SHARD_BYTES;
  const documentShardBytes = options.documentShardBytes ?? DEFAULT_DOCUMENT_SHARD_BYTES;
  const headPostings = options.headPostings ?? DEFAULT_HEAD_POSTINGS;
  // A head is cut at a whole number of postings (`cutHead`): 2.5 would lose one from both head and tail.
  if (!(Number.isInteger(headPostings) && headPostings >= 0)) throw new Error(`shardIndex: headPostings must be a whole number of postings, 0 or more; got ${headPostings}`);
  checkPassageIds(index);
  const prepared = options.prepared?.passages === index.passages ? options.prepared : prepareIndex(index);
  function* add(text: string): Generator<ShardFile, string, undefined> {
    const name = shardName(text, options.sha256);
    yield [name, text];
    return name;
  }
  // Term shards: every term's postings in every language, the terms bucketed by hash; of a long list, its head. First,
  // in the order the lists are read (languages in code-unit order, each one's terms as prepared), the tails numbered
  // and written as each is coded, and each long list's head chosen (positions into the list, coded with its bucket):
  // held until the term shards were written, the tails were a fifth of the shards' text at a million passages.
  const langs = Object.keys(index.languages).sort();
  const lists = function* (): Generator<[lang: string, term: string, postings: Postings], void, undefined> {
    for (const lang of langs) for (const [term, postings] of prepared.languages.get(lang)!.postings) yield [lang, term, postings];
  };
  let tailCount = 0;
  for (const [, , postings] of lists()) if (postings.passages.length > headPostings) tailCount++;
  const heads = new Map<Postings, { head: Int32Array; tail: number; max: number }>();
  const termsMet = new Set<string>();
  let postingCount = 0;
  const tailTexts = function* (): Generator<string, void, undefined> {
    for (const [lang, term, postings] of lists()) {
      termsMet.add(term);
      const length = postings.passages.length;
      if (length <= headPostings) {
        postingCount += length;
        continue;
      }
      const { head, tail } = cutHead(postings, headPostings);
      const [gaps, steps] = coded(postings, tail);
      heads.set(postings, { head, tail: heads.size, max: steps.reduce((a, b) => Math.max(a, b), 0) });
      postingCount += head.length;
      yield serializeShard({ lang, gaps, steps });
    }
  };
  const tails = yield* nameTable(tailCount, tailTexts());
  // Then a bucket at a time: its terms' postings coded, its text written, the coded lists let go. Coded all at once,
  // every posting of the index was held twice more as arrays of numbers.
  const bucketCount = Math.max(1, Math.ceil((postingCount * POSTING_CHARS) / termShardBytes));
  // The lexicon's pairs go with their terms, both ways: a question carried into another language looks up the terms
  // it already fetched, instead of a manifest that held every pair.
  const pairsOf = lexiconByTerm(index.lexicon);
  const termsOfBucket: string[][] = Array.from({ length: bucketCount }, () => []);
  for (const term of new Set([...termsMet, ...pairsOf.keys()])) termsOfBucket[termBucket(term, bucketCount)]!.push(term);
  const termTexts = function* (): Generator<string, void, undefined> {
    for (const terms of termsOfBucket) {
      const bucket: Record<string, Record<string, TermPostings>> = {};
      const lexicon: NonNullable<TermShard['lexicon']> = {};
      for (const term of terms) {
        const pairs = pairsOf.get(term);
        if (pairs !== undefined) lexicon[term] = pairs;
        if (!termsMet.has(term)) continue;
        const byLanguage: Record<string, TermPostings> = {};
        for (const lang of langs) {
          const postings = prepared.languages.get(lang)!.postings.get(term);
          if (!postings) continue;
          const long = heads.get(postings);
          const df = index.languages[lang]!.df[term]!;
          byLanguage[lang] = long ? [df, ...coded(postings, Array.from(long.head)), long.tail, long.max] : [df, ...coded(postings, Array.from(postings.passages.keys()))];
        }
        bucket[term] = byLanguage;
      }
      yield serializeShard(Object.keys(lexicon).length > 0 ? { terms: bucket, lexicon } : { terms: bucket });
    }
  };
  // A question needs about eight shards of a kind (terms, or candidates' documents): pages sized for that. A paged
  // shard's file is named by its page and its place there (`pagedShardFile`), so a question fetches it beside its page.
  // `count` texts, made one at a time: a page of them is held until its name is known.
  function* nameTable(count: number, texts: Iterable<string>): Generator<ShardFile, NameTable, undefined> {
    const names: string[] = [];
    if (count <= (options.namesInManifest ?? NAMES_PER_PAGE)) {
      for (const text of texts) names.push(yield* add(text));
      if (names.length !== count) throw new Error(`shardIndex: ${names.length} shards made where ${count} were counted`);
      return { count, paged: false, names };
    }
    const perPage = namesPerPage(count, QUESTION_SHARDS);
    let page: string[] = [];
    let made = 0;
    function* flush(): Generator<ShardFile, void, undefined> {
      const name = yield* add(serializeShard({ names: page.map((text) => shardName(text, options.sha256)) }));
      names.push(name);
      for (const [slot, text] of page.entries()) yield [pagedShardFile(name, slot), text];
      page = [];
    }
    for (const text of texts) {
      page.push(text);
      made++;
      if (page.length === perPage) yield* flush();
    }
    if (page.length > 0) yield* flush();
    // Pages are sized by the count: a wrong one would page the same shards differently.
    if (made !== count) throw new Error(`shardIndex: ${made} shards made where ${count} were counted`);
    return { count, paged: true, perPage, names };
  }
  const terms = yield* nameTable(bucketCount, termTexts());

  // Passage shards: text only.
  const placed = placeDocuments(index);
  const perShard = (bytes: number, total: number) => Math.max(1, Math.round(bytes / Math.max(1, total / Math.max(1, index.passages.length))));
  const passagesPerShard = perShard(passageShardBytes, index.passages.reduce((sum, p) => sum + p.heading.length + p.body.length + 8, 0));
  const passageShards = function* (): Generator<string, void, undefined> {
    for (let first = 0; first < index.passages.length; first += passagesPerShard) {
      const shard: PassageShard = { first, passages: index.passages.slice(first, first + passagesPerShard).map((p) => [p.heading, p.body]) };
      yield serializeShard(shard);
    }
  };
  // Translations: the linked documents' in the manifest; any other's by position, and by id in its document shard.
  const linked = linkedDocumentsOf(index.documents, (id) => placed.get(id)!.count > 0);
  const linkedIds = new Set(linked.map((d) => d.id));
  const translationsOf = new Map<string, IndexedDocument[]>();
  for (const group of translationGroupsOf(index.documents).values()) {
    for (const d of group) if (group.length > 1 && !linkedIds.has(d.id)) translationsOf.set(d.id, group.filter((other) => other.lang !== d.lang));
  }
  const translated: Record<string, number[]> = {};
  for (const lang of Object.keys(index.languages).sort()) {
    const runs = runsOf((position) => translationsOf.get(index.passages[position]!.doc)?.some((t) => t.lang === lang) === true, index.passages.length);
    if (runs.length > 0) translated[lang] = runs;
  }
  // Document shards: the records of the documents holding each range of positions, and where their passages are.
  const recordBytes = [...placed.values()].reduce((sum, d) => sum + canonicalJson(d).length, 0);
  const positionsPerDocumentShard = perShard(documentShardBytes, recordBytes);
  const firstDocuments: string[] = [];
  const documentShards = function* (): Generator<string, void, undefined> {
    for (let first = 0; first < index.passages.length; first += positionsPerDocumentShard) {
      const slice = index.passages.slice(first, first + positionsPerDocumentShard);
      firstDocuments.push(slice[0]!.doc);
      const ids = [...new Set(slice.map((p) => p.doc))];
      const translations = Object.fromEntries(ids.flatMap((id) => (translationsOf.has(id) ? [[id, translationsOf.get(id)!.map((t) => t.id).sort(byCodeUnit)]] : [])));
      const shard: DocumentShard = { first, documents: ids.map((id) => placed.get(id)!), translations };
      yield serializeShard(shard);
    }
  };
  const shardsOf = (perShard: number) => Math.ceil(index.passages.length / perShard);
  const passageTable = yield* nameTable(shardsOf(passagesPerShard), passageShards());
  const documentTable = yield* nameTable(shardsOf(positionsPerDocumentShard), documentShards());
  const directory = yield* add(serializeShard({ firstDocuments }));

  // Languages: what scoring and detection read before any shard.
  const vocabularies = new Map([...prepared.languages].map(([lang, l]) => [lang, l.vocabulary]));
  const counted = options.profiles?.passages === index.passages ? options.profiles.counts : undefined;
  const profiles = new Map((counted ? profilesFromCounts(counted, vocabularies) : profileLanguages(index.passages, vocabularies)).map((p) => [p.lang, p]));
  const languages: Record<string, ManifestLanguage> = {};
  for (const lang of Object.keys(index.languages).sort()) {
    const language = prepared.languages.get(lang)!;
    const profile = profiles.get(lang);
    const dictionary: Record<string, string> = {};
    for (const [key, list] of dictionaryBuckets(index.languages[lang]!.df, language.suppressed)) dictionary[key] = yield* add(serializeShard({ terms: list }));
    languages[lang] = {
      passages: language.passageCount,
      suppressed: [...language.suppressed].sort(byCodeUnit),
      scripts: [...language.scripts].sort(byCodeUnit),
      script: profile?.script ?? 'Other',
      shortWords: [...(profile?.shortWords?.() ?? [])].sort(byCodeUnit),
      dictionary,
    };
  }

  return serializeManifest({
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    fingerprint: index.fingerprint,
    indexDigest: index.digest,
    settings: index.settings,
    calibration: index.calibration,
    // A pair of languages with no term pair carries no question (as in the single file), so it is not linked.
    lexicon: Object.fromEntries(Object.entries(index.lexicon).flatMap(([pair, pairs]) => (pairs.length > 0 ? [[pair, pairs.length]] : []))),
    ...(index.hanVariants === undefined ? {} : { hanVariants: index.hanVariants }),
    languages,
    documents: index.documents.length,
    passages: index.passages.length,
    synthetic: index.documents.every((d) => d.meta.synthetic === true),
    // A linked document's record is in its document shard like any other's; the manifest holds what links it.
    linked: linked.map((d) => ({ ...linksOf(d), first: placed.get(d.id)!.first, count: placed.get(d.id)!.count })),
    translated,
    // A document with no passage holds no position, so no document shard finds it: the manifest holds it instead.
    unplaced: index.documents.filter((d) => placed.get(d.id)!.count === 0).map((d) => placed.get(d.id)!),
    terms,
    tails,
    passagesPerShard,
    passageShards: passageTable,
    positionsPerDocumentShard,
    documentShards: documentTable,
    directory,
  });
}

/**
 * The lexicon's pairs under each term they are looked up by: term → its language → the other language → its
 * translation; the single file's lookups both ways (`lexiconMaps`), turned round.
 */
function lexiconByTerm(lexicon: CairnIndex['lexicon']): Map<string, Record<string, Record<string, string>>> {
  const byTerm = new Map<string, Record<string, Record<string, string>>>();
  for (const [from, byTarget] of lexiconMaps(lexicon)) {
    for (const [to, translations] of byTarget) {
      for (const [term, translation] of translations) {
        const entry = byTerm.get(term) ?? byTerm.set(term, {}).get(term)!;
        (entry[from] ??= {})[to] = translation;
      }
    }
  }
  return byTerm;
}

/** A weight's steps: a posting's weight is a whole number of them, 1 to `UNIT_STEPS`, over `UNIT_STEPS`. */
const UNIT_STEPS = 2 ** UNIT_WEIGHT_BITS;

/**
 * A long list cut in two, each part's places in the list's order: the head, its `size` heaviest postings (the earlier of
 * equals first: a total order, so the same index cuts the same head), and the tail, the rest. A weight is a whole
 * number of steps of 2⁻¹² from 1 to 2¹² (`unitSteps`), so the cut is found by counting the postings at each step, not
 * by sorting them: a sort was most of the shards' own time. `size` is a whole number below the list's length.
 * @throws Error for a weight that is not such a number, or a size that is not (a defect in Cairn).
 */
export function cutHead(postings: Postings, size: number): { head: Int32Array; tail: number[] } {
  const { length } = postings.passages;
  if (!(Number.isInteger(size) && size >= 0 && size < length)) throw new Error(`shardIndex: a head of ${size} cannot be cut from a list of ${length}`);
  const steps = new Int32Array(length);
  const atStep = new Int32Array(UNIT_STEPS + 1);
  for (let i = 0; i < length; i++) {
    const step = postings.weights[i]! * UNIT_STEPS;
    if (!(Number.isInteger(step) && step >= 1 && step <= UNIT_STEPS)) throw new Error(`shardIndex: a weight of ${postings.weights[i]} is not a whole number of steps`);
    steps[i] = step;
    atStep[step]!++;
  }
  // The lightest step the head reaches, and how many of that step's postings it takes.
  let cut = UNIT_STEPS;
  let heavier = 0;
  while (heavier + atStep[cut]! < size) heavier += atStep[cut--]!;
  let takenAtCut = size - heavier;
  const head = new Int32Array(size);
  const tail: number[] = [];
  let h = 0;
  for (let i = 0; i < length; i++) {
    if (steps[i]! > cut || (steps[i] === cut && takenAtCut-- > 0)) head[h++] = i;
    else tail.push(i);
  }
  return { head, tail };
}

/** Some of a list's postings (indexes into it, in position order) as a term shard codes them: gaps and steps. */
function coded(postings: Postings, indexes: readonly number[]): [gaps: number[], steps: number[]] {
  const gaps = indexes.map((i, k) => postings.passages[i]! - (k === 0 ? 0 : postings.passages[indexes[k - 1]!]!));
  const steps = indexes.map((i) => postings.weights[i]! * UNIT_STEPS);
  return [gaps, steps];
}

/**
 * A sharded index derives a passage's id from its document and place (`doc#n`) and its language from its document's,
 * as the build makes them: an index that broke either is refused rather than sharded into different answers.
 * @throws IndexFormatError naming the first passage that breaks them.
 */
function checkPassageIds(index: CairnIndex): void {
  const lang = new Map(index.documents.map((d) => [d.id, d.lang]));
  let previous = '';
  let n = 0;
  for (const p of index.passages) {
    n = p.doc === previous ? n + 1 : 1;
    previous = p.doc;
    if (p.id !== `${p.doc}#${n}` || p.lang !== lang.get(p.doc)) {
      throw new IndexFormatError(`cannot be sharded: passage "${p.id}" is not "${p.doc}#${n}" in its document's language; rebuild it with \`npm run build-index\``, { file: 'index' }, 'damaged');
    }
  }
}

/** Every document with the positions of its passages (a document's passages are consecutive). */
function placeDocuments(index: CairnIndex): Map<string, PlacedDocument> {
  const first = new Map<string, number>();
  const counts = new Map<string, number>();
  index.passages.forEach((p, position) => {
    if (!first.has(p.doc)) first.set(p.doc, position);
    counts.set(p.doc, (counts.get(p.doc) ?? 0) + 1);
  });
  return new Map(index.documents.map((d) => [d.id, { ...d, first: first.get(d.id) ?? 0, count: counts.get(d.id) ?? 0 }]));
}

/**
 * A language's scoring terms by the first grapheme cluster under which a correction looks for them: typo correction
 * by the word's first cluster, accent correction by its folded form's. A term is listed under each that applies.
 */
export function dictionaryBuckets(df: Readonly<Record<string, number>>, suppressed: ReadonlySet<string>): Array<[string, Array<[string, number]>]> {
  const buckets = new Map<string, Array<[string, number]>>();
  const put = (key: string, term: string) => {
    const list = buckets.get(key) ?? buckets.set(key, []).get(key)!;
    if (list[list.length - 1]?.[0] !== term) list.push([term, df[term]!]);
  };
  for (const term of Object.keys(df).sort(byCodeUnit)) {
    if (suppressed.has(term)) continue;
    if (isTypoTerm(term)) put(graphemeClusters(term)[0]!, term);
    const folded = foldMarks(term);
    if (folded !== term) put(graphemeClusters(folded)[0]!, term);
  }
  return [...buckets].sort(([a], [b]) => byCodeUnit(a, b));
}
