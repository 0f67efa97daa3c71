/** The page's side of the worker boundary: starts the engine worker and wraps it with comlink. */
import { wrap, type Remote } from 'comlink';
import type { EngineWorkerApi, FetchedIndex, LoadReply } from '../../workers/contract.ts';
import { EngineWorker } from './engine-worker.ts';
import { indexVersion } from './index-version.ts';

/** Starts the worker. Scoring and language detection run there; the main thread only renders. */
export function startEngine(): Remote<EngineWorkerApi> {
  return restartable(() => new EngineWorker({ name: 'cairn-engine' }));
}

/**
 * The worker behind a stand-in that starts it on first use, and again after its script failed to load: a connection
 * that dropped as the page opened left every call waiting for a worker that never started, the page "Searching the
 * documents…" for good (a resident trial, session 47). A worker that fails before it has answered anything fails the
 * calls it holds, so the page says so, and the next call starts a new one; once it has answered, an error it reports is
 * its own to handle, as before.
 */
export function restartable<T>(start: () => Worker): Remote<T> {
  interface Running {
    /** Calls the worker; an answer marks it started. */
    call: (method: PropertyKey, args: unknown[]) => Promise<unknown>;
    /** Rejects if the worker fails before it has answered anything. */
    failed: Promise<never>;
  }
  let current: Running | undefined;
  const begin = (): Running => {
    const worker = start();
    const remote = wrap<T>(worker) as unknown as Record<PropertyKey, (...args: unknown[]) => Promise<unknown>>;
    let answered = false;
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener('error', (event) => {
        if (answered) return;
        if (current === running) current = undefined;
        worker.terminate();
        reject(new Error(event.message || 'the engine worker did not start'));
      });
    });
    failed.catch(() => undefined);
    const running: Running = {
      call: (method, args) =>
        remote[method]!(...args).then((value) => {
          answered = true;
          return value;
        }),
      failed,
    };
    return running;
  };
  return new Proxy({} as Remote<T>, {
    // Not a promise itself: awaiting the engine must not call the worker.
    get: (_, method) =>
      method === 'then'
        ? undefined
        : (...args: unknown[]) => {
            const running = (current ??= begin());
            return Promise.race([running.call(method, args), running.failed]);
          },
  });
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

