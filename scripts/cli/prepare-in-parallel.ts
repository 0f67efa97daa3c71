/**
 * Prepares a large corpus's files on worker threads, one per core: parsing markdown and counting terms is most of a
 * build at 100,000 passages, and every file is prepared without the others (`prepareCorpusFile`). The outcomes are
 * put back in the files' order, so `assembleIndex` builds the same bytes as `buildIndex` on one thread. A small
 * corpus is prepared on this thread: starting the threads would cost more than they save.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { indexedFile, indexedOutcome, prepareCorpusFile, prepareCorpusFiles, TermTable, type IndexedOutcome, type RenumberedFile, type SourceFile } from '../../src/engine/index.ts';

/**
 * Below this many bytes of markdown, one thread. Each thread loads and compiles the parser and warms up on its own:
 * on the synthetic corpus two threads took as long as one at 20 MB (25,000 passages) and 40% less at 79 MB
 * (100,000 passages), on 2 cores.
 */
export const PARALLEL_ABOVE_BYTES = 32 * 1024 * 1024;
/** Files sent to a thread at a time: enough to make a message worth its cost, few enough to share out evenly. */
const BATCH_FILES = 32;
/** More threads than this gain nothing measurable and each holds its own copy of the parser. */
const MAX_THREADS = 4;

export interface BatchRequest {
  batch: number;
  files: SourceFile[];
}
export interface BatchReply {
  batch: number;
  /** The terms the thread numbered while preparing this batch, in number order, after those of its earlier replies. */
  terms: string[];
  /** Each file's outcome, its pairs numbered in the thread's table. */
  outcomes: ({ file: RenumberedFile } | { failed: true })[];
}

/** How many threads prepare `files`: 1 (this one) for a small corpus or a single core. */
export function threadsFor(files: readonly SourceFile[], cores = availableParallelism()): number {
  const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  return bytes < PARALLEL_ABOVE_BYTES ? 1 : Math.max(1, Math.min(cores, MAX_THREADS));
}

export interface PrepareOptions {
  /** Told `(done, total)` as files are prepared, `done` from 0 to `total` one at a time. */
  onPrepared?: (done: number, total: number) => void;
  /** Threads to use (default `threadsFor(files)`); 1 prepares on this thread. */
  threads?: number;
  /** The thread's entry (default `prepare-thread.mjs`); tests give stand-ins that fail. */
  thread?: URL;
}

/**
 * Every file's outcome, ready for the assembly (`indexedFile`, as each batch arrives), in the order of `files`, and how
 * many threads prepared them. Rejects — never hangs — when a thread fails, stops while it holds files, or sends what
 * cannot be read; every thread is stopped before it returns.
 */
export async function prepareInParallel(files: readonly SourceFile[], options: PrepareOptions = {}): Promise<{ outcomes: IndexedOutcome[]; threads: number }> {
  const { onPrepared } = options;
  const batches: number[] = [];
  for (let start = 0; start < files.length; start += BATCH_FILES) batches.push(start);
  const threads = Math.min(options.threads ?? threadsFor(files), batches.length);
  const table = new TermTable();
  if (threads <= 1) return { outcomes: prepareCorpusFiles(files, table, onPrepared), threads: 1 };
  const outcomes: IndexedOutcome[] = new Array<IndexedOutcome>(files.length);
  let done = 0;
  onPrepared?.(0, files.length);
  const entry = options.thread ?? new URL('./prepare-thread.mjs', import.meta.url);
  const workers = Array.from({ length: threads }, () => new Worker(entry));
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let idle = 0;
      /** The batch each thread holds, while it holds one. */
      const holding = new Map<Worker, number>();
      const send = (worker: Worker) => {
        if (next >= batches.length) {
          holding.delete(worker);
          if (++idle === workers.length) resolve();
          return;
        }
        const batch = next++;
        holding.set(worker, batch);
        const start = batches[batch]!;
        worker.postMessage({ batch, files: files.slice(start, start + BATCH_FILES) } satisfies BatchRequest);
      };
      for (const worker of workers) {
        /** The thread's term numbers → the build's: its replies come in the order it sent them. */
        const ids: number[] = [];
        worker.on('message', ({ batch, terms, outcomes: replies }: BatchReply) => {
          try {
            for (const term of terms) ids.push(table.idOf(term));
            const start = batches[batch]!;
            for (const [i, reply] of replies.entries()) {
              // An error does not survive the crossing as a CairnError: prepare the file again here to get it.
              outcomes[start + i] = 'failed' in reply ? indexedOutcome(prepareCorpusFile(files[start + i]!), table) : { file: indexedFile(reply.file, table, ids) };
              onPrepared?.(++done, files.length);
            }
            send(worker);
          } catch (error) {
            reject(error);
          }
        });
        worker.on('messageerror', reject);
        worker.on('error', reject);
        worker.on('exit', (code) => {
          const batch = holding.get(worker);
          if (batch !== undefined) {
            const first = files[batches[batch]!]!.path;
            reject(new Error(`a build thread stopped (exit code ${code}) while preparing the files from ${first}; no index was written`));
          }
        });
        send(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return { outcomes, threads };
}
