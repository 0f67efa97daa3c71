/**
 * A worker thread of `prepareInParallel`: prepares each batch of corpus files it is sent and posts the outcomes back.
 * The thread numbers every file's terms in one table of its own and sends, with each batch, only the terms it numbered
 * for that batch: a term is sent once, not once for every file that holds it. A file that fails is posted as `failed`
 * (an error loses its class crossing threads); the main thread prepares it again itself to get the error.
 */
import { parentPort } from 'node:worker_threads';
import { numberedIn, prepareCorpusFile, TermTable, type SourceFile } from '../../src/engine/index.ts';
import type { BatchReply, BatchRequest } from './prepare-in-parallel.ts';

const port = parentPort!;
const table = new TermTable();
port.on('message', ({ batch, files }: BatchRequest) => {
  const sent = table.terms.length;
  const outcomes: BatchReply['outcomes'] = files.map((file: SourceFile) => {
    const outcome = prepareCorpusFile(file);
    if ('error' in outcome) return { failed: true as const };
    return { file: numberedIn(outcome.file, table) };
  });
  // The pairs' buffers are moved to the main thread, not copied.
  const moved = outcomes.flatMap((outcome) => ('file' in outcome ? [outcome.file.pairs.buffer as ArrayBuffer] : []));
  port.postMessage({ batch, terms: table.terms.slice(sent), outcomes } satisfies BatchReply, moved);
});
