import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutputError, writeAllAtomically, writeAtomically } from './write-atomically.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cairn-write-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function errorOf(write: () => void): OutputError {
  try {
    write();
  } catch (error) {
    if (error instanceof OutputError) return error;
    throw error;
  }
  throw new Error('expected an OutputError');
}

describe('writeAtomically', () => {
  it('replaces the file whole and leaves no temporary file', () => {
    const file = join(dir, 'index.json');
    writeFileSync(file, 'old');
    writeAtomically(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['index.json']);
  });

  it('creates a missing folder', () => {
    const file = join(dir, 'dist-single', 'cairn.html');
    writeAtomically(file, new TextEncoder().encode('<p>'));
    expect(readFileSync(file, 'utf8')).toBe('<p>');
  });

  it('removes its temporary file when the rename fails, and names the path and the fix', () => {
    const target = join(dir, 'index.json');
    mkdirSync(target);
    writeFileSync(join(target, 'inside.txt'), 'kept');
    const error = errorOf(() => writeAtomically(target, 'new'));
    expect(error.message).toBe(`${target}: is a directory; give the path of a file, not of a folder`);
    expect(error.name).toBe('OutputError');
    expect(readdirSync(dir)).toEqual(['index.json']);
    expect(readdirSync(target)).toEqual(['inside.txt']);
  });

  it('names the path when its folder cannot be made because a file is in the way', () => {
    const blocker = join(dir, 'notes.txt');
    writeFileSync(blocker, 'a file');
    const file = join(blocker, 'index.json');
    expect(errorOf(() => writeAtomically(file, 'new')).message).toBe(
      `${file}: cannot be written: its folder ${blocker} is missing or is not a folder (EEXIST); write the file in an existing folder`,
    );
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });
});

describe('writeAllAtomically', () => {
  it('writes every file, creating the folder, and leaves no temporary file', async () => {
    const folder = join(dir, 'index-shards');
    const files = Array.from({ length: 100 }, (_, n) => [`shard-${String(n).padStart(3, '0')}.json`, `{"n":${n}}`] as const);
    await writeAllAtomically(folder, files);
    expect(readdirSync(folder).sort()).toEqual(files.map(([name]) => name));
    for (const [name, text] of files) expect(readFileSync(join(folder, name), 'utf8')).toBe(text);
  });

  it('reads the files as it writes them, and runs `alongside` beside each write; a failure there stops the writes', async () => {
    const folder = join(dir, 'index-shards');
    let made = 0;
    let mostUnderWay = 0;
    const finished = new Set<string>();
    function* lazily() {
      for (let n = 0; n < 200; n++) {
        made++;
        mostUnderWay = Math.max(mostUnderWay, made - finished.size);
        yield [`shard-${n}.json`, `{"n":${n}}`] as const;
      }
    }
    await writeAllAtomically(folder, lazily(), async (text) => {
      await Promise.resolve();
      finished.add(text);
    });
    expect([made, finished.size, readdirSync(folder).length]).toEqual([200, 200, 200]);
    // Never more than one file per lane made ahead of the writes.
    expect(mostUnderWay).toBeLessThanOrEqual(32);
    const failing = join(dir, 'failing');
    let caught: unknown;
    await writeAllAtomically(failing, lazily(), async (text) => {
      if (text === '{"n":3}') throw new Error('measuring failed');
    }).catch((error: unknown) => (caught = error));
    expect((caught as Error).message).toBe('measuring failed');
    expect(readdirSync(failing).length).toBeLessThan(100);
  });

  it('lets the writes under way finish before it reports a file that could not be made', async () => {
    const folder = join(dir, 'made-failing');
    function* failingAt(n: number) {
      for (let i = 0; i < n; i++) yield [`shard-${i}.json`, 'x'.repeat(1 << 20)] as const;
      throw new Error('shard could not be made');
    }
    let caught: unknown;
    await writeAllAtomically(folder, failingAt(40)).catch((error: unknown) => (caught = error));
    expect((caught as Error).message).toBe('shard could not be made');
    // Nothing left half-written or still being written once it has rejected: every file there is whole.
    const left = readdirSync(folder);
    expect(left.filter((name) => name.includes('.tmp-'))).toEqual([]);
    for (const name of left) expect(readFileSync(join(folder, name), 'utf8').length).toBe(1 << 20);
    expect(left.length).toBe(40);
  });

  it('stops at a file it cannot write, names it, and leaves every other file whole or absent', async () => {
    const folder = join(dir, 'index-shards');
    // The first file fails: by then the other lanes have each written about one file, far from all 2,000.
    mkdirSync(join(folder, 'shard-0000.json'), { recursive: true });
    const files = Array.from({ length: 2_000 }, (_, n) => [`shard-${String(n).padStart(4, '0')}.json`, `{"n":${n}}`] as const);
    let caught: unknown;
    await writeAllAtomically(folder, files).catch((error: unknown) => (caught = error));
    expect(caught).toBeInstanceOf(OutputError);
    expect((caught as OutputError).message).toBe(`${join(folder, 'shard-0000.json')}: is a directory; give the path of a file, not of a folder`);
    const left = readdirSync(folder);
    expect(left.filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(left).toContain('shard-0000.json');
    expect(left.length).toBeLessThan(1_000);
    for (const name of left.filter((n) => n !== 'shard-0000.json')) expect(readFileSync(join(folder, name), 'utf8')).toBe(files.find(([f]) => f === name)![1]);
  });

  it('names the folder when it cannot be made', async () => {
    const blocker = join(dir, 'notes.txt');
    writeFileSync(blocker, 'a file');
    let caught: unknown;
    await writeAllAtomically(join(blocker, 'shards'), [['a.json', '{}']]).catch((error: unknown) => (caught = error));
    expect((caught as OutputError).message).toBe(
      `${join(blocker, 'shards')}: cannot be made a folder (ENOTDIR): a file stands where it or a folder above it should be; move that file, or write the index elsewhere`,
    );
  });

  it('names the folder when a file has its name', async () => {
    const folder = join(dir, 'index-shards');
    writeFileSync(folder, 'a file');
    let caught: unknown;
    await writeAllAtomically(folder, [['a.json', '{}']]).catch((error: unknown) => (caught = error));
    expect((caught as OutputError).message).toBe(
      `${folder}: cannot be made a folder (EEXIST): a file stands where it or a folder above it should be; move that file, or write the index elsewhere`,
    );
    expect(readFileSync(folder, 'utf8')).toBe('a file');
  });
});
