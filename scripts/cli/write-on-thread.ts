/**
 * Writes many files on a worker thread, each whole (as `writeAtomically` writes one) and each measured gzipped, while
 * this thread goes on making the next ones. At 100,000 passages the build's shards are 24,692 files: written and
 * gzipped through libuv's pool, their promises and zlib's streams took 1.8 s of the main thread, which also makes
 * them, and left it waiting 1.5 s more (docs/evidence.md, "Session 19: the shards written on a thread of their own").
 */
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { makeFolder, outputErrorFor } from './write-atomically.ts';

export interface WriteRequest {
  batch: number;
  folder: string;
  /** The gzip level each file is measured at; null when the main thread measured them itself. */
  level: number | null;
  files: Array<readonly [name: string, text: string]>;
}
export type WriteReply =
  | { batch: number; gzipped: number }
  | { batch: number; failed: { file: string; code: string | undefined } }
  /** Not written: a file of an earlier batch failed. */
  | { batch: number; skipped: true };

/** Characters (UTF-16 code units) sent to the thread at a time: a message worth its cost. */
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

export interface WrittenOnThread {
  /** The sum of the files' sizes gzipped. */
  gzipped: number;
  /** Batches sent, and how many of them this thread measured itself (the same sizes; how the work was shared). */
  batches: number;
  measuredHere: number;
}

/**
 * Writes every file of `files` (name, text) into `folder` (created when missing) and sums their sizes gzipped.
 * `files` is read as the writes go, a batch at a time, so a generator that makes each file as it is asked for has only
 * a few batches held. Each file is whole or absent. On a failure — a file that cannot be written, or `files` failing
 * to make one — no file after it is started, every file made before it is written, the batches under way finish,
 * and the first failure in the files' order is thrown. Rejects, never hangs, when the thread fails or stops; the
 * thread is stopped before it returns.
 * @throws OutputError naming the file or folder that could not be written, why, and what to do.
 */
export async function writeAllOnThread(folder: string, files: Iterable<readonly [string, string]>, options: WriteOptions): Promise<WrittenOnThread> {
  makeFolder(folder);
  // How many batches the thread has finished, counted by the thread as it finishes each: read here between batches,
  // while this thread is too busy making shards to take the thread's replies.
  const finished = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(options.thread ?? new URL('./write-thread.mjs', import.meta.url), { workerData: finished });
  try {
    return await new Promise<WrittenOnThread>((resolve, reject) => {
      const queue = files[Symbol.iterator]();
      /** The first failure in the files' order, and where: a batch's number, or a number between two batches. */
      let failure: { at: number; error: unknown } | undefined;
      const fail = (at: number, error: unknown) => {
        if (failure === undefined || at < failure.at) failure = { at, error };
      };
      let ended = false;
      let sent = 0;
      let ahead = 0;
      const written: WrittenOnThread = { gzipped: 0, batches: 0, measuredHere: 0 };
      const underWay = () => sent - Atomics.load(finished, 0);
      /** Sends batches until `BATCHES_HELD` are under way; settles once the files end or fail and no reply is due. */
      const fill = () => {
        try {
          while (failure === undefined && !ended && underWay() < BATCHES_HELD) {
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
              // After the files made before it, which are still sent.
              fail(sent + 0.5, error);
            }
            if (batch.length === 0) break;
            // The same sizes whichever thread measures a batch: only who does the work depends on timing.
            let level: number | null = options.level;
            let gzipped = 0;
            if (underWay() >= BATCHES_AHEAD) {
              for (const [, text] of batch) gzipped += gzipSync(text, { level: options.level }).length;
              level = null;
            }
            worker.postMessage({ batch: sent, folder, level, files: batch } satisfies WriteRequest);
            sent++;
            ahead++;
            written.batches++;
            written.gzipped += gzipped;
            if (level === null) written.measuredHere++;
          }
        } catch (error) {
          // A defect here (measuring, sending): nothing more is sent, and the batches under way finish first.
          fail(sent - 0.5, error);
        }
        if (ahead === 0 && (ended || failure !== undefined)) {
          if (failure === undefined) resolve(written);
          else reject(failure.error);
        }
      };
      worker.on('message', (reply: WriteReply) => {
        ahead--;
        if ('failed' in reply) fail(reply.batch, outputErrorFor(reply.failed.code, reply.failed.file));
        else if ('gzipped' in reply) written.gzipped += reply.gzipped;
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
