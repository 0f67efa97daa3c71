/**
 * What a batch of residents' questions says to the operator (`npm run ask -- --batch FILE --report`): how many were
 * answered, named a related document or refused, which of their words no passage uses, which documents were named
 * without a passage that answers, and which answered questions asked in another language. The words are where a
 * `[synonyms]` group in `cairn.toml` helps ("paperwork" tied to the documents' "documents"); the related documents are
 * where a passage may be missing, the documents answering across languages where a translation may be. Pure: results
 * in, report out.
 */
import { tokenizeRuns, type ExplainTrace, type Outcome } from '../../src/engine/index.ts';
import { terminalField } from './terminal-text.ts';

/** One question of the batch as the engine answered it, with its explain trace (the report needs its term evidence). */
export interface AskedQuestion {
  question: string;
  outcome: Outcome;
  trace: ExplainTrace;
}

/** A word of the questions not answered that no passage of their language uses. */
export interface MissingWord {
  lang: string;
  /** The term the engine compares ("paper" for "paperwork", "paperworks"). */
  term: string;
  /** The word as the questions wrote it most often, in lower case ("فلوس", whose term is "لوس"). */
  word: string;
  /** How many questions not answered hold it. */
  questions: number;
  /** The first of them, in the batch's order. */
  example: string;
  /**
   * The term the engine read it as, one edit away, when it took the word for a misspelling: a guess the operator can
   * check ("cuánto" read as "cuent", of "cuenta"), and overrule with a synonym group holding the word.
   */
  readAs?: string;
}

/** A document named as related (no passage answers), and how often. */
export interface NamedDocument {
  doc: string;
  title: string;
  questions: number;
  example: string;
}

/** A document that answered questions asked in another language (the answer came with a notice saying so). */
export interface AnsweredAcross {
  /** The questions' language. */
  lang: string;
  doc: string;
  title: string;
  questions: number;
  example: string;
}

export interface QuestionReport {
  asked: number;
  answered: number;
  related: number;
  refused: number;
  /** Lines the engine could not take (a question too long, an unsupported language…): counted, not studied. */
  errors: number;
  /** Why, by the error code each such line gets in batch output: most lines first, then by code. */
  notTaken: Array<{ code: string; questions: number }>;
  /** Most questions first, then by language and term in code-point order. */
  missingWords: MissingWord[];
  /** Most questions first, then by document id. */
  namedDocuments: NamedDocument[];
  /** Where a translation may be missing: most questions first, then by language and document id. */
  answeredAcross: AnsweredAcross[];
  /**
   * Questions refused because no document is written in their script ("Как получить разрешение?" on an English and
   * Spanish corpus): their words are not listed, since no synonym group of a corpus language reaches them.
   */
  otherScript: { questions: number; example: string } | null;
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The report over `asked` (in the batch's order) and the lines the engine refused to take, by their error codes. A word counts once per
 * question. Left out: the words of answered questions (they found a passage), words the engine already read as
 * another of the same spelling (without its accents) or through an operator's synonym, which are handled, numbers of
 * one or two digits (counts), and the words of questions in a script no document is written in. A word read as a
 * misspelling is kept, with what it was read as: the reading is a guess, and the question was not answered.
 */
export function questionReport(asked: readonly AskedQuestion[], notTakenCodes: readonly string[] = []): QuestionReport {
  const words = new Map<string, { lang: string; term: string; spellings: Map<string, number>; questions: number; example: string; readAs?: string }>();
  const documents = new Map<string, NamedDocument>();
  const across = new Map<string, AnsweredAcross>();
  let answered = 0;
  let related = 0;
  let otherScript: QuestionReport['otherScript'] = null;
  for (const { question, outcome, trace } of asked) {
    if (outcome.kind === 'answer') {
      answered++;
      // Answered, but from a document in another language than the question's: the notice says so to the resident.
      if (outcome.notice !== null) {
        for (const { doc, title } of uniqueBy(outcome.passages.filter((p) => p.lang !== outcome.lang), (p) => p.doc)) {
          countIn(across, `${outcome.lang}\u0000${doc}`, () => ({ lang: outcome.lang, doc, title, questions: 0, example: question }));
        }
      }
      continue;
    }
    if (outcome.kind === 'related') {
      related++;
      for (const { doc, title } of outcome.documents) countIn(documents, doc, () => ({ doc, title, questions: 0, example: question }));
    } else if (outcome.unknownScript) {
      otherScript ??= { questions: 0, example: question };
      otherScript.questions++;
      continue;
    }
    // The first attempt searches the question's own language: its missing words are the ones a synonym of that
    // language would supply. The whole-corpus attempt's are the same words, seen from every language.
    const attempt = trace.attempts[0];
    if (attempt === undefined) continue;
    const lang = attempt.languages[0] ?? trace.language.lang;
    // Handled: read without its accents or as a synonym in its own language, or carried by a synonym to another
    // language's page. A typo's reading is only a guess ("cuánto" read as "cuent", an operator trial, session 50).
    const carried = trace.attempts.flatMap((a) => a.translations.filter((t) => t.kind === 'synonyms').map((t) => t.term));
    const typos = new Map(attempt.corrections.filter((c) => c.kind === 'typo').map((c) => [c.from, c.to]));
    const handled = new Set([...attempt.corrections.filter((c) => c.kind !== 'typo').map((c) => c.from), ...attempt.synonyms.map((s) => s.term), ...carried]);
    // A number of one or two digits is a count ("2 months ago", offered to an operator trial as a word to give a
    // synonym, session 49), which no group gives; a longer one may be a service's (311) or a form's (1099), which one can.
    const missing = new Set(attempt.evidence.inNoPassage.filter((term) => !handled.has(term) && !/^\p{Nd}{1,2}$/u.test(term)));
    const spelled = new Map<string, string[]>();
    for (const [term, word] of spellings(question)) if (missing.has(term)) spelled.set(term, [...(spelled.get(term) ?? []), word]);
    for (const term of missing) {
      const readAs = typos.get(term);
      const entry = countIn(words, `${lang}\u0000${term}`, () => ({ lang, term, spellings: new Map<string, number>(), questions: 0, example: question, ...(readAs !== undefined && { readAs }) }));
      for (const word of spelled.get(term) ?? [term]) entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
    }
  }
  const missingWords = [...words.values()]
    .map(({ lang, term, spellings, questions, example, readAs }) => ({ lang, term, word: mostWritten(spellings), questions, example, ...(readAs !== undefined && { readAs }) }))
    .sort((a, b) => b.questions - a.questions || byCodePoint(a.lang, b.lang) || byCodePoint(a.term, b.term));
  const namedDocuments = [...documents.values()].sort((a, b) => b.questions - a.questions || byCodePoint(a.doc, b.doc));
  const answeredAcross = [...across.values()].sort((a, b) => b.questions - a.questions || byCodePoint(a.lang, b.lang) || byCodePoint(a.doc, b.doc));
  const codes = new Map<string, { code: string; questions: number }>();
  for (const code of notTakenCodes) countIn(codes, code, () => ({ code, questions: 0 }));
  const notTaken = [...codes.values()].sort((a, b) => b.questions - a.questions || byCodePoint(a.code, b.code));
  const errors = notTakenCodes.length;
  return { asked: asked.length + errors, answered, related, refused: asked.length - answered - related, errors, notTaken, missingWords, namedDocuments, answeredAcross, otherScript };
}

/** Counts one more question for `key`'s entry, made by `make` (the question as its example) when it is the first. */
function countIn<T extends { questions: number }>(entries: Map<string, T>, key: string, make: () => T): T {
  const entry = entries.get(key) ?? make();
  entry.questions++;
  entries.set(key, entry);
  return entry;
}

/** The first of each key, in order. */
function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Each term of `question` with the word a resident would recognise: the run as typed (in the tokenizer's case fold)
 * when it makes exactly that one term, since the term has lost what the tokenizer cuts (Arabic "فلوس" makes "لوس",
 * its prefix taken off; "paperwork" makes "paper"); else the term itself (a run of Han characters makes many).
 */
function spellings(question: string): [string, string][] {
  return tokenizeRuns(question).flatMap(({ run, terms }): [string, string][] => (terms.length === 1 ? [[terms[0]!, run]] : terms.map((term) => [term, term])));
}

/** The spelling written most often; a tie goes to the first in code-point order, so the report does not depend on the batch's order. */
function mostWritten(spellings: ReadonlyMap<string, number>): string {
  let best = '';
  let most = 0;
  for (const [word, n] of spellings) if (n > most || (n === most && byCodePoint(word, best) < 0)) [best, most] = [word, n];
  return best;
}

/** At most this many rows of each list in the text report; `--json` gives them all. */
export const REPORT_ROWS = 40;

/** A word or an example longer than this, in code points, is cut in the text report (`--json` keeps it whole). */
export const REPORT_WORD_LENGTH = 40;
export const REPORT_EXAMPLE_LENGTH = 100;

/** The report for people: counts, then the three lists, most questions first, each row with one question that shows it. */
export function renderQuestionReport(report: QuestionReport, rows = REPORT_ROWS): string {
  const example = (text: string) => `e.g. "${terminalField(text, REPORT_EXAMPLE_LENGTH)}"`;
  const document = (d: { doc: string; title: string }) => `${d.doc} (${terminalField(d.title, REPORT_EXAMPLE_LENGTH)})`;
  // A list under its heading: "(none)", or at most `rows` rows and how many more `--json` has.
  const section = <T extends { questions: number; example: string }>(heading: string[], items: readonly T[], name: (item: T) => string) => [
    '',
    ...heading,
    ...(items.length === 0 ? ['  (none)'] : items.slice(0, rows).map((item) => `  ${name(item)}  ${item.questions}  ${example(item.example)}`)),
    ...(items.length > rows ? [`  … and ${items.length - rows} more (--json lists them all)`] : []),
  ];
  return [
    `Questions: ${report.asked} — answered ${report.answered}, related ${report.related}, refused ${report.refused}` +
      (report.errors > 0 ? `, not taken ${report.errors} (${report.notTaken.map((n) => `${n.code} ${n.questions}`).join(', ')})` : ''),
    ...section(
      [
        "Words no passage in the question's language uses, from the questions not answered: language, word, questions,",
        'one of them (most asked first). A [synonyms] group in cairn.toml ties a word residents use to the one your',
        'documents use (en = [["paperwork", "documents"]]), or to the word of a page written only in another language',
        '(es = [["estacionamiento", "parking"]]); translating that page lets residents be answered in their own. A word',
        'read as a misspelling of another shows what it was read as: if that is wrong, a group holding the word overrules',
        'it. The words:',
      ],
      report.missingWords,
      (w) => `${w.lang}  ${terminalField(w.word, REPORT_WORD_LENGTH)}${w.readAs === undefined ? '' : ` (read as ${terminalField(w.readAs, REPORT_WORD_LENGTH)})`}`,
    ),
    ...section(['Documents named as related, with no passage that answers (most named first; a passage may be missing):'], report.namedDocuments, document),
    ...section(["Answered from a document in another language than the question's (a translation may be missing):"], report.answeredAcross, (a) => `${a.lang}  ${document(a)}`),
    ...(report.otherScript === null
      ? []
      : ['', `Asked in a script no document is written in (no synonym reaches them; documents in their language would): ${report.otherScript.questions}  ${example(report.otherScript.example)}`]),
  ].join('\n');
}
