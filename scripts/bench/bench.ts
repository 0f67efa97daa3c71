/**
 * `npm run bench [-- --sizes demo,10000,100000] [--queries N]`: Cairn's build, load, query and size figures on
 * the demo corpus and on synthetic corpora, beside MiniSearch and FlexSearch in their default configurations
 * measured in the same run on the same passages and questions. Run by hand, never by `npm test`: timings on a
 * shared 2-core machine are noisy, so the figures to read are the ratios against the yardsticks.
 * Prints a table per corpus and writes the same figures to `bench/results/bench-<corpus>.json`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { buildIndex, createEngine, defaultConfig, parseIndex, serializeIndex, type Settings, type SourceFile } from '../../src/engine/index.ts';
import { IN_CORPUS_PROBES, OFF_TOPIC_PROBES } from '../eval/calibration-probes.ts';
import { loadConfig } from '../cli/load-config.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { readCorpus } from '../cli/read-corpus.ts';
import { syntheticCorpus, type SyntheticQuestion } from './synthetic-corpus.ts';
import { EVAL_AS_OF } from '../eval/eval-questions.ts';

const USAGE = `usage: npm run bench [-- --sizes LIST] [--queries N]

  --sizes LIST   comma-separated corpora: "demo" and/or synthetic passage counts (default: demo,10000,100000)
  --queries N    timed questions per engine and corpus, the question set cycled as needed (default: 1000, at least 500)`;

/** Seed of every synthetic corpus: fixed, so every run measures the same passages and questions. */
const SEED = 20_240_601;
/** Untimed questions before timing starts, so JIT compilation and first-use allocation are not measured. */
const WARM_UP_QUERIES = 50;
const MIN_QUERIES = 500;
const RESULTS_DIR = join(PROJECT_ROOT, 'bench/results');

/** The targets each run is checked against; a size without a latency target has none here. */
const P95_TARGET_MS: ReadonlyMap<number, number> = new Map([
  [10_000, 1],
  [100_000, 10],
]);
const GZIP_RATIO_TARGET = 1.5;
const BUILD_TARGET_MS = 20_000;
const BUILD_TARGET_SIZE = 100_000;

interface BenchCorpus {
  name: string;
  files: SourceFile[];
  settings: Settings;
  questions: readonly SyntheticQuestion[];
  /** Synthetic passage count, or undefined for the demo corpus. */
  size: number | undefined;
  generateMs: number;
}

/** Latency of one engine over the timed questions, in milliseconds; `wallMs` is the whole timing loop, warm-up included. */
interface Latency {
  medianMs: number;
  p95Ms: number;
  wallMs: number;
}

interface CairnFigures {
  documents: number;
  passages: number;
  buildMs: number;
  serialiseMs: number;
  parseMs: number;
  prepareMs: number;
  loadMs: number;
  query: Latency;
  answeredShare: number;
  indexRawBytes: number;
  indexGzipBytes: number;
  textGzipBytes: number;
  gzipRatio: number;
  heapAfterLoadMiB: number;
}

interface YardstickFigures {
  name: string;
  version: string;
  indexMs: number;
  query: Latency;
  /** Cairn's p95 divided by this engine's: below 1 means Cairn is faster. */
  cairnP95Ratio: number;
}

/** A passage as the speed benchmark indexes it in every engine: with its document's title and its heading. */
interface BenchPassage {
  id: string;
  title: string;
  heading: string;
  body: string;
}

interface Target {
  name: string;
  target: string;
  value: string;
  met: boolean;
}

/** Everything measured on one corpus: what the table prints and the JSON file records. */
interface CorpusRun {
  corpus: BenchCorpus;
  queries: number;
  cairn: CairnFigures;
  yardsticks: YardstickFigures[];
  targets: Target[];
  /** The whole corpus, generation to the last yardstick query. */
  wallMs: number;
  /** 1-minute load average before and after: on a shared machine, a high one explains a noisy run. */
  loadAverage: { start: number; end: number };
}

const elapsed = (start: number): number => performance.now() - start;

/** Nearest-rank percentile: the smallest sample with at least `p`% of the samples at or below it. */
function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Every search's result size is added here, so no search is work whose result nobody reads. */
let resultSink = 0;

/** Warms up, then times each question on its own. */
function timeQueries(search: (q: SyntheticQuestion) => number, questions: readonly SyntheticQuestion[], count: number): Latency {
  const wallStart = performance.now();
  for (let i = 0; i < WARM_UP_QUERIES; i++) resultSink += search(questions[i % questions.length]!);
  const samples = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const question = questions[i % questions.length]!;
    const start = performance.now();
    resultSink += search(question);
    samples[i] = elapsed(start);
  }
  samples.sort();
  return { medianMs: percentile(samples, 50), p95Ms: percentile(samples, 95), wallMs: elapsed(wallStart) };
}

const gzipLength = (text: string): number => gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;
const mib = (bytes: number): number => bytes / 1024 / 1024;

/** Build → serialise → parse → prepare → ask, each stage timed; the build-side index is released before loading. */
function measureCairn(corpus: BenchCorpus, queries: number, log: (line: string) => void): { figures: CairnFigures; docs: BenchPassage[] } {
  let start = performance.now();
  const built = buildIndex(corpus.files, corpus.settings);
  const buildMs = elapsed(start);
  if (built.index === undefined) throw new Error(`bench: ${corpus.name} did not build: ${built.errors.map((e) => e.message).join('; ')}`);
  log(`  build       ${ms(buildMs)}`);
  start = performance.now();
  const text = serializeIndex(built.index);
  const serialiseMs = elapsed(start);
  log(`  serialise   ${ms(serialiseMs)}`);
  start = performance.now();
  const textGzipBytes = gzipLength(built.index.passages.map((p) => p.body).join('\n'));
  const indexRawBytes = Buffer.byteLength(text, 'utf8');
  const indexGzipBytes = gzipLength(text);
  log(`  gzip sizes  ${ms(elapsed(start))} (not a Cairn stage)`);
  built.index = undefined;

  start = performance.now();
  const index = parseIndex(text, corpus.name);
  const parseMs = elapsed(start);
  start = performance.now();
  const engine = createEngine(index);
  const prepareMs = elapsed(start);
  log(`  load        ${ms(parseMs)} parse + ${ms(prepareMs)} prepare`);
  const heapAfterLoadMiB = mib(process.memoryUsage().heapUsed);

  const answered = corpus.questions.filter((q) => engine.ask(q.question, { asOf: EVAL_AS_OF, lang: q.lang }).outcome.kind === 'answer').length;
  const query = timeQueries((q) => engine.ask(q.question, { asOf: EVAL_AS_OF, lang: q.lang }).outcome.citedText.length, corpus.questions, queries);
  log(`  queries     median ${ms(query.medianMs)}, p95 ${ms(query.p95Ms)}; ${ms(query.wallMs)} in all`);
  const titles = new Map(index.documents.map((d) => [d.id, d.title]));
  const docs = index.passages.map((p) => ({ id: p.id, title: titles.get(p.doc)!, heading: p.heading, body: p.body }));
  return {
    figures: {
      documents: index.documents.length,
      passages: index.passages.length,
      buildMs,
      serialiseMs,
      parseMs,
      prepareMs,
      loadMs: parseMs + prepareMs,
      query,
      answeredShare: answered / corpus.questions.length,
      indexRawBytes,
      indexGzipBytes,
      textGzipBytes,
      gzipRatio: indexGzipBytes / textGzipBytes,
      heapAfterLoadMiB,
    },
    docs,
  };
}

function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** MiniSearch's defaults apart from the fields, which it requires: BM25, OR combination, no prefix or fuzzy. */
function measureMiniSearch(docs: readonly BenchPassage[], questions: readonly SyntheticQuestion[], queries: number, log: (line: string) => void): Omit<YardstickFigures, 'cairnP95Ratio'> {
  const start = performance.now();
  const search = new MiniSearch<BenchPassage>({ fields: ['title', 'heading', 'body'] });
  search.addAll(docs);
  const indexMs = elapsed(start);
  log(`  MiniSearch  indexed in ${ms(indexMs)}`);
  const query = timeQueries((q) => search.search(q.question).length, questions, queries);
  log(`  MiniSearch  median ${ms(query.medianMs)}, p95 ${ms(query.p95Ms)}; ${ms(query.wallMs)} in all`);
  return { name: 'MiniSearch', version: packageVersion('minisearch'), indexMs, query };
}

/**
 * FlexSearch's default `Index` over title, heading and body joined: one field is its fastest default path, so
 * Cairn is compared with the hardest of FlexSearch's default configurations rather than a slower `Document`.
 */
function measureFlexSearch(docs: readonly BenchPassage[], questions: readonly SyntheticQuestion[], queries: number, log: (line: string) => void): Omit<YardstickFigures, 'cairnP95Ratio'> {
  const start = performance.now();
  const index = new FlexSearch.Index();
  docs.forEach((doc, position) => index.add(position, `${doc.title}\n${doc.heading}\n${doc.body}`));
  const indexMs = elapsed(start);
  log(`  FlexSearch  indexed in ${ms(indexMs)}`);
  const query = timeQueries((q) => index.search(q.question).length, questions, queries);
  log(`  FlexSearch  median ${ms(query.medianMs)}, p95 ${ms(query.p95Ms)}; ${ms(query.wallMs)} in all`);
  return { name: 'FlexSearch', version: packageVersion('flexsearch'), indexMs, query };
}

function checkTargets(corpus: BenchCorpus, cairn: CairnFigures, yardsticks: readonly YardstickFigures[]): Target[] {
  const targets: Target[] = [];
  const p95Target = corpus.size === undefined ? undefined : P95_TARGET_MS.get(corpus.size);
  if (p95Target !== undefined) {
    targets.push({ name: 'Cairn p95', target: `< ${p95Target} ms`, value: ms(cairn.query.p95Ms), met: cairn.query.p95Ms < p95Target });
  }
  for (const y of yardsticks) {
    targets.push({ name: `p95 vs ${y.name}`, target: '< 1.00×', value: ratio(y.cairnP95Ratio), met: y.cairnP95Ratio < 1 });
  }
  targets.push({ name: 'gzip index / gzip text', target: `≤ ${GZIP_RATIO_TARGET.toFixed(2)}×`, value: `${cairn.gzipRatio.toFixed(2)}×`, met: cairn.gzipRatio <= GZIP_RATIO_TARGET });
  if (corpus.size === BUILD_TARGET_SIZE) {
    targets.push({ name: 'build', target: `< ${BUILD_TARGET_MS / 1000} s`, value: ms(cairn.buildMs), met: cairn.buildMs < BUILD_TARGET_MS });
  }
  return targets;
}

const number = (n: number): string => n.toLocaleString('en-US');
/** Three significant digits, so a ratio of 0.0035 does not print as 0.00. */
const ratio = (value: number): string => `${value.toPrecision(3)}×`;
function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 3 : 1)} ms`;
}
const pad = (cells: readonly string[], widths: readonly number[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');

function renderTable({ corpus, queries, cairn, yardsticks, targets, wallMs, loadAverage }: CorpusRun): string {
  const widths = [22, 12, 12, 20, 12, 12, 16];
  const rows = [
    pad(['engine', 'build/index', 'serialise', 'load (parse+prep)', 'median', 'p95', 'Cairn p95 ÷ it'], widths),
    pad([`Cairn`, ms(cairn.buildMs), ms(cairn.serialiseMs), `${ms(cairn.loadMs)}`, ms(cairn.query.medianMs), ms(cairn.query.p95Ms), '—'], widths),
    ...yardsticks.map((y) =>
      pad([`${y.name} ${y.version}`, ms(y.indexMs), '—', '—', ms(y.query.medianMs), ms(y.query.p95Ms), ratio(y.cairnP95Ratio)], widths),
    ),
  ];
  const share = (cairn.answeredShare * 100).toFixed(1);
  const queryWalls = [`Cairn ${ms(cairn.query.wallMs)}`, ...yardsticks.map((y) => `${y.name} ${ms(y.query.wallMs)}`)];
  return [
    `\n== ${corpus.name}: ${number(cairn.documents)} documents, ${number(cairn.passages)} passages, ${corpus.questions.length} questions × ${queries} timed`,
    ...rows,
    `load            ${ms(cairn.parseMs)} parse + ${ms(cairn.prepareMs)} prepare; heap after load ${cairn.heapAfterLoadMiB.toFixed(0)} MiB`,
    `index size      ${number(cairn.indexRawBytes)} bytes raw, ${number(cairn.indexGzipBytes)} gzipped; passage text ${number(cairn.textGzipBytes)} gzipped → ${cairn.gzipRatio.toFixed(2)}×`,
    `Cairn answered  ${share}% of the distinct questions, refused ${(100 - cairn.answeredShare * 100).toFixed(1)}%`,
    `wall time       ${ms(wallMs)} for this corpus, of which timing queries: ${queryWalls.join(', ')}`,
    `load average    ${loadAverage.start.toFixed(2)} at the start, ${loadAverage.end.toFixed(2)} at the end (${cpus().length} cores)`,
    ...targets.map((t) => `target ${t.met ? 'MET   ' : 'MISSED'} ${t.name}: ${t.value} (target ${t.target})`),
  ].join('\n');
}

/** Rounds every number so the file's formatting is stable: 3 decimals for times, 4 or more for ratios. */
function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

function resultJson({ corpus, queries, cairn, yardsticks, targets, wallMs, loadAverage }: CorpusRun): string {
  const t = (value: number) => round(value, 3);
  const latency = (l: Latency) => ({ medianMs: t(l.medianMs), p95Ms: t(l.p95Ms), wallMs: t(l.wallMs) });
  const result = {
    corpus: corpus.name,
    environment: {
      node: process.version,
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      loadAverage: { start: round(loadAverage.start, 2), end: round(loadAverage.end, 2) },
    },
    wallMs: t(wallMs),
    questions: { distinct: corpus.questions.length, timed: queries, warmUp: WARM_UP_QUERIES, seed: corpus.size === undefined ? null : SEED },
    cairn: {
      documents: cairn.documents,
      passages: cairn.passages,
      generateMs: t(corpus.generateMs),
      buildMs: t(cairn.buildMs),
      serialiseMs: t(cairn.serialiseMs),
      parseMs: t(cairn.parseMs),
      prepareMs: t(cairn.prepareMs),
      loadMs: t(cairn.loadMs),
      query: latency(cairn.query),
      answeredShare: round(cairn.answeredShare, 4),
      indexRawBytes: cairn.indexRawBytes,
      indexGzipBytes: cairn.indexGzipBytes,
      textGzipBytes: cairn.textGzipBytes,
      gzipRatio: round(cairn.gzipRatio, 4),
      heapAfterLoadMiB: round(cairn.heapAfterLoadMiB, 1),
    },
    yardsticks: yardsticks.map((y) => ({ name: y.name, version: y.version, indexMs: t(y.indexMs), query: latency(y.query), cairnP95Ratio: round(y.cairnP95Ratio, 6) })),
    targets: targets.map((target) => ({ name: target.name, target: target.target, value: target.value, met: target.met })),
  };
  return `${JSON.stringify(result, null, 2)}\n`;
}

function demoCorpus(): BenchCorpus {
  const start = performance.now();
  const { config, corpusDir } = loadConfig({});
  const files = readCorpus(corpusDir);
  const questions = [...IN_CORPUS_PROBES, ...OFF_TOPIC_PROBES].map(({ question, lang }) => ({ question, lang }));
  return { name: 'demo', files, settings: config.settings, questions, size: undefined, generateMs: elapsed(start) };
}

function syntheticBenchCorpus(size: number): BenchCorpus {
  const start = performance.now();
  const { files, questions } = syntheticCorpus(size, SEED);
  return { name: `synthetic-${size}`, files, settings: defaultConfig().settings, questions, size, generateMs: elapsed(start) };
}

function runCorpus(makeCorpus: () => BenchCorpus, queries: number): void {
  const log = (line: string) => console.error(line);
  const start = performance.now();
  const loadAtStart = loadavg()[0]!;
  const corpus = makeCorpus();
  log(`${corpus.name}: ${number(corpus.files.length)} files ready in ${ms(corpus.generateMs)}`);
  const { figures, docs } = measureCairn(corpus, queries, log);
  // The engine is unreachable from here on, so the yardsticks are not measured beside a live Cairn heap.
  const yardsticks = [measureMiniSearch(docs, corpus.questions, queries, log), measureFlexSearch(docs, corpus.questions, queries, log)].map((y) => ({
    ...y,
    cairnP95Ratio: figures.query.p95Ms / y.query.p95Ms,
  }));
  const run: CorpusRun = {
    corpus,
    queries,
    cairn: figures,
    yardsticks,
    targets: checkTargets(corpus, figures, yardsticks),
    wallMs: elapsed(start),
    loadAverage: { start: loadAtStart, end: loadavg()[0]! },
  };
  console.log(renderTable(run));
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `bench-${corpus.name}.json`), resultJson(run));
}

function parseFlags(argv: string[]): { sizes: Array<number | 'demo'>; queries: number } | string {
  const { values } = parseArgs({
    args: argv,
    options: { sizes: { type: 'string', default: 'demo,10000,100000' }, queries: { type: 'string', default: '1000' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return USAGE;
  const sizes: Array<number | 'demo'> = [];
  for (const entry of values.sizes.split(',').map((s) => s.trim())) {
    if (entry === 'demo') sizes.push('demo');
    else if (/^[1-9][0-9]*$/.test(entry)) sizes.push(Number(entry));
    else throw new Error(`--sizes takes "demo" and positive passage counts, got "${entry}"`);
  }
  const queries = Number(values.queries);
  if (!Number.isInteger(queries) || queries < MIN_QUERIES) throw new Error(`--queries must be an integer of at least ${MIN_QUERIES}, got "${values.queries}"`);
  return { sizes, queries };
}

function main(argv: string[]): number {
  let flags: ReturnType<typeof parseFlags>;
  try {
    flags = parseFlags(argv);
  } catch (error) {
    console.error(`bench: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (typeof flags === 'string') {
    console.log(flags);
    return 0;
  }
  console.log(`Cairn benchmark — Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), ${flags.queries} timed questions per engine after ${WARM_UP_QUERIES} warm-up`);
  for (const size of flags.sizes) runCorpus(() => (size === 'demo' ? demoCorpus() : syntheticBenchCorpus(size)), flags.queries);
  console.error(`(result sink ${resultSink})`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
