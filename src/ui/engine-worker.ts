/** The engine worker as a separate script beside the page (the static-host build). */
export { default as EngineWorker } from '../../workers/engine.worker.ts?worker';
