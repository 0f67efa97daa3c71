import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutputError } from './write-atomically.ts';
import { writeAllOnThread } from './write-on-thread.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cairn-write-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const LEVEL = 9;
const failureOf = (written: Promise<unknown>) =>
  written.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
/** A text of exactly `chars` characters that is `n`'s own, so a file in the wrong place or half written shows. */
const textOf = (n: number, chars: number) => {
  const head = `{"n":${n},"fill":"`;
  return `${head}${'abcdefghij'.repeat(chars / 10 + 1).slice(0, chars - head.length - 2)}"}`;
};

describe('writeAllOnThread', () => {
  it('writes every file whole, creating the folder, leaves no temporary file, and sums their sizes gzipped', async () => {
    const folder = join(dir, 'index-shards');
    const files = Array.from({ length: 300 }, (_, n) => [`shard-${String(n).padStart(3, '0')}.json`, textOf(n, 100 + 97 * n)] as const);
    const gzipped = await writeAllOnThread(folder, files, { level: LEVEL });
    expect(readdirSync(folder).sort()).toEqual(files.map(([name]) => name));
    for (const [name, text] of files) expect(readFileSync(join(folder, name), 'utf8')).toBe(text);
    expect(gzipped).toBe(files.reduce((sum, [, text]) => sum + gzipSync(text, { level: LEVEL }).length, 0));
    // At another level, other sizes: the level asked for is the one measured.
    expect(await writeAllOnThread(join(dir, 'fast'), files, { level: 1 })).toBe(files.reduce((sum, [, text]) => sum + gzipSync(text, { level: 1 }).length, 0));
  });

  it('reads the files as it writes them: only a few batches are made ahead of the writes', async () => {
    const folder = join(dir, 'index-shards');
    let made = 0;
    let mostAhead = 0;
    function* lazily() {
      for (let n = 0; n < 120; n++) {
        made++;
        // 64 KiB each: four files to a batch of 256 KiB; at most eight batches under way and one being gathered.
        mostAhead = Math.max(mostAhead, made - (n === 0 ? 0 : readdirSync(folder).length));
        yield [`shard-${String(n).padStart(3, '0')}.json`, textOf(n, 64 * 1024)] as const;
      }
    }
    await writeAllOnThread(folder, lazily(), { level: LEVEL });
    expect([made, readdirSync(folder).length]).toEqual([120, 120]);
    expect(textOf(7, 64 * 1024).length).toBe(64 * 1024);
    expect(mostAhead).toBeGreaterThan(4);
    expect(mostAhead).toBeLessThanOrEqual(36);
  });

  it('lets the batches under way finish before it reports a file that could not be made', async () => {
    const folder = join(dir, 'made-failing');
    function* failingAt(n: number) {
      for (let i = 0; i < n; i++) yield [`shard-${i}.json`, textOf(i, 1 << 20)] as const;
      throw new Error('shard could not be made');
    }
    const error = await failureOf(writeAllOnThread(folder, failingAt(12), { level: LEVEL }));
    expect(error?.message).toBe('shard could not be made');
    // Nothing left half-written or still being written once it has rejected: every file made is there, whole.
    const left = readdirSync(folder).sort();
    expect(left).toEqual(Array.from({ length: 12 }, (_, i) => `shard-${i}.json`).sort());
    for (const name of left) expect(readFileSync(join(folder, name), 'utf8')).toBe(textOf(Number(name.slice(6, -5)), 1 << 20));
  });

  it('stops at a file it cannot write, names it, and starts no file after it', async () => {
    const folder = join(dir, 'index-shards');
    // 32 KiB files, eight to a batch: the first file fails, and the three batches sent behind it are not written.
    mkdirSync(join(folder, 'shard-0000.json'), { recursive: true });
    const files = Array.from({ length: 400 }, (_, n) => [`shard-${String(n).padStart(4, '0')}.json`, textOf(n, 32 * 1024)] as const);
    const error = await failureOf(writeAllOnThread(folder, files, { level: LEVEL }));
    expect(error).toBeInstanceOf(OutputError);
    expect(error?.message).toBe(`${join(folder, 'shard-0000.json')}: is a directory; give the path of a file, not of a folder`);
    expect(readdirSync(folder)).toEqual(['shard-0000.json']);
    expect(readdirSync(join(folder, 'shard-0000.json'))).toEqual([]);
  });

  it('names the folder when it cannot be made', async () => {
    const blocker = join(dir, 'notes.txt');
    writeFileSync(blocker, 'a file');
    const error = await failureOf(writeAllOnThread(join(blocker, 'shards'), [['a.json', '{}']], { level: LEVEL }));
    expect(error?.message).toBe(
      `${join(blocker, 'shards')}: cannot be made a folder (ENOTDIR): a file stands where it or a folder above it should be; move that file, or write the index elsewhere`,
    );
  });

  it('names the folder when a file has its name', async () => {
    const folder = join(dir, 'index-shards');
    writeFileSync(folder, 'a file');
    const error = await failureOf(writeAllOnThread(folder, [['a.json', '{}']], { level: LEVEL }));
    expect(error?.message).toBe(
      `${folder}: cannot be made a folder (EEXIST): a file stands where it or a folder above it should be; move that file, or write the index elsewhere`,
    );
    expect(readFileSync(folder, 'utf8')).toBe('a file');
  });

  it('rejects, never hangs, when the thread stops with batches under way', async () => {
    const thread = new URL('./write-thread-stops.test-helper.mjs', import.meta.url);
    const error = await failureOf(writeAllOnThread(join(dir, 'shards'), [['a.json', '{}']], { level: LEVEL, thread }));
    expect(error?.message).toBe('the thread writing the index stopped (exit code 0) while it held files to write; the index was not written');
  });

  it("rejects with the thread's error when the thread throws", async () => {
    const thread = new URL('./write-thread-throws.test-helper.mjs', import.meta.url);
    const error = await failureOf(writeAllOnThread(join(dir, 'shards'), [['a.json', '{}']], { level: LEVEL, thread }));
    expect(error?.message).toBe('a.json: could not be written because of a defect in Cairn (stand-in); please report it');
  });
});
