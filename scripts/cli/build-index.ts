/**
 * `npm run build-index [-- --corpus DIR --config FILE --out FILE]`: corpus → index asset.
 * Exit 0 on success, 1 on a corpus or config error (nothing written), 2 on misuse.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildIndex, CairnError, formatLocation, serializeIndex, thresholdsOf, type BuildWarning, type CairnIndex } from '../../src/engine/index.ts';
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

function formatWarning(warning: BuildWarning): string {
  return `${formatLocation({ file: warning.file, line: warning.line })}: warning: ${warning.message}`;
}

const number = (n: number): string => n.toLocaleString('en-US');

/** One line per language: the threshold that will decide, what set it, and the calibration's evidence. */
function thresholdLines(index: CairnIndex): string[] {
  const rate = `${index.calibration.falseAnswerRate * 100}%`;
  return Object.entries(thresholdsOf(index, index.settings)).map(([lang, threshold]) => {
    const c = index.calibration.languages[lang]!;
    const evidence =
      c.source === 'calibrated'
        ? `calibrated at ${rate}: ${c.threshold} from ${c.windows} windows of ${c.documents} documents (p50 ${c.quantiles!.p50}, p95 ${c.quantiles!.p95}; ` +
          `other-document windows answered ${c.otherDocumentRate}, own-document ${c.ownDocumentRate})`
        : `too little text to calibrate (${c.windows} windows of ${c.documents} documents)`;
    return `  threshold    ${lang} ${threshold.value} (${threshold.source}); ${evidence}`;
  });
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
    const passages = result.index.passages.length;
    const perThousand = (size: number): string => number(Math.round((size * 1000) / passages));
    const languages = Object.entries(result.index.languages).map(([lang, stats]) => `${lang} ${stats.passages}`).join(', ');
    console.log(
      [
        `Indexed ${display(corpusDir)}`,
        `  documents    ${result.index.documents.length}`,
        `  passages     ${passages}`,
        `  languages    ${languages}`,
        `  output       ${display(indexFile)}`,
        `  size         ${number(bytes.length)} bytes raw, ${number(gzipped)} gzipped (${perThousand(bytes.length)} raw, ${perThousand(gzipped)} gzipped per 1,000 passages)`,
        ...thresholdLines(result.index),
        `  fingerprint  ${result.index.fingerprint}`,
        `  warnings     ${result.warnings.length}`,
      ].join('\n'),
    );
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
