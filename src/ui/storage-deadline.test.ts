import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CairnError } from '../engine/text/errors.ts';
import { STORAGE_DEADLINE_MS, StorageDidNotAnswerError, withStorageDeadline } from './storage-deadline.ts';

/** A promise that never settles: what some Safari versions give for `indexedDB.databases()` and `open()`. */
const never = () => new Promise<never>(() => undefined);

/** A promise and the functions that settle it, for answers that arrive at a chosen moment. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The promise's state right now, after pending callbacks have run. */
async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'settled'> {
  const pending = Symbol('pending');
  const first = await Promise.race([promise.then(() => 'settled' as const, () => 'settled' as const), Promise.resolve(pending)]);
  return first === pending ? 'pending' : first;
}

describe('withStorageDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 3 seconds by default', () => {
    expect(STORAGE_DEADLINE_MS).toBe(3000);
  });

  it('rejects a call that never settles with StorageDidNotAnswerError at the deadline, not a millisecond before', async () => {
    const bounded = withStorageDeadline('read the kept preview', never);
    const rejection = bounded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(STORAGE_DEADLINE_MS - 1);
    expect(await stateOf(bounded)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await rejection;
    expect(error).toBeInstanceOf(StorageDidNotAnswerError);
    expect(error).toBeInstanceOf(CairnError);
    expect(error).toMatchObject({ name: 'StorageDidNotAnswerError', operation: 'read the kept preview', deadlineMs: 3000 });
    expect((error as Error).message).toBe(
      'Cairn: browser storage (IndexedDB) did not answer "read the kept preview" within 3000 ms and is treated as ' +
        'unavailable; restarting the browser usually brings it back',
    );
  });

  it('uses the deadline it is given', async () => {
    const rejection = withStorageDeadline('keep the preview', never, 50).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    expect(((await rejection) as Error).message).toBe(
      'Cairn: browser storage (IndexedDB) did not answer "keep the preview" within 50 ms and is treated as ' +
        'unavailable; restarting the browser usually brings it back',
    );
  });

  it('resolves with the answer when storage answers in time, and leaves no timer behind', async () => {
    const answer = later<string>();
    const bounded = withStorageDeadline('read the kept preview', () => answer.promise);
    await vi.advanceTimersByTimeAsync(STORAGE_DEADLINE_MS - 1);
    answer.resolve('kept');
    await expect(bounded).resolves.toBe('kept');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes storage's own failure through unchanged", async () => {
    const failure = new DOMException('IndexedDB is unavailable', 'InvalidStateError');
    const answer = later<string>();
    const bounded = withStorageDeadline('forget the kept preview', () => answer.promise);
    answer.reject(failure);
    await expect(bounded).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a call that throws, as an `indexedDB.open` that throws does, into a rejection', async () => {
    const failure = new DOMException('IndexedDB is unavailable', 'InvalidStateError');
    const bounded = withStorageDeadline('keep the preview', () => {
      throw failure;
    });
    await expect(bounded).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  // Vitest fails the run on an unhandled rejection, so the late failure below is proven handled too.
  it('ignores an answer that comes after the deadline, a late failure included', async () => {
    const answer = later<string>();
    const rejection = withStorageDeadline('keep the preview', () => answer.promise).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(STORAGE_DEADLINE_MS);
    answer.reject(new Error('too late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await rejection).toBeInstanceOf(StorageDidNotAnswerError);
  });
});
