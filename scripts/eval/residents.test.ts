/** The residents' sets' loader and judge are scoring code: tested with known-good and known-bad cases. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIndex, type Outcome } from '../../src/engine/index.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { cutHalves } from './cut-halves.ts';
import { answeringPassages, halvesOf, judge, loadResidentQuestions, namesAnsweringDocument, plainText, tally, type ResidentQuestion } from './residents.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const dir = mkdtempSync(join(tmpdir(), 'cairn-residents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (lines: string[]) => {
  const path = join(dir, `${lines.length}-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
};

const answerable: ResidentQuestion = { id: 'en-001', half: 'dev', lang: 'en', style: 'keyword', question: 'gopass price', file: 'pass-en.md', quote: 'costs $20 per year' };
const unanswerable: ResidentQuestion = { id: 'en-002', half: 'held-out', lang: 'en', style: 'off-topic', question: 'capital of France', file: null, quote: null, note: 'trivia' };

describe('loadResidentQuestions', () => {
  it('reads every well-formed line', () => {
    expect(loadResidentQuestions(file([JSON.stringify(answerable), JSON.stringify(unanswerable)]))).toEqual([answerable, unanswerable]);
  });

  it('names every problem with its line, and takes none of the set', () => {
    const path = file([
      JSON.stringify({ ...answerable, style: 'slang' }),
      'not json',
      JSON.stringify({ ...unanswerable, file: 'x.md' }),
      JSON.stringify({ ...answerable, quote: null }),
      JSON.stringify(answerable),
      JSON.stringify(answerable),
    ]);
    expect(() => loadResidentQuestions(path)).toThrow(
      /line 1: "style" must be one of[\s\S]*line 2: not JSON[\s\S]*line 3: an unanswerable question has "file" and "quote" null[\s\S]*line 4: an answerable question needs "file" and "quote"[\s\S]*en-001: duplicate id/u,
    );
  });
});

const index = {
  documents: [{ id: 'pass-en', path: 'pass-en.md', title: 'GoPass', lang: 'en', meta: {} }],
  passages: [
    { id: 'pass-en#1', doc: 'pass-en', lang: 'en', heading: '', body: 'The GoPass **costs $20\nper year**.', terms: {} },
    { id: 'pass-en#2', doc: 'pass-en', lang: 'en', heading: '', body: 'Pick it up at a library.', terms: {} },
  ],
};

describe('answeringPassages', () => {
  it('finds a quote through markdown emphasis and line breaks', () => {
    expect(plainText('The GoPass **costs $20\nper year**.')).toBe('The GoPass costs $20 per year.');
    const { expected, problems } = answeringPassages([answerable, unanswerable], index);
    expect(problems).toEqual([]);
    expect([...expected.get('en-001')!]).toEqual(['pass-en#1']);
    expect(expected.has('en-002')).toBe(false);
  });

  it('reports a quote in no passage and a file that is not a document, never scoring them as misses', () => {
    const { problems } = answeringPassages([{ ...answerable, quote: 'costs $25' }, { ...answerable, id: 'x', file: 'gone.md' }], index);
    expect(problems).toEqual(['en-001: no passage of pass-en.md holds "costs $25"', 'x: gone.md is not a document of this index']);
  });
});

const answer = (ids: string[]) => ({ kind: 'answer', passages: ids.map((id) => ({ id })) }) as unknown as Outcome;
const refusal = { kind: 'refusal' } as Outcome;
const related = { kind: 'related', documents: [{ doc: 'pass-en' }] } as unknown as Outcome;

describe('judge', () => {
  it.each([
    ['the expected passage quoted', answerable, answer(['pass-en#1']), new Set(['pass-en#1']), 'correct'],
    ['another passage of the right document quoted', answerable, answer(['pass-en#2']), new Set(['pass-en#1']), 'wrong'],
    ['one right and one wrong passage quoted', answerable, answer(['pass-en#1', 'pass-en#2']), new Set(['pass-en#1']), 'wrong'],
    ['a refusal of an answerable question', answerable, refusal, new Set(['pass-en#1']), 'refused'],
    ['a related document for an answerable question', answerable, related, new Set(['pass-en#1']), 'related'],
    ['an answer to an unanswerable question', unanswerable, answer(['pass-en#1']), undefined, 'answered'],
    ['a refusal of an unanswerable question', unanswerable, refusal, undefined, 'refused'],
  ] as const)('%s → %s', (_case, question, outcome, expected, verdict) => {
    expect(judge(question, outcome, expected)).toBe(verdict);
  });

  it('tells a related outcome that names the answering document from one that names another', () => {
    // `related` names "pass-en".
    expect(namesAnsweringDocument(related, new Set(['pass-en#3']))).toBe(true);
    expect(namesAnsweringDocument(related, new Set(['food-en#1', 'pass-en#12']))).toBe(true);
    expect(namesAnsweringDocument(related, new Set(['food-en#1']))).toBe(false);
    // A document id that is a prefix of another is not it.
    expect(namesAnsweringDocument(related, new Set(['pass-en-2#1']))).toBe(false);
    expect(namesAnsweringDocument(related, undefined)).toBe(false);
    expect(namesAnsweringDocument(answer(['pass-en#1']), new Set(['pass-en#1']))).toBe(false);
  });

  it('tallies every verdict', () => {
    expect(tally(['correct', 'wrong', 'wrong', 'refused', 'related', 'answered'])).toEqual({ questions: 6, correct: 1, wrong: 2, related: 1, refused: 1, answered: 1 });
  });
});

describe.each([
  ['demo-2', 'public/corpus', [270, 195, 135]],
  ['korean', 'eval/corpora/korean', [100, 80, 50]],
  ['hindi', 'eval/corpora/hindi', [100, 80, 50]],
  ['hindi-2', 'eval/corpora/hindi', [100, 80, 50]],
  ['vietnamese', 'eval/corpora/vietnamese', [100, 80, 50]],
  ['russian', 'eval/corpora/russian', [100, 80, 50]],
  ['persian', 'eval/corpora/persian', [100, 80, 50]],
  ['chinese', 'eval/corpora/chinese', [100, 80, 50]],
  ['tagalog', 'eval/corpora/tagalog', [100, 80, 50]],
  ['japanese', 'eval/corpora/japanese', [100, 80, 50]],
  ['amharic', 'eval/corpora/amharic', [100, 80, 50]],
  ['haitian', 'eval/corpora/haitian', [100, 80, 50]],
  ['water', 'eval/corpora/water', [120, 90, 60]],
  ['library', 'eval/corpora/library', [120, 90, 60]],
  ['citizens-office', 'eval/corpora/citizens-office', [120, 90, 60]],
] as const)('the %s set (eval/residents/NAME.jsonl)', (set, corpus, counts) => {
  it(`finds every quote in one passage of its corpus (${corpus}), in both halves`, () => {
    const { config, corpusDir } = loadConfig({ corpus: join(PROJECT_ROOT, corpus) });
    const built = buildIndex(readCorpus(corpusDir), config.settings);
    expect(built.errors).toEqual([]);
    // The loader throws on a malformed line.
    const questions = loadResidentQuestions(join(PROJECT_ROOT, `eval/residents/${set}.jsonl`));
    const { expected, problems } = answeringPassages(questions, built.index!);
    expect(problems).toEqual([]);
    expect([questions.length, expected.size, questions.filter((q) => q.half === 'dev').length]).toEqual(counts);
  });
});

describe('halvesOf', () => {
  it.each(['demo', 'demo-2', 'usagov', 'healthcare', 'korean', 'hindi', 'hindi-2', 'vietnamese', 'russian', 'persian', 'chinese', 'tagalog', 'japanese', 'amharic', 'haitian', 'water', 'library', 'citizens-office'])('cuts the %s set exactly as it was committed', (set) => {
    const questions = loadResidentQuestions(join(PROJECT_ROOT, `eval/residents/${set}.jsonl`));
    const halves = halvesOf(questions);
    expect(questions.filter((q) => halves.get(q.id) !== q.half).map((q) => q.id)).toEqual([]);
    expect(halves.size).toBe(questions.length);
  });

  it("gives an odd group's extra question to dev and held-out in turn, ordered by the hash of the id", () => {
    const q = (id: string, style: ResidentQuestion['style']) => ({ id, lang: 'en', style });
    const three = ['a', 'b', 'c'].map((id) => q(id, 'keyword'));
    const threeMore = ['d', 'e', 'f'].map((id) => q(id, 'long'));
    const halves = halvesOf([...three, ...threeMore]);
    const count = (ids: string[], half: string) => ids.filter((id) => halves.get(id) === half).length;
    expect([count(['a', 'b', 'c'], 'dev'), count(['d', 'e', 'f'], 'dev')]).toEqual([2, 1]);
    const byHash = (ids: string[]) => [...ids].sort((x, y) => (sha(x) < sha(y) ? -1 : 1));
    expect(byHash(['a', 'b', 'c']).map((id) => halves.get(id))).toEqual(['dev', 'dev', 'held-out']);
    expect(byHash(['d', 'e', 'f']).map((id) => halves.get(id))).toEqual(['dev', 'held-out', 'held-out']);
  });
});

describe('cutHalves', () => {
  it('writes each line with its half after its id, the other keys as they were', () => {
    const set = ['{"id":"a","lang":"en","style":"keyword","question":"q1"}', '{"id":"b","lang":"en","style":"keyword","question":"q2","half":"dev"}', ''].join('\n');
    // sha256("b") < sha256("a"): b is first in its group, and the group of two gives each half one question.
    expect(cutHalves(set)).toBe('{"id":"a","half":"held-out","lang":"en","style":"keyword","question":"q1"}\n{"id":"b","half":"dev","lang":"en","style":"keyword","question":"q2"}\n');
  });

  it('names a line that is not JSON, and refuses repeated ids', () => {
    expect(() => cutHalves('{"id":"a"}\nnope')).toThrow('line 2 is not JSON');
    expect(() => cutHalves('{"id":"a","lang":"en","style":"keyword"}\n{"id":"a","lang":"en","style":"keyword"}')).toThrow('ids must be unique');
  });
});
