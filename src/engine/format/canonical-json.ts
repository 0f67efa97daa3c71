/**
 * Canonical JSON: object keys sorted by UTF-16 code unit (locale-independent), no whitespace. The same value
 * serialises to the same bytes on every runtime, which is what makes "two builds, one hash" testable.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}

/**
 * The same text as `canonicalJson`, in pieces: the members and elements of the top `depth` levels one by one, and
 * each value below them whole. For a value whose text is longer than a string may be: at a million passages an
 * index's canonical JSON passes V8's longest string (about 2²⁹ characters), and its digest is hashed from the pieces
 * (each passage is one). A piece never splits a string, so never a surrogate pair.
 */
export function* canonicalJsonPieces(value: unknown, depth = 2): Generator<string, void, undefined> {
  if (depth === 0 || value === null || typeof value !== 'object') {
    yield canonicalJson(value);
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (const [i, item] of value.entries()) {
      if (i > 0) yield ',';
      yield* canonicalJsonPieces(item, depth - 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* canonicalJsonPieces(item, depth - 1);
  }
  yield '}';
}
