import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { canonicalJson } from './canonical-json.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { parseIndex, serializeIndex } from './index-format.ts';

const file = { path: 'a.md', bytes: new TextEncoder().encode('---\nid: a\ntitle: Alpha\nlang: en\n---\nSome words here.\n') };
const built = buildIndex([file], DEFAULT_SETTINGS).index!;

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1}');
  });
});

describe('parseIndex', () => {
  it('round-trips a serialised index', () => {
    const text = serializeIndex(built);
    expect(parseIndex(text, 'index.json')).toEqual(built);
    expect(serializeIndex(parseIndex(text, 'index.json'))).toBe(text);
  });

  it.each([
    ['not JSON', 'nope', 'index.json: is not a Cairn index (it is not valid JSON); rebuild it with `npm run build-index`'],
    ['another JSON file', '{"name":"x"}', 'index.json: is not a Cairn index (no "format": "cairn-index"); rebuild it with `npm run build-index`'],
    ['another version', '{"format":"cairn-index","version":0}', 'index.json: is index format version 0, and this Cairn reads version 4; rebuild it with `npm run build-index`'],
    ['a damaged index', '{"format":"cairn-index","version":4,"fingerprint":"x","settings":{},"documents":[],"languages":{},"passages":[{"id":"a#1"}]}',
      'index.json: is a damaged Cairn index ("calibration" is missing; passage 1 is malformed); rebuild it with `npm run build-index`'],
  ])('rejects %s with the exact message', (_case, text, message) => {
    expect(() => parseIndex(text, 'index.json')).toThrow(message);
  });
});
