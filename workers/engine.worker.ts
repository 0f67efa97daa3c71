/// <reference lib="webworker" />
/**
 * The Web Worker: scoring and language detection run here and only here, off the main thread.
 * No logic of its own — it exposes the engine service through comlink.
 */
import { expose } from 'comlink';
import { createEngineService } from './engine-service.ts';

const service = createEngineService(async (url) => {
  // `no-cache`: revalidate with the server so a republished index is never shadowed by a stale HTTP cache.
  const response = await fetch(url, { cache: 'no-cache' });
  return { status: response.status, text: await response.text() };
});

expose(service);
