/**
 * Edits of a real index's text for `fuzz-properties.ts`: a key deleted or a value replaced at any depth (the JSON
 * written again canonically), the text cut, a character changed or inserted, the digest member moved, the same JSON
 * spelt another way. `pick` chooses the path or the position, modulo how many there are, so every mutation applies to
 * any text and shrinks.
 */
import fc from 'fast-check';
import type { JsonValue } from 'fast-check';
import { canonicalJson } from '../../src/engine/index.ts';
import { LONE_SURROGATE } from './fuzz-inputs.ts';

const charsOf = (text: string): fc.Arbitrary<string> => fc.constantFrom(...Array.from(text));

/** One edit of index text: at the JSON level (re-serialised), or on the characters themselves. */
export type Mutation =
  | { kind: 'delete'; pick: number }
  | { kind: 'replace'; pick: number; value: JsonValue }
  | { kind: 'truncate'; pick: number }
  | { kind: 'flip'; pick: number; char: string }
  | { kind: 'insert'; pick: number; text: string }
  | { kind: 'move-digest'; pick: number }
  | { kind: 'respell'; style: 'indent' | 'json-stringify' | 'no-final-newline' | 'byte-order-mark' | 'crlf' };

/** Any JSON value, some of them long or deep, with key names that trip naive objects. */
const JSON_VALUE: fc.Arbitrary<JsonValue> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 6 },
  { arbitrary: fc.constantFrom<JsonValue>(null, 0, -1, 1, 0.5, 1e308, -0, 2 ** 53, '', 'en', 'a#1', 'sha256:', [], {}, JSON.parse('{"__proto__":{"en":1}}') as JsonValue, ['en']), weight: 3 },
  { arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'toString', 'en', 'digest', ''), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }), weight: 1 },
);
const pick = fc.nat();

/** One mutation. */
export const MUTATION: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('replace' as const), pick, value: JSON_VALUE }),
  fc.record({ kind: fc.constant('truncate' as const), pick }),
  fc.record({ kind: fc.constant('flip' as const), pick, char: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), charsOf('0123456789abcdef"{}[],:\\ \n'), LONE_SURROGATE) }),
  fc.record({ kind: fc.constant('insert' as const), pick, text: fc.oneof(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 4 }), fc.constantFrom(' ', '\n', ',', '{}', '"x":1,', '\uFEFF')) }),
  fc.record({ kind: fc.constant('move-digest' as const), pick }),
  fc.record({ kind: fc.constant('respell' as const), style: fc.constantFrom('indent' as const, 'json-stringify' as const, 'no-final-newline' as const, 'byte-order-mark' as const, 'crlf' as const) }),
);

type JsonPath = Array<string | number>;

/** Every path to a value inside `value`, parents before children. */
function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (value === null || typeof value !== 'object') return [];
  const keys: Array<string | number> = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key])]);
}

function parentOf(root: unknown, path: JsonPath): Record<string | number, unknown> {
  return path.slice(0, -1).reduce<any>((node, key) => node[key], root) as Record<string | number, unknown>;
}

/** Applies a JSON-level edit to a parsed copy of `text`; text that is no longer JSON is left as it is. */
function editJson(text: string, edit: (data: unknown) => void): string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  edit(data);
  return `${canonicalJson(data)}\n`;
}

/** The index text after one mutation: `pick` chooses the path or the position, modulo how many there are. */
export function applyMutation(text: string, mutation: Mutation): string {
  switch (mutation.kind) {
    case 'delete':
    case 'replace':
      return editJson(text, (data) => {
        const paths = pathsOf(data);
        if (paths.length === 0) return;
        const path = paths[mutation.pick % paths.length]!;
        const parent = parentOf(data, path);
        const key = path[path.length - 1]!;
        if (mutation.kind === 'replace') parent[key] = mutation.value;
        else if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
      });
    case 'truncate':
      return text.slice(0, mutation.pick % (text.length + 1));
    case 'flip': {
      const at = mutation.pick % Math.max(text.length, 1);
      return text.slice(0, at) + mutation.char + text.slice(at + 1);
    }
    case 'insert': {
      const at = mutation.pick % (text.length + 1);
      return text.slice(0, at) + mutation.text + text.slice(at);
    }
    case 'move-digest': {
      // The digest member placed before another member, at any depth: same content, another spelling.
      const found = /"digest":"sha256:[0-9a-f]{64}",/u.exec(text);
      if (found === null) return text;
      const rest = text.slice(0, found.index) + text.slice(found.index + found[0].length);
      const places = [...rest.matchAll(/[{,]"/gu)].map((m) => m.index + 1);
      if (places.length === 0) return text;
      const at = places[mutation.pick % places.length]!;
      return rest.slice(0, at) + found[0] + rest.slice(at);
    }
    case 'respell':
      switch (mutation.style) {
        case 'indent':
          return respellJson(text, (data) => JSON.stringify(data, null, 2));
        case 'json-stringify':
          return respellJson(text, (data) => JSON.stringify(data));
        case 'no-final-newline':
          return text.endsWith('\n') ? text.slice(0, -1) : text;
        case 'byte-order-mark':
          return `\uFEFF${text}`;
        case 'crlf':
          return text.replace(/\n/gu, '\r\n');
      }
  }
}

function respellJson(text: string, write: (data: unknown) => string): string {
  try {
    return `${write(JSON.parse(text))}\n`;
  } catch {
    return text;
  }
}
