/**
 * `npm run ask -- "question" [--lang xx | --hint xx] [--as-of YYYY-MM-DD] [--json] [--explain] [--index FILE] [--corpus DIR] [--config FILE]`
 * `npm run ask -- --batch FILE|-`: one JSON object per line in ({"question": …, "lang"?: …, "hint"?: …, "asOf"?: …, "id"?: …}),
 * one JSON result per line out, so an evaluation does not start a process per question.
 *
 * A refusal is a normal outcome: exit 0. Exit 1 for an error (missing, stale or other-version index, bad
 * question, unsupported language, unreadable batch input or a batch line that is not a JSON object), 2 for misuse.
 * What it prints for people shows control characters escaped (see `terminalText`); JSON output escapes the C1
 * controls JSON.stringify leaves raw (see `terminalJson`).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { canonicalJson, canonicalLanguageTag, CairnError, isIsoDate, messageTablesWith, noSuchDay, messagesOf, QuestionError, utcDate, type MessageTables, type Outcome } from '../../src/engine/index.ts';
import { loadConfig } from './load-config.ts';
import { loadAnswerer, rebuildFor, type Answerer } from './load-index.ts';
import { questionReport, renderQuestionReport, type AskedQuestion } from './question-report.ts';
import { renderOutcome, renderTrace } from './render-outcome.ts';
import { terminalJson, terminalText } from './terminal-text.ts';

const USAGE = `usage: npm run ask -- "question" [--lang xx | --hint xx] [--as-of YYYY-MM-DD] [--json] [--explain] [--index FILE] [--corpus DIR] [--config FILE]
       npm run ask -- --batch FILE   (or --batch - for standard input; one {"question": …} JSON object per line)
       npm run ask -- --batch FILE --report   (what the batch says: outcomes, words no passage uses, documents named)

  --lang xx      answer in this language (default: detected from the question; with --batch, for each line without "lang")
  --hint xx      the language of the asker's page: weighed as the page weighs it (the question may overrule it; --lang decides instead;
                 with --batch, for each line without "hint")
  --as-of DATE   answer from the documents in force on this day (default: today's date in UTC)
  --json         print one JSON record instead of text
  --explain      show why: candidates, scores, verdicts, term evidence
  --report       with --batch: one report instead of a result per line (with --json, the report as JSON)
  --index FILE   the index to answer from (default: index.path in the config)
  --corpus DIR   the corpus the index must match (default: corpus.path in the config)
  --config FILE  cairn.toml to read (default: with --corpus, DIR/cairn.toml, or Cairn's defaults when there is none;
                 without, public/corpus/cairn.toml)`;

interface Flags {
  lang?: string;
  hint?: string;
  'as-of'?: string;
  json?: boolean;
  explain?: boolean;
  index?: string;
  corpus?: string;
  config?: string;
  batch?: string;
  report?: boolean;
  help?: boolean;
}

/** The day to answer for: the flag's, else today's date in UTC (said as such wherever the answer depends on it). */
function asOfOf(given: string | undefined): { asOf: string; stated: string } {
  if (given !== undefined) return { asOf: given, stated: given };
  const today = utcDate(new Date());
  return { asOf: today, stated: `${today} (today, UTC)` };
}

/**
 * Whether the date shaped this outcome: it quotes or names a dated document or a later version of one, or refuses
 * because the documents do not go back that far. Only then is the date said: other outcomes are the same on every day.
 */
function dependsOnDate(outcome: Outcome): boolean {
  if (outcome.kind === 'answer') return outcome.upcoming.length > 0 || outcome.passages.some((p) => p.inForce !== undefined);
  if (outcome.kind === 'related') return outcome.documents.some((d) => d.inForce !== undefined);
  return outcome.beforeRecords !== undefined;
}

async function askOne(engine: Answerer, question: string, flags: Flags, tables: MessageTables): Promise<string> {
  const { asOf, stated } = asOfOf(flags['as-of']);
  const { outcome, trace } = await engine.ask(question, { lang: flags.lang, hint: flags.hint, explain: flags.explain, asOf });
  const dated = dependsOnDate(outcome);
  if (flags.json) return terminalJson(canonicalJson({ question, ...(dated ? { asOf } : {}), outcome, ...(trace ? { trace } : {}) }));
  let text = renderOutcome(outcome, tables);
  if (trace) {
    const said = await engine.passages(trace.attempts.flatMap((a) => a.candidates.map((c) => c.passage)));
    text += `\n\n${renderTrace(trace, outcome.dir, (id) => said.get(id))}`;
  }
  return dated ? `${text}\n\nAs of ${stated}.` : text;
}

/** The batch input cannot be read, or one of its lines is not a JSON object. */
class BatchInputError extends CairnError {
  override name = 'BatchInputError';
}

const ONE_PER_LINE = 'write one {"question": "…"} JSON object per line';

/** The text of `--batch FILE`, or of standard input for `-`. */
function readBatchInput(source: string): string {
  try {
    return readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const file = source === '-' ? 'standard input' : source;
    if (code === 'ENOENT') throw new BatchInputError('no such file; give a file of questions, or - for standard input', { file });
    if (code === 'EISDIR') throw new BatchInputError('is a directory; give a file of questions, or - for standard input', { file });
    throw new BatchInputError(`cannot be read (${code ?? (error as Error).message}); give a readable file of questions, or - for standard input`, { file });
  }
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? 'text' : `a ${typeof value}`;
}

/** One line's request. @throws BatchInputError naming the line when it is not a JSON object. */
function parseRequest(line: string, file: string, n: number): { question?: unknown; lang?: unknown; hint?: unknown; asOf?: unknown; id?: unknown } {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    throw new BatchInputError(`not a JSON object (not valid JSON); ${ONE_PER_LINE}`, { file, line: n });
  }
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    throw new BatchInputError(`not a JSON object (got ${describeJson(request)}); ${ONE_PER_LINE}`, { file, line: n });
  }
  return request;
}

/**
 * Batch mode: a request the engine cannot take becomes an error record for that line; input that is not one JSON
 * object per line stops the run before anything is printed. With `--report`, the results are gathered into one
 * `questionReport` (asked with explain, whose term evidence it reads) and only that is printed.
 * @throws BatchInputError for a line that is not a JSON object.
 */
async function askBatch(engine: Answerer, input: string, flags: Flags): Promise<number> {
  const file = flags.batch === '-' ? 'standard input' : flags.batch!;
  const lines = input.split('\n');
  const out: string[] = [];
  const asked: AskedQuestion[] = [];
  const notTaken: string[] = [];
  const defaultAsOf = asOfOf(flags['as-of']).asOf;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    if (line === '') continue;
    const request = parseRequest(line, file, n + 1);
    const id = request.id ?? n + 1;
    if (
      typeof request.question !== 'string' ||
      (request.lang !== undefined && typeof request.lang !== 'string') ||
      (request.hint !== undefined && (typeof request.hint !== 'string' || canonicalLanguageTag(request.hint) === undefined)) ||
      (request.asOf !== undefined && typeof request.asOf !== 'string')
    ) {
      notTaken.push('bad-request');
      out.push(canonicalJson({ id, error: { code: 'bad-request', message: 'each line needs "question" as text, and "lang", "asOf" and "hint" (a language tag) as text if given' } }));
      continue;
    }
    try {
      const asOf = (request.asOf as string | undefined) ?? defaultAsOf;
      const { outcome, trace } = await engine.ask(request.question, {
        lang: (request.lang as string | undefined) ?? flags.lang,
        hint: (request.hint as string | undefined) ?? flags.hint,
        explain: flags.explain || flags.report,
        asOf,
      });
      if (flags.report) asked.push({ question: request.question, outcome, trace: trace! });
      else out.push(terminalJson(canonicalJson({ id, question: request.question, ...(dependsOnDate(outcome) ? { asOf } : {}), outcome, ...(trace ? { trace } : {}) })));
    } catch (error) {
      if (!(error instanceof QuestionError)) throw error;
      notTaken.push(error.code);
      out.push(terminalJson(canonicalJson({ id, question: request.question, error: { code: error.code, message: error.message } })));
    }
  }
  if (flags.report) {
    const report = questionReport(asked, notTaken);
    process.stdout.write(`${flags.json ? terminalJson(canonicalJson(report)) : terminalText(renderQuestionReport(report))}\n`);
    return 0;
  }
  process.stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '');
  return 0;
}

async function main(argv: string[]): Promise<number> {
  let flags: Flags;
  let positionals: string[];
  try {
    const parsed = parseArgs({
      args: argv,
      options: {
        lang: { type: 'string' },
        hint: { type: 'string' },
        'as-of': { type: 'string' },
        json: { type: 'boolean' },
        explain: { type: 'boolean' },
        index: { type: 'string' },
        corpus: { type: 'string' },
        config: { type: 'string' },
        batch: { type: 'string' },
        report: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    flags = parsed.values;
    positionals = parsed.positionals;
  } catch (error) {
    console.error(terminalText(`ask: ${(error as Error).message}\n\n${USAGE}`));
    return 2;
  }
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  // A hint names no language Cairn must have (the page's may be any), but it must be a language tag: a mistyped one
  // would change nothing, silently.
  if (flags.hint !== undefined && canonicalLanguageTag(flags.hint) === undefined) {
    console.error(terminalText(`ask: --hint takes a language tag such as es or ar-EG; "${flags.hint}" is not one\n\n${USAGE}`));
    return 2;
  }
  // A flag's day is the command's input, as the hint is: misuse when it is no day. (A batch line's "asOf" is that
  // line's, an error record for the line.)
  if (flags['as-of'] !== undefined && !isIsoDate(flags['as-of'])) {
    const why = noSuchDay(flags['as-of']);
    console.error(terminalText(`ask: --as-of takes a day written YYYY-MM-DD, such as 2026-12-31; "${flags['as-of']}" is ${why === undefined ? 'not one' : `no day: ${why}`}\n\n${USAGE}`));
    return 2;
  }
  const batch = flags.batch !== undefined;
  if (flags.report && !batch) {
    console.error(terminalText(`ask: --report reads a batch; give it with --batch FILE\n\n${USAGE}`));
    return 2;
  }
  if (batch ? positionals.length > 0 : positionals.length !== 1) {
    console.error(terminalText(`ask: ${batch ? '--batch takes no question argument' : 'give exactly one question, in quotes'}\n\n${USAGE}`));
    return 2;
  }
  try {
    const resolved = loadConfig({ config: flags.config, corpus: flags.corpus, out: flags.index });
    const { config, corpusDir, indexFile } = resolved;
    const engine = loadAnswerer(indexFile, corpusDir, config.settings, rebuildFor(flags, resolved));
    if (batch) return await askBatch(engine, readBatchInput(flags.batch!), flags);
    const answer = await askOne(engine, positionals[0]!, flags, messageTablesWith(config.settings.messages));
    console.log(flags.json ? answer : terminalText(answer));
    return 0;
  } catch (error) {
    if (error instanceof CairnError) {
      console.error(terminalText(messagesOf(error).map((message) => `error: ${message}`).join('\n')));
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
