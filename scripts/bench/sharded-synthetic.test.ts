/**
 * The sharded index of a generated corpus large enough that every kind of shard is listed in pages of names, and
 * small shards so a question spans many: it answers the corpus's questions byte for byte as the single file does.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, canonicalJson, createEngine, createShardedEngine, defaultConfig, parseManifest, shardIndex } from '../../src/engine/index.ts';
import { syntheticCorpus } from './synthetic-corpus.ts';

const corpus = syntheticCorpus(3000, 7);
const index = buildIndex(corpus.files, defaultConfig().settings).index!;
const { manifest, shards } = shardIndex(index, { termShardBytes: 1024, passageShardBytes: 256, documentShardBytes: 256 });
const parsed = parseManifest(manifest, 'index.json');

describe('a sharded generated corpus', () => {
  it('lists every kind of shard in pages of names', () => {
    expect([parsed.terms.paged, parsed.documentShards.paged, parsed.passageShards.paged]).toEqual([true, true, true]);
    expect(parsed.terms.count).toBeGreaterThan(256);
    expect(parsed.terms.perPage).toBe(Math.ceil(Math.sqrt(parsed.terms.count / 8)));
    expect(parsed.terms.names).toHaveLength(Math.ceil(parsed.terms.count / parsed.terms.perPage!));
  });

  it('answers 150 of its questions byte for byte as the single file, explain trace included', async () => {
    const single = createEngine(index);
    const fetched: string[] = [];
    const sharded = createShardedEngine(parsed, async (name) => {
      fetched.push(name);
      return shards.get(name)!;
    });
    const answered = new Set<string>();
    for (const { question } of corpus.questions.slice(0, 150)) {
      const expected = single.ask(question, { asOf: '2026-11-30', explain: true });
      answered.add(expected.outcome.kind);
      expect(canonicalJson(await sharded.ask(question, { asOf: '2026-11-30', explain: true }))).toBe(canonicalJson(expected));
    }
    expect(answered).toEqual(new Set(['answer', 'refusal', 'related']));
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched.length).toBeLessThan(shards.size);
  });
});
