/** One file replaced whole, with nothing but Node: what `writeAtomically` and the build's writing thread both do. */
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `contents` to a temporary file beside `file`, then renames it into place (atomic on one file system); the
 * folder must exist. On failure the temporary file is removed, `file` is as it was, and the file system's error is
 * returned; undefined when the file was written.
 */
export function replaceFile(file: string, contents: string | Uint8Array): NodeJS.ErrnoException | undefined {
  const temporary = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
    return undefined;
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Something else (a folder) already had the temporary name: it is not ours to remove.
    }
    return error as NodeJS.ErrnoException;
  }
}
