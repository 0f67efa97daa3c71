/**
 * `npm run bench:scale [-- --sizes 10000,100000] [--sessions N] [--corpus usagov]`: the sharded index at scale,
 * beside the single file, on synthetic corpora (`synthetic-corpus.ts`) or on a real agency site copied to the size
 * (`replicated-corpus.ts`: USA.gov or HealthCare.gov, asked the dev half of the residents' questions about it). Per size: the operator's `npm run build-index` on the corpus written
 * to a folder (wall time, and its peak memory where /usr/bin/time is), build and shard time in this process, this process's peak memory, bytes on disk against gzip(text), and
 * what a resident's page transfers — the app, the manifest and the shards of a first question on a cold
 * page, then ten further questions — counted as a host serves JSON (gzipped); warm answer time of both forms in Node.
 * Byte counts are deterministic; times are this machine's. Run by hand, never by `npm test`. Writes
 * `bench/results/scale-<size>.json` (`scale-usagov-<size>.json`, `scale-healthcare-<size>.json`). The browser half (throttled Chromium, Pagefind beside Cairn) is
 * `npm run bench:scale -- --browser N` (see `scale-browser.ts`); where no single file can exist (a million passages)
 * it times Cairn's sharded site alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  asRecords,
  assembleIndex,
  buildIndex,
  createEngine,
  createShardedEngine,
  defaultConfig,
  orderCorpusFiles,
  parseManifest,
  serializeIndex,
  shardIndex,
  type Settings,
  type ShardOptions,
  type SourceFile,
} from '../../src/engine/index.ts';
import { loadConfig } from '../cli/load-config.ts';
import { nodeSha256 } from '../cli/node-sha256.ts';
import { prepareInParallel } from '../cli/prepare-in-parallel.ts';
import { readCorpus } from '../cli/read-corpus.ts';
import { loadResidentQuestions } from '../eval/residents.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { replicatedCorpus } from './replicated-corpus.ts';
import { measureInBrowser, prepareSites, type BrowserFigures } from './scale-browser.ts';
import { nearestRank, peakKiBOf, PEAK_LINE_FORMAT, sessionTransfers, shardKindOf } from './scale-transfer.ts';
import { syntheticCorpus } from './synthetic-corpus.ts';

const USAGE = `usage: npm run bench:scale [-- --sizes LIST] [--sessions N] [--corpus synthetic|usagov|healthcare] [--data DIR]

  --sizes LIST    comma-separated passage counts (default: 10000,100000)
  --corpus NAME   synthetic (pseudo-words, window questions; the default), usagov or healthcare (the agency site
                  copied to each size, asked the dev half of eval/residents/usagov.jsonl or healthcare.jsonl)
  --data DIR      the site's folder (default: ../shared/corpora/usagov or ../shared/corpora/healthcare-gov)
  --sessions N    cold pages simulated per size, each a first question then ten more (default: 50)
  --term-shard-bytes N, --passage-shard-bytes N   shard sizes to try instead of the build's defaults
  --browser N     also publish each corpus three ways (Cairn sharded, Cairn single file, Pagefind) and time N cold
                  pages of each in Chromium on slow 4G (scale-browser.ts); needs npm run build first for the app`;

const SEED = 20_240_601;
const FURTHER_QUESTIONS = 10;
const RESULTS_DIR = join(PROJECT_ROOT, 'bench/results');
/** The issue's targets: bytes to a first answer on a cold page, app included. */
const FIRST_ANSWER_TARGET: ReadonlyMap<number, number> = new Map([
  [100_000, 300 * 1000],
  [1_000_000, 1000 * 1000],
]);
const BUILD_TARGET_MS: ReadonlyMap<number, number> = new Map([
  [100_000, 20_000],
  [1_000_000, 300_000],
]);
const DISK_RATIO_TARGET = 1.5;

const gzipLength = (text: string | Uint8Array): number => gzipSync(text, { level: 9 }).length;
const elapsed = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
const round = (value: number, decimals = 3): number => Math.round(value * 10 ** decimals) / 10 ** decimals;
const log = (line: string) => console.log(line);

/** The page a resident loads before any index: the built app, gzipped, the operator's indexer left out. */
function appBytes(): { bytes: number; files: string[] } | undefined {
  const dist = join(PROJECT_ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/u.test(f) && !f.startsWith('indexer.worker-'));
  const files = ['index.html', ...assets.map((f) => `assets/${f}`)];
  return { bytes: files.reduce((sum, f) => sum + gzipLength(readFileSync(join(dist, f))), 0), files };
}

/** GNU time, where the machine has it (Debian's package `time`): the command's peak resident set, its children's included. */
const GNU_TIME = '/usr/bin/time';

/**
 * The operator's command on `files` written to a folder: wall time of `npm run build-index` (form auto, so sharded at
 * these sizes) from start to exit — reading, building, sharding, writing and reporting — its peak memory where GNU
 * time is, and the digest it built. Run before the benchmark builds in this process, so the two builds never hold
 * memory at once.
 */
function timeCommand(files: readonly SourceFile[], config: string | undefined): { ms: number; digest: string | undefined; peakRssMiB: number | undefined } {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-scale-'));
  try {
    mkdirSync(join(dir, 'corpus'));
    if (config !== undefined) writeFileSync(join(dir, 'corpus', 'cairn.toml'), config);
    for (const file of files) {
      mkdirSync(dirname(join(dir, 'corpus', file.path)), { recursive: true });
      writeFileSync(join(dir, 'corpus', file.path), file.bytes);
    }
    const out = join(dir, 'index.json');
    const start = process.hrtime.bigint();
    const command = ['npm', 'run', '-s', 'build-index', '--', '--corpus', join(dir, 'corpus'), '--out', out];
    const timed = existsSync(GNU_TIME);
    const [program, ...args] = timed ? [GNU_TIME, '-f', PEAK_LINE_FORMAT, ...command] : command;
    // As an operator runs it: without the heap limit this bench is run with at a million passages (NODE_OPTIONS),
    // which lets the command's heap grow by 700 MiB more before it collects.
    const { NODE_OPTIONS: _, ...env } = process.env;
    const run = spawnSync(program!, args, { cwd: PROJECT_ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const ms = elapsed(start);
    const peakKiB = timed ? peakKiBOf(run.stderr) : undefined;
    if (run.status !== 0) throw new Error(`bench: build-index failed (${run.status}): ${run.stderr}`);
    // A manifest names the index it cuts (indexDigest); a single file carries its own digest.
    const written = JSON.parse(readFileSync(out, 'utf8')) as { indexDigest?: string; digest?: string };
    return { ms, digest: written.indexDigest ?? written.digest, peakRssMiB: peakKiB === undefined ? undefined : peakKiB / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What one size measures: the files, the settings they are built with, the `cairn.toml` the operator's command reads. */
interface ScaleCorpus {
  name: string;
  files: SourceFile[];
  settings: Settings;
  config: string | undefined;
  questions: { question: string }[];
  /** What the corpus is, for the log. */
  about: string;
}

function syntheticScale(size: number): ScaleCorpus {
  const corpus = syntheticCorpus(size, SEED);
  return { name: `synthetic-${size}`, files: corpus.files, settings: defaultConfig().settings, config: undefined, questions: corpus.questions, about: `${corpus.files.length} documents of pseudo-words, ${corpus.questions.length} questions` };
}

/** Where each real site is, beside the repository, and the residents' questions written about it. */
const SITES = {
  usagov: { dir: '../shared/corpora/usagov', questions: 'eval/residents/usagov.jsonl' },
  healthcare: { dir: '../shared/corpora/healthcare-gov', questions: 'eval/residents/healthcare.jsonl' },
} as const;

/** A real site copied to `size` passages, with its own `cairn.toml`, asked the residents' dev-half questions about it. */
function siteScale(site: keyof typeof SITES, size: number, dir: string): ScaleCorpus {
  const { config } = loadConfig({ corpus: dir });
  const source = readCorpus(dir);
  const built = buildIndex(source, config.settings);
  if (built.index === undefined) throw new Error(`bench:scale: ${dir} does not build: ${built.errors.map((e) => e.message).join('; ')}`);
  const perDocument = new Map<string, number>();
  for (const p of built.index.passages) perDocument.set(p.doc, (perDocument.get(p.doc) ?? 0) + 1);
  const passagesOf = new Map(built.index.documents.map((d) => [d.path, perDocument.get(d.id) ?? 0]));
  const replicated = replicatedCorpus(source, passagesOf, size);
  const questions = loadResidentQuestions(join(PROJECT_ROOT, SITES[site].questions))
    .filter((q) => q.half === 'dev')
    .map((q) => ({ question: q.question }));
  const toml = join(dir, 'cairn.toml');
  return {
    name: `${site}-${size}`,
    files: replicated.files,
    settings: config.settings,
    config: existsSync(toml) ? readFileSync(toml, 'utf8') : undefined,
    questions,
    about: `${replicated.copies} copies of ${built.index.passages.length} passages begun, ${replicated.files.length} documents, ${replicated.passages} passages; ${questions.length} residents' questions`,
  };
}

async function measure(size: number, corpus: ScaleCorpus, sessions: number, options: ShardOptions, browserPages: number) {
  log(`\n${corpus.name}: ${corpus.about}`);
  const settings = corpus.settings;
  const command = timeCommand(corpus.files, corpus.config);
  const commandMs = command.ms;
  const commandPeakRssMiB = command.peakRssMiB;
  log(`  command     npm run build-index: ${round(commandMs / 1000, 1)} s from start to exit, every file written; peak RSS ${commandPeakRssMiB === undefined ? 'not measured (no /usr/bin/time)' : `${Math.round(commandPeakRssMiB)} MiB`}`);
  // As build-index builds: files prepared on threads, then assembled and calibrated.
  const buildStart = process.hrtime.bigint();
  const ordered = orderCorpusFiles(corpus.files);
  const result = assembleIndex(ordered, (await prepareInParallel(ordered)).outcomes, settings, { sha256: nodeSha256 });
  const built = result.index!;
  const buildMs = elapsed(buildStart);
  // At a million passages the single file is longer than any string can be: it cannot exist, and is left out.
  let single: string | undefined;
  try {
    single = serializeIndex(built);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    log(`  single file cannot be written at this size (${error.message}): left out`);
  }
  const shardStart = process.hrtime.bigint();
  // As build-index shards it: with the build's inverted index and detection counts.
  const { manifest, shards } = shardIndex(built, { ...options, prepared: result.prepared, profiles: result.profiles, sha256: nodeSha256 });
  const shardMs = elapsed(shardStart);
  const peakRssMiB = process.resourceUsage().maxRSS / 1024;
  log(`  build       ${round(buildMs / 1000, 1)} s, shard ${round(shardMs / 1000, 1)} s; peak RSS so far ${Math.round(peakRssMiB)} MiB`);
  if (command.digest !== built.digest) throw new Error(`bench: build-index built ${command.digest}, the bench ${built.digest}`);

  const gz = new Map<string, number>([['manifest', gzipLength(manifest)]]);
  let shardRaw = 0;
  for (const [name, text] of shards) {
    gz.set(name, gzipLength(text));
    shardRaw += text.length;
  }
  // The passages' text joined by newlines, as bytes: as one string it would pass the longest string at a million.
  const textGzip = gzipLength(Buffer.concat(built.passages.map((p, i) => Buffer.from(i === 0 ? p.body : `\n${p.body}`))));
  const shardedGzip = [...gz.values()].reduce((a, b) => a + b, 0);
  const singleGzip = single === undefined ? null : gzipLength(single);
  const parsed = parseManifest(manifest, 'index.json');
  log(
    `  on disk     single ${singleGzip === null ? '(none)' : `${singleGzip.toLocaleString('en-US')} B gzipped (${round(singleGzip / textGzip, 2)}× gzip(text))`}; sharded ${shardedGzip.toLocaleString('en-US')} B gzipped ` +
      `(${round(shardedGzip / textGzip, 2)}×) in ${shards.size + 1} files: manifest ${gz.get('manifest')!.toLocaleString('en-US')} B, ${parsed.terms.count} term, ${parsed.tails.count} tail, ${parsed.documentShards.count} document, ${parsed.passageShards.count} passage shards`,
  );

  // Cold pages: each session a fresh engine (an empty cache), its first question and ten more.
  const app = appBytes();
  const kindOf = new Map<string, string>([['manifest', 'manifest']]);
  // Every shard's kind, pages of names included, from the files themselves.
  for (const [name, text] of shards) kindOf.set(name, shardKindOf(text));
  for (const language of Object.values(parsed.languages)) for (const name of Object.values(language.dictionary)) kindOf.set(name, 'dictionary');
  const firstByKind: Record<string, number> = {};
  const firstAnswer: number[] = [];
  const further: number[] = [];
  const firstFiles: number[] = [];
  const questions = corpus.questions;
  const per = 1 + FURTHER_QUESTIONS;
  for (let s = 0; s < sessions; s++) {
    const fetched: string[] = [];
    const engine = createShardedEngine(parsed, async (name) => {
      fetched.push(name);
      return shards.get(name)!;
    });
    const lists: string[][] = [];
    for (let q = 0; q < per; q++) {
      const before = fetched.length;
      await engine.ask(questions[(s * per + q) % questions.length]!.question, { asOf: '2026-11-30' });
      lists.push([...(q === 0 ? ['manifest'] : []), ...fetched.slice(before)]);
    }
    const transfers = sessionTransfers(lists, (f) => gz.get(f)!);
    for (const file of new Set(lists[0])) firstByKind[kindOf.get(file)!] = (firstByKind[kindOf.get(file)!] ?? 0) + gz.get(file)!;
    firstAnswer.push(transfers[0]!.bytes + (app?.bytes ?? 0));
    firstFiles.push(transfers[0]!.files);
    further.push(transfers.slice(1).reduce((sum, t) => sum + t.bytes, 0));
  }
  const kB = (n: number) => `${round(n / 1000, 1)} kB`;
  log(
    `  first answer ${app === undefined ? '(index only: no dist/ to count the app from; run npm run build)' : `app ${kB(app.bytes)} +`} index: median ${kB(nearestRank(firstAnswer, 50))}, ` +
      `p95 ${kB(nearestRank(firstAnswer, 95))}, max ${kB(Math.max(...firstAnswer))} over ${sessions} cold pages (median ${nearestRank(firstFiles, 50)} files)`,
  );
  log(`  first, by kind (mean over pages): ${Object.entries(firstByKind).sort().map(([kind, bytes]) => `${kind} ${kB(bytes / sessions)}`).join(', ')}`);
  log(`  ten more    median ${kB(nearestRank(further, 50))}, p95 ${kB(nearestRank(further, 95))}`);
  if (singleGzip !== null) log(`  single file first answer: ${kB(singleGzip + (app?.bytes ?? 0))}`);

  // Warm answer time in Node: both forms, the same questions, every shard already held.
  // As a page answers from the single file: records, not the build's counted passages (which make a record per read).
  const singleEngine = single === undefined ? undefined : createEngine(asRecords(built));
  const warm = createShardedEngine(parsed, async (name) => shards.get(name)!);
  const timed = questions.slice(0, 200);
  for (const { question } of timed) await warm.ask(question, { asOf: '2026-11-30' });
  const times = { single: [] as number[], sharded: [] as number[] };
  for (const { question } of timed) {
    let start = process.hrtime.bigint();
    if (singleEngine !== undefined) {
      singleEngine.ask(question, { asOf: '2026-11-30' });
      times.single.push(elapsed(start));
    }
    start = process.hrtime.bigint();
    await warm.ask(question, { asOf: '2026-11-30' });
    times.sharded.push(elapsed(start));
  }
  const warmP95 = { single: singleEngine === undefined ? null : nearestRank(times.single, 95), sharded: nearestRank(times.sharded, 95) };
  log(
    warmP95.single === null
      ? `  warm p95    sharded ${round(warmP95.sharded)} ms in Node`
      : `  warm p95    single ${round(warmP95.single)} ms, sharded ${round(warmP95.sharded)} ms (${round(warmP95.sharded / warmP95.single, 2)}×) in Node`,
  );

  const targets = [
    ...(FIRST_ANSWER_TARGET.has(size) ? [{ name: 'first answer, cold page (median)', target: `≤ ${kB(FIRST_ANSWER_TARGET.get(size)!)}`, value: kB(nearestRank(firstAnswer, 50)), met: app !== undefined && nearestRank(firstAnswer, 50) <= FIRST_ANSWER_TARGET.get(size)! }] : []),
    ...(FIRST_ANSWER_TARGET.has(size) ? [{ name: 'first answer, cold page (p95)', target: `≤ ${kB(FIRST_ANSWER_TARGET.get(size)!)}`, value: kB(nearestRank(firstAnswer, 95)), met: app !== undefined && nearestRank(firstAnswer, 95) <= FIRST_ANSWER_TARGET.get(size)! }] : []),
    ...(BUILD_TARGET_MS.has(size) ? [{ name: 'build-index command', target: `≤ ${BUILD_TARGET_MS.get(size)! / 1000} s`, value: `${round(commandMs / 1000, 1)} s`, met: commandMs <= BUILD_TARGET_MS.get(size)! }] : []),
    { name: 'sharded on disk', target: `≤ ${DISK_RATIO_TARGET}× gzip(text)`, value: `${round(shardedGzip / textGzip, 2)}×`, met: shardedGzip / textGzip <= DISK_RATIO_TARGET },
    // The issue's target is the build's: the operator's command. This process also holds every shard it made, to count them.
    ...(commandPeakRssMiB === undefined ? [] : [{ name: 'peak memory of build-index', target: '≤ 4096 MiB', value: `${Math.round(commandPeakRssMiB)} MiB`, met: commandPeakRssMiB <= 4096 }]),
  ];
  let browser: { pagefindIndexMs: number | null; contenders: BrowserFigures[] } | undefined;
  if (browserPages > 0) {
    const dir = join(PROJECT_ROOT, '.cairn-build', 'scale', corpus.name);
    const { pagefindMs } = await prepareSites(dir, built, { manifest, shards }, single);
    if (pagefindMs === null) log('  pagefind    left out with the single file: Cairn sharded alone in the browser');
    else log(`  pagefind    indexed ${built.passages.length} pages in ${round(pagefindMs / 1000, 1)} s`);
    browser = {
      pagefindIndexMs: pagefindMs === null ? null : round(pagefindMs),
      contenders: await measureInBrowser(dir, questions.map((q) => q.question), browserPages, pagefindMs === null),
    };
    const [sharded, pagefindFigures] = browser.contenders;
    if (pagefindFigures !== undefined) {
      targets.push({
        name: 'first answer bytes vs Pagefind (median)',
        target: '< Pagefind',
        value: `${kB(sharded!.firstAnswerBytes.median)} vs ${kB(pagefindFigures.firstAnswerBytes.median)}`,
        met: sharded!.firstAnswerBytes.median < pagefindFigures.firstAnswerBytes.median,
      });
    }
    if (size >= 1_000_000) {
      targets.push({ name: 'first answer on slow 4G (median)', target: '< 3 s', value: `${round(sharded!.firstAnswerMs.median / 1000, 2)} s`, met: sharded!.firstAnswerMs.median < 3000 });
      targets.push({ name: 'warm p95 in the browser', target: '≤ 50 ms', value: `${sharded!.warmP95Ms} ms`, met: sharded!.warmP95Ms <= 50 });
    }
  }
  for (const t of targets) log(`  target      ${t.name}: ${t.value} (target ${t.target}) ${t.met ? 'met' : 'MISSED'}`);
  return {
    corpus: corpus.name,
    environment: { node: process.version, cores: cpus().length },
    passages: built.passages.length,
    buildMs: round(buildMs),
    shardMs: round(shardMs),
    commandMs: round(commandMs),
    peakRssMiB: Math.round(peakRssMiB),
    commandPeakRssMiB: commandPeakRssMiB === undefined ? null : Math.round(commandPeakRssMiB),
    bytes: {
      textGzip,
      singleGzip,
      shardedRaw: shardRaw + manifest.length,
      shardedGzip,
      manifestGzip: gz.get('manifest')!,
      files: shards.size + 1,
      termShards: parsed.terms.count,
      tailShards: parsed.tails.count,
      documentShards: parsed.documentShards.count,
      passageShards: parsed.passageShards.count,
    },
    app: app === undefined ? null : { gzip: app.bytes, files: app.files.length },
    coldPages: {
      sessions,
      firstAnswerBytes: { median: nearestRank(firstAnswer, 50), p95: nearestRank(firstAnswer, 95), max: Math.max(...firstAnswer) },
      firstAnswerFiles: { median: nearestRank(firstFiles, 50), p95: nearestRank(firstFiles, 95) },
      firstAnswerMeanBytesByKind: Object.fromEntries(Object.entries(firstByKind).sort().map(([kind, bytes]) => [kind, Math.round(bytes / sessions)])),
      furtherTenBytes: { median: nearestRank(further, 50), p95: nearestRank(further, 95) },
    },
    singleFileFirstAnswerBytes: singleGzip === null ? null : singleGzip + (app?.bytes ?? 0),
    browser: browser ?? null,
    warmNodeP95Ms: { single: warmP95.single === null ? null : round(warmP95.single), sharded: round(warmP95.sharded), ratio: warmP95.single === null ? null : round(warmP95.sharded / warmP95.single, 3) },
    targets,
  };
}

async function main(argv: string[]): Promise<number> {
  let values: { sizes?: string; sessions?: string; corpus?: string; data?: string; 'term-shard-bytes'?: string; 'passage-shard-bytes'?: string; browser?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        sizes: { type: 'string' },
        sessions: { type: 'string' },
        corpus: { type: 'string' },
        data: { type: 'string' },
        'term-shard-bytes': { type: 'string' },
        'passage-shard-bytes': { type: 'string' },
        browser: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`bench:scale: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const sizes = (values.sizes ?? '10000,100000').split(',').map(Number);
  const sessions = Number(values.sessions ?? 50);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(sessions) || sessions < 1) {
    console.error(`bench:scale: sizes and sessions must be positive whole numbers\n\n${USAGE}`);
    return 2;
  }
  const kind = values.corpus ?? 'synthetic';
  if (kind !== 'synthetic' && kind !== 'usagov' && kind !== 'healthcare') {
    console.error(`bench:scale: --corpus must be synthetic, usagov or healthcare, got "${kind}"\n\n${USAGE}`);
    return 2;
  }
  const data = kind === 'synthetic' ? '' : resolve(values.data ?? join(PROJECT_ROOT, SITES[kind].dir));
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const size of sizes) {
    const options: ShardOptions = {
      ...(values['term-shard-bytes'] === undefined ? {} : { termShardBytes: Number(values['term-shard-bytes']) }),
      ...(values['passage-shard-bytes'] === undefined ? {} : { passageShardBytes: Number(values['passage-shard-bytes']) }),
    };
    const corpus = kind === 'synthetic' ? syntheticScale(size) : siteScale(kind, size, data);
    const result = { ...(await measure(size, corpus, sessions, options, Number(values.browser ?? 0))), shardOptions: options };
    writeFileSync(join(RESULTS_DIR, `scale-${kind === 'synthetic' ? '' : `${kind}-`}${size}.json`), `${JSON.stringify(result, null, 2)}\n`);
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
