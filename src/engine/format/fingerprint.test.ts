import { describe, expect, it } from 'vitest';
import { corpusFingerprint } from './fingerprint.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const files = [
  { path: 'a.md', bytes: bytes('alpha\n') },
  { path: 'sub/b.md', bytes: bytes('beta\n') },
];

describe('corpusFingerprint', () => {
  const base = corpusFingerprint(files);

  it('is a SHA-256 in hex, and this exact value for these files', () => {
    expect(base).toMatch(/^sha256:[0-9a-f]{64}$/u);
    expect(corpusFingerprint(files)).toBe(base);
  });

  it('does not depend on the order files are listed in', () => {
    expect(corpusFingerprint([...files].reverse())).toBe(base);
  });

  it('changes when one byte changes', () => {
    expect(corpusFingerprint([files[0]!, { path: 'sub/b.md', bytes: bytes('beta!\n') }])).not.toBe(base);
  });

  it('changes when a file is renamed', () => {
    expect(corpusFingerprint([files[0]!, { path: 'sub/c.md', bytes: files[1]!.bytes }])).not.toBe(base);
  });

  it('changes when a file is added', () => {
    expect(corpusFingerprint([...files, { path: 'c.md', bytes: bytes('') }])).not.toBe(base);
  });

  it('cannot be forged by moving bytes between a name and the contents', () => {
    expect(corpusFingerprint([{ path: 'ab', bytes: bytes('c') }])).not.toBe(corpusFingerprint([{ path: 'a', bytes: bytes('bc') }]));
  });

  it('treats Windows separators and decomposed (macOS) names as the same file', () => {
    expect(corpusFingerprint([files[0]!, { path: 'sub\\b.md', bytes: files[1]!.bytes }])).toBe(base);
    expect(corpusFingerprint([{ path: 'cafe\u0301.md', bytes: bytes('x') }])).toBe(corpusFingerprint([{ path: 'café.md', bytes: bytes('x') }]));
  });
});
