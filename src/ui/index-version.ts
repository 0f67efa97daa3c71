/** The short form of an index digest used in the index URL (`index.json?v=…`), shared by the page and the build. */
export function indexVersion(digest: string): string {
  // 16 hex digits (64 bits) tell builds apart; the full digest is still checked after loading.
  return digest.replace(/^sha256:/u, '').slice(0, 16);
}
