/**
 * The files an operator chose, with paths relative to the chosen folder — from the folder picker
 * (`<input webkitdirectory>`) or from a drop — and their bytes, read here without blocking (`Blob.arrayBuffer`) and
 * then transferred to the indexer worker. Only what the indexer reads is read: documents and `cairn.toml`.
 */
import { isCorpusDocumentPath } from '../engine/format/corpus-files.ts';
import { CONFIG_FILE, type ChosenFile } from '../../workers/indexer-contract.ts';

/** A chosen file before it is read. */
export interface PickedFile {
  path: string;
  file: File;
}

/** `folder/sub/a.md` → `sub/a.md`: the picker names files from the chosen folder itself, the CLI from inside it. */
function insideTheFolder(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(slash + 1);
}

/** The files of a folder picker (or, without a folder, of a multiple-file picker). */
export function filesFromPicker(files: readonly File[]): PickedFile[] {
  return files.map((file) => ({ path: file.webkitRelativePath ? insideTheFolder(file.webkitRelativePath) : file.name, file }));
}

/** Folders no document can be in (see the engine's `isCorpusDocumentPath`): not walked, which spares a `.git`. */
function skipped(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every entry of a directory: `readEntries` hands them over in batches (100 in Chromium) until an empty one. */
async function entriesOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function collect(entry: FileSystemEntry, prefix: string, into: PickedFile[]): Promise<void> {
  if (skipped(entry.name)) return;
  if (entry.isFile) {
    into.push({ path: `${prefix}${entry.name}`, file: await fileOf(entry as FileSystemFileEntry) });
  } else if (entry.isDirectory) {
    for (const child of await entriesOf(entry as FileSystemDirectoryEntry)) await collect(child, `${prefix}${entry.name}/`, into);
  }
}

/**
 * The files of a drop. One folder dropped is the corpus folder (paths inside it, like the picker); loose files, or
 * several folders, are taken as they were dropped. Must be called during the drop event: a DataTransfer's items
 * are gone once the event handler returns, so the entries are taken before the first await.
 */
export function filesFromDrop(transfer: DataTransfer): Promise<PickedFile[]> {
  const entries = [...transfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry())
    .filter((entry): entry is FileSystemEntry => entry !== null);
  const files = [...transfer.files];
  return (async () => {
    // Without the entries API (or for files a script built), the flat file list is all there is.
    if (entries.length === 0) return files.map((file) => ({ path: file.name, file }));
    const picked: PickedFile[] = [];
    const [only] = entries;
    if (entries.length === 1 && only!.isDirectory) {
      for (const child of await entriesOf(only as FileSystemDirectoryEntry)) await collect(child, '', picked);
    } else {
      for (const entry of entries) await collect(entry, '', picked);
    }
    return picked;
  })();
}

/** True for a document the indexer will read (the engine's rule), as opposed to the config or anything else. */
export function isDocument(file: PickedFile): boolean {
  return isCorpusDocumentPath(file.path);
}

/** The files the indexer reads from a chosen folder: its documents, and `cairn.toml` at its root. */
export function indexerInputs(picked: readonly PickedFile[]): PickedFile[] {
  return picked.filter((p) => p.path === CONFIG_FILE || isDocument(p));
}

/**
 * Reads at most this many files at once. Starting a read costs the main thread about half a millisecond (measured:
 * 1,000 reads started in one go made a 515 ms task); a few at a time spreads that over many short tasks while the
 * reads themselves overlap.
 */
const CONCURRENT_READS = 8;

async function readOne({ path, file }: PickedFile): Promise<ChosenFile> {
  try {
    return { path, bytes: new Uint8Array(await file.arrayBuffer()) };
  } catch (error) {
    return { path, unreadable: (error as Error).name };
  }
}

/**
 * The bytes of `wanted` (see `indexerInputs`), in order, read asynchronously so the main thread never waits on
 * the disk. A file that cannot be read any more is named, not dropped, so the indexer reports it as the CLI would
 * report a bad file.
 */
export async function readChosen(wanted: readonly PickedFile[]): Promise<ChosenFile[]> {
  const read: ChosenFile[] = new Array(wanted.length);
  let next = 0;
  const reader = async () => {
    while (next < wanted.length) {
      const at = next++;
      read[at] = await readOne(wanted[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, wanted.length) }, reader));
  return read;
}
