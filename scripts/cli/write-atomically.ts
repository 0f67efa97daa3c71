/** Writes a file so that readers see the old bytes or the new bytes, never a half-written file. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CairnError } from '../../src/engine/index.ts';

/** A file could not be written where it was asked for; nothing was left behind. */
export class OutputError extends CairnError {
  override name = 'OutputError';
}

/** Why `file` could not be written, and what to do, for the file system's error `code`. */
function reason(code: string | undefined, file: string): string {
  if (code === 'EISDIR') return 'is a directory; give the path of a file, not of a folder';
  // mkdir reports a file in the way as EEXIST; writing below a file, ENOTDIR.
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EEXIST') {
    return `cannot be written: its folder ${dirname(file)} is missing or is not a folder (${code}); write the file in an existing folder`;
  }
  return `cannot be written (${code ?? 'unknown error'}); check that its folder can be written to, or write the file somewhere else`;
}

/**
 * Writes to a temporary file beside `file`, then renames it into place (atomic on one file system). Creates the
 * folder when it is missing. On failure the temporary file is removed and `file` is as it was.
 * @throws OutputError naming `file`, why it could not be written and what to do.
 */
export function writeAtomically(file: string, contents: string | Uint8Array): void {
  const temporary = `${file}.tmp-${process.pid}`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Something else (a folder) already had the temporary name: it is not ours to remove.
    }
    throw new OutputError(reason((error as NodeJS.ErrnoException).code, file), { file });
  }
}

/** Files written at once by `writeAllAtomically`: enough to keep the file system's threads busy. */
const WRITE_CONCURRENCY = 32;

/** One file as `writeAtomically` writes it, without blocking: the folder must exist. */
async function writeOne(file: string, contents: string | Uint8Array): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}`;
  try {
    await writeFile(temporary, contents);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {
      // As in writeAtomically: a folder with the temporary name is not ours to remove.
    });
    throw new OutputError(reason((error as NodeJS.ErrnoException).code, file), { file });
  }
}

/**
 * `writeAtomically` for every file of `files`, all in `folder` (created when missing), several at a time: at 100,000
 * passages a sharded index is 27,000 files, 4.6 s one after another. `files` is read as the writes go, so a generator
 * that makes each file as it is asked for has only the files under way held. `alongside(contents)`, when given, runs
 * beside each file's write (the build measures each shard gzipped) and a failure of it counts as the write's. Each file
 * is whole or absent; on the first failure no further file is started, the ones under way finish, and the failure is
 * thrown.
 * @throws OutputError naming the file that could not be written, why, and what to do.
 */
export async function writeAllAtomically<Contents extends string | Uint8Array>(
  folder: string,
  files: Iterable<readonly [string, Contents]>,
  alongside?: (contents: Contents) => Promise<unknown>,
): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new OutputError(`cannot be made a folder (${code}): a file stands where it or a folder above it should be; move that file, or write the index elsewhere`, {
      file: folder,
    });
  }
  const queue = files[Symbol.iterator]();
  let failure: unknown;
  /** The next file, or none once the files end or one fails to be made (the failure kept, the writes under way let finish). */
  const take = (): IteratorResult<readonly [string, Contents]> => {
    try {
      return queue.next();
    } catch (error) {
      failure ??= error;
      return { done: true, value: undefined };
    }
  };
  const lane = async (): Promise<void> => {
    for (let next = take(); !next.done && failure === undefined; next = take()) {
      const [name, contents] = next.value;
      // Both settled before a failure counts, so no write is under way when it is thrown.
      const [written, beside] = await Promise.allSettled([writeOne(join(folder, name), contents), alongside?.(contents)]);
      if (written.status === 'rejected') failure ??= written.reason;
      if (beside.status === 'rejected') failure ??= beside.reason;
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, lane));
  if (failure !== undefined) throw failure;
}
