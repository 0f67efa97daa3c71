import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8Offset } from './decode-utf8.ts';

describe('firstInvalidUtf8Offset', () => {
  it.each([
    ['ASCII', [0x61, 0x62], -1],
    ['two-, three- and four-byte sequences', [0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80], -1],
    ['a stray continuation byte', [0x61, 0x80], 1],
    ['an overlong encoding of "/"', [0xc0, 0xaf], 0],
    ['an encoded UTF-16 surrogate', [0xed, 0xa0, 0x80], 0],
    ['a truncated sequence at the end', [0x61, 0xe2, 0x82], 1],
    ['a Latin-1 é', [0x63, 0x61, 0x66, 0xe9], 3],
  ])('%s', (_case, input, expected) => {
    expect(firstInvalidUtf8Offset(new Uint8Array(input))).toBe(expected);
  });
});

describe('decodeUtf8', () => {
  it('drops a byte-order mark', () => {
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]), 'x.md')).toBe('hi');
  });

  it('names the file and line of the first bad byte', () => {
    expect(() => decodeUtf8(new Uint8Array([0x61, 0x0a, 0x62, 0x0a, 0xe9]), 'd/x.md')).toThrow(
      'd/x.md:3: not valid UTF-8 (byte 0xE9 at offset 4); re-save the file as UTF-8',
    );
  });
});
