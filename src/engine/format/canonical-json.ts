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
 * The same text as `canonicalJson`, handed to `write` in pieces: the members and elements of the top `depth` levels
 * one by one, and each value below them whole. For a value whose text is longer than a string may be: at a million
 * passages an index's canonical JSON passes V8's longest string (about 2²⁹ characters), and its digest is hashed from
 * the pieces (each passage is one). A piece never splits a string, so never a surrogate pair.
 */
export function writeCanonicalJson(value: unknown, write: (piece: string) => void, depth = 2): void {
  if (depth === 0 || value === null || typeof value !== 'object') {
    write(canonicalJson(value));
    return;
  }
  if (Array.isArray(value)) {
    write('[');
    value.forEach((item, i) => {
      if (i > 0) write(',');
      writeCanonicalJson(item, write, depth - 1);
    });
    write(']');
    return;
  }
  write('{');
  let first = true;
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    write(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    writeCanonicalJson(item, write, depth - 1);
  }
  write('}');
}
