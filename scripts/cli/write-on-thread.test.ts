import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    const written = await writeAllOnThread(folder, files, { level: LEVEL });
    expect(readdirSync(folder).sort()).toEqual(files.map(([name]) => name));
    for (const [name, text] of files) expect(readFileSync(join(folder, name), 'utf8')).toBe(text);
    expect(written.gzipped).toBe(files.reduce((sum, [, text]) => sum + gzipSync(text, { level: LEVEL }).length, 0));
    // Batches closed once they hold 256 Ki characters, the last one when the files end: sent faster than the thread
    // starts, so both threads measured some.
    let batches = 0;
    const rest = files.reduce((chars, [, text]) => (chars + text.length >= 256 * 1024 ? (batches++, 0) : chars + text.length), 0);
    expect(written.batches).toBe(batches + (rest > 0 ? 1 : 0));
    expect(written.measuredHere).toBeGreaterThan(0);
    expect(written.measuredHere).toBeLessThan(written.batches);
    // At another level, other sizes: the level asked for is the one measured.
    expect((await writeAllOnThread(join(dir, 'fast'), files, { level: 1 })).gzipped).toBe(files.reduce((sum, [, text]) => sum + gzipSync(text, { level: 1 }).length, 0));
  });

  it('replaces a file through a new one, so a reader holding the old file keeps it whole', async () => {
    const folder = join(dir, 'index-shards');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.json'), 'old');
    linkSync(join(folder, 'a.json'), join(dir, 'held'));
    await writeAllOnThread(folder, [['a.json', 'new']], { level: LEVEL });
    expect([readFileSync(join(folder, 'a.json'), 'utf8'), readFileSync(join(dir, 'held'), 'utf8')]).toEqual(['new', 'old']);
  });

  it('stops its thread before it returns: a process that used it exits', () => {
    const script = `import { writeAllOnThread } from ${JSON.stringify(new URL('./write-on-thread.ts', import.meta.url).href)};
      await writeAllOnThread(${JSON.stringify(join(dir, 'shards'))}, [['a.json', '{}']], { level: 9 });
      await writeAllOnThread(${JSON.stringify(join(dir, 'notes'))}, (function* () { throw new Error('x'); })(), { level: 9 }).catch(() => {});`;
    writeFileSync(join(dir, 'use.mjs'), script);
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'use.mjs')], { encoding: 'utf8', timeout: 30_000 });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(readFileSync(join(dir, 'shards', 'a.json'), 'utf8')).toBe('{}');
  });

  it('reads the files as it writes them: only a few batches are made ahead of the writes', async () => {
    const folder = join(dir, 'index-shards');
    let made = 0;
    let mostAhead = 0;
    function* lazily() {
      for (let n = 0; n < 120; n++) {
        made++;
        // 64 Ki characters each: four files to a batch of 256 Ki; at most eight batches under way and one being gathered.
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

  it.each([
    [12, 1 << 20],
    [12, 1000],
    [30, 10 * 1024],
  ])('writes the %i files made before a file could not be made (%i characters each), then reports it', async (count, chars) => {
    const folder = join(dir, 'made-failing');
    function* failingAt(n: number) {
      for (let i = 0; i < n; i++) yield [`shard-${i}.json`, textOf(i, chars)] as const;
      throw new Error('shard could not be made');
    }
    const error = await failureOf(writeAllOnThread(folder, failingAt(count), { level: LEVEL }));
    expect(error?.message).toBe('shard could not be made');
    // Nothing left half-written or still being written once it has rejected: every file made is there, whole.
    const left = readdirSync(folder).sort();
    expect(left).toEqual(Array.from({ length: count }, (_, i) => `shard-${i}.json`).sort());
    for (const name of left) expect(readFileSync(join(folder, name), 'utf8')).toBe(textOf(Number(name.slice(6, -5)), chars));
  });

  it('reports the first failure in the files\' order: a file that could not be written before a later one that could not be made', async () => {
    const folder = join(dir, 'index-shards');
    mkdirSync(join(folder, 'f0.json'), { recursive: true });
    function* failingAt(n: number) {
      for (let i = 0; i < n; i++) yield [`f${i}.json`, textOf(i, 1000)] as const;
      throw new Error('shard could not be made');
    }
    const error = await failureOf(writeAllOnThread(folder, failingAt(20), { level: LEVEL }));
    expect(error).toBeInstanceOf(OutputError);
    expect(error?.message).toBe(`${join(folder, 'f0.json')}: is a directory; give the path of a file, not of a folder`);
  });

  it('stops at a file it cannot write, names it, and starts no file after it', async () => {
    const folder = join(dir, 'index-shards');
    // 32 Ki-character files, eight to a batch: the first file fails, and no batch sent behind it is written.
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
