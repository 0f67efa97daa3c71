/**
 * The method a value may carry to write its own canonical JSON: exactly the text `canonicalJson` writes for the record
 * it stands for, made without making that record. The build holds a passage's counts as numbers (`CountedPassage`),
 * and the records made to write them were most of the digest's time (docs/evidence.md, "Session 18: the build's digest
 * and its threads"). Not `toJSON`, which `canonicalJson` never reads: front matter can hold values with one (a YAML
 * timestamp is a `Date`; YAML binary a Node `Buffer`, and in the browser a `Uint8Array`, which has none), and the
 * index writes them as it always has, the same from Node and from the page.
 */
export const CANONICAL = Symbol('canonical');

/** The value's own canonical text, when it writes one. */
const ownText = (value: unknown): string | undefined =>
  typeof (value as { [CANONICAL]?: unknown } | null)?.[CANONICAL] === 'function' ? (value as { [CANONICAL](): string })[CANONICAL]() : undefined;

/**
 * Canonical JSON: object keys sorted by UTF-16 code unit (locale-independent), no whitespace. The same value
 * serialises to the same bytes on every runtime, which is what makes "two builds, one hash" testable. An object with a
 * `CANONICAL` method is written as the text it returns (the build's passages are such).
 */
export function canonicalJson(value: unknown): string {
  const own = ownText(value);
  if (own !== undefined) return own;
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  // Most of an index is already in canonical order (the build writes sorted records): the engine's own serialiser
  // then writes the same bytes, several times faster than sorting and joining every object's members again.
  if (inCanonicalOrder(value)) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}

/**
 * True when `JSON.stringify` writes exactly `canonicalJson`'s text for `value`: every object's own keys already in
 * code-unit order (`JSON.stringify` writes them in the order `Object.keys` lists them, integer-like keys first), and
 * nothing that `JSON.stringify` reads differently — a `toJSON` method, an array with a hole (`canonicalJson` leaves it
 * empty, `JSON.stringify` writes `null`), an object that is not a plain record or array (a boxed string, number or
 * boolean, which `JSON.stringify` unwraps; a class instance), or a value that is not a string, number, boolean, null,
 * array or such an object. Undefined members are left out by both; an undefined element is `null` in both.
 */
function inCanonicalOrder(value: object): boolean {
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || !plainInOrder(value[i])) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    if (i > 0 && !(keys[i - 1]! < keys[i]!)) return false;
    if (!plainInOrder((value as Record<string, unknown>)[keys[i]!])) return false;
  }
  return true;
}

function plainInOrder(item: unknown): boolean {
  switch (typeof item) {
    case 'string':
    case 'boolean':
    case 'undefined':
    case 'number':
      return true;
    case 'object':
      return item === null || inCanonicalOrder(item);
    default:
      return false;
  }
}

/**
 * The same text as `canonicalJson`, in pieces: the members and elements of the top `depth` levels one by one, and
 * each value below them whole. For a value whose text is longer than a string may be: at a million passages an
 * index's canonical JSON passes V8's longest string (about 2²⁹ characters), and its digest is hashed from the pieces
 * (each passage is one). A piece never splits a string, so never a surrogate pair.
 */
export function* canonicalJsonPieces(value: unknown, depth = 2): Generator<string, void, undefined> {
  const own = ownText(value);
  if (own !== undefined) {
    yield own;
    return;
  }
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
