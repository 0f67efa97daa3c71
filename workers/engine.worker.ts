/// <reference lib="webworker" />
/**
 * The Web Worker: scoring and language detection run here and only here, off the main thread.
 * No logic of its own — it exposes the engine service through comlink.
 */
import { expose } from 'comlink';
import { createEngineService } from './engine-service.ts';

const service = createEngineService(async (url, revalidate) => {
  // `no-cache`: revalidate with the server so a republished index is never shadowed by a stale HTTP cache. A shard is
  // named by its content: any copy the browser holds is the right one.
  // A shard that has not arrived in 30 s is unavailable (the question says so), not a page busy for ever.
  const response = await fetch(url, revalidate ? { cache: 'no-cache' } : { cache: 'default', signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text() };
});

expose(service);
