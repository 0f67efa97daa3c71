/** The indexer worker as a separate script beside the page (the static-host build), fetched only when first started. */
export { default as IndexerWorker } from '../../workers/indexer.worker.ts?worker';
