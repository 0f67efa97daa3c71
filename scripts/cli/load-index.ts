/**
 * Loads an index file for answering, and refuses a stale one: an index whose corpus fingerprint no longer matches
 * the documents on disk would quote last week's text under this week's citation.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  CairnError,
  canonicalJson,
  corpusFingerprint,
  createEngine,
  createShardedEngine,
  DEFAULT_SETTINGS,
  IndexFormatError,
  MANIFEST_FORMAT,
  parseIndex,
  parseEitherIndex,
  shardFolderOf,
  type AskOptions,
  type AskResult,
  type CairnIndex,
  type Settings,
} from '../../src/engine/index.ts';
import { nodeSha256 } from './node-sha256.ts';
import { readCorpus } from './read-corpus.ts';

/** The index is missing, or out of date with its corpus or config. */
export class StaleIndexError extends CairnError {
  override name = 'StaleIndexError';
}

/** What a stale index's error tells its operator to run, as the command was given. */
export interface Rebuild {
  /** The command that rebuilds this index from this corpus and config, such as `npm run build-index -- --corpus docs`. */
  command: string;
  /** No corpus or config was named: the index checked against the default corpus may have been built from another. */
  corpusUnnamed: boolean;
}

const PLAIN_REBUILD: Rebuild = { command: 'npm run build-index', corpusUnnamed: false };

/** A path as a POSIX shell reads it back: left bare when it is plain, else in single quotes. */
export function shellWord(text: string): string {
  return /^[\w/.,:@%+=-]+$/u.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * The `build-index` command for the paths a command was given: each named path passed on, so the index is rebuilt
 * from the corpus it was checked against (a bare `npm run build-index` builds the demo's).
 */
export function rebuildFor(given: { corpus?: string | undefined; config?: string | undefined; index?: string | undefined }, resolved: { corpusDir: string; configFile: string | undefined; indexFile: string }): Rebuild {
  const args = [
    ...(given.corpus === undefined ? [] : ['--corpus', shellWord(resolved.corpusDir)]),
    ...(given.config === undefined || resolved.configFile === undefined ? [] : ['--config', shellWord(resolved.configFile)]),
    ...(given.index === undefined ? [] : ['--out', shellWord(resolved.indexFile)]),
  ];
  return {
    command: args.length === 0 ? PLAIN_REBUILD.command : `npm run build-index -- ${args.join(' ')}`,
    corpusUnnamed: given.index !== undefined && given.corpus === undefined && given.config === undefined,
  };
}

/**
 * Reads and parses `indexFile`, then checks it against the corpus on disk and the settings of `cairn.toml`.
 * @throws IndexFormatError for a missing, unreadable or other-version index; StaleIndexError when out of date.
 */
export function loadIndex(indexFile: string, corpusDir: string, settings: Settings, rebuild: Rebuild = PLAIN_REBUILD): CairnIndex {
  const index = parseIndex(readIndexText(indexFile, rebuild), indexFile);
  checkCurrent(index, indexFile, corpusDir, settings, rebuild);
  return index;
}

/**
 * The index's text. Missing, it is to be built with the paths the command was given: a bare `npm run build-index`
 * builds the demo's (an operator trial, told so after building its own corpus's index elsewhere, would have built it).
 */
function readIndexText(indexFile: string, rebuild: Rebuild): string {
  try {
    return readFileSync(indexFile, 'utf8');
  } catch {
    const demo = rebuild.command === PLAIN_REBUILD.command || rebuild.corpusUnnamed;
    throw new IndexFormatError(
      `no index here; build it first with \`${rebuild.command}\`${demo ? " (from the demo's documents; for your own, name their folder as well: --corpus DIR)" : ''}`,
      { file: indexFile },
      'missing',
    );
  }
}

/** Answers from either form; the sharded one reads its shards from the folder beside its manifest. */
export interface Answerer {
  ask(question: string, options: AskOptions): Promise<AskResult>;
  /**
   * The heading and text of each passage of `ids` the index holds, for explain's rows: from the single file, or from
   * the shards of the passages' documents (a passage's id is its document's and its place, `doc#n`).
   */
  passages(ids: readonly string[]): Promise<ReadonlyMap<string, PassageText>>;
}

/** What explain shows of a passage. */
export interface PassageText {
  heading: string;
  body: string;
}

/**
 * `loadIndex` for either form of index: a single file, or a sharded index's manifest (its shards read from the
 * folder beside it, each checked against its name as the page checks them).
 * @throws as `loadIndex`.
 */
export function loadAnswerer(indexFile: string, corpusDir: string, settings: Settings, rebuild: Rebuild = PLAIN_REBUILD): Answerer {
  const parsed = parseEitherIndex(readIndexText(indexFile, rebuild), indexFile);
  if (parsed.format !== MANIFEST_FORMAT) {
    checkCurrent(parsed, indexFile, corpusDir, settings, rebuild);
    const engine = createEngine(parsed);
    let byId: Map<string, PassageText> | undefined;
    return {
      ask: async (question, options) => engine.ask(question, options),
      passages: async (ids) => {
        byId ??= new Map(parsed.passages.map((p) => [p.id, p]));
        const found = new Map<string, PassageText>();
        for (const id of ids) if (byId.has(id)) found.set(id, byId.get(id)!);
        return found;
      },
    };
  }
  const manifest = parsed;
  checkCurrent(manifest, indexFile, corpusDir, settings, rebuild);
  const folder = join(dirname(indexFile), shardFolderOf(indexFile));
  const engine = createShardedEngine(manifest, async (name) => {
    const file = join(folder, `${name}.json`);
    try {
      return readFileSync(file, 'utf8');
    } catch {
      throw new IndexFormatError(`is missing: the index names it, and its folder ${folder} does not hold it; publish the folder \`npm run build-index\` wrote beside the index`, { file }, 'missing');
    }
  });
  return {
    ask: (question, options) => engine.ask(question, options),
    passages: async (ids) => {
      const wanted = new Set(ids);
      const found = new Map<string, PassageText>();
      for (const doc of new Set(ids.map((id) => id.slice(0, id.lastIndexOf('#'))))) {
        for (const p of (await engine.document(doc))?.passages ?? []) if (wanted.has(p.id)) found.set(p.id, p);
      }
      return found;
    },
  };
}

function checkCurrent(index: Pick<CairnIndex, 'fingerprint' | 'settings'>, indexFile: string, corpusDir: string, settings: Settings, rebuild: Rebuild): void {
  // Checked against the default corpus, an index of another is out of date only because nobody named its own:
  // that is said first, since rebuilding it would overwrite it with the default corpus's.
  // (An operator trial read "rebuild it from this one" as its own corpus, and the command would have replaced its index
  // with the demo's: the corpus it would be built from is named.)
  const rebuildIt = rebuild.corpusUnnamed
    ? `If it was built from another corpus, name that corpus with --corpus DIR (or its cairn.toml with --config FILE); only to replace it with an index of ${corpusDir}, run \`${rebuild.command}\``
    : `Rebuild it with \`${rebuild.command}\``;
  const current = corpusFingerprint(readCorpus(corpusDir), nodeSha256);
  // Another agency's index (its own name, not the default one), checked against the default corpus: its rebuild
  // command would overwrite the agency's index with the demo's (a second operator trial read it so, session 47), so the
  // corpus is asked for first, and the command given only for an agency renamed since.
  const agency = index.settings.agencyName;
  if (current !== index.fingerprint && rebuild.corpusUnnamed && agency !== settings.agencyName && agency !== DEFAULT_SETTINGS.agencyName) {
    throw new StaleIndexError(
      `was built for ${JSON.stringify(agency)}, not from the corpus in ${corpusDir} (${JSON.stringify(settings.agencyName)}), which Cairn reads when none is named; ` +
        `Cairn will not answer from it. Name the corpus it was built from with --corpus DIR (or its cairn.toml with --config FILE); only if it was built from ${corpusDir} before the agency was renamed, run \`${rebuild.command}\``,
      { file: indexFile },
    );
  }
  if (current !== index.fingerprint) {
    throw new StaleIndexError(
      `was built from a different version of the corpus in ${corpusDir} (index ${index.fingerprint.slice(0, 19)}…, corpus now ${current.slice(0, 19)}…); ` +
        `Cairn will not answer from it. ${rebuildIt}`,
      { file: indexFile },
    );
  }
  if (canonicalJson(index.settings) !== canonicalJson(settings)) {
    throw new StaleIndexError(
      `was built with different settings than cairn.toml now holds, and the page and the CLI would answer differently. ${rebuildIt}`,
      { file: indexFile },
    );
  }
}
