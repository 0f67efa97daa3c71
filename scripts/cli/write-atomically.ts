/** Writes a file so that readers see the old bytes or the new bytes, never a half-written file. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
