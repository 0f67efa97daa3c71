/** Which files of a corpus folder are documents. One rule, shared by the build script and the in-page indexer. */

/**
 * True for a markdown document: a `.md` or `.markdown` file (any case) that is not a README and not hidden. A corpus
 * README describes the corpus to people and is not itself agency content to quote. (`.markdown` was skipped without a
 * word until an agency's trial renamed a document so and lost it.)
 * @param path relative to the corpus folder, `/`-separated.
 */
export function isCorpusDocumentPath(path: string): boolean {
  const parts = path.split('/');
  if (parts.some((part) => part.startsWith('.') || part === 'node_modules')) return false;
  return /^(?!readme\.[^.]+$).+\.(md|markdown)$/u.test(parts[parts.length - 1]!.toLowerCase());
}
