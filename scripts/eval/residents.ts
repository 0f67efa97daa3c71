/**
 * The residents' question sets (`eval/residents/*.jsonl`, written blind; see its README): loading, finding each
 * question's answering passages by their quote, and judging what Cairn did with each question. Pure but for
 * `loadResidentQuestions`; `npm run eval:residents` and the evaluation gate both call these.
 *
 * Like the other scorers, this shares no code with the engine it grades: quotes are matched by plain text.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CairnIndex, Outcome } from '../../src/engine/index.ts';

/** Ways residents ask that the documents can answer. */
export const ANSWERABLE_STYLES = ['keyword', 'colloquial', 'misspelt', 'long', 'other-words', 'paraphrase', 'other-language'] as const;
/** Questions the documents cannot answer: on the agency's topics but not covered, and off-topic. */
export const UNANSWERABLE_STYLES = ['near-miss', 'off-topic'] as const;
export const STYLES = [...ANSWERABLE_STYLES, ...UNANSWERABLE_STYLES] as const;
export type Style = (typeof STYLES)[number];
export type Half = 'dev' | 'held-out';

/** A passage named by its document file and a run of its words. */
export interface QuotedPlace {
  file: string;
  quote: string;
}

/** One question of a residents' set. */
export interface ResidentQuestion {
  id: string;
  half: Half;
  lang: string;
  style: Style;
  question: string;
  /** The answering document's path relative to the corpus folder; null when the documents cannot answer. */
  file: string | null;
  quote: string | null;
  /** Other passages that answer it fully. */
  also?: QuotedPlace[];
  note?: string;
}

const KEYS = new Set(['id', 'half', 'lang', 'style', 'question', 'file', 'quote', 'also', 'note']);

function problemsOf(raw: unknown, line: number): string[] {
  const where = `line ${line}`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [`${where}: must be a JSON object`];
  const q = raw as Record<string, unknown>;
  const problems = Object.keys(q).filter((k) => !KEYS.has(k)).map((k) => `${where}: unknown key "${k}"`);
  for (const key of ['id', 'lang', 'question'] as const) if (typeof q[key] !== 'string' || q[key] === '') problems.push(`${where}: "${key}" must be non-empty text`);
  if (q.half !== 'dev' && q.half !== 'held-out') problems.push(`${where}: "half" must be "dev" or "held-out"`);
  if (!(STYLES as readonly unknown[]).includes(q.style)) problems.push(`${where}: "style" must be one of ${STYLES.join(', ')}`);
  const answerable = (ANSWERABLE_STYLES as readonly unknown[]).includes(q.style);
  if (answerable && (typeof q.file !== 'string' || typeof q.quote !== 'string')) problems.push(`${where}: an answerable question needs "file" and "quote"`);
  if (!answerable && (q.file !== null || q.quote !== null)) problems.push(`${where}: an unanswerable question has "file" and "quote" null`);
  if (q.also !== undefined && !(Array.isArray(q.also) && q.also.every((a) => typeof a?.file === 'string' && typeof a?.quote === 'string'))) {
    problems.push(`${where}: "also" must be a list of {"file", "quote"}`);
  }
  return problems;
}

/**
 * Reads a JSON Lines set and checks every line's shape and that ids are unique.
 * @throws Error listing every problem, with its line.
 */
export function loadResidentQuestions(file: string): ResidentQuestion[] {
  const problems: string[] = [];
  const questions: ResidentQuestion[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (text.trim() === '') return;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        problems.push(`line ${i + 1}: not JSON`);
        return;
      }
      const found = problemsOf(raw, i + 1);
      problems.push(...found);
      if (found.length === 0) questions.push(raw as ResidentQuestion);
    });
  const seen = new Set<string>();
  for (const q of questions) {
    if (seen.has(q.id)) problems.push(`${q.id}: duplicate id`);
    seen.add(q.id);
  }
  if (problems.length > 0) throw new Error(`eval: ${file}:\n  ${problems.join('\n  ')}`);
  return questions;
}

/**
 * Each question's half, as every set here was cut: within each language × style group (groups in code-unit order of
 * language, then style) the questions ordered by the SHA-256 of their id, the first half `dev`, the rest `held-out`; a
 * group of odd size gives its extra question to `dev` and `held-out` in turn, starting with `dev`. Depends on nothing
 * but the ids, languages and styles, so a set is cut before anyone reads a result.
 */
export function halvesOf(questions: readonly Pick<ResidentQuestion, 'id' | 'lang' | 'style'>[]): Map<string, Half> {
  const groups = new Map<string, { id: string; hash: string }[]>();
  for (const q of questions) {
    const key = `${q.lang}\u0000${q.style}`;
    const group = groups.get(key) ?? [];
    group.push({ id: q.id, hash: createHash('sha256').update(q.id, 'utf8').digest('hex') });
    groups.set(key, group);
  }
  const halves = new Map<string, Half>();
  let oddGroups = 0;
  for (const key of [...groups.keys()].sort()) {
    const group = groups.get(key)!.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
    const dev = group.length % 2 === 0 ? group.length / 2 : oddGroups++ % 2 === 0 ? Math.ceil(group.length / 2) : Math.floor(group.length / 2);
    group.forEach((q, i) => halves.set(q.id, i < dev ? 'dev' : 'held-out'));
  }
  return halves;
}

/** Text compared as a reader sees it: NFC, whitespace runs as one space, markdown emphasis and escapes dropped. */
export function plainText(text: string): string {
  return text.normalize('NFC').replace(/[*_`\\]/gu, '').replace(/\s+/gu, ' ').trim();
}

/**
 * Each answerable question's answering passage ids: the passages of its file (and its `also` files) whose text holds
 * the quote. A quote found in no passage is a broken ground truth, reported, never silently scored as a miss.
 */
export function answeringPassages(questions: readonly ResidentQuestion[], index: Pick<CairnIndex, 'documents' | 'passages'>): { expected: Map<string, Set<string>>; problems: string[] } {
  const docByPath = new Map(index.documents.map((d) => [d.path, d.id]));
  const bodies = index.passages.map((p) => ({ id: p.id, doc: p.doc, text: plainText(p.body) }));
  const expected = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const q of questions) {
    if (q.file === null || q.quote === null) continue;
    const ids = new Set<string>();
    for (const place of [{ file: q.file, quote: q.quote }, ...(q.also ?? [])]) {
      const doc = docByPath.get(place.file);
      const quote = plainText(place.quote);
      const found = bodies.filter((b) => b.doc === doc && b.text.includes(quote));
      if (doc === undefined) problems.push(`${q.id}: ${place.file} is not a document of this index`);
      else if (found.length === 0) problems.push(`${q.id}: no passage of ${place.file} holds "${place.quote}"`);
      for (const b of found) ids.add(b.id);
    }
    expected.set(q.id, ids);
  }
  return { expected, problems };
}

/**
 * What happened to one question. Answerable: `correct` (every quoted passage answers it), `wrong` (a passage that
 * does not was quoted: the worst outcome), `related` (Cairn named a document instead of quoting), `refused`.
 * Unanswerable: `answered` (a false answer), `related` or `refused` (both keep silent about a passage).
 */
export type ResidentVerdict = 'correct' | 'wrong' | 'related' | 'refused' | 'answered';

export function judge(question: ResidentQuestion, outcome: Outcome, expected: ReadonlySet<string> | undefined): ResidentVerdict {
  if (outcome.kind === 'refusal') return 'refused';
  if (outcome.kind === 'related') return 'related';
  if (expected === undefined) return 'answered';
  return outcome.passages.length > 0 && outcome.passages.every((p) => expected.has(p.id)) ? 'correct' : 'wrong';
}

/**
 * Whether a related outcome names a document holding a passage that answers the question (passage ids are
 * `doc#n`): a resident pointed to the right document, though nothing was quoted.
 */
export function namesAnsweringDocument(outcome: Outcome, expected: ReadonlySet<string> | undefined): boolean {
  if (outcome.kind !== 'related' || expected === undefined) return false;
  const documents = new Set([...expected].map((id) => id.slice(0, id.lastIndexOf('#'))));
  return outcome.documents.some((d) => documents.has(d.doc));
}

/** Counts of each verdict over a group of questions. */
export interface Tally {
  questions: number;
  correct: number;
  wrong: number;
  related: number;
  refused: number;
  answered: number;
}

export function tally(verdicts: readonly ResidentVerdict[]): Tally {
  const t: Tally = { questions: verdicts.length, correct: 0, wrong: 0, related: 0, refused: 0, answered: 0 };
  for (const v of verdicts) t[v]++;
  return t;
}

/** The issue's targets, judged on one language's answerable and unanswerable questions. */
export const TARGETS = { correct: 0.8, wrong: 0.02, silentOnUnanswerable: 0.95 } as const;

/** Share as a fixed 3-decimal string, "—" for an empty group. */
export const share = (part: number, whole: number): string => (whole === 0 ? '—' : (part / whole).toFixed(3));
