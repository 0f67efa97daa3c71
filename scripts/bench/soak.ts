/**
 * `npm run bench:soak [-- --questions N] [--out FILE]`: asks 10,000 questions in a row through the real engine
 * worker — the built bundle dist/assets/engine.worker-*.js in Chromium, loaded with the demo index dist/index.json
 * — and reports whether it leaks or slows down: the worker's JS heap after a forced GC once the first block of 500
 * is done and once the last is, and the median time per question for every block of 500. Run by hand after
 * `npm run build`, never by `npm test`; nothing here asserts a timing.
 *
 * How it reaches the worker: the page's own engine worker is private to the app module, so a blank page on the
 * same origin starts a second instance of the same bundle exactly as the app does (`new Worker(url, { name })`,
 * a classic script) and speaks comlink's wire protocol to it by hand. The heap is the worker isolate's own, read
 * over the DevTools Protocol (scripts/bench/worker-sessions.ts): `HeapProfiler.collectGarbage`, then
 * `Runtime.getHeapUsage`, in the worker's target.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { QUESTIONS as PAGE_QUESTIONS } from '../../e2e/cairn-page.ts';
import { loadQuestions } from '../eval/eval-questions.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { blockMedians, ratio } from './block-medians.ts';
import { SOAK_LANGUAGES, soakQuestions, type SoakLanguage, type SoakQuestion, type SourceQuestion } from './soak-questions.ts';
import { watchWorkerSessions, type WorkerSession } from './worker-sessions.ts';
import { waitForServer } from '../tooling/wait-for-server.ts';

const USAGE = `usage: npm run bench:soak [-- --questions N] [--out FILE]

  --questions N   questions to ask, in blocks of 500 (default: 10000, at least 1000)
  --out FILE      where to write the figures (default: bench/results/soak.json)`;

/** Seed of the question stream: fixed, so every run asks the same questions in the same order. */
const SEED = 20_261_201;
const DEFAULT_QUESTIONS = 10_000;
const BLOCK_SIZE = 500;
/** The target: the heap after the last block within 10 % of the heap after the first. */
const HEAP_TARGET_RATIO = 1.1;
/** Port of the static server: none of the project's other servers (4173–4175 e2e, 4180 lighthouse). */
const PORT = 4192;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = join(PROJECT_ROOT, 'dist');
const DEFAULT_OUT = join(PROJECT_ROOT, 'bench/results/soak.json');
/** A page that is nothing but an origin: the app itself would start its own worker and service worker. */
const BLANK_PATH = '/soak-blank.html';
/** Forced collections before each reading: a second pass collects what the first one's finalizers released. */
const GC_PASSES = 2;

/** What `Runtime.getHeapUsage` returns, in bytes. */
interface HeapUsage {
  usedSize: number;
  totalSize: number;
  /** Blink's own (Oilpan) heap in the same thread: message events, the worker's global scope. */
  embedderHeapUsedSize?: number;
}

/** A reading of the worker's heap after forced GC, in bytes, and of the page's for comparison. */
interface HeapReading {
  afterQuestions: number;
  workerUsed: number;
  workerTotal: number;
  workerEmbedderUsed: number | null;
  pageUsed: number;
}

/** What one block brings back from the page: each question's round trip, and what the worker said. */
interface BlockRun {
  durationsMs: number[];
  outcomes: Record<string, number>;
}

/** The page side, run by `page.evaluate`: only globalThis and arguments, since it is serialised into the page. */
interface PageGlobals {
  Worker: new (url: string, options: { name: string }) => {
    postMessage(message: unknown): void;
    addEventListener(type: 'message', listener: (event: { data: { id: string; type: string; value: unknown } }) => void): void;
    addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  };
  performance: { now(): number };
  crossOriginIsolated: boolean;
  soakCall?: (method: string, args: unknown[]) => Promise<{ type: string; value: unknown }>;
}

/** Starts the engine worker as the app does and loads the index; resolves with the wire reply to `load`. */
async function startEngineInPage({ workerUrl, indexUrl }: { workerUrl: string; indexUrl: string }): Promise<{ reply: unknown; isolated: boolean }> {
  const g = globalThis as unknown as PageGlobals;
  const worker = new g.Worker(workerUrl, { name: 'cairn-engine-soak' });
  const waiting = new Map<string, (data: { type: string; value: unknown }) => void>();
  let next = 0;
  worker.addEventListener('message', (event) => {
    const resolveReply = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    resolveReply?.(event.data);
  });
  // comlink 4's wire format: an APPLY of the method's path, every argument a RAW wire value; the reply carries
  // the same id, RAW for a returned value, HANDLER "throw" for an exception.
  g.soakCall = (method, args) =>
    new Promise((resolveReply) => {
      const id = `soak-${next++}`;
      waiting.set(id, resolveReply);
      worker.postMessage({ id, type: 'APPLY', path: [method], argumentList: args.map((value) => ({ type: 'RAW', value })) });
    });
  // A worker that fails to start never answers: fail the run instead of waiting for ever.
  const failed = new Promise<never>((_, reject) => worker.addEventListener('error', (event) => reject(new Error(`soak: the engine worker failed to start: ${event.message ?? 'no message'}`))));
  const reply = await Promise.race([g.soakCall('load', [indexUrl]), failed]);
  return { reply, isolated: g.crossOriginIsolated };
}

/** Asks `questions` one after another, each waiting for the last, as a resident's page does. */
async function askBlockInPage(questions: Array<{ question: string; options: SoakQuestion['options'] }>): Promise<BlockRun> {
  const g = globalThis as unknown as PageGlobals;
  const durationsMs: number[] = [];
  const outcomes: Record<string, number> = {};
  for (const { question, options } of questions) {
    const start = g.performance.now();
    const wire = await g.soakCall!('ask', [question, options]);
    durationsMs.push(g.performance.now() - start);
    const reply = wire.value as { ok: boolean; outcome?: { kind: string }; code?: string };
    const key = wire.type !== 'RAW' ? 'thrown' : reply.ok ? reply.outcome!.kind : `error:${reply.code}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  return { durationsMs, outcomes };
}

/** The demo's real questions: the end-to-end probes, then the evaluation set, each once, in that order. */
function sourceQuestions(): SourceQuestion[] {
  const fromPage = Object.values(PAGE_QUESTIONS).map((question) => ({ question, lang: (/\p{Script=Arabic}/u.test(question) ? 'ar' : 'en') as SoakLanguage }));
  const fromEval = loadQuestions()
    .filter((q) => (SOAK_LANGUAGES as readonly string[]).includes(q.lang))
    .map((q) => ({ question: q.question, lang: q.lang as SoakLanguage }));
  const seen = new Set<string>();
  return [...fromPage, ...fromEval].filter((q) => !seen.has(q.question) && seen.add(q.question));
}

function engineWorkerFile(): string {
  const files = existsSync(join(DIST, 'assets')) ? readdirSync(join(DIST, 'assets')).filter((f) => /^engine\.worker-.+\.js$/u.test(f)) : [];
  if (files.length !== 1 || !existsSync(join(DIST, 'index.json'))) {
    throw new Error(`soak: dist/ holds ${files.length} engine worker bundles (${files.join(', ') || 'none'}) and ${existsSync(join(DIST, 'index.json')) ? 'an' : 'no'} index.json; run \`npm run build\` first`);
  }
  return files[0]!;
}


async function portIsFree(): Promise<boolean> {
  try {
    await fetch(`${ORIGIN}/`);
    return false;
  } catch {
    return true;
  }
}

const MB = 1024 * 1024;
const mb = (bytes: number): string => (bytes / MB).toFixed(2);
const round2 = (value: number): number => Math.round(value * 100) / 100;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { questions: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const count = Number(values.questions ?? DEFAULT_QUESTIONS);
  if (!Number.isInteger(count) || count < 2 * BLOCK_SIZE) {
    console.error(`soak: --questions must be an integer of at least ${2 * BLOCK_SIZE}, not "${values.questions}"\n\n${USAGE}`);
    return 2;
  }
  const out = resolve(values.out ?? DEFAULT_OUT);
  const workerFile = engineWorkerFile();
  const sources = sourceQuestions();
  const questions = soakQuestions(sources, count, SEED);
  const questionsSha256 = createHash('sha256').update(JSON.stringify(questions)).digest('hex');

  if (!(await portIsFree())) throw new Error(`soak: something already answers at ${ORIGIN}; stop it, the soak serves dist/ there itself`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/tooling/serve-static.ts', '--port', String(PORT), '--mount', '/=dist'], { cwd: PROJECT_ROOT, stdio: 'ignore' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The same flags as playwright.config.ts: as root Chromium's sandbox cannot start; no traffic but ours.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    await waitForServer(`${ORIGIN}/index.json`, 'soak');
    const page = await browser.newPage();
    // tsx compiles with esbuild's keepNames, which wraps functions in `__name(...)`: the page needs one too.
    await page.addInitScript('globalThis.__name = (f) => f;');
    // Cross-origin isolated (COOP + COEP), so performance.now() ticks in 5 µs rather than 100 µs: a question takes
    // well under a millisecond. Under COEP a dedicated worker's own script must carry COEP too, and serve-static
    // sends no such header, so the test adds it to the worker bundle's response; the bytes are the built ones.
    await page.route(`${ORIGIN}${BLANK_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' }, body: '<!doctype html><title>Cairn soak</title>' }));
    await page.route(`${ORIGIN}/assets/${workerFile}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cross-origin-embedder-policy': 'require-corp' } });
    });
    await page.goto(`${ORIGIN}${BLANK_PATH}`);
    const cdp = await page.context().newCDPSession(page);
    const sessions = await watchWorkerSessions(cdp);

    const started = await page.evaluate(startEngineInPage, { workerUrl: `${ORIGIN}/assets/${workerFile}`, indexUrl: `${ORIGIN}/index.json` });
    const load = started.reply as { type: string; value: { ok: boolean; summary?: { fingerprint: string; passages: number }; detail?: string } };
    if (load.type !== 'RAW' || !load.value.ok) throw new Error(`soak: the worker did not load ${ORIGIN}/index.json: ${JSON.stringify(load)}`);
    const worker: WorkerSession = await sessions.find((url) => url.endsWith(`/assets/${workerFile}`));

    const readHeap = async (afterQuestions: number): Promise<HeapReading> => {
      for (let pass = 0; pass < GC_PASSES; pass++) {
        await worker.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
      }
      const w = await worker.send<HeapUsage>('Runtime.getHeapUsage');
      const p = await cdp.send('Runtime.getHeapUsage');
      return { afterQuestions, workerUsed: w.usedSize, workerTotal: w.totalSize, workerEmbedderUsed: w.embedderHeapUsedSize ?? null, pageUsed: p.usedSize };
    };

    const heaps: HeapReading[] = [await readHeap(0)];
    const durationsMs: number[] = [];
    const blockOutcomes: Array<Record<string, number>> = [];
    const loadBefore = round2(loadavg()[0]!);
    const askStart = performance.now();
    let askingMs = 0;
    for (let first = 0; first < count; first += BLOCK_SIZE) {
      const block = questions.slice(first, first + BLOCK_SIZE).map(({ question, options }) => ({ question, options }));
      const blockStart = performance.now();
      const run = await page.evaluate(askBlockInPage, block);
      askingMs += performance.now() - blockStart;
      durationsMs.push(...run.durationsMs);
      blockOutcomes.push(Object.fromEntries(Object.entries(run.outcomes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
      heaps.push(await readHeap(first + block.length));
      process.stdout.write(`\rsoak: ${first + block.length}/${count} questions`);
    }
    process.stdout.write('\n');
    const wallMs = performance.now() - askStart;

    const blocks = blockMedians(durationsMs, BLOCK_SIZE).map((b, i) => ({ ...b, outcomes: blockOutcomes[i]!, workerHeapUsedAfter: heaps[i + 1]!.workerUsed }));
    const afterFirst = heaps[1]!;
    const afterLast = heaps[heaps.length - 1]!;
    const heapRatio = ratio(afterLast.workerUsed, afterFirst.workerUsed);
    const secondBlock = blocks[1]!;
    const lastBlock = blocks[blocks.length - 1]!;
    const outcomes: Record<string, number> = {};
    for (const tally of blockOutcomes) for (const [key, n] of Object.entries(tally)) outcomes[key] = (outcomes[key] ?? 0) + n;
    const mix: Record<string, number> = {};
    for (const q of questions) mix[`${q.kind}/${q.lang}`] = (mix[`${q.kind}/${q.lang}`] ?? 0) + 1;

    const result = {
      about: 'npm run bench:soak: questions asked one after another through the built engine worker in Chromium; heaps after forced GC, in bytes; times are page-side round trips (postMessage to reply) in ms.',
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      cpus: cpus().length,
      // The 1-minute load average before and after asking: timings on a shared machine mean little without it.
      loadAverage: { before: loadBefore, after: round2(loadavg()[0]!) },
      // Deterministic: the same build and seed give the same values here.
      setup: {
        workerBundle: `dist/assets/${workerFile}`,
        indexFingerprint: load.value.summary!.fingerprint,
        passages: load.value.summary!.passages,
        seed: SEED,
        questions: count,
        blockSize: BLOCK_SIZE,
        sourceQuestions: sources.length,
        questionsSha256,
        mix: Object.fromEntries(Object.entries(mix).sort(([a], [b]) => (a < b ? -1 : 1))),
        outcomes: Object.fromEntries(Object.entries(outcomes).sort(([a], [b]) => (a < b ? -1 : 1))),
        heapMeasuredBy: 'CDP in the worker target (Target.setAutoAttach unflattened + Target.sendMessageToTarget): HeapProfiler.collectGarbage ×2, then Runtime.getHeapUsage.usedSize',
      },
      // Measured: vary from run to run.
      measured: {
        crossOriginIsolated: started.isolated,
        heap: {
          afterLoad: heaps[0]!,
          afterFirstBlock: afterFirst,
          afterLastBlock: afterLast,
          ratio: heapRatio,
          target: HEAP_TARGET_RATIO,
          withinTarget: heapRatio <= HEAP_TARGET_RATIO,
        },
        time: {
          secondBlockMedianMs: secondBlock.medianMs,
          lastBlockMedianMs: lastBlock.medianMs,
          lastToSecondMedianRatio: ratio(lastBlock.medianMs, secondBlock.medianMs),
          askingMs: Math.round(askingMs),
          wallMs: Math.round(wallMs),
        },
        blocks,
        heaps,
      },
    };
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

    console.log(`soak: ${count} questions through ${result.setup.workerBundle} in Chromium ${result.chromium}, index ${result.setup.indexFingerprint.slice(0, 23)}…`);
    console.log('block  questions      median ms  p95 ms  worker heap MB');
    for (const b of blocks) {
      console.log(`${String(b.block).padStart(5)}  ${`${b.first + 1}–${b.first + b.count}`.padEnd(13)}  ${b.medianMs.toFixed(3).padStart(9)}  ${b.p95Ms.toFixed(3).padStart(6)}  ${mb(b.workerHeapUsedAfter).padStart(14)}`);
    }
    console.log(`worker heap after load ${mb(heaps[0]!.workerUsed)} MB, after ${BLOCK_SIZE} ${mb(afterFirst.workerUsed)} MB, after ${count} ${mb(afterLast.workerUsed)} MB: ratio ${heapRatio} (target ≤ ${HEAP_TARGET_RATIO}: ${heapRatio <= HEAP_TARGET_RATIO ? 'met' : 'NOT met'})`);
    console.log(`median per question: block 2 ${secondBlock.medianMs} ms, block ${lastBlock.block} ${lastBlock.medianMs} ms: ratio ${result.measured.time.lastToSecondMedianRatio}; block 1 ${blocks[0]!.medianMs} ms (warm-up)`);
    console.log(`asking took ${(askingMs / 1000).toFixed(1)} s (${(wallMs / 1000).toFixed(1)} s with the heap readings); outcomes ${JSON.stringify(result.setup.outcomes)}`);
    console.log(`wrote ${out}`);
    return 0;
  } finally {
    await browser.close();
    server.kill();
  }
}

process.exitCode = await main();
