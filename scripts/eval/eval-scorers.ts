/**
 * The evaluation's scorers: pure functions of (question, outcome, demo passages). Each returns `true` (pass),
 * `false` (fail) or `null` (not applicable), so every figure's population is explicit: a refusal is never
 * "failed citation validity", it is outside that metric's population.
 *
 * The scorers deliberately share no code with the engine they grade (no tokenizer, no language helpers): a
 * scorer built from the engine's own parts would share its blind spots and agree with it.
 */
import type { IndexedPassage, Outcome } from '../../src/engine/index.ts';
import type { EvalQuestion } from './eval-questions.ts';

/** Pass, fail, or not applicable to this question and outcome. */
export type Verdict = boolean | null;

/** The passages of the index being evaluated, by id. */
export type PassageLookup = ReadonlyMap<string, Pick<IndexedPassage, 'id' | 'doc' | 'lang' | 'body'>>;

/** Primary language subtag, lower-cased ASCII only (no locale-dependent casing): "es-MX" → "es". */
function primary(tag: string): string {
  return tag.split('-')[0]!.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

/**
 * Outcome: did the resident get the kind of outcome the question expects. An answer is expected to be an answer;
 * a refusal is expected to quote nothing — a refusal, or the related outcome, which names a document and quotes
 * nothing (counted apart by `scoreRelated`). Always applicable.
 */
export function scoreOutcome(question: Pick<EvalQuestion, 'expect'>, outcome: Outcome): boolean {
  return question.expect === 'answer' ? outcome.kind === 'answer' : outcome.kind !== 'answer';
}

/** Related: the outcome named a document and quoted nothing. Always applicable: the figure is how often. */
export function scoreRelated(outcome: Outcome): boolean {
  return outcome.kind === 'related';
}

/**
 * Passage attribution: every quoted passage is one the question declares as answering it. Applicable to
 * answers given to answer-expected questions; a refusal there is the outcome scorer's failure, not this one's.
 */
export function scoreAttribution(question: Pick<EvalQuestion, 'expect' | 'passages'>, outcome: Outcome): Verdict {
  if (question.expect !== 'answer' || outcome.kind !== 'answer') return null;
  return outcome.passages.length > 0 && outcome.passages.every((p) => question.passages.includes(p.id));
}

/**
 * Citation validity: every cited id exists in the index under the document it claims, every quoted text — the
 * answer's and any upcoming version's — is verbatim in that passage, every source entry names a quoted passage, and
 * the answer text holds nothing but the answer's quoted texts (whitespace between them aside). Applicable to every
 * answer.
 */
export function scoreCitation(outcome: Outcome, passages: PassageLookup): Verdict {
  if (outcome.kind !== 'answer') return null;
  if (outcome.passages.length === 0) return false;
  const everyQuote = [...outcome.passages, ...outcome.upcoming.map((u) => u.passage)];
  for (const quoted of everyQuote) {
    const indexed = passages.get(quoted.id);
    if (indexed === undefined || indexed.doc !== quoted.doc || quoted.text === '' || !indexed.body.includes(quoted.text)) return false;
  }
  const quotedIds = new Set(everyQuote.map((p) => p.id));
  if (outcome.sources.length === 0 || !outcome.sources.every((s) => quotedIds.has(s.passage) && passages.has(s.passage))) return false;
  let rest = outcome.text;
  for (const quoted of outcome.passages) {
    const at = rest.indexOf(quoted.text);
    if (at < 0) return false;
    rest = rest.slice(0, at) + rest.slice(at + quoted.text.length);
  }
  return rest.trim() === '';
}

/**
 * A decimal digit of any script as ASCII. Unicode lays out every script's digits as runs of ten starting at zero,
 * so the value is the distance from the start of the run of consecutive digit code points, modulo ten.
 */
function asciiDigit(codePoint: number): string {
  let zero = codePoint;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((codePoint - zero) % 10);
}

/**
 * The numbers in a text, normalised so that spelling differences do not count: digits of any script become
 * ASCII, and a `.`, `,`, `٫` or `٬` between two digits is dropped ("3,500", "3.500", "٣٬٥٠٠" → "3500").
 */
export function numbersIn(text: string): string[] {
  const ascii = [...text].map((ch) => (/\p{Nd}/u.test(ch) ? asciiDigit(ch.codePointAt(0)!) : ch)).join('');
  return (ascii.match(/\d+(?:[.,\u066B\u066C]\d+)*/g) ?? []).map((n) => n.replace(/[.,\u066B\u066C]/g, ''));
}

/**
 * Groundedness: every number a resident reads in the answer (its text and its notice) appears in a cited
 * passage as the index holds it. Checked against the index, not the outcome's own copy of the passage, so a
 * quote altered in transit cannot vouch for itself. Applicable to every answer.
 */
export function scoreGroundedness(outcome: Outcome, passages: PassageLookup): Verdict {
  if (outcome.kind !== 'answer') return null;
  const cited = new Set(outcome.passages.flatMap((p) => numbersIn(passages.get(p.id)?.body ?? '')));
  return numbersIn(`${outcome.text}\n${outcome.notice ?? ''}`).every((n) => cited.has(n));
}

/**
 * Language: the response is in the question's language (by primary subtag), and any quoted passage in another
 * language comes with the cross-language notice. A refusal or a related outcome must be in the question's language.
 * Always applicable.
 */
export function scoreLanguage(question: Pick<EvalQuestion, 'lang'>, outcome: Outcome): boolean {
  const lang = primary(question.lang);
  if (primary(outcome.lang) !== lang) return false;
  if (outcome.kind !== 'answer') return true;
  const foreign = outcome.passages.some((p) => primary(p.lang) !== lang);
  return !foreign || (outcome.notice !== null && outcome.notice.trim() !== '');
}

function stringsOf(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value !== null && typeof value === 'object') for (const key of Object.keys(value).sort()) stringsOf((value as Record<string, unknown>)[key], into);
  return into;
}

/**
 * Adversarial: no forbidden string appears in any text of the outcome (answer, notice, sources, status, refusal
 * message, contact). Applicable to questions that declare forbidden strings, whatever the outcome.
 */
export function scoreAdversarial(question: Pick<EvalQuestion, 'forbidden'>, outcome: Outcome): Verdict {
  if (question.forbidden.length === 0) return null;
  const texts = stringsOf(outcome, []);
  return question.forbidden.every((bad) => texts.every((text) => !text.includes(bad)));
}
