/**
 * Runs the question set through the engine and aggregates the scorers into figures: per slice and overall, each
 * figure a fraction with its population. `npm run eval`, `npm run eval:baseline` and the gate test all call
 * `evaluateDemo`, so the three cannot measure different things.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { buildIndex, canonicalJson, createEngine, parseIndex, round4, serializeIndex, thresholdsOf, type CairnIndex, type Outcome } from '../../src/engine/index.ts';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';
import { ALL_SLICES, EVAL_AS_OF, loadQuestions, type EvalQuestion } from './eval-questions.ts';
import { answeringPassages, judge, loadResidentQuestions, type ResidentQuestion, type ResidentVerdict } from './residents.ts';
import {
  scoreAdversarial,
  scoreAttribution,
  scoreCitation,
  scoreGroundedness,
  scoreLanguage,
  scoreOutcome,
  scoreRelated,
  type PassageLookup,
  type Verdict,
} from './eval-scorers.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';

/** A fraction and the population it was computed over; `score` is null when nothing was in the population. */
export interface Figure {
  score: number | null;
  passed: number;
  population: number;
}

/** One slice's (or the whole set's) figures. */
export interface SliceFigures {
  questions: number;
  outcome: {
    /** Answered, of the questions that expect an answer. */
    answer: Figure;
    /** Refused, of the questions that expect a refusal. */
    refuse: Figure;
    /** Mean of the two recalls present: always refusing (or always answering) cannot score above 0.5. */
    macro: number | null;
  };
  /** Questions given the related outcome (a document named, nothing quoted), of all. */
  related: Figure;
  attribution: Figure;
  citation: Figure;
  groundedness: Figure;
  language: Figure;
  adversarial: Figure;
}

/** The scorers' verdicts on one question. */
export interface Verdicts {
  outcome: boolean;
  related: boolean;
  attribution: Verdict;
  citation: Verdict;
  groundedness: Verdict;
  language: Verdict;
  adversarial: Verdict;
}

/** What happened to one question. `topScore` is for reading only: the gate compares verdicts, not scores. */
export interface QuestionResult {
  id: string;
  slice: string;
  lang: string;
  expect: string;
  outcome: Outcome['kind'];
  /** The response's language. */
  answeredIn: string;
  /** Quoted passage ids, in order; [] for a refusal. */
  quoted: string[];
  /** Best score of the attempt that decided, to 4 decimals; 0 when no passage shared a term. */
  topScore: number;
  verdicts: Verdicts;
}

/**
 * The held-out half of the residents' questions, one language: totals only. Each is a figure whose `passed` is the
 * good case, so the gate reads a rise as an improvement: answered correctly and quoted no wrong passage (of the
 * answerable questions), kept silent — refused or related — (of the unanswerable ones).
 */
export interface HeldOutFigures {
  correct: Figure;
  noWrongPassage: Figure;
  silentOnUnanswerable: Figure;
}

/** `eval/report.json` and `eval/baseline.json`. */
export interface EvalReport {
  /** What the figures were measured on; a change here means the baseline measured something else. */
  context: {
    fingerprint: string;
    passages: number;
    thresholds: Record<string, number>;
    questions: number;
    questionsSha256: string;
    /** The held-out questions' count and digest: they are asked, but never listed. */
    heldOut: { questions: number; questionsSha256: string };
    /** The other languages' sets (`EVALUATION_SETS`): each corpus, and its held-out questions' count and digest. */
    sets: Record<string, { fingerprint: string; passages: number; heldOut: { questions: number; questionsSha256: string } }>;
  };
  /** `heldOut`: the demo set's by language ("en"), another set's by set and language ("korean/ko"). */
  figures: { overall: SliceFigures; slices: Record<string, SliceFigures>; heldOut: Record<string, HeldOutFigures> };
  /** One per question of `questions`; the held-out half has no entry here, by design. */
  results: QuestionResult[];
}

function figure(verdicts: readonly Verdict[]): Figure {
  const applicable = verdicts.filter((v): v is boolean => v !== null);
  const passed = applicable.filter((v) => v).length;
  return { score: applicable.length === 0 ? null : round4(passed / applicable.length), passed, population: applicable.length };
}

/** The figures of a set of results: each scorer's passes over its population, and the outcome macro. */
export function summarize(results: ReadonlyArray<Pick<QuestionResult, 'expect' | 'verdicts'>>): SliceFigures {
  const answer = figure(results.map((r) => (r.expect === 'answer' ? r.verdicts.outcome : null)));
  const refuse = figure(results.map((r) => (r.expect === 'refuse' ? r.verdicts.outcome : null)));
  // From the exact fractions, not the rounded scores, so the macro is rounded once.
  const recalls = [answer, refuse].filter((f) => f.population > 0).map((f) => f.passed / f.population);
  const pick = (key: Exclude<keyof Verdicts, 'outcome' | 'related'>) => figure(results.map((r) => r.verdicts[key]));
  return {
    questions: results.length,
    outcome: { answer, refuse, macro: recalls.length === 0 ? null : round4(recalls.reduce((a, b) => a + b, 0) / recalls.length) },
    related: figure(results.map((r) => r.verdicts.related)),
    attribution: pick('attribution'),
    citation: pick('citation'),
    groundedness: pick('groundedness'),
    language: pick('language'),
    adversarial: pick('adversarial'),
  };
}

const sha256Of = (value: unknown): string => bytesToHex(sha256(new TextEncoder().encode(canonicalJson(value))));

/**
 * Per language, the held-out totals of a set of verdicts: what the gate holds and the table prints, and nothing
 * that names a question. `answerable` says which verdicts came from questions the documents can answer.
 */
export function heldOutFigures(judged: ReadonlyArray<{ lang: string; answerable: boolean; verdict: ResidentVerdict }>): Record<string, HeldOutFigures> {
  const figures: Record<string, HeldOutFigures> = {};
  for (const lang of [...new Set(judged.map((j) => j.lang))].sort()) {
    const answerable = judged.filter((j) => j.lang === lang && j.answerable);
    const unanswerable = judged.filter((j) => j.lang === lang && !j.answerable);
    figures[lang] = {
      correct: figure(answerable.map((j) => j.verdict === 'correct')),
      noWrongPassage: figure(answerable.map((j) => j.verdict !== 'wrong')),
      silentOnUnanswerable: figure(unanswerable.map((j) => j.verdict === 'refused' || j.verdict === 'related')),
    };
  }
  return figures;
}

/**
 * Asks every held-out question and keeps only its verdict's kind and language: the caller never sees which question
 * got which verdict. A quote found in no passage is a broken ground truth and throws.
 */
function judgeHeldOut(questions: readonly ResidentQuestion[], index: CairnIndex, set = 'demo'): Record<string, HeldOutFigures> {
  const { expected, problems } = answeringPassages(questions, index);
  if (problems.length > 0) {
    throw new Error(`eval: ${residentsFileOf(set)}: ${problems.length} held-out quote(s) match no passage; run npm run eval:residents -- --set ${set} --held-out to check the set`);
  }
  const engine = createEngine(index);
  return heldOutFigures(
    questions.map((q) => ({ lang: q.lang, answerable: q.file !== null, verdict: judge(q, engine.ask(q.question, { asOf: EVAL_AS_OF }).outcome, expected.get(q.id)) })),
  );
}

/**
 * Asks every question as a resident would — no language given, detection decides — and scores the outcome.
 * The declared language is ground truth for the language scorer, not an input. `heldOut` questions are judged into
 * per-language totals only.
 */
export function evaluate(questions: readonly EvalQuestion[], index: CairnIndex, heldOut: readonly ResidentQuestion[] = []): EvalReport {
  const engine = createEngine(index);
  const passages: PassageLookup = new Map(index.passages.map((p) => [p.id, p]));
  const results: QuestionResult[] = questions.map((q) => {
    const { outcome, trace } = engine.ask(q.question, { explain: true, asOf: q.asOf ?? EVAL_AS_OF });
    return {
      id: q.id,
      slice: q.slice,
      lang: q.lang,
      expect: q.expect,
      outcome: outcome.kind,
      answeredIn: outcome.lang,
      quoted: outcome.kind === 'answer' ? outcome.passages.map((p) => p.id) : outcome.kind === 'related' ? outcome.documents.map((d) => d.doc) : [],
      topScore: trace!.retrieval.bestScore,
      verdicts: {
        outcome: scoreOutcome(q, outcome),
        related: scoreRelated(outcome),
        attribution: scoreAttribution(q, outcome),
        citation: scoreCitation(outcome, passages),
        groundedness: scoreGroundedness(outcome, passages),
        language: scoreLanguage(q, outcome),
        adversarial: scoreAdversarial(q, outcome),
      },
    };
  });
  const slices: Record<string, SliceFigures> = {};
  for (const slice of ALL_SLICES) slices[slice] = summarize(results.filter((r) => r.slice === slice));
  return {
    context: {
      fingerprint: index.fingerprint,
      passages: index.passages.length,
      thresholds: Object.fromEntries(Object.entries(thresholdsOf(index, index.settings)).map(([lang, t]) => [lang, t.value])),
      questions: questions.length,
      questionsSha256: sha256Of(questions),
      heldOut: { questions: heldOut.length, questionsSha256: sha256Of(heldOut) },
      sets: {},
    },
    figures: { overall: summarize(results), slices, heldOut: judgeHeldOut(heldOut, index) },
    results,
  };
}

/**
 * The demo corpus, built the way `npm run build-index` builds it (read, configure, build), then serialised and
 * parsed back, because the page answers from the parsed file, not from the build's objects.
 */
export function demoIndex(): CairnIndex {
  const { config, corpusDir } = loadConfig({});
  const built = buildIndex(readCorpus(corpusDir), config.settings);
  if (built.index === undefined) throw new Error(`eval: the demo corpus does not build: ${built.errors.map((e) => e.message).join('; ')}`);
  return parseIndex(serializeIndex(built.index), 'demo index');
}

/** The residents' questions over the demo corpus (`eval/residents/demo.jsonl`). */
export const RESIDENTS_FILE = residentsFileOf('demo');

/**
 * The dev half of the residents' questions as evaluation questions: the answering passages found by their quotes in
 * `index`, an unanswerable question expected to quote nothing. The held-out half is judged apart (`evaluate`'s
 * `heldOut`), into totals.
 * @throws Error when a quote is in no passage (a broken ground truth is never scored as a miss).
 */
export function residentQuestions(index: CairnIndex): EvalQuestion[] {
  const questions = loadResidentQuestions(RESIDENTS_FILE).filter((q) => q.half === 'dev');
  const { expected, problems } = answeringPassages(questions, index);
  if (problems.length > 0) throw new Error(`eval: ${RESIDENTS_FILE}:\n  ${problems.join('\n  ')}`);
  return questions.map((q) => ({
    id: `residents-${q.id}`,
    slice: 'residents-dev',
    lang: q.lang,
    question: q.question,
    expect: q.file === null ? 'refuse' : 'answer',
    passages: [...(expected.get(q.id) ?? [])].sort(),
    forbidden: [],
  }));
}

/**
 * Residents' sets in other languages, each over its evaluation corpus (`eval/corpora/NAME`; hindi-2 over hindi's),
 * questions in `eval/residents/NAME.jsonl`: their held-out halves are in the gate as totals, so a change that costs
 * Korean, Hindi, Vietnamese, Russian, Persian, Chinese, Tagalog, Japanese, Amharic or Haitian Creole answers, the water
 * utility's French and Portuguese ones, the library's Polish and Ukrainian ones, or the citizens' office's German and
 * Turkish ones, fails it as one that costs English answers does.
 */
export const EVALUATION_SETS = ['amharic', 'chinese', 'citizens-office', 'haitian', 'hindi', 'hindi-2', 'japanese', 'korean', 'persian', 'library', 'russian', 'tagalog', 'vietnamese', 'water'] as const;
/**
 * Sets over their own corpus that `npm run eval:residents` asks but the gate does not hold yet: written blind and
 * committed, their held-out halves not yet scored. Each joins `EVALUATION_SETS` at the end of the change it measures,
 * when its held-out half is scored once (the gate's baseline then holds its totals).
 */
export const SETS_NOT_YET_GATED = [] as const;
/** The other residents' sets over the demo corpus, whose held-out totals the gate holds beside the first set's. */
export const DEMO_CORPUS_SETS = ['demo-2'] as const;
/** A set's corpus in `eval/corpora`, where it is not the set's own name. */
const CORPUS_OF_SET: Readonly<Record<string, string>> = { 'hindi-2': 'hindi' };

/** An evaluation set's corpus folder (`eval/corpora/NAME`). */
export function evaluationCorpusDir(set: string): string {
  return join(PROJECT_ROOT, 'eval/corpora', CORPUS_OF_SET[set] ?? set);
}

/** A residents' set's questions (`eval/residents/NAME.jsonl`). */
export function residentsFileOf(set: string): string {
  return join(PROJECT_ROOT, `eval/residents/${set}.jsonl`);
}

/** An evaluation set's corpus, built and read back as `demoIndex` builds the demo's. */
export function evaluationIndex(set: string): CairnIndex {
  const { config, corpusDir } = loadConfig({ corpus: evaluationCorpusDir(set) });
  const built = buildIndex(readCorpus(corpusDir), config.settings);
  if (built.index === undefined) throw new Error(`eval: ${corpusDir} does not build: ${built.errors.map((e) => e.message).join('; ')}`);
  return parseIndex(serializeIndex(built.index), `${set} index`);
}

/** The whole evaluation of the demo corpus: `npm run eval`, `npm run eval:baseline` and the gate call this. */
export function evaluateDemo(): EvalReport {
  const index = demoIndex();
  const heldOut = loadResidentQuestions(RESIDENTS_FILE).filter((q) => q.half === 'held-out');
  const report = evaluate([...loadQuestions(), ...residentQuestions(index)], index, heldOut);
  const holdOut = (set: string, setIndex: CairnIndex) => {
    const questions = loadResidentQuestions(residentsFileOf(set)).filter((q) => q.half === 'held-out');
    report.context.sets[set] = {
      fingerprint: setIndex.fingerprint,
      passages: setIndex.passages.length,
      heldOut: { questions: questions.length, questionsSha256: sha256Of(questions) },
    };
    for (const [lang, figures] of Object.entries(judgeHeldOut(questions, setIndex, set))) report.figures.heldOut[`${set}/${lang}`] = figures;
  };
  for (const set of DEMO_CORPUS_SETS) holdOut(set, index);
  for (const set of EVALUATION_SETS) holdOut(set, evaluationIndex(set));
  return report;
}

/**
 * The report as written to disk: keys sorted as canonical JSON sorts them, figures one per line and each
 * question's result on one line, so a baseline change reads as a short diff in review. Same report, same bytes.
 */
export function serializeReport(report: EvalReport): string {
  const { results, ...rest } = report;
  const head = JSON.stringify(JSON.parse(canonicalJson(rest)), null, 2);
  return `${head.slice(0, -2)},\n  "results": [\n${results.map((r) => `    ${canonicalJson(r)}`).join(',\n')}\n  ]\n}\n`;
}

const cell = (f: Figure): string => (f.score === null ? '—' : `${f.score.toFixed(4)} ${f.passed}/${f.population}`);

/** The per-slice table `npm run eval` prints: every figure with its population. */
export function renderReport(report: EvalReport): string {
  const columns = ['slice', 'n', 'answered', 'refused', 'macro', 'related', 'attribution', 'citation', 'grounded', 'language', 'adversarial'];
  const widths = [16, 3, 14, 14, 7, 14, 14, 14, 14, 14, 14];
  const row = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  const line = (name: string, f: SliceFigures) =>
    row([
      name,
      String(f.questions),
      cell(f.outcome.answer),
      cell(f.outcome.refuse),
      f.outcome.macro === null ? '—' : f.outcome.macro.toFixed(4),
      cell(f.related),
      cell(f.attribution),
      cell(f.citation),
      cell(f.groundedness),
      cell(f.language),
      cell(f.adversarial),
    ]);
  const { context } = report;
  return [
    `Cairn evaluation: ${context.questions} questions, demo corpus ${context.fingerprint.slice(0, 19)}… (${context.passages} passages), thresholds ${Object.entries(context.thresholds).map(([l, t]) => `${l} ${t}`).join(', ')}`,
    row(columns),
    ...Object.entries(report.figures.slices).map(([name, f]) => line(name, f)),
    line('overall', report.figures.overall),
    ...Object.entries(report.figures.heldOut).map(
      ([lang, f]) =>
        `residents-held-out ${lang} (totals only): correct ${cell(f.correct)}, no wrong passage ${cell(f.noWrongPassage)}, unanswerable kept silent ${cell(f.silentOnUnanswerable)}`,
    ),
    'each cell: score passed/population; — = nothing in the population. answered/refused = outcome recall per expected outcome (refused: nothing quoted,',
    'a refusal or a related document); macro = their mean; related = share given the related outcome (a document named, nothing quoted).',
  ].join('\n');
}
