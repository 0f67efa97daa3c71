/**
 * The question set's balance and ground truth. The slice counts below were fixed on 2026-11-30, before any
 * question was run: changing the mix breaks this test instead of quietly moving a figure.
 */
import { describe, expect, it } from 'vitest';
import { groundTruthProblems, loadQuestions, SLICES, type EvalQuestion } from './eval-questions.ts';
import { demoIndex } from './run-evaluation.ts';

/** Fixed in advance (2026-11-30). */
const SLICE_COUNTS: Readonly<Record<string, number>> = {
  straightforward: 18,
  paraphrased: 10,
  numeric: 10,
  'cross-language': 8,
  'off-topic': 10,
  adversarial: 10,
  // Fixed on 2026-12-01, before the slice was run: three languages × six as-of dates at both edges of each window.
  dated: 18,
};

const questions = loadQuestions();
const index = demoIndex();
const passageIds = new Set(index.passages.map((p) => p.id));
const docLanguages = new Map(index.documents.map((d) => [d.id, d.lang]));
const inSlice = (slice: string) => questions.filter((q) => q.slice === slice);

describe('eval/questions.json', () => {
  it('holds exactly the slice counts fixed in advance, 84 in all', () => {
    const counts = Object.fromEntries(SLICES.map((slice) => [slice, inSlice(slice).length]));
    expect(counts).toEqual(SLICE_COUNTS);
    expect(questions.length).toBe(84);
    expect(questions.length).toBeGreaterThanOrEqual(60);
  });

  it('has sound ground truth: known passages, answers with passages, refusals without, reciprocal pairs', () => {
    expect(groundTruthProblems(questions, passageIds)).toEqual([]);
  });

  it('asks the straightforward slice in English, Spanish and Arabic, six each', () => {
    const byLang = (lang: string) => inSlice('straightforward').filter((q) => q.lang === lang).length;
    expect([byLang('en'), byLang('es'), byLang('ar')]).toEqual([6, 6, 6]);
  });

  it('expects every off-topic question to be refused', () => {
    expect(inSlice('off-topic').every((q) => q.expect === 'refuse')).toBe(true);
  });

  it('asks every cross-language question in a language its answering document does not exist in', () => {
    for (const q of inSlice('cross-language')) {
      const languages = q.passages.map((id) => docLanguages.get(id.split('#')[0]!)!.split('-')[0]);
      expect(languages.every((lang) => lang !== q.lang), q.id).toBe(true);
    }
  });

  it('plants something forbidden in every adversarial question', () => {
    expect(inSlice('adversarial').every((q) => q.forbidden.length > 0)).toBe(true);
  });

  it('pairs every case where caution scores well with one where the same caution is wrong', () => {
    const cautious = questions.filter((q) => q.slice === 'off-topic' || q.slice === 'adversarial');
    expect(cautious.filter((q) => q.pairsWith === undefined).map((q) => q.id)).toEqual([]);
    const byId = new Map(questions.map((q) => [q.id, q]));
    for (const q of cautious) expect(byId.get(q.pairsWith!)!.expect, q.id).toBe('answer');
  });
});

describe('groundTruthProblems', () => {
  const base: EvalQuestion = { id: 'a', slice: 'numeric', lang: 'en', question: 'q', expect: 'answer', passages: ['p#1'], forbidden: [] };
  const ids = new Set(['p#1']);

  it.each<[string, EvalQuestion[], string[]]>([
    ['a sound pair', [{ ...base, pairsWith: 'b' }, { ...base, id: 'b', expect: 'refuse', passages: [], pairsWith: 'a' }], []],
    ['an unknown passage', [{ ...base, passages: ['p#9'] }], ['a: passage "p#9" is not in the demo index']],
    ['an answer with no passage', [{ ...base, passages: [] }], ['a: expects an answer but declares no answering passage']],
    ['a refusal with a passage', [{ ...base, expect: 'refuse' }], ['a: expects a refusal but declares answering passages']],
    ['a duplicate id', [base, base], ['a: duplicate id']],
    ['a pair that does not resolve', [{ ...base, pairsWith: 'z' }], ['a: pairsWith "z" is not a question']],
    ['a pair that is not reciprocal', [{ ...base, pairsWith: 'b' }, { ...base, id: 'b' }], ['a: pairsWith "b", which does not pair back']],
    [
      'a pair of two refusals',
      [{ ...base, expect: 'refuse', passages: [], pairsWith: 'b' }, { ...base, id: 'b', expect: 'refuse', passages: [], pairsWith: 'a' }],
      ['a: pair with b has no case where caution is wrong', 'b: pair with a has no case where caution is wrong'],
    ],
  ])('%s', (_name, set, problems) => {
    expect(groundTruthProblems(set, ids)).toEqual(problems);
  });
});
