/**
 * The indexer worker's boundary, apart from the engine worker's (`contract.ts`): the page sends the bytes of the
 * files an operator chose, the worker builds the index with the engine's own `buildIndex` and sends back index.json
 * as a Blob, and a summary — or the errors, as data. Everything here survives `postMessage`, and neither large
 * payload is copied on the main thread: the files' buffers are transferred, and a Blob crosses as a handle to
 * bytes the browser holds. Measured on 5,000 passages (DESIGN.md, "In-page indexing"), cloning 1,000 `File`
 * handles cost the main thread 715 ms in one task, and copying the 6 MB index there — as a string, a typed array
 * or into IndexedDB — 30 to 300 ms per copy; a transfer or a Blob handle costs under a millisecond. The progress
 * callback is a comlink proxy.
 */
import type { BuildStage, LanguageCalibration, Threshold } from '../src/engine/index.ts';

/**
 * One file from the chosen folder: its path relative to that folder (`/`-separated) and its bytes — or, for a
 * file the page could not read (moved or changed on disk after it was chosen), the name of the error.
 */
export type ChosenFile = { path: string; bytes: Uint8Array<ArrayBuffer> } | { path: string; unreadable: string };

/** One language's threshold as the engine will use it, what decided it, and the calibration's evidence. */
export interface ThresholdReport {
  lang: string;
  value: number;
  source: Threshold['source'];
  calibration: LanguageCalibration;
}

/** What `npm run build-index` prints about a build, as data the page can word in the operator's language. */
export interface PreviewSummary {
  documents: number;
  passages: number;
  /** Passages per language, sorted by tag. */
  languages: Array<{ lang: string; passages: number }>;
  fingerprint: string;
  /** Size of index.json in bytes (UTF-8). */
  bytes: number;
  /** `"cairn.toml"` when the folder had one at its root; null when the defaults applied. */
  config: string | null;
  falseAnswerRate: number;
  thresholds: ThresholdReport[];
  /** Each warning exactly as the CLI prints it (`file:line: warning: …`). */
  warnings: string[];
  /** The build report, line for line as `npm run build-index` prints it, without its two lines about the file. */
  report: string[];
}

/** A built index (`index` holds exactly the bytes `npm run build-index` writes), or every error found. */
export type IndexReply =
  | { ok: true; index: Blob; summary: PreviewSummary }
  | { ok: false; errors: string[]; warnings: string[] };

/** Progress as `buildIndex` reports it; the service forwards at most one call per percent of each stage. */
export type IndexProgress = (done: number, total: number, stage: BuildStage) => void;

/** The API the indexer worker exposes through comlink. */
export interface IndexerWorkerApi {
  /**
   * Indexes the chosen files: `cairn.toml` at the folder's root is the configuration (its paths are ignored: the
   * folder is the corpus), documents are chosen by the engine's `isCorpusDocumentPath`, everything else is ignored.
   * Never rejects for a bad corpus: errors come back in the reply, each with the CLI's message.
   * The page reads and sends only the files that count, and transfers their buffers.
   */
  index(files: ChosenFile[], onProgress?: IndexProgress): Promise<IndexReply>;
}

/** The files the indexer reads from a chosen folder: the documents and `cairn.toml` at its root. */
export const CONFIG_FILE = 'cairn.toml';
