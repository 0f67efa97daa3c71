/** The gate's comparison, table-driven: identical passes; any move, in either direction, fails and says which. */
import { describe, expect, it } from 'vitest';
import { compareToBaseline, formatFindings, REGENERATE, type Finding } from './eval-baseline.ts';

const figure = (passed: number, population: number) => ({ score: population === 0 ? null : Math.round((passed / population) * 10_000) / 10_000, passed, population });

function report(edit: (r: ReturnType<typeof base>) => void = () => {}) {
  const r = base();
  edit(r);
  return r;
}
function base() {
  return {
    context: { fingerprint: 'sha256:aaa', passages: 55, thresholds: { en: 0.203 }, questions: 2, questionsSha256: 'q1' },
    figures: {
      overall: { questions: 2, outcome: { answer: figure(1, 1), refuse: figure(1, 1), macro: 1 as number | null }, attribution: figure(1, 1) },
      slices: { numeric: { questions: 1, outcome: { answer: figure(1, 1), refuse: figure(0, 0), macro: 1 as number | null }, attribution: figure(1, 1) } } as Record<string, unknown>,
    },
    results: [
      { id: 'nu-01', outcome: 'answer', quoted: ['a#1'], topScore: 0.41, verdicts: { outcome: true, attribution: true as boolean | null } },
      { id: 'ot-01', outcome: 'refusal', quoted: [] as string[], topScore: 0.12, verdicts: { outcome: true, attribution: null as boolean | null } },
    ],
  };
}

describe('compareToBaseline', () => {
  it.each<[string, ReturnType<typeof base>, Finding[]]>([
    ['an identical run', report(), []],
    ['a run whose scores moved but no verdict did (scores are for reading)', report((r) => { r.results[0]!.topScore = 0.39; }), []],
    [
      'a figure that dropped',
      report((r) => { r.figures.overall.attribution = figure(0, 1); }),
      [{ kind: 'REGRESSION', path: 'figures.overall.attribution', detail: '1.0000 (1/1) → 0.0000 (0/1)' }],
    ],
    [
      'a figure that rose',
      report((r) => { r.figures.overall.outcome.macro = 0.5; }),
      [{ kind: 'REGRESSION', path: 'figures.overall.outcome.macro', detail: '1 → 0.5' }],
    ],
    [
      'a population that changed size with the same score',
      report((r) => { r.figures.overall.attribution = figure(2, 2); }),
      [{ kind: 'COVERAGE', path: 'figures.overall.attribution', detail: 'population 1 → 2: 1.0000 (1/1) → 1.0000 (2/2)' }],
    ],
    [
      'a slice that disappeared',
      report((r) => { delete r.figures.slices['numeric']; }),
      [{ kind: 'COVERAGE', path: 'figures.slices.numeric', detail: `${JSON.stringify(base().figures.slices['numeric'])} → absent` }],
    ],
    [
      'a question count that changed',
      report((r) => { r.figures.overall.questions = 3; }),
      [{ kind: 'COVERAGE', path: 'figures.overall.questions', detail: '2 → 3' }],
    ],
    [
      'a corpus that changed',
      report((r) => { r.context.fingerprint = 'sha256:bbb'; }),
      [{ kind: 'CONTEXT', path: 'context.fingerprint', detail: '"sha256:aaa" → "sha256:bbb"' }],
    ],
    [
      'two verdicts that moved in opposite directions and cancel out in the totals',
      report((r) => { r.results[0]!.verdicts.attribution = false; r.results[1]!.verdicts.attribution = true; }),
      [
        { kind: 'REGRESSION', path: 'results.nu-01.verdicts.attribution', detail: 'true → false' },
        { kind: 'COVERAGE', path: 'results.ot-01.verdicts.attribution', detail: 'null → true' },
      ],
    ],
    [
      'a different passage quoted',
      report((r) => { r.results[0]!.quoted = ['a#2']; }),
      [{ kind: 'CHANGED', path: 'results.nu-01.quoted', detail: '["a#1"] → ["a#2"]' }],
    ],
    [
      'a question that was dropped',
      report((r) => { r.results.pop(); }),
      [{ kind: 'COVERAGE', path: 'results.ot-01', detail: 'in the baseline, not asked now' }],
    ],
  ])('%s', (_name, run, findings) => {
    expect(compareToBaseline(run, base())).toEqual(findings);
  });

  // Each row edits the baseline and the run apart: what is compared, and the findings in the order they are printed.
  it.each<[string, (r: ReturnType<typeof base>) => void, (r: ReturnType<typeof base>) => void, Finding[]]>([
    [
      'a figure with no value on both sides (null) is no difference',
      (r) => { r.figures.overall.outcome.macro = null; },
      (r) => { r.figures.overall.outcome.macro = null; },
      [],
    ],
    [
      'a figure that lost its value',
      () => {},
      (r) => { r.figures.overall.outcome.macro = null; },
      [{ kind: 'COVERAGE', path: 'figures.overall.outcome.macro', detail: '1 → null' }],
    ],
    [
      'a figure that gained a value',
      (r) => { r.figures.overall.outcome.macro = null; },
      () => {},
      [{ kind: 'COVERAGE', path: 'figures.overall.outcome.macro', detail: 'null → 1' }],
    ],
    [
      'a population that grew from nothing, shown with a dash for the score it did not have',
      (r) => { r.figures.overall.attribution = figure(0, 0); },
      () => {},
      [{ kind: 'COVERAGE', path: 'figures.overall.attribution', detail: 'population 0 → 1: — (0/0) → 1.0000 (1/1)' }],
    ],
    [
      'a figure that disappeared, shown whole',
      () => {},
      (r) => { delete (r.figures.overall as { attribution?: unknown }).attribution; },
      [{ kind: 'COVERAGE', path: 'figures.overall.attribution', detail: '{"score":1,"passed":1,"population":1} → absent' }],
    ],
    [
      'two figures of one group, by name',
      () => {},
      (r) => { r.figures.overall.questions = 3; r.figures.overall.attribution = figure(0, 1); },
      [
        { kind: 'REGRESSION', path: 'figures.overall.attribution', detail: '1.0000 (1/1) → 0.0000 (0/1)' },
        { kind: 'COVERAGE', path: 'figures.overall.questions', detail: '2 → 3' },
      ],
    ],
    [
      'a verdict that rose',
      (r) => { r.results[0]!.verdicts.attribution = false; },
      () => {},
      [{ kind: 'IMPROVEMENT', path: 'results.nu-01.verdicts.attribution', detail: 'false → true' }],
    ],
    [
      'a verdict that became not applicable',
      () => {},
      (r) => { r.results[0]!.verdicts.attribution = null; },
      [{ kind: 'COVERAGE', path: 'results.nu-01.verdicts.attribution', detail: 'true → null' }],
    ],
    [
      'two verdicts of one question, by scorer',
      () => {},
      (r) => { r.results[0]!.verdicts.outcome = false; r.results[0]!.verdicts.attribution = false; },
      [
        { kind: 'REGRESSION', path: 'results.nu-01.verdicts.attribution', detail: 'true → false' },
        { kind: 'REGRESSION', path: 'results.nu-01.verdicts.outcome', detail: 'true → false' },
      ],
    ],
    [
      'a question the baseline did not have, in order of id',
      () => {},
      (r) => { r.results.push({ id: 'am-01', outcome: 'refusal', quoted: [], topScore: 0, verdicts: { outcome: true, attribution: null } }); r.results[1]!.outcome = 'related'; },
      [
        { kind: 'COVERAGE', path: 'results.am-01', detail: 'a question the baseline did not have' },
        { kind: 'CHANGED', path: 'results.ot-01.outcome', detail: '"refusal" → "related"' },
      ],
    ],
    [
      'a field the baseline did not record and a changed one, by field name',
      () => {},
      (r) => { Object.assign(r.results[0]!, { lang: 'en' }); r.results[0]!.quoted = ['a#2']; },
      [
        { kind: 'CHANGED', path: 'results.nu-01.lang', detail: 'absent → "en"' },
        { kind: 'CHANGED', path: 'results.nu-01.quoted', detail: '["a#1"] → ["a#2"]' },
      ],
    ],
    [
      'a changed object-valued field other than the verdicts, shown whole',
      (r) => { Object.assign(r.results[0]!, { explain: { cosine: 0.5 } }); },
      (r) => { Object.assign(r.results[0]!, { explain: { cosine: 0.4 } }); },
      [{ kind: 'CHANGED', path: 'results.nu-01.explain', detail: '{"cosine":0.5} → {"cosine":0.4}' }],
    ],
    [
      'a results entry that is not an object is skipped',
      (r) => { (r.results as unknown[]).push(null); },
      () => {},
      [],
    ],
  ])('%s', (_name, editBaseline, editRun, findings) => {
    expect(compareToBaseline(report(editRun), report(editBaseline))).toEqual(findings);
  });

  it('calls a rise an IMPROVEMENT and still fails on it', () => {
    const lower = report((r) => { r.figures.overall.attribution = figure(0, 1); });
    expect(compareToBaseline(report(), lower)).toEqual([
      { kind: 'IMPROVEMENT', path: 'figures.overall.attribution', detail: '0.0000 (0/1) → 1.0000 (1/1)' },
    ]);
  });

  it('finds a baseline with nothing in it different from every figure', () => {
    expect(compareToBaseline(report(), {}).map((f) => f.kind)).toEqual(['CONTEXT', 'COVERAGE', 'COVERAGE', 'COVERAGE']);
  });
});

describe('formatFindings', () => {
  it('lists every finding and ends with the command that regenerates the baseline', () => {
    const text = formatFindings([
      { kind: 'REGRESSION', path: 'figures.overall.attribution', detail: '1.0000 (1/1) → 0.0000 (0/1)' },
      { kind: 'IMPROVEMENT', path: 'figures.overall.outcome.macro', detail: '0.5 → 1' },
    ]);
    expect(text).toBe(
      [
        'the evaluation differs from eval/baseline.json in 2 places:',
        '  REGRESSION   figures.overall.attribution: 1.0000 (1/1) → 0.0000 (0/1)',
        '  IMPROVEMENT  figures.overall.outcome.macro: 0.5 → 1',
        'Every difference fails, in either direction. If the change is intended, record it:',
        'regenerate with: npm run eval:baseline',
      ].join('\n'),
    );
    expect(text.endsWith(REGENERATE)).toBe(true);
  });

  it('counts one place in the singular', () => {
    expect(formatFindings([{ kind: 'CHANGED', path: 'results.nu-01.quoted', detail: '["a#1"] → ["a#2"]' }]).split('\n')[0]).toBe(
      'the evaluation differs from eval/baseline.json in 1 place:',
    );
  });
});
