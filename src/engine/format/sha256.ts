/**
 * SHA-256 for the index's names and digests: the engine's own, pure JavaScript, the same on every runtime; or one a
 * runtime gives faster (Node's `crypto.createHash('sha256')`), handed in by the caller — the engine imports nothing of
 * Node. Every hasher gives the same bytes, so which one ran never shows in an index.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** An incremental SHA-256: fed bytes, then read once. */
export interface Sha256 {
  /** Reads `data` before it returns: the caller may fill the same bytes again. */
  update(data: Uint8Array): unknown;
  digest(): Uint8Array;
}

/** Makes a fresh `Sha256`. */
export type Sha256Factory = () => Sha256;

/** The engine's own SHA-256 (`@noble/hashes`): what every caller gets unless it hands in another. */
export const engineSha256: Sha256Factory = () => sha256.create();

/** `sha256:<hex>` of the UTF-8 of `text`. */
export function sha256Of(text: string, createSha256: Sha256Factory = engineSha256): string {
  const hash = createSha256();
  hash.update(new TextEncoder().encode(text));
  return `sha256:${hexOf(hash)}`;
}

/** The lowercase hex of a hasher's digest. */
export function hexOf(hash: Sha256): string {
  return bytesToHex(hash.digest());
}
