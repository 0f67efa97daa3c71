/**
 * "Make available offline", for a sharded index under a service worker: one button that starts the download and,
 * while it runs, cancels it — the same element, so a keyboard or screen reader user's focus stays where it was — a
 * labelled progress bar, and the outcome said once (polite), a failure in the alert region. What was downloaded
 * stays: a cancelled download leaves a part that answers the questions it covers.
 */
import type { Remote } from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { EngineWorkerApi } from '../../workers/contract.ts';
import type { Announcer } from './announcer.tsx';
import { downloadAll, type DownloadIo } from './offline-download.ts';
import { fill, type UiStrings } from './strings.ts';

/** The browser's side: fetch through the service worker (which keeps the file), and look it up in its caches. */
const BROWSER_DOWNLOAD_IO: DownloadIo = {
  fetchFile: async (url, signal) => {
    const response = await fetch(url, { signal });
    await response.arrayBuffer();
    return response.status === 200;
  },
  isKept: async (url) => (await caches.match(url)) !== undefined,
};

/** Whether a service worker controls the page now: only then is a fetched file kept for offline use. */
export function useControlled(): boolean {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const [controlled, setControlled] = useState(() => Boolean(worker?.controller));
  useEffect(() => {
    if (worker === undefined) return;
    const update = () => setControlled(Boolean(worker.controller));
    worker.addEventListener('controllerchange', update);
    return () => worker.removeEventListener('controllerchange', update);
  }, [worker]);
  return controlled;
}

export function OfflineControl({ engine, strings, announcer }: { engine: Remote<EngineWorkerApi>; strings: UiStrings; announcer: Announcer }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>(undefined);
  const [outcome, setOutcome] = useState('');
  const running = useRef<AbortController | undefined>(undefined);
  // The strings of the language chosen when the download ends, not when it started.
  const now = useRef(strings);
  now.current = strings;

  const toggle = useCallback(async () => {
    if (running.current) {
      running.current.abort();
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setOutcome('');
    announcer.say(strings.offlineStarted);
    setProgress({ done: 0, total: 0 });
    const listed = await engine.shardUrls();
    const result = listed.ok
      ? await downloadAll(listed.urls, controller.signal, BROWSER_DOWNLOAD_IO, (done, total) => {
          // A repaint per percent, not per file: a large index has thousands.
          if (done === total || done % Math.max(1, Math.floor(total / 100)) === 0) setProgress({ done, total });
        })
      : ({ kind: 'failed', failed: 0, total: 0 } as const);
    running.current = undefined;
    setProgress(undefined);
    const words = now.current;
    if (result.kind === 'done') {
      // The cache now holds this index whole: the service worker lets go of any other build's files.
      if (listed.ok) navigator.serviceWorker?.controller?.postMessage({ type: 'cairn-keep-shards', urls: listed.urls });
      const text = fill(words.offlineDone, { total: result.total });
      setOutcome(text);
      announcer.say(text);
    } else if (result.kind === 'cancelled') {
      setOutcome(words.offlineCancelled);
      announcer.say(words.offlineCancelled);
    } else {
      announcer.alarm(words.offlineFailed);
    }
  }, [engine, announcer, strings]);

  return (
    <section class="offline" aria-labelledby="offline-heading">
      <h2 id="offline-heading">{strings.offlineHeading}</h2>
      <p>{strings.offlineIntro}</p>
      <button type="button" class="button-secondary" onClick={() => void toggle()}>
        {progress ? strings.offlineCancel : strings.offlineMake}
      </button>
      {progress && (
        <div class="indexing">
          <label for="offline-progress">{strings.offlineProgressLabel}</label>
          {/* Without a value while the files are being listed: a bar that says only "working". */}
          <progress id="offline-progress" max={progress.total || undefined} value={progress.total ? progress.done : undefined} />
          {progress.total > 0 && <p class="hint">{fill(strings.offlineProgress, { done: progress.done, total: progress.total })}</p>}
        </div>
      )}
      {outcome && <p class="hint">{outcome}</p>}
    </section>
  );
}
