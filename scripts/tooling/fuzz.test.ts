/**
 * The fuzz properties, bounded for CI: a fixed seed (a failure here replays exactly) and run counts that keep the
 * file near ten seconds on a 2-core machine. Long runs with fresh seeds are `npm run fuzz -- --runs N`.
 */
import { describe, expect, it } from 'vitest';
import { FUZZ_PROPERTIES, fuzzAsk, fuzzParseDocument, fuzzParseIndexGarbage, fuzzParseIndexMutations, fuzzParseIndexRedigested, fuzzTokenize } from './fuzz-properties.ts';

const SEED = 20_240_601;

describe('fuzz properties', () => {
  it.each([
    ['tokenize never throws, repeats itself and gives well-formed terms', fuzzTokenize, 2_000],
    ['parseCorpusDocument returns a document or throws a CorpusError naming the path', fuzzParseDocument, 1_000],
    ['parseIndex throws only IndexFormatError on arbitrary strings and JSON', fuzzParseIndexGarbage, 3_000],
    ['parseIndex never returns an index other than the one built, whatever was changed in its text', fuzzParseIndexMutations, 5_000],
    ['an index whose digest was recomputed after an edit is refused, or loads and answers without a TypeError', fuzzParseIndexRedigested, 1_000],
    ['ask returns the same outcome twice, quotes verbatim, and throws only QuestionError', fuzzAsk, 2_000],
  ] as const)('%s', (_claim, property, runs) => {
    property({ runs, seed: SEED });
  });

  it('names every property the CLI can run', () => {
    expect(FUZZ_PROPERTIES.map((p) => p.name)).toEqual(['tokenize', 'parse-document', 'parse-index-garbage', 'parse-index-mutations', 'parse-index-redigested', 'ask']);
  });
});
