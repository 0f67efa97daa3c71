/** The page's side of the indexer worker: started when the operator view opens, terminated to cancel. */
import { releaseProxy, wrap, type Remote } from 'comlink';
import type { IndexerWorkerApi } from '../../workers/indexer-contract.ts';
import { IndexerWorker } from './indexer-worker.ts';

/** A running indexer worker and the one way to end it. */
export interface Indexer {
  api: Remote<IndexerWorkerApi>;
  /**
   * Rejects if the worker dies (it could not start, or ran out of memory): comlink would otherwise leave the
   * pending call waiting forever. Race it against a call.
   */
  crashed: Promise<never>;
  /** Terminates the worker at once, mid-build or not: its pending reply never arrives. */
  stop(): void;
}

/** Starts an indexer worker. Cancelling is `stop()` and a fresh `startIndexer()`: no build outlives it. */
export function startIndexer(): Indexer {
  const worker = new IndexerWorker({ name: 'cairn-indexer' });
  const api = wrap<IndexerWorkerApi>(worker);
  const crashed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'the indexer worker stopped')));
  });
  // Nobody may be racing it right now; an unobserved rejection is not an error here.
  crashed.catch(() => undefined);
  return {
    api,
    crashed,
    stop() {
      api[releaseProxy]();
      worker.terminate();
    },
  };
}
