/** The aggregation is scoring code too: populations, nulls and the macro average that always-refusing cannot win. */
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';
import { describe, expect, it } from 'vitest';
import { loadResidentQuestions } from './residents.ts';
import { DEMO_CORPUS_SETS, demoIndex, evaluateDemo, evaluationIndex, EVALUATION_SETS, heldOutFigures, RESIDENTS_FILE, serializeReport, summarize, type Verdicts } from './run-evaluation.ts';

const verdicts = (outcome: boolean, rest: Partial<Verdicts> = {}): Verdicts => ({
  outcome,
  related: false,
  attribution: null,
  citation: null,
  groundedness: null,
  language: true,
  adversarial: null,
  ...rest,
});

describe('summarize', () => {
  it('gives an engine that refuses everything 0.5 on a set that expects both outcomes, however the set is weighted', () => {
    const results = [
      ...Array.from({ length: 9 }, () => ({ expect: 'refuse', verdicts: verdicts(true) })),
      { expect: 'answer', verdicts: verdicts(false) },
    ];
    const figures = summarize(results);
    expect(figures.outcome).toEqual({ answer: { score: 0, passed: 0, population: 1 }, refuse: { score: 1, passed: 9, population: 9 }, macro: 0.5 });
  });

  it('counts only applicable verdicts in a population and says null when there are none', () => {
    const figures = summarize([
      { expect: 'answer', verdicts: verdicts(true, { attribution: true, citation: true, groundedness: false }) },
      { expect: 'answer', verdicts: verdicts(true, { attribution: false, citation: true, groundedness: true }) },
      { expect: 'answer', verdicts: verdicts(false) },
    ]);
    expect(figures.questions).toBe(3);
    expect(figures.attribution).toEqual({ score: 0.5, passed: 1, population: 2 });
    expect(figures.groundedness).toEqual({ score: 0.5, passed: 1, population: 2 });
    expect(figures.adversarial).toEqual({ score: null, passed: 0, population: 0 });
    expect(figures.outcome.refuse).toEqual({ score: null, passed: 0, population: 0 });
    expect(figures.outcome.macro).toBe(0.6667);
  });

  it('rounds the macro once, from the exact fractions', () => {
    const figures = summarize([
      { expect: 'answer', verdicts: verdicts(true) },
      { expect: 'answer', verdicts: verdicts(true) },
      { expect: 'answer', verdicts: verdicts(false) },
      { expect: 'refuse', verdicts: verdicts(true) },
    ]);
    // (2/3 + 1) / 2 = 0.83333…, where averaging the rounded 0.6667 would give 0.8334.
    expect(figures.outcome.macro).toBe(0.8333);
  });

  it('counts the related outcome over every question of the slice', () => {
    const figures = summarize([
      { expect: 'refuse', verdicts: verdicts(true, { related: true }) },
      { expect: 'answer', verdicts: verdicts(false, { related: true }) },
      { expect: 'answer', verdicts: verdicts(true) },
    ]);
    expect(figures.related).toEqual({ score: 0.6667, passed: 2, population: 3 });
  });
});

describe('heldOutFigures', () => {
  it('counts each language apart: correct and no-wrong-passage over answerable questions, silence over unanswerable ones', () => {
    const figures = heldOutFigures([
      { lang: 'en', answerable: true, verdict: 'correct' },
      { lang: 'en', answerable: true, verdict: 'wrong' },
      { lang: 'en', answerable: true, verdict: 'related' },
      { lang: 'en', answerable: true, verdict: 'refused' },
      { lang: 'en', answerable: false, verdict: 'answered' },
      { lang: 'en', answerable: false, verdict: 'related' },
      { lang: 'en', answerable: false, verdict: 'refused' },
      { lang: 'es', answerable: true, verdict: 'correct' },
    ]);
    expect(figures).toEqual({
      en: {
        correct: { score: 0.25, passed: 1, population: 4 },
        noWrongPassage: { score: 0.75, passed: 3, population: 4 },
        silentOnUnanswerable: { score: 0.6667, passed: 2, population: 3 },
      },
      es: {
        correct: { score: 1, passed: 1, population: 1 },
        noWrongPassage: { score: 1, passed: 1, population: 1 },
        silentOnUnanswerable: { score: null, passed: 0, population: 0 },
      },
    });
    expect(Object.keys(figures)).toEqual(['en', 'es']);
  });
});

describe('the held-out half in the evaluation report', () => {
  const report = evaluateDemo();
  const heldOut = loadResidentQuestions(RESIDENTS_FILE).filter((q) => q.half === 'held-out');

  it('is asked: its totals cover every held-out question of each language', () => {
    expect(report.context.heldOut.questions).toBe(heldOut.length);
    for (const lang of ['ar', 'en', 'es']) {
      const mine = heldOut.filter((q) => q.lang === lang);
      const f = report.figures.heldOut[lang]!;
      expect(f.correct.population + f.silentOnUnanswerable.population).toBe(mine.length);
      expect(f.correct.population).toBe(mine.filter((q) => q.file !== null).length);
    }
  });

  it('names none of its questions: no id and no question text is in the written report', () => {
    const text = serializeReport(report);
    expect(heldOut.length).toBeGreaterThan(100);
    const named = heldOut.filter((q) => text.includes(JSON.stringify(q.id)) || text.includes(JSON.stringify(q.question).slice(1, -1)));
    expect(named.map((q) => q.id)).toEqual([]);
  });

  it.each(DEMO_CORPUS_SETS)("holds the %s set's held-out totals per language, over the demo corpus, naming none of its questions", (set) => {
    const questions = loadResidentQuestions(join(PROJECT_ROOT, `eval/residents/${set}.jsonl`)).filter((q) => q.half === 'held-out');
    const langs = [...new Set(questions.map((q) => q.lang))].sort();
    expect(langs).toEqual(['ar', 'en', 'es']);
    for (const lang of langs) {
      const mine = questions.filter((q) => q.lang === lang);
      const f = report.figures.heldOut[`${set}/${lang}`]!;
      expect([f.correct.population, f.silentOnUnanswerable.population]).toEqual([mine.filter((q) => q.file !== null).length, mine.filter((q) => q.file === null).length]);
    }
    expect(report.context.sets[set]!.fingerprint).toBe(demoIndex().fingerprint);
    const text = serializeReport(report);
    expect(questions.filter((q) => text.includes(JSON.stringify(q.id)) || text.includes(JSON.stringify(q.question).slice(1, -1))).map((q) => q.id)).toEqual([]);
  });

  it.each(EVALUATION_SETS)('holds the %s set\'s held-out totals per language, over its own corpus, naming none of its questions', (set) => {
    const questions = loadResidentQuestions(join(PROJECT_ROOT, `eval/residents/${set}.jsonl`)).filter((q) => q.half === 'held-out');
    const languages = [...new Set(questions.map((q) => q.lang))].sort();
    expect(Object.keys(report.figures.heldOut).filter((key) => key.startsWith(`${set}/`)).sort()).toEqual(languages.map((lang) => `${set}/${lang}`));
    for (const lang of languages) {
      const f = report.figures.heldOut[`${set}/${lang}`]!;
      const mine = questions.filter((q) => q.lang === lang);
      expect([f.correct.population, f.silentOnUnanswerable.population]).toEqual([mine.filter((q) => q.file !== null).length, mine.filter((q) => q.file === null).length]);
    }
    expect(report.context.sets[set]!.fingerprint).toBe(evaluationIndex(set).fingerprint);
    const text = serializeReport(report);
    expect(questions.filter((q) => text.includes(JSON.stringify(q.id)) || text.includes(JSON.stringify(q.question).slice(1, -1))).map((q) => q.id)).toEqual([]);
  });
});
