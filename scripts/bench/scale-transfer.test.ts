import { describe, expect, it } from 'vitest';
import { buildIndex, DEFAULT_SETTINGS, parseManifest, shardIndex } from '../../src/engine/index.ts';
import { nearestRank, peakKiBOf, sessionTransfers, shardKindOf } from './scale-transfer.ts';

describe('sessionTransfers', () => {
  it('counts each file once, on the question that first fetched it', () => {
    const sizes: Record<string, number> = { manifest: 100, a: 10, b: 20, c: 40 };
    expect(sessionTransfers([['manifest', 'a', 'b'], ['a', 'c'], ['b'], []], (f) => sizes[f]!)).toEqual([
      { files: 3, bytes: 130 },
      { files: 1, bytes: 40 },
      { files: 0, bytes: 0 },
      { files: 0, bytes: 0 },
    ]);
  });

  it('counts a file listed twice in one question once', () => {
    expect(sessionTransfers([['a', 'a']], () => 7)).toEqual([{ files: 1, bytes: 7 }]);
  });
});

describe('nearestRank', () => {
  it.each([
    [50, 3],
    [95, 5],
    [100, 5],
    [0, 1],
    [20, 1],
    [21, 2],
  ])('gives the p%i value of 1…5 as %i', (p, expected) => {
    expect(nearestRank([5, 3, 1, 4, 2], p)).toBe(expected);
  });

  it('is NaN for no values', () => {
    expect(nearestRank([], 50)).toBeNaN();
  });
});

describe('shardKindOf', () => {
  it('tells every kind of shard the build writes, term shards with translations included', () => {
    const doc = (id: string, lang: string, body: string) => ({ path: `${id}.md`, bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${id}\nlang: ${lang}\ntranslation_key: ${id.slice(0, -3)}\n---\n\n${body}\n`) });
    const files = ['rent', 'heat', 'food'].flatMap((topic) => [
      doc(`${topic}-en`, 'en', `Apply for ${topic} help with proof of income.\n\nThe ${topic} office is open on Monday.`),
      doc(`${topic}-es`, 'es', `Solicite ayuda de ${topic} con prueba de ingresos.\n\nLa oficina de ${topic} abre el lunes.`),
    ]);
    const index = buildIndex(files, DEFAULT_SETTINGS).index!;
    expect(Object.keys(index.lexicon)).toEqual(['en|es']);
    const { manifest, shards } = shardIndex(index, { termShardBytes: 60, passageShardBytes: 40, documentShardBytes: 40, namesInManifest: 2 });
    const parsed = parseManifest(manifest, 'index.json');
    const kinds = new Map([...shards].map(([name, text]) => [name, shardKindOf(text)]));
    const named = (table: { names: string[]; paged: boolean }) => table.names.map((name) => kinds.get(name));
    expect(parsed.terms.paged).toBe(true);
    expect(new Set(named(parsed.terms))).toEqual(new Set(['page of names']));
    expect(kinds.get(parsed.directory)).toBe('directory');
    for (const language of Object.values(parsed.languages)) for (const name of Object.values(language.dictionary)) expect(kinds.get(name)).toBe('dictionary');
    const counts: Record<string, number> = {};
    for (const kind of kinds.values()) counts[kind] = (counts[kind] ?? 0) + 1;
    expect(Object.keys(counts).sort()).toEqual(['dictionary', 'directory', 'document', 'page of names', 'passage', 'term']);
    const withTranslations = [...shards].filter(([, text]) => text.startsWith('{"lexicon"'));
    expect(withTranslations.length).toBeGreaterThan(0);
    for (const [name] of withTranslations) expect(kinds.get(name)).toBe('term');
    expect(shardKindOf('{"gaps":[1],"lang":"en","steps":[4096]}\n')).toBe('tail');
    expect(shardKindOf('{"other":1}\n')).toBe('other');
  });
});

describe('peakKiBOf', () => {
  it('reads the last marked line GNU time printed, and nothing from a command that printed none', () => {
    expect(peakKiBOf('warning: passage x produced no words\ncairn-peak-rss-kib 3904936\n')).toBe(3904936);
    expect(peakKiBOf('cairn-peak-rss-kib 12\nnoise cairn-peak-rss-kib 99\ncairn-peak-rss-kib 4096\n')).toBe(4096);
    expect(peakKiBOf('Command exited with non-zero status 1\n')).toBeUndefined();
    expect(peakKiBOf('')).toBeUndefined();
  });
});
