/**
 * Where a local preview survives a reload: IndexedDB, through idb-keyval, under two fixed keys — index.json as a
 * Blob, and its summary — written and removed together. A Blob, because IndexedDB stores it by reference: putting
 * a 6 MB typed array copied it on the main thread for 60–300 ms, putting the Blob took under a millisecond
 * (DESIGN.md, "In-page indexing"). The database is named for the site's path, so two Cairn sites
 * under one origin (two GitHub Pages project sites) never see each other's preview. Every function may reject
 * (storage unavailable, blocked or full), and rejects with a `StorageDidNotAnswerError` when storage stays silent
 * past `STORAGE_DEADLINE_MS`; the callers decide what to say.
 */
import { createStore, delMany, getMany, setMany, type UseStore } from 'idb-keyval';
import type { PreviewSummary } from '../../workers/indexer-contract.ts';
import { withStorageDeadline } from './storage-deadline.ts';

const INDEX_KEY = 'index';
const SUMMARY_KEY = 'summary';

/** A kept preview: index.json exactly as built, and the summary shown for it. */
export interface StoredPreview {
  index: Blob;
  summary: PreviewSummary;
}

/** `cairn-preview:/REPO/`: one database per site, never shared across sub-paths of an origin. */
export function previewDatabaseName(): string {
  return `cairn-preview:${new URL('./', document.baseURI).pathname}`;
}

let store: UseStore | undefined;
function previewStore(): UseStore {
  store ??= createStore(previewDatabaseName(), 'preview');
  return store;
}

/**
 * The kept preview, if any. Where the browser can list databases, a site that never kept one does not open (and
 * so create) a database at all: a resident's visit leaves nothing behind.
 */
export function readPreview(): Promise<StoredPreview | undefined> {
  return withStorageDeadline('read the kept preview', readUnbounded);
}

/** `readPreview` without its deadline. */
async function readUnbounded(): Promise<StoredPreview | undefined> {
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === previewDatabaseName())) return undefined;
  }
  const [index, summary] = await getMany<unknown>([INDEX_KEY, SUMMARY_KEY], previewStore());
  return index instanceof Blob && summary !== null && typeof summary === 'object' ? { index, summary: summary as PreviewSummary } : undefined;
}

/** Keeps a preview, both keys in one transaction: either both are written or neither is. */
export function savePreview(preview: StoredPreview): Promise<void> {
  return withStorageDeadline('keep the preview', () => setMany([[INDEX_KEY, preview.index], [SUMMARY_KEY, preview.summary]], previewStore()));
}

/** Forgets the kept preview. */
export function clearPreview(): Promise<void> {
  return withStorageDeadline('forget the kept preview', () => delMany([INDEX_KEY, SUMMARY_KEY], previewStore()));
}
