import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, corpusFingerprint, defaultConfig, indexDigest, serializeIndex, shardIndex } from '../../src/engine/index.ts';
import { sha256Of } from '../../src/engine/format/sha256.ts';
import { syntheticCorpus } from '../bench/synthetic-corpus.ts';
import { nodeSha256 } from './node-sha256.ts';

describe('nodeSha256', () => {
  it('gives the SHA-256 of the standard\'s test vector', () => {
    expect(sha256Of('abc', nodeSha256)).toBe('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives the engine\'s own digest of any text, and any corpus fingerprint', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(sha256Of(text, nodeSha256)).toBe(sha256Of(text));
      }),
      { numRuns: 300, seed: 5 },
    );
    fc.assert(
      fc.property(fc.array(fc.record({ path: fc.stringMatching(/^[a-z]{1,8}\.md$/u), bytes: fc.uint8Array({ maxLength: 200 }) }), { maxLength: 6 }), (files) => {
        expect(corpusFingerprint(files, nodeSha256)).toBe(corpusFingerprint(files));
      }),
      { numRuns: 200, seed: 6 },
    );
  });

  it('builds and shards the same bytes as the engine\'s own SHA-256', () => {
    const { files } = syntheticCorpus(300, 20240601);
    const { settings } = defaultConfig();
    const own = buildIndex(files, settings);
    const node = buildIndex(files, settings, { sha256: nodeSha256 });
    expect(serializeIndex(node.index!)).toBe(serializeIndex(own.index!));
    expect(indexDigest(own.index!, nodeSha256)).toBe(own.index!.digest);
    const ownShards = shardIndex(own.index!, { termShardBytes: 512, passageShardBytes: 512 });
    const nodeShards = shardIndex(node.index!, { termShardBytes: 512, passageShardBytes: 512, sha256: nodeSha256 });
    expect(nodeShards.manifest).toBe(ownShards.manifest);
    expect([...nodeShards.shards]).toEqual([...ownShards.shards]);
    expect(ownShards.shards.size).toBe(750);
  });
});
