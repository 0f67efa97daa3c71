/**
 * `npm run build [-- --corpus DIR] [--config FILE]` and `npm run build:single [-- --corpus DIR] [--config FILE]`:
 * the site (dist/) or the single file (dist-single/cairn.html) for a corpus. Without flags, the demo: the index is
 * built into public/ and the site publishes public/ as it is. With `--corpus` or `--config`, the index of that
 * corpus is built into a staging folder holding only what a site publishes besides the app (the index and the icon,
 * not the demo's documents), and the site is built from it. Exit 1 when the index or the bundle check fails.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../project-paths.ts';
import { loadConfig } from '../cli/load-config.ts';

const USAGE = `usage: npm run build [-- --corpus DIR] [--config FILE] [--form auto|single|sharded] [--out DIR]
       npm run build:single [-- --corpus DIR] [--config FILE]

  --corpus DIR   folder of markdown documents (reads DIR/cairn.toml if present); default: the demo corpus
  --config FILE  cairn.toml to read
  --form FORM    the index's form, as build-index takes it (default: index.form in the config, else auto)
  --out DIR      where the site is written (default: dist)`;
/** Published beside the app whatever the corpus. */
const SITE_ASSETS = ['favicon.svg'];

function run(script: string, args: string[], env: Record<string, string> = {}): boolean {
  const tsx = resolve(PROJECT_ROOT, 'node_modules/.bin/tsx');
  const result = spawnSync(tsx, [resolve(PROJECT_ROOT, script), ...args], { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function main(argv: string[]): number {
  let values: { corpus?: string; config?: string; single?: boolean; form?: string; out?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        corpus: { type: 'string' },
        config: { type: 'string' },
        single: { type: 'boolean' },
        form: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`build: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // The single file embeds one index: it cannot fetch shards (from file:// nothing is fetched, and its policy allows no
  // fetch), so it is always built from the single form, whatever cairn.toml says.
  if (values.single && values.form !== undefined && values.form !== 'single') {
    console.error(`build: the single file embeds one index; --form ${values.form} cannot be used with --single\n\n${USAGE}`);
    return 2;
  }
  if (values.single) values.form = 'single';
  const demo = values.corpus === undefined && values.config === undefined && values.form === undefined && values.out === undefined;
  const out = resolve(values.out ?? 'dist');
  // Where a build for another corpus, form or folder than the demo's stages what the site publishes beside the app:
  // one staging folder per output folder, so two such builds never share one.
  const STAGED_PUBLIC = resolve(PROJECT_ROOT, '.cairn-build', `site-public-${basename(out)}`);
  let env: Record<string, string> = { CAIRN_OUT_DIR: out };
  // `index.offline`: the service worker precaches every shard; `page.operator_tools = false`: the page leaves its
  // operators' tools out; `page.color_scheme`: the page keeps one palette. Read here: the site, not the index, carries them.
  try {
    const { config } = loadConfig({ config: values.config, corpus: values.corpus });
    if (config.indexOffline) env.CAIRN_OFFLINE_SHARDS = '1';
    if (!config.operatorTools) env.CAIRN_OPERATOR_TOOLS = '0';
    if (config.colorScheme !== 'system') env.CAIRN_COLOR_SCHEME = config.colorScheme;
  } catch {
    // A config that does not load fails build-index below, with its message.
  }
  if (demo) {
    if (!run('scripts/cli/build-index.ts', [])) return 1;
  } else {
    rmSync(STAGED_PUBLIC, { recursive: true, force: true });
    mkdirSync(STAGED_PUBLIC, { recursive: true });
    for (const asset of SITE_ASSETS) cpSync(resolve(PROJECT_ROOT, 'public', asset), resolve(STAGED_PUBLIC, asset));
    const flags = [
      ...(values.corpus === undefined ? [] : ['--corpus', resolve(values.corpus)]),
      ...(values.config === undefined ? [] : ['--config', resolve(values.config)]),
      ...(values.form === undefined ? [] : ['--form', values.form]),
      '--out',
      resolve(STAGED_PUBLIC, 'index.json'),
    ];
    if (!run('scripts/cli/build-index.ts', flags)) return 1;
    env = { ...env, CAIRN_PUBLIC_DIR: STAGED_PUBLIC };
  }
  if (values.single) return run('scripts/tooling/build-single.ts', [], env) ? 0 : 1;
  const vite = spawnSync(resolve(PROJECT_ROOT, 'node_modules/.bin/vite'), ['build'], { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (vite.status !== 0) return 1;
  return run('scripts/tooling/check-bundle.ts', [], env) ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
