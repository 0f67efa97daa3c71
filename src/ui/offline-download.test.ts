import { describe, expect, it } from 'vitest';
import { downloadAll, PARALLEL_DOWNLOADS, type DownloadIo } from './offline-download.ts';

const URLS = Array.from({ length: 20 }, (_, i) => `https://agency.example/index-shards/${String(i).padStart(24, '0')}.json`);

/**
 * A site serving every URL but `missing`, and a cache keeping every URL fetched but `refused` (content not its name)
 * and `full` (no storage left); records concurrency.
 */
function site(missing: ReadonlySet<string> = new Set(), refused: ReadonlySet<string> = new Set(), full: ReadonlySet<string> = new Set()) {
  const kept = new Set<string>();
  const fetched: string[] = [];
  let open = 0;
  let mostOpen = 0;
  const io: DownloadIo = {
    fetchFile: async (url, signal) => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 1));
      open--;
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      fetched.push(url);
      if (missing.has(url)) return 'not-served';
      if (full.has(url)) return 'not-stored';
      if (!refused.has(url)) kept.add(url);
      return 'fetched';
    },
    isKept: async (url) => kept.has(url),
  };
  return { io, fetched, kept, mostOpen: () => mostOpen };
}

describe('downloadAll', () => {
  it('fetches every file once, at most six at a time, reports each, and is done when every one is kept', async () => {
    const { io, fetched, kept, mostOpen } = site();
    const progress: Array<[number, number]> = [];
    expect(await downloadAll(URLS, new AbortController().signal, io, (done, total) => progress.push([done, total]))).toEqual({ kind: 'done', total: 20 });
    expect([...fetched].sort()).toEqual(URLS);
    expect(kept.size).toBe(20);
    expect(progress).toEqual(URLS.map((_, i) => [i + 1, 20]));
    expect(mostOpen()).toBe(PARALLEL_DOWNLOADS);
  });

  it('counts a file the site does not serve and one the service worker would not keep, and fetches the rest', async () => {
    const { io, fetched } = site(new Set([URLS[3]!]), new Set([URLS[11]!]));
    expect(await downloadAll(URLS, new AbortController().signal, io, () => undefined)).toEqual({ kind: 'failed', failed: 2, notStored: 0, total: 20 });
    expect(fetched).toHaveLength(20);
  });

  it('counts apart the files served and not stored, for a device whose storage is full', async () => {
    const { io } = site(new Set([URLS[0]!]), new Set(), new Set([URLS[5]!, URLS[6]!]));
    expect(await downloadAll(URLS, new AbortController().signal, io, () => undefined)).toEqual({ kind: 'failed', failed: 3, notStored: 2, total: 20 });
  });

  it('counts a connection failure as a file not served, and goes on', async () => {
    const io: DownloadIo = {
      fetchFile: async (url) => {
        if (url === URLS[2]) throw new TypeError('Failed to fetch');
        return 'fetched';
      },
      isKept: async () => true,
    };
    expect(await downloadAll(URLS, new AbortController().signal, io, () => undefined)).toEqual({ kind: 'failed', failed: 1, notStored: 0, total: 20 });
  });

  it('stops when cancelled, saying how many files it had', async () => {
    const { io, fetched } = site();
    const controller = new AbortController();
    const result = await downloadAll(URLS, controller.signal, io, (done) => {
      if (done === 7) controller.abort();
    });
    expect(result).toEqual({ kind: 'cancelled', done: 7, total: 20 });
    expect(fetched.length).toBeLessThan(20);
  });

  it('is done at once when there is nothing to fetch', async () => {
    expect(await downloadAll([], new AbortController().signal, site().io, () => undefined)).toEqual({ kind: 'done', total: 0 });
  });
});
