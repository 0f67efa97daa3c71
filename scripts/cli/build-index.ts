/**
 * `npm run build-index [-- --corpus DIR --config FILE --out FILE]`: corpus → index asset.
 * Exit 0 on success, 1 on a corpus or config error (nothing written), 2 on misuse.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildIndex, buildReport, CairnError, formatWarning, serializeIndex } from '../../src/engine/index.ts';
import { loadConfig } from './load-config.ts';
import { readCorpus } from './read-corpus.ts';
import { writeAtomically } from './write-atomically.ts';

const USAGE = `usage: npm run build-index [-- --corpus DIR] [--config FILE] [--out FILE]

  --corpus DIR   folder of markdown documents (default: corpus.path in the config)
  --config FILE  cairn.toml to read (default: DIR/cairn.toml, else public/corpus/cairn.toml)
  --out FILE     where to write the index (default: index.path in the config)`;

function display(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown === '' || shown.startsWith('..') ? path : shown;
}

function main(argv: string[]): number {
  let flags: { corpus?: string; config?: string; out?: string; help?: boolean };
  try {
    flags = parseArgs({
      args: argv,
      options: { corpus: { type: 'string' }, config: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`build-index: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  try {
    const { config, corpusDir, indexFile } = loadConfig(flags);
    const files = readCorpus(corpusDir);
    const result = buildIndex(files, config.settings);
    for (const warning of result.warnings) console.error(formatWarning(warning));
    if (result.index === undefined) {
      for (const error of result.errors) console.error(`error: ${error.message}`);
      console.error(`build-index: ${result.errors.length} error(s) in ${display(corpusDir)}; no index written.`);
      return 1;
    }
    const text = serializeIndex(result.index);
    const bytes = new TextEncoder().encode(text);
    writeAtomically(indexFile, bytes);
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    const written = { path: display(indexFile), bytes: bytes.length, gzipped };
    console.log([`Indexed ${display(corpusDir)}`, ...buildReport(result.index, result.warnings.length, written)].join('\n'));
    return 0;
  } catch (error) {
    if (error instanceof CairnError) {
      console.error(`error: ${error.message}\nbuild-index: no index written.`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
