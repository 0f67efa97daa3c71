/**
 * A worker thread of `prepareInParallel`: prepares each batch of corpus files it is sent and posts the outcomes back.
 * A file that fails is posted as `failed` (an error loses its class crossing threads); the main thread prepares it
 * again itself to get the error.
 */
import { parentPort } from 'node:worker_threads';
import { prepareCorpusFile, type SourceFile } from '../../src/engine/index.ts';
import type { BatchReply, BatchRequest } from './prepare-in-parallel.ts';

const port = parentPort!;
port.on('message', ({ batch, files }: BatchRequest) => {
  const outcomes = files.map((file: SourceFile) => {
    const outcome = prepareCorpusFile(file);
    return 'file' in outcome ? outcome : { failed: true as const };
  });
  // The pairs' buffers are moved to the main thread, not copied.
  const moved = outcomes.flatMap((outcome) => ('file' in outcome ? [outcome.file.pairs.buffer as ArrayBuffer] : []));
  port.postMessage({ batch, outcomes } satisfies BatchReply, moved);
});
