/**
 * `npm run ask -- "question" [--lang xx] [--json] [--explain] [--index FILE] [--corpus DIR] [--config FILE]`
 * `npm run ask -- --batch FILE|-`: one JSON object per line in ({"question": …, "lang"?: …, "id"?: …}),
 * one JSON result per line out, so an evaluation does not start a process per question.
 *
 * A refusal is a normal outcome: exit 0. Exit 1 for an error (missing, stale or other-version index, bad
 * question, unsupported language), 2 for misuse.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { canonicalJson, CairnError, createEngine, QuestionError, type Engine } from '../../src/engine/index.ts';
import { loadConfig } from './load-config.ts';
import { loadIndex } from './load-index.ts';
import { renderOutcome, renderTrace } from './render-outcome.ts';

const USAGE = `usage: npm run ask -- "question" [--lang xx] [--json] [--explain] [--index FILE] [--corpus DIR] [--config FILE]
       npm run ask -- --batch FILE   (or --batch - for standard input; one {"question": …} JSON object per line)

  --lang xx      answer in this language (default: detected from the question)
  --json         print one JSON record instead of text
  --explain      show why: candidates, scores, verdicts, term evidence
  --index FILE   the index to answer from (default: index.path in the config)
  --corpus DIR   the corpus the index must match (default: corpus.path in the config)
  --config FILE  cairn.toml to read (default: public/corpus/cairn.toml)`;

interface Flags {
  lang?: string;
  json?: boolean;
  explain?: boolean;
  index?: string;
  corpus?: string;
  config?: string;
  batch?: string;
  help?: boolean;
}

function askOne(engine: Engine, question: string, flags: Flags): string {
  const { outcome, trace } = engine.ask(question, { lang: flags.lang, explain: flags.explain });
  if (flags.json) return canonicalJson({ question, outcome, ...(trace ? { trace } : {}) });
  return trace ? `${renderOutcome(outcome)}\n\n${renderTrace(trace, outcome.dir)}` : renderOutcome(outcome);
}

/** Batch mode: a bad line becomes an error record for that line; only unreadable input stops the run. */
function askBatch(engine: Engine, input: string, flags: Flags): number {
  const lines = input.split('\n');
  const out: string[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    if (line === '') continue;
    let request: { question?: unknown; lang?: unknown; id?: unknown };
    try {
      request = JSON.parse(line) as typeof request;
    } catch {
      console.error(`error: ${flags.batch === '-' ? 'standard input' : flags.batch}:${n + 1}: not a JSON object; write one {"question": "…"} per line`);
      return 1;
    }
    const id = request.id ?? n + 1;
    if (typeof request.question !== 'string' || (request.lang !== undefined && typeof request.lang !== 'string')) {
      out.push(canonicalJson({ id, error: { code: 'bad-request', message: 'each line needs "question" as text, and "lang" as text if given' } }));
      continue;
    }
    try {
      const { outcome, trace } = engine.ask(request.question, { lang: request.lang as string | undefined, explain: flags.explain });
      out.push(canonicalJson({ id, question: request.question, outcome, ...(trace ? { trace } : {}) }));
    } catch (error) {
      if (!(error instanceof QuestionError)) throw error;
      out.push(canonicalJson({ id, question: request.question, error: { code: error.code, message: error.message } }));
    }
  }
  process.stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '');
  return 0;
}

function main(argv: string[]): number {
  let flags: Flags;
  let positionals: string[];
  try {
    const parsed = parseArgs({
      args: argv,
      options: {
        lang: { type: 'string' },
        json: { type: 'boolean' },
        explain: { type: 'boolean' },
        index: { type: 'string' },
        corpus: { type: 'string' },
        config: { type: 'string' },
        batch: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    flags = parsed.values;
    positionals = parsed.positionals;
  } catch (error) {
    console.error(`ask: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  const batch = flags.batch !== undefined;
  if (batch ? positionals.length > 0 : positionals.length !== 1) {
    console.error(`ask: ${batch ? '--batch takes no question argument' : 'give exactly one question, in quotes'}\n\n${USAGE}`);
    return 2;
  }
  try {
    const { config, corpusDir, indexFile } = loadConfig({ config: flags.config, corpus: flags.corpus, out: flags.index });
    const engine = createEngine(loadIndex(indexFile, corpusDir, config.settings));
    if (batch) {
      const input = flags.batch === '-' ? readFileSync(0, 'utf8') : readFileSync(flags.batch!, 'utf8');
      return askBatch(engine, input, flags);
    }
    console.log(askOne(engine, positionals[0]!, flags));
    return 0;
  } catch (error) {
    if (error instanceof CairnError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && batch) {
      console.error(`error: ${flags.batch}: no such file; give a file of questions, or - for standard input`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
