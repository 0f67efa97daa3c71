/** Writes a file so that readers see the old bytes or the new bytes, never a half-written file. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CairnError } from '../../src/engine/index.ts';
import { replaceFile } from './replace-file.ts';

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

/** The error for `file` when the file system refused it with `code`: why, and what to do. */
export function outputErrorFor(code: string | undefined, file: string): OutputError {
  return new OutputError(reason(code, file), { file });
}

/**
 * Writes to a temporary file beside `file`, then renames it into place (atomic on one file system). Creates the
 * folder when it is missing. On failure the temporary file is removed and `file` is as it was.
 * @throws OutputError naming `file`, why it could not be written and what to do.
 */
export function writeAtomically(file: string, contents: string | Uint8Array): void {
  let failed: NodeJS.ErrnoException | undefined;
  try {
    mkdirSync(dirname(file), { recursive: true });
  } catch (error) {
    failed = error as NodeJS.ErrnoException;
  }
  failed ??= replaceFile(file, contents);
  if (failed !== undefined) throw outputErrorFor(failed.code, file);
}

/**
 * Makes `folder` (and the folders above it) when missing, for a build that writes many files in it.
 * @throws OutputError naming the folder when a file stands in the way.
 */
export function makeFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new OutputError(`cannot be made a folder (${code}): a file stands where it or a folder above it should be; move that file, or write the index elsewhere`, {
      file: folder,
    });
  }
}
