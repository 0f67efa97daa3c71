import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildIndex, serializeIndex, type CairnIndex } from '../../src/engine/index.ts';
import { syntheticCorpus } from '../bench/synthetic-corpus.ts';
import { loadConfig } from './load-config.ts';
import { readCorpus } from './read-corpus.ts';
import { GZIP_LEVEL, singleFileGzipped } from './single-file-size.ts';

function built(files: Parameters<typeof buildIndex>[0], settings = loadConfig({}).config.settings): CairnIndex {
  const { index, errors } = buildIndex(files, settings);
  if (index === undefined) throw new Error(errors.map((e) => e.message).join('; '));
  return index;
}

const wholeGzipped = (index: CairnIndex) => gzipSync(new TextEncoder().encode(serializeIndex(index)), { level: GZIP_LEVEL }).length;

describe('singleFileGzipped', () => {
  const demo = built(readCorpus(loadConfig({}).corpusDir));

  it('is the size of the whole file gzipped, when it is within the limit', async () => {
    const whole = wholeGzipped(demo);
    expect(await singleFileGzipped(demo, 1024 * 1024)).toBe(whole);
    expect(await singleFileGzipped(demo, whole)).toBe(whole);
  });

  it('is undefined one byte under the size', async () => {
    expect(await singleFileGzipped(demo, wholeGzipped(demo) - 1)).toBeUndefined();
  });

  // Over a megabyte of text, so the file is compressed in several pieces and can stop before the end.
  const large = built(syntheticCorpus(3_000, 7).files);

  it('compressed in pieces, is the size of the whole file compressed at once', async () => {
    const whole = wholeGzipped(large);
    expect(serializeIndex(large).length).toBeGreaterThan(2 * (1 << 20));
    expect(await singleFileGzipped(large, whole)).toBe(whole);
  });

  it('stops reading the index once the output passes the limit', async () => {
    // A last passage that throws when read: reached only if compression goes on past the limit.
    const trap = { ...large.passages.at(-1)! };
    Object.defineProperty(trap, 'body', { enumerable: true, get: () => { throw new Error('read past the limit'); } });
    const trapped = { ...large, passages: [...large.passages.slice(0, -1), trap] };
    await expect(singleFileGzipped(trapped, large.passages.length * 10_000)).rejects.toThrow('read past the limit');
    expect(await singleFileGzipped(trapped, 1000)).toBeUndefined();
  });
});
