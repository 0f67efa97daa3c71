/**
 * The engine over a sharded index: the manifest at load, then per question only the shards it needs. It answers with
 * the very code the single file answers with (`engineFrom`), over a prepared index whose lookups read the shards
 * fetched so far and note every shard they lacked. A question is answered in rounds: run, fetch what was lacking,
 * run again, until a run lacks nothing; only that run's outcome is returned, and it is the single file's, byte for
 * byte, because every value it read is the single file's value (DESIGN.md, "Sharded index").
 */
import { engineFrom, type AskOptions, type AskResult, type Engine } from './create-engine.ts';
import type { LanguageProfile } from './detect-language.ts';
import { fromUnitSteps, smoothedIdf, type PartialReach, type PreparedIndex, type PreparedLanguage, type Postings } from './prepare-index.ts';
import { typoIndex, type TypoIndex } from './typo.ts';
import { variantIndex, type VariantIndex } from './variants.ts';
import type { IndexedDocument, IndexedPassage, LanguageStats } from '../format/index-format.ts';
import {
  isDictionaryShard,
  isDirectoryShard,
  isDocumentShard,
  isNamePage,
  isPassageShard,
  isObject,
  isTailShard,
  isTermShard,
  parseShard,
  positionsInRuns,
  shardFileIn,
  termBucket,
  type DocumentShard,
  type NameTable,
  type PassageShard,
  type LinkedDocument,
  type PlacedDocument,
  type ShardManifest,
  type TailShard,
  type TermShard,
} from '../format/sharded-format.ts';
import type { ScriptFamily } from '../text/scripts.ts';
import { graphemeClusters, tokenize } from '../text/tokenize.ts';
import { IndexFormatError, QuestionError } from '../text/errors.ts';
import { primaryLanguage } from '../text/language-tag.ts';

/** Fetches a shard's text by its name; throws (an `IndexFormatError` `missing`, or any error) when it cannot. */
export type ShardFetch = (name: string) => Promise<string>;

/** A sharded engine answers as `Engine` does, asynchronously. */
export interface ShardedEngine extends Omit<Engine, 'ask'> {
  ask(question: string, options: AskOptions): Promise<AskResult>;
  /**
   * A document's record, its passages in order and the records of its translations (the other languages' documents
   * sharing its `translation_key`), fetched when not at hand; undefined when the index has no such id.
   */
  document(id: string, near?: number): Promise<{ document: PlacedDocument; passages: IndexedPassage[]; translations: PlacedDocument[] } | undefined>;
}

/**
 * Rounds a question may take: each fetches one kind of what the last lacked (terms; their translations and corrections'
 * dictionaries; the corrections' terms; tails; documents and passages; the records of a quoted document's translation,
 * found by id): a stop against a loop, never reached by a well-formed index.
 */
const MAX_ROUNDS = 16;

/** What a run lacked, by kind of shard. */
interface Misses {
  terms: Set<number>;
  dictionary: Set<string>;
  tails: Set<number>;
  documents: Set<number>;
  /** Documents lacking by id alone (a translation an unlinked document's shard names): their shards are found by id. */
  named: Set<string>;
  passages: Set<number>;
}

/** Where `compare` (negative: look later; positive: earlier; 0: found) finds its place among `length` sorted items. */
function placeOf(length: number, compare: (i: number) => number): number | undefined {
  let low = 0;
  let high = length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const c = compare(middle);
    if (c === 0) return middle;
    if (c < 0) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** 0 when a document holds a position; negative when its passages come before it, positive after. */
const within = (d: { first: number; count: number }, position: number): number => (position < d.first ? 1 : position >= d.first + d.count ? -1 : 0);

const NO_TERMS = { typos: new Map(), variants: new Map() };

/** A loaded shard's content, with its name. */
interface Held<T> {
  name: string;
  value: T;
}

/** A term's entry in one language: its postings, partial when its list has a tail (by number) not merged in. */
interface DecodedEntry {
  df: number;
  postings: Postings;
  tail?: number;
}

type DecodedTerm = ReadonlyMap<string, DecodedEntry>;

/** A term shard decoded: its terms' entries, and its lexicon's translations by `term\0from\0to`. */
interface DecodedTermShard {
  terms: Map<string, DecodedTerm>;
  translations: Map<string, string>;
}

/** A Map read through a function: lookups only; anything that would walk the whole map is a bug on a sharded index. */
class LookupMap<V> extends Map<string, V> {
  private readonly lookup: (key: string) => V | undefined;
  constructor(lookup: (key: string) => V | undefined) {
    super();
    this.lookup = lookup;
  }
  override get(key: string): V | undefined {
    return this.lookup(key);
  }
  override has(key: string): boolean {
    return this.lookup(key) !== undefined;
  }
  override keys(): MapIterator<string> {
    throw new Error('a sharded index cannot list its terms');
  }
  override entries(): MapIterator<[string, V]> {
    throw new Error('a sharded index cannot list its terms');
  }
  override values(): MapIterator<V> {
    throw new Error('a sharded index cannot list its terms');
  }
  override [Symbol.iterator](): MapIterator<[string, V]> {
    throw new Error('a sharded index cannot list its terms');
  }
  override forEach(): void {
    throw new Error('a sharded index cannot list its terms');
  }
}

class LookupSet extends Set<string> {
  private readonly lookup: (key: string) => boolean;
  constructor(lookup: (key: string) => boolean) {
    super();
    this.lookup = lookup;
  }
  override has(key: string): boolean {
    return this.lookup(key);
  }
  override values(): SetIterator<string> {
    throw new Error('a sharded index cannot list its terms');
  }
  override keys(): SetIterator<string> {
    throw new Error('a sharded index cannot list its terms');
  }
  override entries(): SetIterator<[string, string]> {
    throw new Error('a sharded index cannot list its terms');
  }
  override [Symbol.iterator](): SetIterator<string> {
    throw new Error('a sharded index cannot list its terms');
  }
  override forEach(): void {
    throw new Error('a sharded index cannot list its terms');
  }
}

/**
 * Prepares the engine over a checked manifest (`parseManifest`). `fetchShard` is called once per shard however many
 * questions need it at once; shards are kept until about `cacheCharacters` characters (UTF-16 code units) are held,
 * then the least recently read go, when no question or document request is under way.
 */
export function createShardedEngine(manifest: ShardManifest, fetchShard: ShardFetch, cacheCharacters = 64 * 1024 * 1024): ShardedEngine {
  // Each loaded shard with its name, so reading it marks it recently used.
  const termShards = new Map<number, Held<DecodedTermShard>>();
  /** `lang\0letter` → that letter's terms as typo and accent correction group them. */
  const dictionaries = new Map<string, Held<{ typos: TypoIndex; variants: VariantIndex }>>();
  const passageShards = new Map<number, Held<PassageShard>>();
  const documentShards = new Map<number, Held<DocumentShard>>();
  /** Tail number → the whole list, its head and tail merged (a head is the same whichever term shard read it). */
  const wholeLists = new Map<number, Held<Postings>>();
  /**
   * Tail number → its head, for merging when the tail comes; noted as a run reads a partial list. Kept after merging
   * (a head is at most `headPostings` postings), since a question asked meanwhile may be about to fetch the same tail.
   */
  const headsOfTails = new Map<number, { lang: string; postings: Postings }>();
  /** Names of loaded shards, least recently read first (a Map keeps insertion order). */
  const recency = new Map<string, true>();
  const read = <T>(held: Held<T> | undefined): T | undefined => {
    if (held === undefined) return undefined;
    recency.delete(held.name);
    recency.set(held.name, true);
    return held.value;
  };
  const sizes = new Map<string, number>();
  /** Document records at hand: those with no passage from the manifest, the others as their document shards come. */
  const documents = new Map<string, PlacedDocument>(manifest.unplaced.map((d) => [d.id, d]));
  const links = new Map<string, LinkedDocument>(manifest.linked.map((d) => [d.id, d]));
  /** The ids of each unlinked document's translations, as its document shard names them. */
  const translationIds = new Map<string, string[]>();
  /** Translation ids no document shard held where the directory placed them: a damaged index's. */
  const unfound = new Set<string>();
  /** Each language's positions whose documents have a translation in it, read from the manifest's runs. */
  const translatedIn = Object.entries(manifest.translated).map(([lang, runs]) => [primaryLanguage(lang), positionsInRuns(runs)] as const);
  const translatedAt = (position: number, lang: string): boolean => {
    const asked = primaryLanguage(lang);
    return translatedIn.some(([primary, holds]) => primary === asked && holds(position));
  };
  const misses: Misses = { terms: new Set(), dictionary: new Set(), tails: new Set(), documents: new Set(), named: new Set(), passages: new Set() };
  /**
   * Dictionary shards a run lacked while it lacked no term shard: the words it corrects were found missing from the
   * index's own terms, so the next run needs them whatever the term shards it lacks later bring (carried terms).
   */
  const settledDictionaries = new Set<string>();
  /**
   * Tails of the partial lists a run read (by the head's postings, as retrieval names them); what each retrieval that
   * read partial lists could still reach, with the tails of those lists; and the search a near outcome's passage came
   * from (`noteNear`).
   */
  const partial = {
    tailOf: new Map<Postings, number>(),
    notes: [] as Array<{ reach: PartialReach; tails: Set<number>; unnamed: boolean }>,
    nearFrom: undefined as number | undefined,
    nearScore: 0,
  };
  const languageCodes = Object.keys(manifest.languages).sort();
  /** Each position's language, learnt from the postings that hold it (0 until then): a passage is scored in it. */
  const languageAt = new Uint8Array(manifest.passages);

  function termShard(term: string): DecodedTermShard | undefined {
    const bucket = termBucket(term, manifest.terms.count);
    const shard = read(termShards.get(bucket));
    if (shard === undefined) misses.terms.add(bucket);
    return shard;
  }
  const termEntry = (term: string): DecodedTerm | undefined => termShard(term)?.terms.get(term);

  /** The lexicon both ways, each language pair the manifest names read from the term shards, term by term. */
  const lexicon = new Map<string, Map<string, ReadonlyMap<string, string>>>();
  /** `from\0to` of each direction the manifest links: the only translations a term shard may hold. */
  const linked = new Set<string>();
  const carry = (from: string, to: string) => {
    linked.add(`${from}\u0000${to}`);
    (lexicon.get(from) ?? lexicon.set(from, new Map()).get(from)!).set(to, new LookupMap((term) => termShard(term)?.translations.get(`${term}\u0000${from}\u0000${to}`)));
  };
  for (const pair of Object.keys(manifest.lexicon)) {
    const [a, b] = pair.split('|') as [string, string];
    carry(a, b);
    carry(b, a);
  }

  /** A term's postings in a language: the whole list when its tail is merged in, else its head, noted as read. */
  function postingsOf(lang: string, term: string): Postings | undefined {
    const found = termEntry(term)?.get(lang);
    if (found?.tail === undefined) return found?.postings;
    const whole = read(wholeLists.get(found.tail));
    if (whole !== undefined) return whole;
    partial.tailOf.set(found.postings, found.tail);
    headsOfTails.set(found.tail, { lang, postings: found.postings });
    return found.postings;
  }

  function language(lang: string): PreparedLanguage {
    const stats = manifest.languages[lang]!;
    const suppressed = new Set(stats.suppressed);
    const entry = (term: string) => termEntry(term)?.get(lang);
    const dictionaryOf = (letter: string): { typos: TypoIndex; variants: VariantIndex } | undefined => {
      if (stats.dictionary[letter] === undefined) return NO_TERMS;
      const found = read(dictionaries.get(`${lang}\u0000${letter}`));
      if (found === undefined) {
        misses.dictionary.add(`${lang}\u0000${letter}`);
        if (misses.terms.size === 0) settledDictionaries.add(`${lang}\u0000${letter}`);
      }
      return found;
    };
    // Corrections read the language's terms under one first letter: grouped from that letter's dictionary shard, which
    // holds every term the whole language's groups would file there.
    const typos = new LookupMap((letter) => dictionaryOf(letter)?.typos.get(letter));
    const variants = new LookupMap((stem) => dictionaryOf(graphemeClusters(stem)[0] ?? '')?.variants.get(stem));
    return {
      lang,
      passageCount: stats.passages,
      vocabulary: new LookupSet((term) => suppressed.has(term) || entry(term) !== undefined),
      suppressed,
      idf: new LookupMap((term) => {
        const found = entry(term);
        return found === undefined ? undefined : smoothedIdf(stats.passages, found.df);
      }),
      postings: new LookupMap((term) => postingsOf(lang, term)),
      scripts: new Set(stats.scripts as ScriptFamily[]),
      typos,
      variants,
      ...(manifest.hanVariants?.[lang] === undefined ? {} : { hanVariants: new Map(Object.entries(manifest.hanVariants[lang])) }),
    };
  }

  const languages = new Map(languageCodes.map((lang) => [lang, language(lang)]));

  /**
   * The passage at a position as far as it is known. Its language and what it holds come from the postings. Its
   * document comes from the manifest when linked (dates and translations filter by it before anything is fetched),
   * else from its document shard; until that is here its document is a stand-in id, and reading its id, or its
   * document's title or record, notes the document shard as lacking. Its heading and text come from its passage shard,
   * noted as lacking when read before it is here.
   */
  const atPosition = new Map<number, IndexedPassage>();
  function passageAt(position: number): IndexedPassage {
    const cached = atPosition.get(position);
    if (cached !== undefined) return cached;
    const lang = languageCodes[languageAt[position]!]!;
    const terms = new Proxy({} as Record<string, number>, {
      has: (_, term) => typeof term === 'string' && holds(lang, term, position),
    });
    const placedIn = linkedAt(position) ?? documentAt(position);
    const textShard = Math.floor(position / manifest.passagesPerShard);
    const text = (part: 0 | 1): string => {
      const shard = read(passageShards.get(textShard));
      if (shard === undefined) {
        misses.passages.add(textShard);
        return '';
      }
      return shard.passages[position - shard.first]![part];
    };
    const passage: IndexedPassage = {
      get id() {
        if (placedIn !== undefined) return `${placedIn.id}#${position - placedIn.first + 1}`;
        misses.documents.add(Math.floor(position / manifest.positionsPerDocumentShard));
        return `\u0000${position}`;
      },
      doc: placedIn?.id ?? `\u0000${position}`,
      lang,
      get heading() {
        return text(0);
      },
      get body() {
        return text(1);
      },
      terms,
    };
    atPosition.set(position, passage);
    return passage;
  }

  function holds(lang: string, term: string, position: number): boolean {
    const positions = postingsOf(lang, term)?.passages;
    return positions !== undefined && placeOf(positions.length, (i) => positions[i]! - position) !== undefined;
  }

  const linkedPlaces = [...manifest.linked].filter((d) => d.count > 0).sort((a, b) => a.first - b.first);
  /** The linked document holding a position. */
  const linkedAt = (position: number): LinkedDocument | undefined => {
    const at = placeOf(linkedPlaces.length, (i) => within(linkedPlaces[i]!, position));
    return at === undefined ? undefined : linkedPlaces[at];
  };
  /** The document holding a position, when its document shard is here. */
  const documentAt = (position: number): PlacedDocument | undefined => {
    const shard = read(documentShards.get(Math.floor(position / manifest.positionsPerDocumentShard)));
    const at = shard === undefined ? undefined : placeOf(shard.documents.length, (i) => within(shard.documents[i]!, position));
    return at === undefined ? undefined : shard!.documents[at];
  };

  const standIn = (id: string, lang = ''): IndexedDocument => ({ id, title: '', lang, path: '', meta: {} });
  /**
   * A document by id; for a stand-in id, or a linked document whose record has not come, a stand-in record, its
   * document shard noted as lacking.
   */
  function documentOf(id: string): IndexedDocument | undefined {
    const found = documents.get(id);
    if (found !== undefined) return found;
    const linked = links.get(id);
    if (linked !== undefined) {
      misses.documents.add(Math.floor(linked.first / manifest.positionsPerDocumentShard));
      return standIn(id, linked.lang);
    }
    if (id.startsWith('\u0000')) {
      misses.documents.add(Math.floor(Number(id.slice(1)) / manifest.positionsPerDocumentShard));
      return standIn(id);
    }
    return undefined;
  }

  const passages = new Proxy([] as IndexedPassage[], {
    get: (target, key) => (typeof key === 'string' && /^[0-9]+$/u.test(key) ? passageAt(Number(key)) : key === 'length' ? manifest.passages : Reflect.get(target, key)),
  });
  const prepared: PreparedIndex = {
    passages,
    documents: new LookupMap(documentOf),
    titleTerms: new LookupMap((id) => {
      const d = documentOf(id);
      return d === undefined ? undefined : new Set(tokenize(d.title));
    }),
    topicTerms: new LookupMap((id) => {
      const d = documentOf(id);
      return d === undefined ? undefined : new Set(d.topics);
    }),
    languages,
    lexicon,
    scratch: { dots: new Float64Array(manifest.passages), held: new Float64Array(manifest.passages), touched: new Int32Array(manifest.passages) },
    notePartial: (reach, lists) => {
      const tails = new Set<number>();
      let unnamed = false;
      for (const postings of lists) {
        const tail = partial.tailOf.get(postings);
        if (tail === undefined) unnamed = true;
        else tails.add(tail);
      }
      partial.notes.push({ reach, tails, unnamed });
    },
    noteNear: (search, score) => {
      partial.nearFrom = search;
      partial.nearScore = score;
    },
  };
  const profiles: LanguageProfile[] = languageCodes.map((lang) => {
    const stats = manifest.languages[lang]!;
    const shortWords = new Set(stats.shortWords);
    return { lang, script: stats.script as ScriptFamily, vocabulary: languages.get(lang)!.vocabulary, shortWords: () => shortWords };
  });
  const calibratedLanguages = Object.fromEntries(languageCodes.map((lang) => [lang, { passages: manifest.languages[lang]!.passages, df: {}, suppressed: [] } satisfies LanguageStats]));
  const engine = engineFrom({
    settings: manifest.settings,
    fingerprint: manifest.fingerprint,
    prepared,
    calibrated: { languages: calibratedLanguages, calibration: manifest.calibration },
    profiles,
    linkedDocuments: manifest.linked,
    translatedAt,
    // Named once the document's shard is here; their records, from their own shards, found by id: only when the
    // manifest says one is in the reader's language, so an answer with nothing to offer fetches nothing more.
    translationIds: (doc, lang) => {
      const placed = documents.get(doc);
      if (placed === undefined || placed.count === 0 || !translatedAt(placed.first, lang)) return [];
      const ids = translationIds.get(doc) ?? [];
      for (const id of ids) if (!documents.has(id) && !unfound.has(id)) misses.named.add(id);
      return ids;
    },
  });

  const pending = new Map<string, Promise<string>>();
  async function load(name: string): Promise<string> {
    const inFlight = pending.get(name);
    if (inFlight !== undefined) return inFlight;
    const request = fetchShard(name)
      .then((text) => {
        sizes.set(name, text.length);
        recency.delete(name);
        recency.set(name, true);
        return text;
      })
      .finally(() => pending.delete(name));
    pending.set(name, request);
    return request;
  }
  /** Keeps a loaded shard under a key, and how to drop it: two keys can hold one name (equal content, one file). */
  function hold<K, T>(map: Map<K, Held<T>>, key: K, name: string, value: T): void {
    map.set(key, { name, value });
    (forget.get(name) ?? forget.set(name, []).get(name)!).push(() => map.delete(key));
  }

  /**
   * Fetches what the last run lacked, one kind a round: term shards first, for while a question's terms are lacking,
   * which corrections, candidates and passages it needs is not yet known; then dictionaries; then documents; then
   * passages. More rounds, fewer bytes. The translations of a question's terms are in its terms' own shards, so a
   * question carried into another language fetches their term shards a round after its own; that round also fetches
   * the dictionaries its own words were already known to need (`settledDictionaries`), which would otherwise wait a
   * round more.
   */
  async function fetchMissing(): Promise<void> {
    // Everything is read from the shared sets before the first wait: a question asked meanwhile reads and clears them.
    // Documents lacking by id (translations a document shard names) are found through the directory once the
    // documents' turn has come, and fetched with the documents.
    const named = misses.terms.size === 0 && misses.dictionary.size === 0 && misses.tails.size === 0 ? [...misses.named] : [];
    misses.named.clear();
    // The first kind lacking is fetched; the later kinds wait for the next run, which knows what it needs of them.
    // Documents and passages go together: the passage a run quoted before it had its candidates' titles is nearly
    // always the one it quotes with them, and a small shard fetched on that guess saves a round trip or two.
    const kinds = [misses.terms, misses.dictionary, misses.tails, misses.documents, misses.passages];
    const first = named.length > 0 ? 3 : kinds.findIndex((kind) => kind.size > 0);
    for (const kind of kinds.slice(first === 3 ? kinds.length : first + 1)) kind.clear();
    // A round of term shards also fetches the dictionaries already known to be needed: a question carried into
    // another language lacks its translations' term shards only once its own are here, as its corrections are read.
    if (first === 0) for (const key of settledDictionaries) misses.dictionary.add(key);
    const work: Array<Promise<void>> = [];
    for (const bucket of misses.terms) {
      work.push(
        shardIn(manifest.terms, bucket, isTermShard).then(({ file, shard }) => {
          hold(termShards, bucket, file, decodeTerms(shard, file, manifest.tails.count, languageCodes, languageAt, linked));
        }),
      );
    }
    for (const tail of misses.tails) {
      const head = headsOfTails.get(tail)!;
      work.push(
        shardIn(manifest.tails, tail, isTailShard).then(({ file, shard }) => {
          hold(wholeLists, tail, file, merged(head.postings, shard, languageCodes.indexOf(head.lang), languageAt));
        }),
      );
    }
    for (const key of misses.dictionary) {
      const [lang, letter] = key.split('\u0000') as [string, string];
      const name = manifest.languages[lang]!.dictionary[letter]!;
      const passageCount = manifest.languages[lang]!.passages;
      work.push(
        load(name).then((text) => {
          const shard = parseShard(text, name, name, isDictionaryShard);
          const idf = new Map(shard.terms.map(([term, df]) => [term, smoothedIdf(passageCount, df)]));
          hold(dictionaries, key, name, { typos: typoIndex(idf), variants: variantIndex(idf) });
        }),
      );
    }
    const fetchDocuments = (index: number) =>
      shardIn(manifest.documentShards, index, isDocumentShard).then(({ file, shard }) => {
        hold(documentShards, index, file, shard);
        for (const d of shard.documents) documents.set(d.id, d);
        for (const [id, ids] of Object.entries(shard.translations)) translationIds.set(id, ids);
      });
    const documentsNow = new Set(misses.documents);
    for (const index of documentsNow) work.push(fetchDocuments(index));
    if (named.length > 0) {
      work.push(
        Promise.all(named.map((id) => shardOfDocument(id))).then((indexes) => {
          const more = new Set<number>();
          indexes.forEach((index, i) => {
            // Not where its id says it is (a damaged index): left out, not sought again round after round.
            if (index === undefined || documentShards.has(index)) unfound.add(named[i]!);
            else if (!documentsNow.has(index)) more.add(index);
          });
          return Promise.all([...more].map(fetchDocuments)).then(() => undefined);
        }),
      );
    }
    for (const index of misses.passages) {
      work.push(
        shardIn(manifest.passageShards, index, isPassageShard).then(({ file, shard }) => {
          hold(passageShards, index, file, shard);
        }),
      );
    }
    await Promise.all(work);
  }

  /** Page shard name → the names it lists: kept while the engine lives (a page is 3 KB gzipped). */
  const pages = new Map<string, string[]>();
  async function namesOn(pageName: string): Promise<string[]> {
    let page = pages.get(pageName);
    if (page === undefined) {
      page = parseShard(await load(pageName), pageName, pageName, isNamePage).names;
      pages.set(pageName, page);
    }
    return page;
  }
  /**
   * Shard `index` of a table, checked against the name the manifest gives it or, when the table is paged, the name its
   * page lists: the page is fetched beside the shard, not before it (its file name is computable), and both checked.
   */
  async function shardIn<T extends TermShard | TailShard | DocumentShard | PassageShard>(
    table: NameTable,
    index: number,
    isShard: (data: unknown) => data is T,
  ): Promise<{ file: string; shard: T }> {
    const { file, page } = shardFileIn(table, index);
    if (page === undefined) return { file, shard: parseShard(await load(file), file, file, isShard) };
    const [text, names] = await Promise.all([load(file), namesOn(page.name)]);
    const expected = names[page.slot];
    if (expected === undefined) throw new IndexFormatError(`is a damaged Cairn index shard (it lists ${names.length} names, and the manifest places a shard at ${page.slot}); rebuild it with \`npm run build-index\``, { file: page.name }, 'damaged');
    return { file, shard: parseShard(text, expected, file, isShard) };
  }

  /** How to drop each loaded shard, by name: set when it is loaded. */
  const forget = new Map<string, Array<() => void>>();
  /** Questions and document requests under way: shards are dropped only when there are none. */
  let busy = 0;
  /** Drops the least recently read shards over the budget, when nothing is under way. */
  function evict(): void {
    if (busy > 0) return;
    let held = [...sizes.values()].reduce((a, b) => a + b, 0);
    for (const name of recency.keys()) {
      if (held <= cacheCharacters) break;
      held -= sizes.get(name) ?? 0;
      sizes.delete(name);
      recency.delete(name);
      for (const drop of forget.get(name) ?? []) drop();
      forget.delete(name);
    }
  }

  /** Runs a request with eviction held off until it ends. */
  async function underWay<T>(work: () => Promise<T>): Promise<T> {
    evict();
    busy++;
    try {
      return await work();
    } finally {
      busy--;
    }
  }

  const ask = (question: string, options: AskOptions): Promise<AskResult> => underWay(() => answer(question, options));

  async function answer(question: string, options: AskOptions): Promise<AskResult> {
    for (let round = 1; ; round++) {
      for (const kind of Object.values(misses)) kind.clear();
      settledDictionaries.clear();
      partial.tailOf.clear();
      partial.notes.length = 0;
      partial.nearFrom = undefined;
      atPosition.clear();
      let result: AskResult | undefined;
      let failure: unknown;
      try {
        result = engine.ask(question, options);
      } catch (error) {
        // A question Cairn will not take is refused before anything is read; anything else may be a stand-in's doing.
        if (error instanceof QuestionError) throw error;
        failure = error;
      }
      // Once a run has every term it reads, what else it lacks depends on its outcome. Read from heads alone, a run is
      // the single file's only when, in an undated corpus, it refused and no passage could have reached `RELATED_SHARE`
      // of its threshold (where it would have named its document); or it named a document as one that may be about the
      // question (a near outcome, from search j), no search before j could have reached that share, no passage of j
      // could have reached that share or the near passage's score (and so overtaken it, or pushed it out of the
      // candidates kept), and no search after j could have answered (the first search with a near passage
      // names it, and a later one counts only by answering). Anything else waits for tails, fetched before any
      // document, since the whole lists may choose other candidates: such a refusal or near outcome, the tails of the
      // retrievals that could change it (the others stay out of reach); any other outcome, every tail it read. In a
      // dated corpus a refusal says since when the documents speak, from the best passage of a search on every day, in
      // a list of candidates below the threshold too: their scores from heads could let another passage into it. A
      // refusal of an undated corpus reads no document or passage: only an accepted or near candidate's title or text
      // could change an outcome, and there was none.
      if (misses.terms.size === 0 && misses.dictionary.size === 0 && partial.tailOf.size > 0) {
        const outcome = options.explain === true || engine.dated ? undefined : result?.outcome;
        const refusal = outcome?.kind === 'refusal';
        const nearFrom = outcome?.kind === 'related' && outcome.basis === 'near' ? partial.nearFrom : undefined;
        if (refusal || nearFrom !== undefined) {
          const matters = ({ reach }: (typeof partial.notes)[number]) =>
            nearFrom === undefined || reach.search === undefined
              ? reach.near
              : reach.search < nearFrom
                ? reach.near
                : reach.search === nearFrom
                  ? reach.near || reach.bound >= partial.nearScore
                  : reach.answer;
          const wanted = partial.notes.filter(matters);
          // A list read through `postingsOf` always has its tail named; were one not, every tail read is the safe side.
          const unnamed = wanted.some((note) => note.unnamed);
          for (const tail of unnamed ? partial.tailOf.values() : wanted.flatMap((note) => [...note.tails])) misses.tails.add(tail);
        } else for (const tail of partial.tailOf.values()) misses.tails.add(tail);
      }
      if (misses.terms.size === 0 && misses.dictionary.size === 0 && misses.tails.size === 0 && result?.outcome.kind === 'refusal' && options.explain !== true && !engine.dated) {
        misses.documents.clear();
        misses.passages.clear();
      }
      const lacking = Object.values(misses).reduce((sum, kind) => sum + kind.size, 0);
      if (lacking === 0) {
        if (result === undefined) throw failure;
        return result;
      }
      if (round === MAX_ROUNDS) throw new Error(`a question still lacked ${lacking} shards after ${MAX_ROUNDS} rounds`);
      await fetchMissing();
    }
  }

  let directory: string[] | undefined;
  /** The document shard holding a document's first passage, by its id: a binary search of the directory shard. */
  async function shardOfDocument(id: string): Promise<number | undefined> {
    directory ??= parseShard(await load(manifest.directory), manifest.directory, manifest.directory, isDirectoryShard).firstDocuments;
    let low = 0;
    let high = directory.length - 1;
    let found: number | undefined;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (directory[middle]! <= id) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  /** Fetches these shards of one kind now (for a document opened by id, not for a question). */
  async function fetchNow(kind: 'documents' | 'passages', indexes: Iterable<number>): Promise<void> {
    for (const lacking of Object.values(misses)) lacking.clear();
    for (const index of indexes) misses[kind].add(index);
    await fetchMissing();
    misses[kind].clear();
  }

  const document = (id: string): Promise<{ document: PlacedDocument; passages: IndexedPassage[]; translations: PlacedDocument[] } | undefined> =>
    underWay(() => wholeDocument(id));

  async function wholeDocument(id: string): Promise<{ document: PlacedDocument; passages: IndexedPassage[]; translations: PlacedDocument[] } | undefined> {
    if (!documents.has(id)) {
      const index = links.has(id) ? Math.floor(links.get(id)!.first / manifest.positionsPerDocumentShard) : await shardOfDocument(id);
      if (index !== undefined && !documentShards.has(index)) await fetchNow('documents', [index]);
    }
    const found = documents.get(id);
    if (found === undefined) return undefined;
    // A linked document's translations are linked, the manifest says which they are and where; another's are named
    // by its document shard, and found by id. Their records come from their document shards.
    const key = links.get(id)?.translation_key;
    const ids = key === undefined ? (translationIds.get(id) ?? []) : manifest.linked.filter((d) => d.translation_key === key && d.lang !== found.lang).map((d) => d.id);
    const shardsOf = await Promise.all(
      ids.filter((other) => !documents.has(other)).map((other) => (links.has(other) ? Math.floor(links.get(other)!.first / manifest.positionsPerDocumentShard) : shardOfDocument(other))),
    );
    await fetchNow('documents', new Set(shardsOf.filter((index): index is number => index !== undefined && !documentShards.has(index))));
    const translations = ids.flatMap((other) => documents.get(other) ?? []);
    const positions = Array.from({ length: found.count }, (_, i) => found.first + i);
    await fetchNow('passages', new Set(positions.map((p) => Math.floor(p / manifest.passagesPerShard)).filter((index) => !passageShards.has(index))));
    const list = positions.map((p, i): IndexedPassage => {
      const shard = read(passageShards.get(Math.floor(p / manifest.passagesPerShard)))!;
      const [heading, body] = shard.passages[p - shard.first]!;
      return { id: `${id}#${i + 1}`, doc: id, lang: found.lang, heading, body, terms: {} };
    });
    return { document: found, passages: list, translations };
  }

  const { settings, languages: registry, thresholds, fingerprint, dated } = engine;
  return { settings, languages: registry, thresholds, fingerprint, dated, ask, document };
}

/** A term shard's entries as postings, each position's language noted, and its translations. */
function decodeTerms(shard: TermShard, name: string, tails: number, languageCodes: readonly string[], languageAt: Uint8Array, linked: ReadonlySet<string>): DecodedTermShard {
  const translations = new Map<string, string>();
  const damaged = (what: string) => new IndexFormatError(`is a damaged Cairn index shard (${what}); rebuild it with \`npm run build-index\``, { file: name }, 'damaged');
  // As the build writes them: term → a language → a language the manifest links it to → a term, nothing else.
  for (const [term, byLanguage] of Object.entries(shard.lexicon ?? {})) {
    if (!isObject(byLanguage)) throw damaged(`the translations of "${term}"`);
    for (const [from, byTarget] of Object.entries(byLanguage)) {
      if (!isObject(byTarget)) throw damaged(`the translations of "${term}"`);
      for (const [to, translation] of Object.entries(byTarget)) {
        const path = `${from}\u0000${to}`;
        if (!linked.has(path) || typeof translation !== 'string' || translation === '') throw damaged(`the translation of "${term}"`);
        translations.set(`${term}\u0000${path}`, translation);
      }
    }
  }
  const decoded = new Map<string, DecodedTerm>();
  for (const [term, byLanguage] of Object.entries(shard.terms)) {
    const entry = new Map<string, DecodedEntry>();
    for (const [lang, [df, gaps, steps, tail, tailMaxSteps]] of Object.entries(byLanguage)) {
      // A head's bound is only as good as the entry: one the build could not have written is not answered from.
      if (tail !== undefined && !(Number.isInteger(tail) && tail >= 0 && tail < tails && Number.isInteger(tailMaxSteps) && tailMaxSteps! >= 1)) {
        throw damaged(`the tail of "${term}" in ${lang}`);
      }
      const code = languageCodes.indexOf(lang);
      const passages = new Int32Array(gaps.length);
      const weights = new Float64Array(steps.length);
      let position = 0;
      for (let i = 0; i < gaps.length; i++) {
        position += gaps[i]!;
        passages[i] = position;
        weights[i] = fromUnitSteps(steps[i]!);
        languageAt[position] = code;
      }
      entry.set(lang, tail === undefined ? { df, postings: { passages, weights } } : { df, postings: { passages, weights, partial: { max: fromUnitSteps(tailMaxSteps!) } }, tail });
    }
    decoded.set(term, entry);
  }
  return { terms: decoded, translations };
}

/**
 * A list's head and its tail shard merged into the whole list, in position order, each tail position's language
 * noted. The head's postings are the heaviest, the tail's the rest: together, the list the single file holds.
 */
function merged(head: Postings, tail: TailShard, code: number, languageAt: Uint8Array): Postings {
  const count = head.passages.length + tail.gaps.length;
  const passages = new Int32Array(count);
  const weights = new Float64Array(count);
  let h = 0;
  let t = 0;
  let position = tail.gaps.length > 0 ? tail.gaps[0]! : 0;
  for (let i = 0; i < count; i++) {
    if (t < tail.gaps.length && (h === head.passages.length || position < head.passages[h]!)) {
      passages[i] = position;
      weights[i] = fromUnitSteps(tail.steps[t]!);
      languageAt[position] = code;
      t++;
      if (t < tail.gaps.length) position += tail.gaps[t]!;
    } else {
      passages[i] = head.passages[h]!;
      weights[i] = head.weights[h]!;
      h++;
    }
  }
  return { passages, weights };
}
