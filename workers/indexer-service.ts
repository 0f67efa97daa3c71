/**
 * The in-page indexer: the same steps as `scripts/cli/build-index.ts` — read `cairn.toml` or use the defaults, pick the
 * documents, `buildIndex`, `serializeIndex` — over files the operator chose instead of files on disk, so the same
 * files give the same bytes. Kept apart from the `expose` call so a Node test runs it exactly as the worker does.
 */
import {
  buildIndex,
  buildReport,
  CairnError,
  ConfigError,
  CorpusError,
  defaultConfig,
  formatWarning,
  isCorpusDocumentPath,
  messagesOf,
  normalizeRelativePath,
  decodeConfig,
  parseConfig,
  serializeIndex,
  thresholdsOf,
  type CairnIndex,
  type Config,
  type LexiconReport,
  type SourceFile,
} from '../src/engine/index.ts';
import { CONFIG_FILE, type ChosenFile, type IndexerWorkerApi, type IndexProgress, type IndexReply, type PreviewSummary } from './indexer-contract.ts';

/** The configuration, and the text it was read from (for the build to name a setting's line); defaults without one. */
function readConfig(file: ChosenFile | undefined): { config: Config; text?: string } {
  if (file === undefined) return { config: defaultConfig() };
  // As the CLI reads it (decodeConfig); a file the page could no longer read is told as a document's is.
  if ('unreadable' in file) throw new ConfigError(`cannot be read (${file.unreadable}); choose the folder again`, { file: CONFIG_FILE });
  const text = decodeConfig(file.bytes, CONFIG_FILE);
  return { config: parseConfig(text, CONFIG_FILE), text };
}

function readDocument(file: ChosenFile, path: string): SourceFile {
  // Only the page can meet this: a file moved or changed on disk after it was chosen.
  if ('unreadable' in file) throw new CorpusError(`cannot be read (${file.unreadable}); choose the folder again`, { file: path });
  return { path, bytes: file.bytes };
}

function summarise(index: CairnIndex, bytes: number, config: string | null, warnings: string[], lexicon: readonly LexiconReport[]): PreviewSummary {
  const thresholds = thresholdsOf(index, index.settings);
  return {
    documents: index.documents.length,
    passages: index.passages.length,
    // Passages held, not the statistics' count (where versions of one document count once).
    languages: Object.keys(index.languages).sort().map((lang) => ({ lang, passages: index.passages.filter((p) => p.lang === lang).length })),
    fingerprint: index.fingerprint,
    bytes,
    config,
    falseAnswerRate: index.calibration.falseAnswerRate,
    thresholds: Object.keys(thresholds).map((lang) => ({
      lang,
      value: thresholds[lang]!.value,
      source: thresholds[lang]!.source,
      calibration: index.calibration.languages[lang]!,
    })),
    warnings,
    report: buildReport(index, warnings.length, lexicon),
  };
}

/**
 * Forwards `buildIndex` progress at most once per whole percent of each stage (and always a stage's first and
 * last report): every call crosses to the page as a message, and 5,000 passages make tens of thousands of reports.
 */
function throttled(onProgress: IndexProgress | undefined): IndexProgress | undefined {
  if (onProgress === undefined) return undefined;
  let last = '';
  return (done, total, stage) => {
    const step = `${stage} ${total === 0 ? 100 : Math.floor((done * 100) / total)}`;
    if (step === last && done !== total) return;
    last = step;
    // Not awaited: through comlink this is a message to the page, and the build must not wait for its answer.
    void onProgress(done, total, stage);
  };
}

/** Creates the service. Stateless: each call builds from scratch, as the CLI does. */
export function createIndexerService(): IndexerWorkerApi {
  async function index(files: ChosenFile[], onProgress?: IndexProgress): Promise<IndexReply> {
    try {
      const chosen = files.map((file) => ({ file, path: normalizeRelativePath(file.path) }));
      const configFile = chosen.find((c) => c.path === CONFIG_FILE)?.file;
      const { config, text } = readConfig(configFile);
      const documents = chosen.filter((c) => isCorpusDocumentPath(c.path)).map((c) => readDocument(c.file, c.path));
      const given = text === undefined ? {} : { config: { file: CONFIG_FILE, text } };
      const result = buildIndex(documents, config.settings, { onProgress: throttled(onProgress), ...given });
      const warnings = result.warnings.map(formatWarning);
      if (result.index === undefined) return { ok: false, errors: result.errors.map((e) => e.message), warnings };
      // Encoded as the CLI writes it (scripts/cli/build-index.ts: `new TextEncoder().encode(text)`), into a Blob: the
      // bytes then stay with the browser, and the page, IndexedDB and the engine worker pass a handle around.
      const bytes = new TextEncoder().encode(serializeIndex(result.index));
      const index = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/json' });
      return { ok: true, index, summary: summarise(result.index, bytes.length, configFile ? CONFIG_FILE : null, warnings, result.lexicon) };
    } catch (error) {
      if (error instanceof CairnError) return { ok: false, errors: messagesOf(error), warnings: [] };
      return { ok: false, errors: [`internal error: ${String(error)}`], warnings: [] };
    }
  }
  return { index };
}
