/**
 * `npm run build-index [-- --corpus DIR --config FILE --out FILE]`: corpus → index asset.
 * Exit 0 on success, 1 on a corpus, config or output error (nothing written), 2 on misuse.
 * What it prints shows control characters escaped (see `terminalText`): warnings and errors quote corpus text.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  assembleIndex,
  buildReport,
  CairnError,
  messagesOf,
  corpusFingerprint,
  formatWarning,
  INDEX_FORMS,
  NAME_TABLES,
  orderCorpusFiles,
  parseManifest,
  serializeIndex,
  shardFolderOf,
  shardFiles,
  shardNamesOf,
  type CairnIndex,
  type IndexForm,
  type ShardManifest,
  type ShardOptions,
  type WrittenIndex,
} from '../../src/engine/index.ts';
import { loadConfig } from './load-config.ts';
import { nodeSha256 } from './node-sha256.ts';
import { prepareInParallel } from './prepare-in-parallel.ts';
import { checkCorpusFolder, readCorpus } from './read-corpus.ts';
import { GZIP_LEVEL, singleFileGzipped } from './single-file-size.ts';
import { terminalText } from './terminal-text.ts';
import { OutputError, writeAtomically } from './write-atomically.ts';
import { writeAllOnThread } from './write-on-thread.ts';

const USAGE = `usage: npm run build-index [-- --corpus DIR] [--config FILE] [--out FILE] [--form auto|single|sharded]

  --corpus DIR   folder of markdown documents (default: corpus.path in the config)
  --config FILE  cairn.toml to read (default: with --corpus, DIR/cairn.toml, or Cairn's defaults when there is none;
                 without, public/corpus/cairn.toml)
  --out FILE     where to write the index (default: index.path in the config)
  --form FORM    one file, or a manifest at FILE with its shards in a folder beside it named after it
                 (index.json → index-shards/); auto shards an index over 1 MiB gzipped (default: index.form, else auto)`;

/** Above this size gzipped, \`auto\` writes the sharded form: a resident's first answer would wait for all of it. */
const SHARD_ABOVE_GZIP_BYTES = 1024 * 1024;

const gzippedSize = (text: string): number => gzipSync(new TextEncoder().encode(text), { level: GZIP_LEVEL }).length;

/** Every shard the sharded index now at `indexFile` names; empty when it is not one. */
function namedByCurrent(indexFile: string): Set<string> {
  try {
    return shardNamesOf(parseManifest(readFileSync(indexFile, 'utf8'), indexFile));
  } catch {
    return new Set();
  }
}

/**
 * Writes the sharded form: every shard (each atomically; a name is its content, or its page's and its place there,
 * so a shard already there is the same file), then the manifest (atomically: readers see the old index or the new), then removes the shards neither it
 * nor the manifest it replaced names: a page that loaded the previous index keeps finding its shards until the next
 * build. Returns what was written, for the report.
 */
async function writeSharded(indexFile: string, index: CairnIndex, why: string, aids: Pick<ShardOptions, 'prepared' | 'profiles' | 'sha256'>): Promise<WrittenIndex> {
  const folder = join(dirname(indexFile), shardFolderOf(indexFile));
  const previous = namedByCurrent(indexFile);
  const written = new Set<string>();
  let bytes = 0;
  let manifest: string | undefined;
  // Each shard is written as it is made, and measured gzipped, on a thread of its own (`writeAllOnThread`): this thread
  // makes the next shards meanwhile, and holds only the few batches under way, not the whole index's text (most of a
  // gigabyte at a million passages). A shard made again under a name already written is the same file, written once.
  function* once(): Generator<readonly [string, string], void, undefined> {
    const files = shardFiles(index, aids);
    for (let next = files.next(); ; next = files.next()) {
      if (next.done) {
        manifest = next.value;
        return;
      }
      const [name, text] = next.value;
      if (written.has(name)) continue;
      written.add(name);
      bytes += Buffer.byteLength(text);
      yield [`${name}.json`, text];
    }
  }
  const { gzipped } = await writeAllOnThread(folder, once(), { level: GZIP_LEVEL });
  // Every shard was read from `once` before the writes ended without a failure.
  if (manifest === undefined) throw new Error('build-index: the shards were written but no manifest was made');
  writeAtomically(indexFile, manifest);
  for (const file of readdirSync(folder)) {
    const name = file.replace(/\.json$/u, '');
    if (!written.has(name) && !previous.has(name)) rmSync(join(folder, file), { force: true, recursive: true });
  }
  const parsed = JSON.parse(manifest) as Pick<ShardManifest, (typeof NAME_TABLES)[number]>;
  const pages = NAME_TABLES.reduce((sum, key) => sum + (parsed[key].paged ? parsed[key].names.length : 0), 0);
  // Shards of equal content are one file: count files, not places in the tables.
  const distinct = (key: (typeof NAME_TABLES)[number]) => (parsed[key].paged ? parsed[key].count : new Set(parsed[key].names).size);
  const manifestBytes = Buffer.byteLength(manifest);
  const manifestGzipped = gzippedSize(manifest);
  return {
    path: display(indexFile),
    bytes: bytes + manifestBytes,
    gzipped: gzipped + manifestGzipped,
    sharded: {
      folder: display(folder),
      manifestBytes,
      manifestGzipped,
      termShards: distinct('terms'),
      tailShards: distinct('tails'),
      passageShards: distinct('passageShards'),
      documentShards: distinct('documentShards'),
      otherShards: Math.max(0, written.size - distinct('terms') - distinct('tails') - distinct('passageShards') - distinct('documentShards') - pages),
      pages,
      why,
    },
  };
}

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

/** Builds slower than this show how far they are: a demo-sized build says nothing more than its report. */
const QUIET_MS = 2000;

/**
 * Progress on one terminal line, rewritten at most every half second once the build has taken `QUIET_MS`, and erased
 * when it ends: only when stderr is a terminal (a log or a pipe gets the report alone, byte for byte the same).
 */
function progressLine(): ((done: number, total: number, stage: string) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  const start = Date.now();
  let shown = 0;
  let drawn = false;
  return (done, total, stage) => {
    const now = Date.now();
    const finished = stage === 'calibrate' && done === total;
    if (finished) {
      if (drawn) process.stderr.write('\r\x1b[2K');
      return;
    }
    if (now - start < QUIET_MS || now - shown < 500) return;
    shown = now;
    drawn = true;
    const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
    process.stderr.write(`\r\x1b[2K  building     ${stage} ${percent}% (${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}), ${((now - start) / 1000).toFixed(0)} s`);
  };
}

/**
 * The corpus's files read, fingerprinted and prepared; only their names are kept, so their bytes (half a gigabyte at a
 * million passages) are not held while the passages are assembled and sharded.
 */
async function readAndPrepare(corpusDir: string, onPrepared?: (done: number, total: number) => void) {
  const files = orderCorpusFiles(readCorpus(corpusDir));
  const fingerprint = corpusFingerprint(files, nodeSha256);
  const { outcomes } = await prepareInParallel(files, { onPrepared });
  return { names: files.map(({ path }) => ({ path })), fingerprint, outcomes };
}

async function main(argv: string[]): Promise<number> {
  let flags: { corpus?: string; config?: string; out?: string; form?: string; help?: boolean };
  try {
    flags = parseArgs({
      args: argv,
      options: { corpus: { type: 'string' }, config: { type: 'string' }, out: { type: 'string' }, form: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  if (flags.form !== undefined && !(INDEX_FORMS as readonly string[]).includes(flags.form)) {
    console.error(terminalText(`build-index: --form must be one of ${INDEX_FORMS.join(', ')}, got ${JSON.stringify(flags.form)}\n\n${USAGE}`));
    return 2;
  }
  try {
    const { config, configFile, configText, corpusDir, indexFile } = loadConfig(flags);
    checkCorpusFolder(corpusDir);
    checkIndexPath(indexFile);
    const onProgress = progressLine();
    const { names, fingerprint, outcomes } = await readAndPrepare(corpusDir, onProgress && ((done, total) => onProgress(done, total, 'parse')));
    const given = configFile === undefined ? {} : { config: { file: configFile, text: configText! } };
    const result = assembleIndex(names, outcomes, config.settings, { onProgress, sha256: nodeSha256, fingerprint, ...given });
    for (const warning of result.warnings) console.error(terminalText(formatWarning(warning)));
    if (result.index === undefined) {
      for (const error of result.errors) console.error(terminalText(`error: ${error.message}`));
      console.error(terminalText(`build-index: ${result.errors.length} error(s) in ${display(corpusDir)}; no index written.`));
      return 1;
    }
    const form: IndexForm = (flags.form as IndexForm | undefined) ?? config.indexForm;
    // Only `auto` needs the single file's size, and only up to the limit; `sharded` never writes its text.
    const small = form === 'auto' ? await singleFileGzipped(result.index, SHARD_ABOVE_GZIP_BYTES) : undefined;
    let written: WrittenIndex;
    if (form === 'sharded' || (form === 'auto' && small === undefined)) {
      const why = form === 'sharded' ? 'as asked' : `the single file would be over ${SHARD_ABOVE_GZIP_BYTES.toLocaleString('en-US')} bytes gzipped`;
      written = await writeSharded(indexFile, result.index, why, { prepared: result.prepared, profiles: result.profiles, sha256: nodeSha256 });
    } else {
      const bytes = new TextEncoder().encode(serializeIndex(result.index));
      const gzipped = small ?? gzipSync(bytes, { level: GZIP_LEVEL }).length;
      writeAtomically(indexFile, bytes);
      // A single file replaces a sharded index of the same name whole: its shards go with the old manifest.
      rmSync(join(dirname(indexFile), shardFolderOf(indexFile)), { recursive: true, force: true });
      written = { path: display(indexFile), bytes: bytes.length, gzipped };
    }
    console.log(terminalText([`Indexed ${display(corpusDir)}`, ...buildReport(result.index, result.warnings.length, result.lexicon, written)].join('\n')));
    return 0;
  } catch (error) {
    if (error instanceof CairnError) {
      console.error(terminalText(`${messagesOf(error).map((message) => `error: ${message}\n`).join('')}build-index: no index written.`));
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
