/** The document view's address, so a citation can be shared (DESIGN.md, "Citations a person reads"). */

/**
 * The document view's address: `#document=<id>&passage=<id>`, so a citation can be shared and opens where it points.
 * Undefined for any other fragment.
 */
export function documentFragmentOf(hash: string): { doc: string; passage: string | undefined } | undefined {
  if (!hash.startsWith('#document=')) return undefined;
  const params = new URLSearchParams(hash.slice(1));
  const doc = params.get('document');
  return doc === null || doc === '' ? undefined : { doc, passage: params.get('passage') ?? undefined };
}

/** The fragment that opens `doc` at `passage`, or at its start when `passage` is '' (a related document: none cited). */
export function documentFragment(doc: string, passage: string): string {
  return `#${new URLSearchParams(passage === '' ? { document: doc } : { document: doc, passage }).toString()}`;
}
