/** The page's side of the worker boundary: starts the engine worker and wraps it with comlink. */
import { wrap, type Remote } from 'comlink';
import type { EngineWorkerApi, FetchedIndex, LoadReply } from '../../workers/contract.ts';
import { EngineWorker } from './engine-worker.ts';
import { indexVersion } from './index-version.ts';

/** Starts the worker. Scoring and language detection run there; the main thread only renders. */
export function startEngine(): Remote<EngineWorkerApi> {
  return wrap<EngineWorkerApi>(new EngineWorker({ name: 'cairn-engine' }));
}

/** The id of the `<script type="application/json">` block holding the index in the single-file build. */
export const EMBEDDED_INDEX_ID = 'cairn-index';

/**
 * Loads the index this page was published with: embedded in the page (the single file, opened from disk, where
 * fetch fails) or beside it on the host.
 */
export async function loadPublishedIndex(engine: Remote<EngineWorkerApi>, digest: string): Promise<LoadReply> {
  const embedded = document.getElementById(EMBEDDED_INDEX_ID);
  if (embedded?.textContent) return engine.loadText(embedded.textContent, 'cairn.html', digest);
  const url = publishedIndexUrl(digest);
  return engine.load(url, await fetchIndex(url), digest);
}

/**
 * The index, fetched here rather than in the worker: the request starts now, beside the worker's script, not after
 * it (on a slow connection the script takes a round trip and more). `no-cache`: revalidated with the server, so a
 * republished index is never shadowed by a stale HTTP cache. The body stays a Blob: it crosses to the worker as a
 * handle and is read there.
 */
async function fetchIndex(url: string): Promise<FetchedIndex> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return { status: response.status, body: await response.blob() };
  } catch (error) {
    return { error: String((error as Error).message ?? error) };
  }
}

/**
 * The published index, beside the page: relative, so the app works under any sub-path. The query names the index
 * this page was built with (its digest), so a cache (HTTP or service worker) can never hand this page another build's.
 */
export function publishedIndexUrl(digest: string): string {
  return new URL(`index.json?v=${indexVersion(digest)}`, document.baseURI).href;
}

