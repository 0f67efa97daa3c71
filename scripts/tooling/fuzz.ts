/**
 * `npm run fuzz -- --runs N [--seed S] [--only NAME]`: every fuzz property of `fuzz-properties.ts` with N inputs
 * each, run by hand for long runs (CI runs them bounded, in `fuzz.test.ts`). Prints per property the inputs tried,
 * the time, how the inputs came out, and on failure fast-check's counterexample and the seed to replay it with.
 * Exit 1 when any property fails, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { FUZZ_PROPERTIES } from './fuzz-properties.ts';

const NAMES = FUZZ_PROPERTIES.map((p) => p.name);
const USAGE = `usage: npm run fuzz -- --runs N [--seed S] [--only NAME[,NAME…]]

  --runs N     inputs per property (default 1000)
  --seed S     fast-check seed, the same for every property (default: a new one, printed)
  --only NAME  run only these properties: ${NAMES.join(', ')}`;

interface Plan {
  runs: number;
  seed: number;
  only: string[];
}

function planOf(argv: string[]): Plan {
  const { values } = parseArgs({ args: argv, options: { runs: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' } }, strict: true });
  const runs = Number(values.runs ?? '1000');
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"`);
  // A seed chosen here rather than by fast-check, so a passing run can be replayed too.
  const seed = values.seed === undefined ? (Date.now() ^ (Math.random() * 0x7fffffff)) | 0 : Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number, got "${values.seed}"`);
  const only = values.only === undefined ? NAMES : values.only.split(',').map((name) => name.trim());
  const unknown = only.filter((name) => !NAMES.includes(name));
  if (unknown.length > 0) throw new Error(`--only: no property named ${unknown.map((n) => `"${n}"`).join(', ')}; use ${NAMES.join(', ')}`);
  return { runs, seed, only };
}

function main(argv: string[]): number {
  let plan: Plan;
  try {
    plan = planOf(argv);
  } catch (error) {
    console.error(`fuzz: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  console.log(`fuzz: ${plan.runs.toLocaleString('en-US')} inputs per property, seed ${plan.seed}`);
  // Libraries under the engine may warn through the process (yaml does, for a mapping used as a key); thousands of
  // inputs would bury the report in them, so they are counted and the first of each kind shown at the end.
  const warnings = new Map<string, number>();
  process.removeAllListeners('warning');
  process.on('warning', (warning) => warnings.set(warning.message, (warnings.get(warning.message) ?? 0) + 1));
  let failures = 0;
  for (const property of FUZZ_PROPERTIES.filter((p) => plan.only.includes(p.name))) {
    const tally = new Map<string, number>();
    const started = performance.now();
    let failure: unknown;
    try {
      property.run({ runs: plan.runs, seed: plan.seed, tally });
    } catch (error) {
      failure = error;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (failure === undefined) {
      const outcomes = [...tally].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([label, n]) => `${label} ${n}`).join(', ');
      console.log(`  ${property.name.padEnd(24)} ok    ${plan.runs} runs in ${seconds} s  (${outcomes})`);
    } else {
      failures += 1;
      // fast-check's report: the counterexample (shrunk), the seed and path that replay it, and the error.
      console.log(`  ${property.name.padEnd(24)} FAIL  after ${seconds} s\n${(failure as Error).message.replace(/^/gmu, '    ')}`);
    }
  }
  if (warnings.size > 0) {
    const total = [...warnings.values()].reduce((sum, n) => sum + n, 0);
    console.log(`fuzz: ${total} process warnings from the code under test, ${warnings.size} distinct; the first: ${[...warnings.keys()][0]!.slice(0, 200)}`);
  }
  console.log(failures === 0 ? 'fuzz: every property held' : `fuzz: ${failures} propert${failures === 1 ? 'y' : 'ies'} failed`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
