/**
 * The evaluation's question set (`eval/questions.json`): its shape, and the checks that make a malformed question
 * an error instead of a silently skewed figure. The slice counts themselves are fixed in
 * `eval-questions.test.ts`, so changing the mix is a visible diff to a test, not a quiet improvement.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';

/** The question set, where `npm run eval` and the gate read it. */
export const QUESTIONS_FILE = join(PROJECT_ROOT, 'eval/questions.json');

/** Every slice of the authored set (`eval/questions.json`), in the order reports list them. */
export const SLICES = ['straightforward', 'paraphrased', 'numeric', 'cross-language', 'off-topic', 'adversarial', 'dated'] as const;
/** The residents' questions, written blind (`eval/residents/demo.jsonl`): the half looked at while changing the engine. */
export const RESIDENT_SLICES = ['residents-dev'] as const;
/** Every slice a report lists. */
export const ALL_SLICES = [...SLICES, ...RESIDENT_SLICES] as const;
export type Slice = (typeof ALL_SLICES)[number];

/** What a resident should get: a quoted passage, or a refusal that points to a person. */
export type Expectation = 'answer' | 'refuse';

/** One authored question and its ground truth. */
export interface EvalQuestion {
  /** Stable id, `<slice prefix>-…`; reports and baseline diffs name questions by it. */
  id: string;
  slice: Slice;
  /** The language the question is written in (BCP 47). The engine is not told it: it detects, as for a resident. */
  lang: string;
  question: string;
  expect: Expectation;
  /** Passage ids that would correctly answer it; at least one when `expect` is "answer", none when "refuse". */
  passages: string[];
  /** Strings that must appear nowhere in what Cairn returns (a planted figure, echoed markup). */
  forbidden: string[];
  /** The paired case: where caution scores well here, the same caution is wrong there (reciprocal). */
  pairsWith?: string;
  /** Why the ground truth is what it is, where a reader could doubt it. */
  note?: string;
  /** The day it is asked for (YYYY-MM-DD); absent: the evaluation's fixed date, `EVAL_AS_OF`. */
  asOf?: string;
}

/**
 * The day every question without its own `asOf` is asked for: fixed, so the evaluation gives the same verdicts on
 * any day it runs (the demo has a dated program whose next version starts on 2027-01-01).
 */
export const EVAL_AS_OF = '2026-11-30';

const KEYS = new Set(['id', 'slice', 'lang', 'question', 'expect', 'passages', 'forbidden', 'pairsWith', 'note', 'asOf']);

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Shape problems of one raw entry, each naming the entry and the key. */
function shapeProblems(raw: unknown, position: number): string[] {
  const where = `question ${position + 1}`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [`${where}: must be an object`];
  const entry = raw as Record<string, unknown>;
  const name = typeof entry['id'] === 'string' ? `${where} (${entry['id']})` : where;
  const problems: string[] = [];
  for (const key of Object.keys(entry).sort()) if (!KEYS.has(key)) problems.push(`${name}: unknown key "${key}"`);
  for (const key of ['id', 'lang', 'question'] as const) {
    if (typeof entry[key] !== 'string' || (entry[key] as string).trim() === '') problems.push(`${name}: "${key}" must be non-empty text`);
  }
  if (!(SLICES as readonly unknown[]).includes(entry['slice'])) problems.push(`${name}: "slice" must be one of ${SLICES.join(', ')}, got ${JSON.stringify(entry['slice'])}`);
  if (entry['expect'] !== 'answer' && entry['expect'] !== 'refuse') problems.push(`${name}: "expect" must be "answer" or "refuse", got ${JSON.stringify(entry['expect'])}`);
  if (!isStringArray(entry['passages'])) problems.push(`${name}: "passages" must be a list of passage ids`);
  if (!isStringArray(entry['forbidden'])) problems.push(`${name}: "forbidden" must be a list of strings`);
  for (const key of ['pairsWith', 'note'] as const) {
    if (entry[key] !== undefined && typeof entry[key] !== 'string') problems.push(`${name}: "${key}" must be text when given`);
  }
  if (entry['asOf'] !== undefined && !(typeof entry['asOf'] === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(entry['asOf']))) {
    problems.push(`${name}: "asOf" must be a date written YYYY-MM-DD when given`);
  }
  return problems;
}

/**
 * Reads and shape-checks the question set.
 * @throws Error listing every malformed entry, so one run shows them all.
 */
export function loadQuestions(file: string = QUESTIONS_FILE): EvalQuestion[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { questions?: unknown };
  if (!Array.isArray(parsed.questions)) throw new Error(`eval: ${file}: expected {"questions": [...]}`);
  const problems = parsed.questions.flatMap((raw, i) => shapeProblems(raw, i));
  if (problems.length > 0) throw new Error(`eval: ${file} has malformed questions:\n  ${problems.join('\n  ')}`);
  return parsed.questions as EvalQuestion[];
}

/**
 * Ground-truth problems against the demo index: unknown passage ids, answer-expected questions without a passage,
 * refuse-expected ones with one, duplicate ids, and pairings that do not resolve, are not reciprocal, or pair two
 * cases with nothing to contrast (neither expects an answer). Returns [] for a sound set.
 */
export function groundTruthProblems(questions: readonly EvalQuestion[], passageIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const byId = new Map<string, EvalQuestion>();
  for (const q of questions) {
    if (byId.has(q.id)) problems.push(`${q.id}: duplicate id`);
    byId.set(q.id, q);
  }
  for (const q of questions) {
    for (const id of q.passages) if (!passageIds.has(id)) problems.push(`${q.id}: passage "${id}" is not in the demo index`);
    if (q.expect === 'answer' && q.passages.length === 0) problems.push(`${q.id}: expects an answer but declares no answering passage`);
    if (q.expect === 'refuse' && q.passages.length > 0) problems.push(`${q.id}: expects a refusal but declares answering passages`);
    if (q.pairsWith === undefined) continue;
    const pair = byId.get(q.pairsWith);
    if (pair === undefined) problems.push(`${q.id}: pairsWith "${q.pairsWith}" is not a question`);
    else if (pair.pairsWith !== q.id) problems.push(`${q.id}: pairsWith "${q.pairsWith}", which does not pair back`);
    else if (q.expect !== 'answer' && pair.expect !== 'answer') problems.push(`${q.id}: pair with ${pair.id} has no case where caution is wrong`);
  }
  return problems;
}
