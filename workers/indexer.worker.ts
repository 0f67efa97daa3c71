/// <reference lib="webworker" />
/**
 * The indexer Web Worker, started only when an operator opens the preview view: the markdown, YAML and TOML
 * parsers live here and never in the engine worker residents load. No logic of its own — it exposes the indexer
 * service through comlink. Cancelling terminates it; the page starts a fresh one.
 */
import { expose } from 'comlink';
import { createIndexerService } from './indexer-service.ts';

expose(createIndexerService());
