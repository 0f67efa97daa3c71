/**
 * Writes many files on a worker thread, each whole (as `writeAtomically` writes one) and each measured gzipped, while
 * this thread goes on making the next ones. At 100,000 passages the build's shards are 25,000 files: written and
 * gzipped through libuv's pool, their promises and streams took about three seconds of the main thread, which also
 * makes them (docs/evidence.md, "Session 19: the shards written on a thread of their own").
 */
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { makeFolder, outputErrorFor } from './write-atomically.ts';

export interface WriteRequest {
  batch: number;
  folder: string;
  /** The gzip level each file is measured at; null when this thread measured them itself. */
  level: number | null;
  files: Array<readonly [name: string, text: string]>;
}
export type WriteReply =
  | { batch: number; gzipped: number }
  | { batch: number; failed: { file: string; code: string | undefined } }
  /** Not written: a file of an earlier batch failed. */
  | { batch: number; skipped: true };

/** Characters sent to the thread at a time: a message worth its cost. */
const BATCH_CHARS = 256 * 1024;
/**
 * Batches sent and not yet written, for the thread to measure: enough that it never waits. Past them, this thread
 * measures each batch itself before sending it, up to `BATCHES_HELD` under way: the thread's writing and measuring is
 * more work than this thread's making of the shards, and this thread would otherwise wait for it.
 */
const BATCHES_AHEAD = 4;
const BATCHES_HELD = 8;

export interface WriteOptions {
  /** The gzip level each file is measured at. */
  level: number;
  /** The thread's entry (default `write-thread.mjs`); tests give stand-ins that fail. */
  thread?: URL;
}

/**
 * Writes every file of `files` (name, text) into `folder` (created when missing) and returns the sum of their sizes
 * gzipped. `files` is read as the writes go, a batch at a time, so a generator that makes each file as it is asked for
 * has only a few batches held. Each file is whole or absent: on the first failure (a file that cannot be written, or
 * `files` failing to make one) no further file is started, the batches under way finish, and the failure is thrown.
 * Rejects, never hangs, when the thread fails or stops; the thread is stopped before it returns.
 * @throws OutputError naming the file or folder that could not be written, why, and what to do.
 */
export async function writeAllOnThread(folder: string, files: Iterable<readonly [string, string]>, options: WriteOptions): Promise<number> {
  makeFolder(folder);
  // How many batches the thread has finished, counted by the thread as it finishes each: read here between batches,
  // while this thread is too busy making shards to take the thread's replies.
  const finished = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(options.thread ?? new URL('./write-thread.mjs', import.meta.url), { workerData: finished });
  try {
    return await new Promise<number>((resolve, reject) => {
      const queue = files[Symbol.iterator]();
      let failure: unknown;
      let ended = false;
      let sent = 0;
      let ahead = 0;
      let gzipped = 0;
      /** Sends batches until `BATCHES_AHEAD` are under way; settles once the files end or fail and none is. */
      const fill = () => {
        while (failure === undefined && !ended && sent - Atomics.load(finished, 0) < BATCHES_HELD) {
          const batch: Array<readonly [string, string]> = [];
          let chars = 0;
          try {
            while (chars < BATCH_CHARS) {
              const next = queue.next();
              if (next.done) {
                ended = true;
                break;
              }
              batch.push(next.value);
              chars += next.value[1].length;
            }
          } catch (error) {
            // The files gathered for this batch are not started: nothing after a failure is.
            failure = error;
            break;
          }
          if (batch.length === 0) break;
          // The same sizes whichever thread measures a batch: only who does the work depends on timing.
          let level: number | null = options.level;
          if (sent - Atomics.load(finished, 0) >= BATCHES_AHEAD) {
            for (const [, text] of batch) gzipped += gzipSync(text, { level: options.level }).length;
            level = null;
          }
          worker.postMessage({ batch: sent++, folder, level, files: batch } satisfies WriteRequest);
          ahead++;
        }
        if (ahead === 0) {
          if (failure === undefined) resolve(gzipped);
          else reject(failure);
        }
      };
      worker.on('message', (reply: WriteReply) => {
        ahead--;
        if ('failed' in reply) failure ??= outputErrorFor(reply.failed.code, reply.failed.file);
        else if ('gzipped' in reply) gzipped += reply.gzipped;
        fill();
      });
      worker.on('messageerror', reject);
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (ahead > 0) reject(new Error(`the thread writing the index stopped (exit code ${code}) while it held files to write; the index was not written`));
      });
      fill();
    });
  } finally {
    await worker.terminate();
  }
}
