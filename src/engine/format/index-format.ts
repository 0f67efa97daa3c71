/**
 * The index asset: what `build-index` writes and the worker loads. Every field is documented in DESIGN.md
 * ("Index format"). Serialised canonically, so an unchanged corpus rebuilds to identical bytes.
 */
import { canonicalJson } from './canonical-json.ts';
import type { Settings } from './settings.ts';
import { IndexFormatError } from '../text/errors.ts';

/** Identifies a Cairn index among JSON files. */
export const INDEX_FORMAT = 'cairn-index';
/** Bumped on any change a loader of the previous version would misread. A loader rejects every other version. */
export const INDEX_FORMAT_VERSION = 4;

/** A document as the index records it. */
export interface IndexedDocument {
  id: string;
  title: string;
  lang: string;
  /** Path relative to the corpus folder. */
  path: string;
  /** Front-matter keys other than id, title and lang. */
  meta: Record<string, unknown>;
}

/** A passage as the index records it. The title is the document's, looked up by `doc`. */
export interface IndexedPassage {
  id: string;
  doc: string;
  lang: string;
  /** The headings in scope, outermost first, joined with " › " (version 4: every passage of a section, not only its first). */
  heading: string;
  body: string;
  /** Term → count: body and heading once each, the document title's terms at `TITLE_WEIGHT`. */
  terms: Record<string, number>;
}

/** Statistics of one language, over that language's passages only. */
export interface LanguageStats {
  /** Number of passages in this language. */
  passages: number;
  /**
   * Term → number of this language's passages containing it in their heading or body, a document's title counted
   * once, in its first passage (version 4; before, a title counted in every passage of its document).
   */
  df: Record<string, number>;
  /** Terms in more than half of this language's passages: they score nothing. Sorted. */
  suppressed: string[];
}

/** How one language's threshold was set, and the evidence. */
export interface LanguageCalibration {
  /** The calibrated threshold, or the default when the language could not be calibrated. */
  threshold: number;
  source: 'calibrated' | 'default';
  /** Documents and windows sampled. */
  documents: number;
  windows: number;
  /** Share of the windows whose best score in OTHER documents clears the threshold (≤ the target rate). */
  otherDocumentRate: number | null;
  /** Share of the windows whose best score in their OWN document clears it: what the threshold costs. */
  ownDocumentRate: number | null;
  /** Scores of the leave-one-out sample at its 50th, 90th, 95th and 99th percentiles. */
  quantiles: { p50: number; p90: number; p95: number; p99: number } | null;
}

/** The calibration stored in the index. */
export interface Calibration {
  falseAnswerRate: number;
  languages: Record<string, LanguageCalibration>;
}

/** The whole index asset. */
export interface CairnIndex {
  format: typeof INDEX_FORMAT;
  version: typeof INDEX_FORMAT_VERSION;
  /** `sha256:<hex>` of the corpus files it was built from. */
  fingerprint: string;
  settings: Settings;
  /** Sorted by id. */
  documents: IndexedDocument[];
  /** Keyed by canonical language tag. */
  languages: Record<string, LanguageStats>;
  /** Grouped by document (in `documents` order), then in document order. */
  passages: IndexedPassage[];
  /**
   * Each language's calibrated threshold and the evidence behind it (since version 2). Version 3: scores, and so
   * thresholds, are cosine × covered share; a version 2 threshold is a bare cosine and would mean something else.
   * Version 4: each document weighs the same in the sample, and windows another document answers at least half as
   * well as their own are left out of it; document frequency counts titles once; settings hold synonyms.
   */
  calibration: Calibration;
}

/** The index as canonical JSON text, newline-terminated. */
export function serializeIndex(index: CairnIndex): string {
  return `${canonicalJson(index)}\n`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Parses index text and checks its shape. `source` names the file or URL in errors.
 * @throws IndexFormatError when the text is not JSON, not a Cairn index, or of another format version.
 */
export function parseIndex(text: string, source: string): CairnIndex {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new IndexFormatError('is not a Cairn index (it is not valid JSON); rebuild it with `npm run build-index`', { file: source }, 'not-an-index');
  }
  if (!isRecord(data) || data.format !== INDEX_FORMAT) {
    throw new IndexFormatError('is not a Cairn index (no "format": "cairn-index"); rebuild it with `npm run build-index`', { file: source }, 'not-an-index');
  }
  if (data.version !== INDEX_FORMAT_VERSION) {
    throw new IndexFormatError(
      `is index format version ${JSON.stringify(data.version)}, and this Cairn reads version ${INDEX_FORMAT_VERSION}; rebuild it with \`npm run build-index\``,
      { file: source },
      'other-version',
    );
  }
  const problems: string[] = [];
  if (typeof data.fingerprint !== 'string') problems.push('"fingerprint" is not text');
  if (!isRecord(data.settings)) problems.push('"settings" is missing');
  if (!Array.isArray(data.documents)) problems.push('"documents" is not a list');
  if (!isRecord(data.languages)) problems.push('"languages" is missing');
  if (!isRecord(data.calibration) || !isRecord(data.calibration.languages)) problems.push('"calibration" is missing');
  if (!Array.isArray(data.passages)) problems.push('"passages" is not a list');
  else {
    const bad = data.passages.findIndex(
      (p) => !isRecord(p) || typeof p.id !== 'string' || typeof p.body !== 'string' || !isRecord(p.terms) || typeof p.lang !== 'string',
    );
    if (bad >= 0) problems.push(`passage ${bad + 1} is malformed`);
  }
  if (problems.length > 0) {
    throw new IndexFormatError(`is a damaged Cairn index (${problems.join('; ')}); rebuild it with \`npm run build-index\``, { file: source }, 'damaged');
  }
  return data as unknown as CairnIndex;
}
