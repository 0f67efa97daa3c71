/**
 * `npm run build-index [-- --corpus DIR --config FILE --out FILE]`: corpus → index asset.
 * Exit 0 on success, 1 on a corpus, config or output error (nothing written), 2 on misuse.
 * What it prints shows control characters escaped (see `terminalText`): warnings and errors quote corpus text.
 */
import { statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildIndex, buildReport, CairnError, formatWarning, serializeIndex } from '../../src/engine/index.ts';
import { loadConfig } from './load-config.ts';
import { readCorpus } from './read-corpus.ts';
import { terminalText } from './terminal-text.ts';
import { OutputError, writeAtomically } from './write-atomically.ts';

const USAGE = `usage: npm run build-index [-- --corpus DIR] [--config FILE] [--out FILE]

  --corpus DIR   folder of markdown documents (default: corpus.path in the config)
  --config FILE  cairn.toml to read (default: DIR/cairn.toml, else public/corpus/cairn.toml)
  --out FILE     where to write the index (default: index.path in the config)`;

function display(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown === '' || shown.startsWith('..') ? path : shown;
}

/** The kind of thing at `path`, or undefined when there is nothing there (or it cannot be looked at). */
function kindOf(path: string): 'folder' | 'other' | undefined {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'other';
  } catch {
    return undefined;
  }
}

/**
 * Refuses an index path that cannot take a file, before the build rather than after it: a folder, or a file in a
 * folder that does not exist. A missing folder is not created: a mistyped --out would leave the index where the
 * page never looks.
 * @throws OutputError naming the path and what to give instead.
 */
function checkIndexPath(indexFile: string): void {
  const folder = dirname(indexFile);
  if (kindOf(indexFile) === 'folder') {
    throw new OutputError('is a directory; give --out (or index.path in cairn.toml) the path of a file, such as index.json in that folder', { file: indexFile });
  }
  const folderKind = kindOf(folder);
  if (folderKind === undefined) {
    throw new OutputError(`cannot be written: the folder ${folder} does not exist; create it first, or give --out (or index.path in cairn.toml) a file in an existing folder`, { file: indexFile });
  }
  if (folderKind !== 'folder') {
    throw new OutputError(`cannot be written: ${folder} is not a folder; give --out (or index.path in cairn.toml) a file in an existing folder`, { file: indexFile });
  }
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
    console.error(terminalText(`build-index: ${(error as Error).message}\n\n${USAGE}`));
    return 2;
  }
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  try {
    const { config, corpusDir, indexFile } = loadConfig(flags);
    checkIndexPath(indexFile);
    const files = readCorpus(corpusDir);
    const result = buildIndex(files, config.settings);
    for (const warning of result.warnings) console.error(terminalText(formatWarning(warning)));
    if (result.index === undefined) {
      for (const error of result.errors) console.error(terminalText(`error: ${error.message}`));
      console.error(terminalText(`build-index: ${result.errors.length} error(s) in ${display(corpusDir)}; no index written.`));
      return 1;
    }
    const text = serializeIndex(result.index);
    const bytes = new TextEncoder().encode(text);
    writeAtomically(indexFile, bytes);
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    const written = { path: display(indexFile), bytes: bytes.length, gzipped };
    console.log(terminalText([`Indexed ${display(corpusDir)}`, ...buildReport(result.index, result.warnings.length, written)].join('\n')));
    return 0;
  } catch (error) {
    if (error instanceof CairnError) {
      console.error(terminalText(`error: ${error.message}\nbuild-index: no index written.`));
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
