/**
 * A deadline for every call into browser storage. Some Safari versions leave `indexedDB.databases()` and
 * `indexedDB.open()` pending forever; a storage call that never settles would leave whoever awaits it waiting
 * forever too. With a deadline, silent storage is one more way for storage to be unavailable, and the callers
 * already know what to say about that (DESIGN.md, "Keeping the preview").
 */
import { CairnError } from '../engine/text/errors.ts';

/**
 * How long (ms) one storage operation may take before it counts as unavailable: 3 s. In Chromium on the
 * two-core test machine, over five rounds, `indexedDB.databases()` took at most 30 ms, `open` 17 ms, keeping a
 * 6.3 MB index Blob (the largest thing Cairn stores) 172 ms and reading it back 62 ms. Three seconds leaves
 * more than ten times the slowest of those for a slow phone, and is short enough that an operator whose storage
 * is silent hears so while still looking at the page. Residents never wait for it: the published corpus does
 * not wait for storage at all.
 */
export const STORAGE_DEADLINE_MS = 3000;

/** Browser storage did not answer `operation` within its deadline: it is treated as unavailable. */
export class StorageDidNotAnswerError extends CairnError {
  override name = 'StorageDidNotAnswerError';
  /** What was asked of storage, in words ("read the kept preview"). */
  readonly operation: string;
  readonly deadlineMs: number;

  constructor(operation: string, deadlineMs: number) {
    super(
      `Cairn: browser storage (IndexedDB) did not answer "${operation}" within ${deadlineMs} ms and is treated as ` +
        'unavailable; restarting the browser usually brings it back',
    );
    this.operation = operation;
    this.deadlineMs = deadlineMs;
  }
}

/**
 * What `call` answers, unless it has not settled after `deadlineMs` (default `STORAGE_DEADLINE_MS`): then a
 * rejection with a `StorageDidNotAnswerError` naming `operation`. A `call` that throws rejects with what it threw.
 * What `call` does after the deadline is ignored, a late rejection included, so nothing is reported as unhandled.
 */
export function withStorageDeadline<T>(operation: string, call: () => Promise<T>, deadlineMs: number = STORAGE_DEADLINE_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageDidNotAnswerError(operation, deadlineMs)), deadlineMs);
    // Called in an executor, so a synchronous throw (idb-keyval's first call runs `indexedDB.open`) is a rejection.
    new Promise<T>((answer) => answer(call())).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
