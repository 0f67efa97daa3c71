/**
 * The engine worker inlined into the page and started from a Blob URL — the single-file build swaps this in for
 * `engine-worker.ts`, because a page opened from file:// can start a classic worker from a Blob and nothing else.
 */
export { default as EngineWorker } from '../../workers/engine.worker.ts?worker&inline';
