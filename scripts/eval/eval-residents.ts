/**
 * `npm run eval:residents [-- --set NAME] [--held-out] [--list] [--data DIR] [--synonyms FILE] [--hint own|LANG] [--close-sibling R]`: the
 * residents' questions (`eval/residents/`, written blind) asked as a resident asks — no language given, or with
 * `--hint` the page's language as the page sends it (`own`: each question's own language, a page the resident
 * switched; a tag such as `en`: a page left in that language) — against the demo index, an
 * evaluation corpus of this repository (`eval/corpora/NAME`) or a corpus from DIR (default
 * ../shared/corpora: `usagov`, `healthcare-gov`), and judged: correct, wrong passage, related, refused. `--synonyms`
 * asks with an operator's `[synonyms]` table (`eval/synonyms/`) in place of the corpus configuration's.
 *
 * The dev half prints a table per language and style, and with `--list` every question's verdict. The held-out half
 * prints each language's totals and nothing per question: it is scored once, at the end of a change.
 * Exit 0 whatever the figures (this is a measurement, the gate is `npm run eval`), 1 on a broken ground truth.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIndex, ConfigError, createEngine, parseIndex, serializeIndex, type CairnIndex, type Config } from '../../src/engine/index.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { EVAL_AS_OF } from './eval-questions.ts';
import { DEMO_CORPUS_SETS, evaluationCorpusDir, EVALUATION_SETS, residentsFileOf, SETS_NOT_YET_GATED } from './run-evaluation.ts';
import {
  ANSWERABLE_STYLES,
  answeringPassages,
  judge,
  loadResidentQuestions,
  namesAnsweringDocument,
  share,
  tally,
  TARGETS,
  UNANSWERABLE_STYLES,
  type ResidentQuestion,
  type ResidentVerdict,
  type Tally,
} from './residents.ts';

/** The sets over the demo corpus and over the shared agency corpora (the folder in DIR), then the evaluation sets over corpora kept in this repository. */
const SHARED_CORPUS_OF_SET: Readonly<Record<string, string>> = { usagov: 'usagov', healthcare: 'healthcare-gov' };
export const SETS: readonly string[] = ['demo', ...DEMO_CORPUS_SETS, ...Object.keys(SHARED_CORPUS_OF_SET), ...EVALUATION_SETS, ...SETS_NOT_YET_GATED];

/** The command's usage, its `--set` list made from `SETS` so that a new set is never missing from it. */
export const USAGE = `usage: npm run eval:residents [-- --set ${SETS.join('|')}] [--held-out] [--list] [--data DIR] [--synonyms FILE] [--hint own|LANG] [--close-sibling R]

  --set NAME   demo (default) and demo-2 (a second set, by another writer): the demo corpus; usagov (DIR/usagov);
               healthcare (DIR/healthcare-gov); hindi-2 (a second Hindi set over eval/corpora/hindi); any other set
               over its own corpus, eval/corpora/NAME
  --held-out   score the held-out half: totals per language only
  --list       (dev half only) every question with its verdict and what was quoted
  --data DIR   the folder holding the shared corpora (default: ../shared/corpora beside the repository)
  --synonyms FILE
               a TOML file whose [synonyms] table (as in cairn.toml) replaces the corpus configuration's
  --hint own|LANG
               ask as the page asks, with its language as a hint: own (each question's language, a page the resident
               switched) or a tag such as en (a page left in that language); default: no hint
  --close-sibling R
               build the index with retrieval.close_sibling = R (above 0, at most 1) in place of the corpus
               configuration's: a passage whose document holds a sibling scoring R of it or more names the document`;

/** A set's corpus folder; undefined for the demo corpus. */
export function corpusDirOf(set: string, data: string): string | undefined {
  if (set === 'demo' || (DEMO_CORPUS_SETS as readonly string[]).includes(set)) return undefined;
  const shared = SHARED_CORPUS_OF_SET[set];
  return shared === undefined ? evaluationCorpusDir(set) : join(data, shared);
}

/**
 * The synonyms of an operator's file: a TOML file read as `cairn.toml` is, of which only `[synonyms]` is kept.
 * @throws ConfigError naming the file when it cannot be read or its table is malformed.
 */
export function synonymsOf(file: string): Config['settings']['synonyms'] {
  if (!existsSync(file)) throw new ConfigError('does not exist; check the --synonyms path', { file: resolve(file) });
  return loadConfig({ config: file }).config.settings.synonyms;
}

/**
 * Built as `npm run build-index` builds it, then serialised and parsed, because the page answers from the file; with
 * an operator's synonyms or `retrieval.close_sibling` in place of the corpus configuration's, when given.
 */
function indexOf(corpusDir: string | undefined, synonyms?: Config['settings']['synonyms'], closeSibling?: number): CairnIndex {
  const { config, corpusDir: dir } = loadConfig(corpusDir === undefined ? {} : { corpus: corpusDir });
  if (synonyms !== undefined) config.settings.synonyms = synonyms;
  if (closeSibling !== undefined) config.settings.closeSibling = closeSibling;
  const built = buildIndex(readCorpus(dir), config.settings);
  if (built.index === undefined) throw new Error(`eval: ${dir} does not build: ${built.errors.map((e) => e.message).join('; ')}`);
  return parseIndex(serializeIndex(built.index), dir);
}

/** `--close-sibling`'s value as `retrieval.close_sibling` takes it (above 0, at most 1), or undefined when it is not one. */
export function closeSiblingOf(text: string): number | undefined {
  const share = Number(text);
  return text.trim() !== '' && share > 0 && share <= 1 ? share : undefined;
}

export interface ResidentResult {
  question: ResidentQuestion;
  verdict: ResidentVerdict;
  /** A related outcome that names the document holding the answer. */
  relatedRight: boolean;
  quoted: string[];
  expected: string[];
}

/**
 * The page's language a question is asked with: none, each question's own (`'own'`), or one tag for all (a page left
 * in that language).
 */
export type PageLanguage = undefined | 'own' | string;

/** The `hint` a question is asked with, as the page would send it. */
export function hintFor(question: Pick<ResidentQuestion, 'lang'>, page: PageLanguage): string | undefined {
  return page === 'own' ? question.lang : page;
}

/** Asks every question of `questions` against `index` (with the page's language as a hint, if given) and judges it. */
export function runResidents(questions: readonly ResidentQuestion[], index: CairnIndex, page?: PageLanguage): ResidentResult[] {
  const { expected, problems } = answeringPassages(questions, index);
  if (problems.length > 0) throw new Error(`eval: broken ground truth:\n  ${problems.join('\n  ')}`);
  const engine = createEngine(index);
  return questions.map((question) => {
    const hint = hintFor(question, page);
    const { outcome } = engine.ask(question.question, { asOf: EVAL_AS_OF, ...(hint === undefined ? {} : { hint }) });
    const answering = expected.get(question.id);
    return {
      question,
      verdict: judge(question, outcome, answering),
      relatedRight: namesAnsweringDocument(outcome, answering),
      quoted: outcome.kind === 'answer' ? outcome.passages.map((p) => p.id) : outcome.kind === 'related' ? outcome.documents.map((d) => d.doc) : [],
      expected: [...(answering ?? [])].sort(),
    };
  });
}

const isAnswerable = (r: ResidentResult) => r.question.file !== null;

function row(name: string, t: Tally, answerable: boolean): string {
  const cells = answerable
    ? [t.correct, t.wrong, t.related, t.refused].map((n) => `${String(n).padStart(4)} ${share(n, t.questions).padStart(5)}`)
    : [t.answered, t.related, t.refused].map((n) => `${String(n).padStart(4)} ${share(n, t.questions).padStart(5)}`);
  return `  ${name.padEnd(16)}${String(t.questions).padStart(4)}  ${cells.join('  ')}`;
}

/** Per language: answerable questions by style, then unanswerable ones by style, then the targets. */
function renderDev(results: readonly ResidentResult[]): string[] {
  const lines: string[] = [];
  for (const lang of [...new Set(results.map((r) => r.question.lang))].sort()) {
    const mine = results.filter((r) => r.question.lang === lang);
    lines.push(`${lang}`, `  ${'answerable'.padEnd(16)}   n   correct       wrong     related     refused`);
    for (const style of ANSWERABLE_STYLES) {
      const group = mine.filter((r) => r.question.style === style);
      if (group.length > 0) lines.push(row(style, tally(group.map((r) => r.verdict)), true));
    }
    lines.push(row('all answerable', tally(mine.filter(isAnswerable).map((r) => r.verdict)), true));
    lines.push(`  ${'unanswerable'.padEnd(16)}   n  answered     related     refused`);
    for (const style of UNANSWERABLE_STYLES) {
      const group = mine.filter((r) => r.question.style === style);
      if (group.length > 0) lines.push(row(style, tally(group.map((r) => r.verdict)), false));
    }
    lines.push(row('all', tally(mine.filter((r) => !isAnswerable(r)).map((r) => r.verdict)), false), ...targetLines(mine));
  }
  return lines;
}

function targetLines(results: readonly ResidentResult[]): string[] {
  const answerable = tally(results.filter(isAnswerable).map((r) => r.verdict));
  const unanswerable = tally(results.filter((r) => !isAnswerable(r)).map((r) => r.verdict));
  const correct = answerable.correct / answerable.questions;
  const wrong = answerable.wrong / answerable.questions;
  const silent = (unanswerable.related + unanswerable.refused) / unanswerable.questions;
  const mark = (met: boolean) => (met ? 'MET' : 'MISSED');
  const relatedRight = results.filter((r) => isAnswerable(r) && r.relatedRight).length;
  return [
    `  related naming the document that answers: ${relatedRight} of ${answerable.related} answerable questions given a document`,
    `  targets: correct ${share(answerable.correct, answerable.questions)} (≥ ${TARGETS.correct}: ${mark(correct >= TARGETS.correct)}), ` +
      `wrong passage ${share(answerable.wrong, answerable.questions)} (≤ ${TARGETS.wrong}: ${mark(wrong <= TARGETS.wrong)}), ` +
      `unanswerable kept silent ${share(unanswerable.related + unanswerable.refused, unanswerable.questions)} (≥ ${TARGETS.silentOnUnanswerable}: ${mark(silent >= TARGETS.silentOnUnanswerable)})`,
  ];
}

/** Held-out: each language's totals and the targets, nothing per question or per style. */
function renderHeldOut(results: readonly ResidentResult[]): string[] {
  const lines: string[] = [];
  for (const lang of [...new Set(results.map((r) => r.question.lang))].sort()) {
    const mine = results.filter((r) => r.question.lang === lang);
    lines.push(`${lang}`, `  ${''.padEnd(16)}   n   correct       wrong     related     refused`);
    lines.push(row('answerable', tally(mine.filter(isAnswerable).map((r) => r.verdict)), true));
    lines.push(`  ${''.padEnd(16)}   n  answered     related     refused`);
    lines.push(row('unanswerable', tally(mine.filter((r) => !isAnswerable(r)).map((r) => r.verdict)), false), ...targetLines(mine));
  }
  return lines;
}

function main(argv: string[]): number {
  let values: { set?: string; 'held-out'?: boolean; list?: boolean; data?: string; synonyms?: string; hint?: string; 'close-sibling'?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        set: { type: 'string' },
        'held-out': { type: 'boolean' },
        list: { type: 'boolean' },
        data: { type: 'string' },
        synonyms: { type: 'string' },
        hint: { type: 'string' },
        'close-sibling': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`eval:residents: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const set = values.set ?? 'demo';
  if (!SETS.includes(set)) {
    console.error(`eval:residents: --set must be ${SETS.slice(0, -1).join(', ')} or ${SETS[SETS.length - 1]}, got "${set}"\n\n${USAGE}`);
    return 2;
  }
  const heldOut = values['held-out'] === true;
  if (heldOut && values.list) {
    console.error('eval:residents: --list shows questions, which the held-out half never does\n');
    return 2;
  }
  const closeSibling = values['close-sibling'] === undefined ? undefined : closeSiblingOf(values['close-sibling']);
  if (values['close-sibling'] !== undefined && closeSibling === undefined) {
    console.error(`eval:residents: --close-sibling must be a number above 0 and at most 1, got "${values['close-sibling']}"\n\n${USAGE}`);
    return 2;
  }
  const data = values.data === undefined ? resolve(PROJECT_ROOT, '../shared/corpora') : resolve(values.data);
  const index = indexOf(corpusDirOf(set, data), values.synonyms === undefined ? undefined : synonymsOf(values.synonyms), closeSibling);
  const half = heldOut ? 'held-out' : 'dev';
  const questions = loadResidentQuestions(residentsFileOf(set)).filter((q) => q.half === half);
  if (values.hint !== undefined && values.hint !== 'own' && !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/u.test(values.hint)) {
    console.error(`eval:residents: --hint must be own or a language tag such as en, got "${values.hint}"\n\n${USAGE}`);
    return 2;
  }
  const results = runResidents(questions, index, values.hint);
  const withSynonyms = values.synonyms === undefined ? '' : `, synonyms of ${values.synonyms}`;
  const withHint = values.hint === undefined ? '' : values.hint === 'own' ? ', each asked on a page in its own language' : `, asked on a page in ${values.hint}`;
  const withClose = closeSibling === undefined ? '' : `, close_sibling ${closeSibling}`;
  console.log(`Residents' questions: ${set}, ${half} half, ${questions.length} questions, index ${index.fingerprint.slice(0, 19)}… (${index.passages.length} passages${withSynonyms}${withHint}${withClose})`);
  console.log((heldOut ? renderHeldOut(results) : renderDev(results)).join('\n'));
  if (values.list) {
    for (const r of results) {
      console.log(`${r.verdict.padEnd(8)} ${r.question.id} [${r.question.style}] ${JSON.stringify(r.question.question)} → ${r.quoted.join(', ') || '—'}${r.expected.length ? ` (expected ${r.expected.join(', ')})` : ''}`);
    }
  }
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(PROJECT_ROOT, 'scripts/eval/eval-residents.ts')) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
