/** The page's side of the worker boundary: starts the engine worker and wraps it with comlink. */
import { wrap, type Remote } from 'comlink';
import type { EngineWorkerApi } from '../../workers/contract.ts';
import EngineWorker from '../../workers/engine.worker.ts?worker';

/** Starts the worker. Scoring and language detection run there; the main thread only renders. */
export function startEngine(): Remote<EngineWorkerApi> {
  return wrap<EngineWorkerApi>(new EngineWorker({ name: 'cairn-engine' }));
}

/** The published index, beside the page: relative, so the app works under any sub-path. */
export function publishedIndexUrl(): string {
  return new URL('index.json', document.baseURI).href;
}
