/**
 * Checks the built app: gzip size budgets for the main-thread bundle and the engine worker (sizes are
 * deterministic, so a budget is a fair test), and proof that the scoring code is in the worker and not on the
 * main thread. Run by `npm run build`; exit 1 on any breach.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from './project-paths.ts';

/** Budgets in bytes, gzipped, excluding the index. */
export const MAIN_BUDGET = 30 * 1024;
export const WORKER_BUDGET = 20 * 1024;

/** Modules that score, detect languages or compose answers: the worker's job, never the main thread's. */
export const WORKER_ONLY_MODULES = [
  'src/engine/retrieve.ts',
  'src/engine/prepare-index.ts',
  'src/engine/tokenize.ts',
  'src/engine/detect-language.ts',
  'src/engine/engine.ts',
  'src/engine/compose.ts',
  'src/engine/explain.ts',
];

const DIST = resolve(PROJECT_ROOT, 'dist');
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function main(): number {
  const assets = readdirSync(join(DIST, 'assets'));
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('dist/.vite/manifest.json has no index.html entry; run vite build first');
  const mainFiles = [entry.file, ...(entry.css ?? [])].map((f) => join(DIST, f));
  const workerFiles = assets.filter((f) => f.startsWith('engine.worker') && f.endsWith('.js')).map((f) => join(DIST, 'assets', f));
  const mainSize = mainFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  const workerSize = workerFiles.reduce((sum, f) => sum + gzipSize(f), 0);
  const modules = JSON.parse(readFileSync(resolve(PROJECT_ROOT, '.cairn-build/modules.json'), 'utf8')) as Record<string, string[]>;
  const mainModules = Object.entries(modules).filter(([chunk]) => chunk.startsWith('main:')).flatMap(([, list]) => list);
  const workerModules = Object.entries(modules).filter(([chunk]) => chunk.startsWith('worker:')).flatMap(([, list]) => list);

  const problems: string[] = [];
  if (workerFiles.length !== 1) problems.push(`expected one engine worker bundle, found ${workerFiles.length}`);
  if (mainSize > MAIN_BUDGET) problems.push(`main-thread bundle is ${mainSize} bytes gzipped, over its ${MAIN_BUDGET}-byte budget`);
  if (workerSize > WORKER_BUDGET) problems.push(`engine worker is ${workerSize} bytes gzipped, over its ${WORKER_BUDGET}-byte budget`);
  for (const module of WORKER_ONLY_MODULES) {
    if (mainModules.includes(module)) problems.push(`${module} is in the main-thread bundle; scoring belongs in the worker`);
    // Proof the check can see modules at all: each one must turn up in the worker.
    if (!workerModules.includes(module)) problems.push(`${module} is not in the worker bundle`);
  }
  console.log(`bundle: main thread ${mainSize} bytes gzipped (budget ${MAIN_BUDGET}), worker ${workerSize} bytes gzipped (budget ${WORKER_BUDGET}); scoring code only in the worker: ${problems.length === 0 ? 'yes' : 'no'}`);
  for (const problem of problems) console.error(`check-bundle: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = main();
