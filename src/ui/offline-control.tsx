/**
 * "Make available offline", for a sharded index under a service worker: one button that starts the download and,
 * while it runs, cancels it — the same element, so a keyboard or screen reader user's focus stays where it was — a
 * labelled progress bar, and the outcome said once (polite), a failure in the alert region and in the section. What
 * was downloaded stays: a cancelled download leaves a part that answers the questions it covers.
 *
 * A resident who made the documents available offline is remembered (per site, in localStorage): on a later visit
 * the section checks, without downloading anything, that every file of the index the page now has is still kept, and
 * says so — or offers to update the copy the agency's republication (or the browser's eviction) left incomplete.
 */
import type { Remote } from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import site from 'virtual:cairn-site';
import type { EngineWorkerApi } from '../../workers/contract.ts';
import type { Announcer } from './announcer.tsx';
import { publishedIndexUrl } from './engine-client.ts';
import { downloadAll, type DownloadIo } from './offline-download.ts';
import { fill, type UiStrings } from './strings.ts';

/** The browser's side: fetch through the service worker (which keeps the file), and look it up in its caches. */
const BROWSER_DOWNLOAD_IO: DownloadIo = {
  fetchFile: async (url, signal) => {
    const response = await fetch(url, { signal });
    await response.arrayBuffer();
    // The service worker says so when it served a file it could not store (scripts/tooling/service-worker.ts).
    return response.status !== 200 ? 'not-served' : response.headers.has(NOT_STORED_HEADER) ? 'not-stored' : 'fetched';
  },
  isKept: async (url) => (await caches.match(url)) !== undefined,
};

/** A second press this soon after the first is the same press (a double click, a held key), not a cancel. */
const CANCEL_GRACE_MS = 500;
/** The header the service worker adds to a shard it served and could not store. */
const NOT_STORED_HEADER = 'x-cairn-not-stored';

/** Whether a service worker controls the page now: only then is a fetched file kept for offline use. */
export function useControlled(): boolean {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const [controlled, setControlled] = useState(() => Boolean(worker?.controller));
  useEffect(() => {
    if (worker === undefined) return;
    const update = () => setControlled(Boolean(worker.controller));
    worker.addEventListener('controllerchange', update);
    // A worker that took control between the first render and this effect fired its event before anyone listened.
    update();
    return () => worker.removeEventListener('controllerchange', update);
  }, [worker]);
  return controlled;
}

type Shown =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; total: number }
  | { kind: 'stale' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: 'offlineFailed' | 'offlineStorageFull' | 'offlineRepublished' };

/** Where this site remembers that its resident asked for the documents offline: one key per site (its path). */
const rememberedKey = () => `cairn-offline:${new URL('.', document.baseURI).pathname}`;
function remembered(): boolean {
  try {
    return localStorage.getItem(rememberedKey()) !== null;
  } catch {
    return false;
  }
}
function remember(): void {
  try {
    localStorage.setItem(rememberedKey(), '1');
  } catch {
    // Storage refused: the copy is kept all the same, and the next visit simply does not check it.
  }
}

/** How long the page waits for a new build's service worker to install before it calls itself out of date. */
const INSTALL_WAIT_MS = 30_000;

/**
 * Whether this page's own build is the one the service worker keeps: its index is in the precache. Not after a
 * republication the service worker has taken up (its new build replaced the precache): then the page is out of date,
 * and files downloaded for it would serve no later visit. A page reloaded just after a republication is ahead of its
 * service worker instead: the new one is still installing, and is waited for.
 */
async function pageIsCurrent(): Promise<boolean> {
  const index = publishedIndexUrl(site.digest);
  if ((await caches.match(index)) !== undefined) return true;
  const registration = await navigator.serviceWorker?.getRegistration();
  await registration?.update().catch(() => undefined);
  const pending = registration?.installing ?? registration?.waiting;
  if (pending) {
    await new Promise<void>((settled) => {
      const timer = setTimeout(settled, INSTALL_WAIT_MS);
      pending.addEventListener('statechange', () => {
        if (pending.state !== 'activated' && pending.state !== 'redundant') return;
        clearTimeout(timer);
        settled();
      });
    });
  }
  return (await caches.match(index)) !== undefined;
}

/**
 * Why files could not be kept: a full device, a republication (the page behind its service worker's build, or the
 * site now serving another index: the worker's check), or by elimination the connection.
 */
async function failureReason(engine: Remote<EngineWorkerApi>, notStored: number): Promise<Extract<Shown, { kind: 'failed' }>['reason']> {
  if (notStored > 0) return 'offlineStorageFull';
  return !(await pageIsCurrent()) || (await engine.republished()) ? 'offlineRepublished' : 'offlineFailed';
}

export function OfflineControl({ engine, strings, announcer }: { engine: Remote<EngineWorkerApi>; strings: UiStrings; announcer: Announcer }) {
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const running = useRef<{ controller: AbortController; started: number } | undefined>(undefined);
  // The strings of the language chosen when the download ends, not when it started.
  const now = useRef(strings);
  now.current = strings;

  // A copy made on an earlier visit: is all of it still here for this index? Looked up, never downloaded.
  useEffect(() => {
    if (!remembered()) return;
    let current = true;
    void (async () => {
      const listed = await engine.shardUrls();
      if (!listed.ok || listed.urls.length === 0) return;
      const kept = await Promise.all(listed.urls.map((url) => BROWSER_DOWNLOAD_IO.isKept(url)));
      if (current && running.current === undefined) setShown(kept.every(Boolean) ? { kind: 'done', total: kept.length } : { kind: 'stale' });
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [engine]);

  // Leaving (a preview replaced the published index) stops a download: nothing said for it, nothing pruned.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      running.current?.controller.abort();
    },
    [],
  );

  const download = useCallback(async () => {
    const controller = new AbortController();
    running.current = { controller, started: performance.now() };
    announcer.clearAlarm();
    announcer.say(strings.offlineStarted);
    setShown({ kind: 'running', done: 0, total: 0 });
    let result: Shown;
    try {
      const listed = await engine.shardUrls();
      // A cancel while the files are listed and the page checked takes effect as soon as it is pressed.
      const current = listed.ok && listed.urls.length > 0 && !controller.signal.aborted && (await pageIsCurrent()) && !(await engine.republished());
      if (controller.signal.aborted) result = { kind: 'cancelled' };
      // A page behind the site (republished since it opened) would keep files no later visit reads.
      else if (!listed.ok || listed.urls.length === 0) result = { kind: 'failed', reason: await failureReason(engine, 0) };
      else if (!current) result = { kind: 'failed', reason: 'offlineRepublished' };
      else {
        const outcome = await downloadAll(listed.urls, controller.signal, BROWSER_DOWNLOAD_IO, (done, total) => {
          // A repaint per percent, not per file: a large index has thousands.
          if (done === total || done % Math.max(1, Math.floor(total / 100)) === 0) setShown({ kind: 'running', done, total });
        });
        if (outcome.kind === 'cancelled') result = { kind: 'cancelled' };
        else if (outcome.kind === 'failed' || !(await pageIsCurrent())) result = { kind: 'failed', reason: await failureReason(engine, outcome.kind === 'failed' ? outcome.notStored : 0) };
        else {
          result = { kind: 'done', total: outcome.total };
          remember();
          // The cache now holds this index whole: the service worker may let go of files no recent index names.
          navigator.serviceWorker?.controller?.postMessage({ type: 'cairn-keep-shards', index: publishedIndexUrl(site.digest), urls: listed.urls });
        }
      }
    } catch {
      result = controller.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', reason: 'offlineFailed' };
    } finally {
      running.current = undefined;
    }
    // Unmounted while it ran: nobody is shown or told anything.
    if (!mounted.current) return;
    setShown(result);
    const words = now.current;
    if (result.kind === 'done') announcer.say(fill(words.offlineDone, { total: result.total }));
    else if (result.kind === 'cancelled') announcer.say(words.offlineCancelled);
    else if (result.kind === 'failed') announcer.alarm(words[result.reason]);
  }, [engine, announcer, strings]);

  const press = useCallback(() => {
    const under = running.current;
    if (under === undefined) void download();
    else if (performance.now() - under.started >= CANCEL_GRACE_MS) under.controller.abort();
  }, [download]);

  const progress = shown.kind === 'running' ? shown : undefined;
  const hint =
    shown.kind === 'done'
      ? fill(strings.offlineDone, { total: shown.total })
      : shown.kind === 'stale'
        ? strings.offlineStale
        : shown.kind === 'cancelled'
          ? strings.offlineCancelled
          : shown.kind === 'failed'
            ? strings[shown.reason]
            : '';
  return (
    <section class="offline" aria-labelledby="offline-heading">
      <h2 id="offline-heading">{strings.offlineHeading}</h2>
      <p>{strings.offlineIntro}</p>
      <button type="button" class="button-secondary" onClick={press}>
        {progress ? strings.offlineCancel : shown.kind === 'stale' ? strings.offlineUpdate : strings.offlineMake}
      </button>
      {progress && (
        <div class="indexing">
          <label for="offline-progress">{strings.offlineProgressLabel}</label>
          {/* Without a value while the files are being listed: a bar that says only "working". */}
          <progress id="offline-progress" max={progress.total || undefined} value={progress.total ? progress.done : undefined} />
          {progress.total > 0 && <p class="hint">{fill(strings.offlineProgress, { done: progress.done, total: progress.total })}</p>}
        </div>
      )}
      {hint && <p class="hint">{hint}</p>}
    </section>
  );
}
