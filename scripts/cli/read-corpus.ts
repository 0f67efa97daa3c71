/** Reads a corpus folder's documents from disk as raw bytes, with paths relative to the folder. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CorpusError, isCorpusDocumentPath, type SourceFile } from '../../src/engine/index.ts';

function walk(dir: string, root: string, into: SourceFile[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const path = relative(root, full).split(sep).join('/');
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(full, root, into);
    } else if (entry.isFile() && isCorpusDocumentPath(path)) {
      into.push({ path, bytes: new Uint8Array(readFileSync(full)) });
    }
  }
}

/**
 * Every document file under `corpusDir` (see `isCorpusDocumentPath`), in no particular order.
 * @throws CorpusError when the folder does not exist or is not a folder.
 */
export function readCorpus(corpusDir: string): SourceFile[] {
  checkCorpusFolder(corpusDir);
  const files: SourceFile[] = [];
  walk(corpusDir, corpusDir, files);
  return files;
}

/**
 * Throws the CorpusError `readCorpus` would for a folder that is missing or is a file: checked before anything else
 * (an index path inside a mistyped corpus folder is otherwise blamed for the folder it names).
 */
export function checkCorpusFolder(corpusDir: string): void {
  let isDirectory = false;
  try {
    isDirectory = statSync(corpusDir).isDirectory();
  } catch {
    throw new CorpusError('the corpus folder does not exist; check corpus.path in cairn.toml or the --corpus flag', { file: corpusDir });
  }
  if (!isDirectory) throw new CorpusError('is not a folder; corpus.path and --corpus name a folder of markdown documents', { file: corpusDir });
}
