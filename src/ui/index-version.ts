/** The short form of a corpus fingerprint used in the index URL (`index.json?v=…`), shared by the page and the build. */
export function indexVersion(fingerprint: string): string {
  // 16 hex digits (64 bits) tell builds apart; the full fingerprint is still checked after loading.
  return fingerprint.replace(/^sha256:/u, '').slice(0, 16);
}
