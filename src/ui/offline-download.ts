/**
 * "Make available offline": the page fetches every file of a sharded index through its service worker, which keeps
 * each one whose content matches its name (scripts/tooling/service-worker.ts, rule 4), then checks that every file
 * is kept. The page does the fetching, not the engine worker, so the worker stays free to answer questions meanwhile
 * and a cancel is one `AbortController` beside the button.
 */

/** Files fetched at once: what a browser gives one origin over HTTP/1.1. */
export const PARALLEL_DOWNLOADS = 6;

/**
 * How a download ended: every file kept; stopped by the resident; or some files could not be fetched or kept, of
 * which `notStored` were fetched and could not be stored (the device's storage is full).
 */
export type DownloadResult =
  | { kind: 'done'; total: number }
  | { kind: 'cancelled'; done: number; total: number }
  | { kind: 'failed'; failed: number; notStored: number; total: number };

/** One file's fetch: fetched (and so kept, unless its content was not its name); not served; served but not stored. */
export type FetchResult = 'fetched' | 'not-served' | 'not-stored';

/** What a download needs from the browser, injected so tests run it without one. */
export interface DownloadIo {
  /** Fetches a URL and reads its body whole. Rejects when aborted or when the connection fails. */
  fetchFile(url: string, signal: AbortSignal): Promise<FetchResult>;
  /** Whether the service worker's caches hold the URL. */
  isKept(url: string): Promise<boolean>;
}

/**
 * Fetches every URL, `PARALLEL_DOWNLOADS` at a time, calling `onProgress(done, total)` after each, and then checks
 * that each is kept. A URL that fails is counted, not retried; the rest go on, so one missing file does not stop a
 * long download and the count says how much is missing.
 */
export async function downloadAll(urls: readonly string[], signal: AbortSignal, io: DownloadIo, onProgress: (done: number, total: number) => void): Promise<DownloadResult> {
  const total = urls.length;
  let next = 0;
  let done = 0;
  let failed = 0;
  let notStored = 0;
  const worker = async () => {
    while (next < total && !signal.aborted) {
      const url = urls[next++]!;
      let fetched: FetchResult = 'not-served';
      try {
        fetched = await io.fetchFile(url, signal);
      } catch {
        if (signal.aborted) return;
      }
      if (fetched === 'not-stored') notStored++;
      // A file the service worker refused to keep (its content is not its name) is as missing as one not served.
      if (fetched !== 'fetched' || !(await io.isKept(url))) failed++;
      onProgress(++done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DOWNLOADS, total) }, worker));
  if (signal.aborted) return { kind: 'cancelled', done, total };
  return failed === 0 ? { kind: 'done', total } : { kind: 'failed', failed, notStored, total };
}
