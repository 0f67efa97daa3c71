import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutputError, writeAtomically } from './write-atomically.ts';

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

  it('replaces the file through a new one, so a reader holding the old file keeps it whole', () => {
    const file = join(dir, 'index.json');
    writeFileSync(file, 'old');
    linkSync(file, join(dir, 'held'));
    writeAtomically(file, 'new');
    expect([readFileSync(file, 'utf8'), readFileSync(join(dir, 'held'), 'utf8')]).toEqual(['new', 'old']);
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
