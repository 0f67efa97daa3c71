import { describe, expect, it } from 'vitest';
import { buildIndex, defaultConfig } from '../../src/engine/index.ts';
import { PASSAGES_PER_DOCUMENT, QUESTION_COUNT, syntheticCorpus } from './synthetic-corpus.ts';

const SMALL = 52;

/** Every file as `path\0text`, so two corpora compare byte for byte in one equality. */
function fileTexts(corpus: ReturnType<typeof syntheticCorpus>): string[] {
  const decoder = new TextDecoder();
  return corpus.files.map((file) => `${file.path}\0${decoder.decode(file.bytes)}`);
}

describe('syntheticCorpus', () => {
  it('gives byte-identical files and identical questions for the same size and seed', () => {
    const first = syntheticCorpus(SMALL, 7);
    const second = syntheticCorpus(SMALL, 7);
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    second.files.forEach((file, i) => expect(file.bytes).toEqual(first.files[i]!.bytes));
    expect(second.questions).toEqual(first.questions);
  });

  it('gives different files and questions for a different seed', () => {
    const first = syntheticCorpus(SMALL, 7);
    const other = syntheticCorpus(SMALL, 8);
    expect(fileTexts(other)).not.toEqual(fileTexts(first));
    expect(other.questions).not.toEqual(first.questions);
  });

  it('builds without errors into exactly the requested number of passages', () => {
    const corpus = syntheticCorpus(SMALL, 7);
    const result = buildIndex(corpus.files, defaultConfig().settings);
    expect(result.errors).toEqual([]);
    expect(result.index?.passages.length).toBe(SMALL);
    expect(result.index?.documents.length).toBe(Math.ceil(SMALL / PASSAGES_PER_DOCUMENT));
    expect(Object.keys(result.index?.languages ?? {})).toEqual(['en']);
  });

  it('writes front matter with an id, a title and lang en, then a heading and a paragraph per passage', () => {
    const text = new TextDecoder().decode(syntheticCorpus(SMALL, 7).files[0]!.bytes);
    expect(text).toMatch(/^---\nid: doc-000001\ntitle: [A-Z][a-z]+(?: [A-Z][a-z]+){2,3}\nlang: en\n---\n\n## /u);
    expect(text.match(/^## /gmu)).toHaveLength(PASSAGES_PER_DOCUMENT);
  });

  it('asks a fixed number of English questions of 5 to 9 words', () => {
    const { questions } = syntheticCorpus(SMALL, 7);
    expect(questions).toHaveLength(QUESTION_COUNT);
    for (const { question, lang } of questions) {
      expect(lang).toBe('en');
      expect(question.split(' ').length).toBeGreaterThanOrEqual(5);
      expect(question.split(' ').length).toBeLessThanOrEqual(9);
    }
  });

  it('rejects a passage count that is not a positive integer, showing the value', () => {
    expect(() => syntheticCorpus(0, 7)).toThrow('syntheticCorpus: passageCount must be a positive integer, got 0');
  });
});
