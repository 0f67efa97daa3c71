/**
 * The corpus fingerprint: SHA-256 over the sorted relative file names and raw bytes of the corpus files.
 * Raw bytes, not parsed text, so a whitespace-only edit still says "re-index"; names relative to the corpus
 * folder, so moving the folder changes nothing and renaming a file changes everything.
 */
import { engineSha256, hexOf, type Sha256Factory } from './sha256.ts';

/** One file of the corpus: its path relative to the corpus folder (`/`-separated) and its raw bytes. */
export interface SourceFile {
  path: string;
  bytes: Uint8Array;
}

/** NFC and `/`: macOS reports names decomposed, Windows with `\`; neither may move the fingerprint. */
export function normalizeRelativePath(path: string): string {
  return path.replace(/\\/gu, '/').normalize('NFC');
}

function lengthPrefix(length: number): Uint8Array {
  // 8-byte big-endian length, so that name/content boundaries cannot be shifted to forge a collision.
  const prefix = new Uint8Array(8);
  let rest = length;
  for (let i = 7; i >= 0; i--) {
    prefix[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return prefix;
}

/** `sha256:<hex>` over the files sorted by normalised path. Order of `files` does not matter; nor does the hasher. */
export function corpusFingerprint(files: readonly SourceFile[], createSha256: Sha256Factory = engineSha256): string {
  const hash = createSha256();
  const encoder = new TextEncoder();
  const sorted = files
    .map((file) => ({ path: normalizeRelativePath(file.path), bytes: file.bytes }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) {
    const name = encoder.encode(file.path);
    hash.update(lengthPrefix(name.length));
    hash.update(name);
    hash.update(lengthPrefix(file.bytes.length));
    hash.update(file.bytes);
  }
  return `sha256:${hexOf(hash)}`;
}
