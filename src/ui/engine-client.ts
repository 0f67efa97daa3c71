/** The page's side of the worker boundary: starts the engine worker and wraps it with comlink. */
import { wrap, type Remote } from 'comlink';
import type { EngineWorkerApi, LoadReply } from '../../workers/contract.ts';
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
export function loadPublishedIndex(engine: Remote<EngineWorkerApi>, digest: string): Promise<LoadReply> {
  const embedded = document.getElementById(EMBEDDED_INDEX_ID);
  if (embedded?.textContent) return engine.loadText(embedded.textContent, 'cairn.html', digest);
  return engine.load(publishedIndexUrl(digest), digest);
}

/**
 * The published index, beside the page: relative, so the app works under any sub-path. The query names the index
 * this page was built with (its digest), so a cache (HTTP or service worker) can never hand this page another build's.
 */
export function publishedIndexUrl(digest: string): string {
  return new URL(`index.json?v=${indexVersion(digest)}`, document.baseURI).href;
}

