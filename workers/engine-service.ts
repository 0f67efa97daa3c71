/**
 * The engine behind the worker boundary: load an index from a URL, answer questions, turn every failure into
 * data. Kept apart from the `expose` call so tests can run it in Node exactly as the worker runs it.
 */
import { createEngine, type AskOptions, type AskResult, type Engine } from '../src/engine/answer/create-engine.ts';
import { sectionName } from '../src/engine/answer/compose.ts';
import { createShardedEngine, type ShardedEngine } from '../src/engine/answer/sharded-engine.ts';
import { IndexFormatError, QuestionError, type IndexFormatErrorCode } from '../src/engine/text/errors.ts';
import type { CairnIndex, IndexedDocument } from '../src/engine/format/index-format.ts';
import { MANIFEST_FORMAT, parseEitherIndex, shardFolderOf, shardNamesOf, type ShardManifest } from '../src/engine/format/sharded-format.ts';
import { directionOf } from '../src/engine/text/language.ts';
import { topicsOf } from '../src/engine/format/topics.ts';
import { pageSettingsOf } from '../src/engine/format/settings.ts';
import type { AskReply, DocumentReply, EngineWorkerApi, FetchedIndex, IndexSummary, LoadFailure, LoadReply, ShardListReply } from './contract.ts';

/** How long a failed question waits to learn whether the index was republished before saying it is unavailable. */
export const REPUBLISH_CHECK_MS = 10_000;

/** The engine's reason, by its stable code, as the page's load failure: the same words, but a missing file's. */
const loadFailure = (code: IndexFormatErrorCode): LoadFailure => (code === 'missing' ? 'not-found' : code);

function summarise(index: CairnIndex | ShardManifest, engine: Pick<Engine, 'languages' | 'dated'>): IndexSummary {
  return {
    agencyName: index.settings.agencyName,
    agencyNameByLanguage: index.settings.agencyNameByLanguage ?? {},
    fingerprint: index.fingerprint,
    languages: engine.languages,
    synthetic: 'synthetic' in index ? index.synthetic : index.documents.length > 0 && index.documents.every((d) => d.meta.synthetic === true),
    sharded: 'synthetic' in index,
    dated: engine.dated,
    ...pageSettingsOf(index.settings),
    contact: index.settings.contact,
    contactByLanguage: index.settings.contactByLanguage,
    passages: typeof index.passages === 'number' ? index.passages : index.passages.length,
    defaultLanguage: index.settings.defaultLanguage,
    topics: 'synthetic' in index ? {} : topicsOf(index.documents, Object.keys(index.languages).sort(), index.settings.defaultLanguage),
  };
}

/** A loaded index of either form, behind what the service needs of it. */
interface Loaded {
  /** A sharded index's manifest, its text and where it was read; absent for a single file. */
  manifest?: { index: ShardManifest; text: string; source: string };
  ask(question: string, options: AskOptions): Promise<AskResult>;
  document(id: string): Promise<{ document: IndexedDocument; passages: Array<{ id: string; heading: string; body: string }>; translations: IndexedDocument[] } | undefined>;
}

function singleFile(index: CairnIndex, engine: Engine): Loaded {
  return {
    ask: async (question, options) => engine.ask(question, options),
    document: async (id) => {
      const found = index.documents.find((d) => d.id === id);
      if (found === undefined) return undefined;
      // A translation key is text, as the build (which refuses any other) and the answer read it.
      const key = found.meta.translation_key;
      return {
        document: found,
        passages: index.passages.filter((p) => p.doc === id),
        translations: index.documents.filter((d) => typeof key === 'string' && d.meta.translation_key === key && d.lang !== found.lang),
      };
    },
  };
}

function sharded(manifest: ShardManifest, engine: ShardedEngine, text: string, source: string): Loaded {
  return {
    manifest: { index: manifest, text, source },
    ask: (question, options) => engine.ask(question, options),
    document: (id) => engine.document(id),
  };
}

/**
 * Creates the service; `fetchText` is injected so Node tests can serve files without a network. It fetches what the
 * worker reads itself — a sharded index's shards, and the index again when asking whether it was republished — while
 * the page fetches the index it loads (`load`). `revalidate`: the index must be checked with the server; a shard,
 * named by its content, need not.
 */
export function createEngineService(fetchText: (url: string, revalidate: boolean) => Promise<{ status: number; text: string }>): EngineWorkerApi {
  let loaded: Loaded | undefined;

  async function load(url: string, fetched: FetchedIndex, expectedDigest?: string): Promise<LoadReply> {
    if ('error' in fetched) return { ok: false, failure: 'unreachable', detail: fetched.error };
    if (fetched.status === 404) return { ok: false, failure: 'not-found', detail: `${url} answered 404` };
    if (fetched.status < 200 || fetched.status >= 300) return { ok: false, failure: 'unreachable', detail: `${url} answered ${fetched.status}` };
    return loadText(fetched.body, url, expectedDigest);
  }

  async function loadText(text: string | Blob, source: string, expectedDigest?: string): Promise<LoadReply> {
    let content: string;
    try {
      content = typeof text === 'string' ? text : await text.text();
    } catch (error) {
      // A Blob that cannot be read (a stored preview the browser no longer holds) was never seen: not a damaged index.
      return { ok: false, failure: 'unreachable', detail: `${source} could not be read (${String(error)})` };
    }
    try {
      // Each parser checks the file against its own digest; the page's digest says it is the one built with it.
      const index = parseEitherIndex(content, source);
      if (expectedDigest !== undefined && index.digest !== expectedDigest) {
        return { ok: false, failure: 'mismatch', detail: `${source} is index ${index.digest}, and this page was built with ${expectedDigest}` };
      }
      if (index.format === MANIFEST_FORMAT) {
        const engine = createShardedEngine(index, (name) => fetchShard(shardUrl(source, name)));
        loaded = sharded(index, engine, content, source);
        return { ok: true, summary: summarise(index, engine) };
      }
      const engine = createEngine(index);
      loaded = singleFile(index, engine);
      return { ok: true, summary: summarise(index, engine) };
    } catch (error) {
      if (error instanceof IndexFormatError) return { ok: false, failure: loadFailure(error.code), detail: error.message };
      return { ok: false, failure: 'damaged', detail: String(error) };
    }
  }

  /** A shard by URL: its name is its content, so any cached copy is the right one. */
  async function fetchShard(url: string): Promise<string> {
    let response: { status: number; text: string };
    try {
      response = await fetchText(url, false);
    } catch (error) {
      throw new IndexFormatError(`could not be fetched (${String((error as Error).message ?? error)}); check the connection and ask again`, { file: url }, 'missing');
    }
    if (response.status < 200 || response.status >= 300) {
      throw new IndexFormatError(`answered ${response.status}: the index names it, and the site does not serve it; publish the index's folder with it`, { file: url }, 'missing');
    }
    return response.text;
  }

  async function ask(question: string, options: AskOptions): Promise<AskReply> {
    if (!loaded) return { ok: false, code: 'not-loaded', detail: 'no index is loaded' };
    const asked = loaded;
    try {
      return { ok: true, ...(await asked.ask(question, options)) };
    } catch (error) {
      if (error instanceof QuestionError) return { ok: false, code: error.code, detail: error.message };
      // A shard that could not be fetched, or was not the one named: nothing is answered from what was not checked.
      if (error instanceof IndexFormatError) {
        const code = (await republished(asked)) ? 'index-republished' : 'index-unavailable';
        return { ok: false, code, detail: error.message };
      }
      return { ok: false, code: 'internal', detail: String(error) };
    }
  }

  /**
   * Whether the site now publishes another Cairn index than the one loaded: the agency republished under an open
   * page, whose shards may be gone. This page and its index are one publication, so the page has to be reloaded;
   * asking again would fail again. Asked of the address without its version query, which no cache answers for this
   * build (the service worker precaches `index.json?v=…`); anything but a checked index with another digest (a
   * captive portal's page, a server error, no answer within `REPUBLISH_CHECK_MS`) is not a republication.
   */
  async function republished({ manifest }: Loaded): Promise<boolean> {
    if (manifest === undefined) return false;
    const url = new URL(manifest.source);
    url.search = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, REPUBLISH_CHECK_MS, undefined)));
    try {
      const now = await Promise.race([fetchText(url.href, true), late]);
      return now?.status === 200 && parseEitherIndex(now.text, url.href).digest !== manifest.index.digest;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Every file of the loaded sharded index but its manifest, by URL, sorted: what a browser must hold to answer any
   * question offline, every name computable from the manifest (a paged shard's file is named by its page and place).
   * Empty for a single file, which the page already holds whole.
   */
  async function shardUrls(): Promise<ShardListReply> {
    const manifest = loaded?.manifest;
    if (manifest === undefined) return { ok: true, urls: [] };
    const { index, source } = manifest;
    return { ok: true, urls: [...shardNamesOf(index)].sort().map((name) => shardUrl(source, name)) };
  }

  async function document(id: string): Promise<DocumentReply> {
    let found: Awaited<ReturnType<Loaded['document']>>;
    try {
      found = await loaded?.document(id);
    } catch (error) {
      return { ok: false, detail: String((error as Error).message ?? error) };
    }
    if (found === undefined) return { ok: false, detail: `no document "${id}" in the loaded index` };
    const { document: d } = found;
    const url = typeof d.meta.url === 'string' ? d.meta.url : null;
    // A page copied from the web opens with its title as a heading over every section, which the view showed again
    // under the title (an operator trial, session 44): its sections are named without it, as its sources are. Only
    // that opening heading: a later section sharing the title's words keeps its heading (a blind review).
    const first = found.passages[0]?.heading ?? '';
    const opensWithTitle = first !== '' && sectionName(first, d.title) !== first;
    const passages = found.passages.map((p) => ({ id: p.id, heading: opensWithTitle ? sectionName(p.heading, d.title) : p.heading, body: p.body }));
    const translations = found.translations.map((t) => ({ id: t.id, lang: t.lang, title: t.title, validity: t.validity }));
    const validity = d.validity === undefined ? {} : { validity: d.validity };
    return { ok: true, document: { id, title: d.title, lang: d.lang, dir: directionOf(d.lang), url, passages, ...validity, translations } };
  }

  return { load, loadText, ask, document, shardUrls, republished: async () => loaded !== undefined && republished(loaded) };
}

/** Where a shard of the index read from `source` is published: `<folder>/<name>.json` beside the manifest. */
const shardUrl = (source: string, name: string) => new URL(`${shardFolderOf(source)}/${name}.json`, source).href;
