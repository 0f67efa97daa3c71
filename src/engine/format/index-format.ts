/**
 * The index asset: what `build-index` writes and the worker loads. Every field is documented in DESIGN.md
 * ("Index format"). Serialised canonically, so an unchanged corpus rebuilds to identical bytes.
 */
import { canonicalJson, canonicalJsonPieces } from './canonical-json.ts';
import { indexProblem } from './index-schema.ts';
import type { Validity } from './effective-dates.ts';
import type { Settings } from './settings.ts';
import { IndexFormatError } from '../text/errors.ts';
import { engineSha256, hexOf, sha256Of, type Sha256Factory } from './sha256.ts';

/** Identifies a Cairn index among JSON files. */
export const INDEX_FORMAT = 'cairn-index';
/** Bumped on any change a loader of the previous version would misread. A loader rejects every other version. */
export const INDEX_FORMAT_VERSION = 14;

/** A document as the index records it. */
export interface IndexedDocument {
  id: string;
  title: string;
  lang: string;
  /** Path relative to the corpus folder. */
  path: string;
  /** The front matter's `url`, `translation_key` and `synthetic`, those it gives: the only keys a public index keeps. */
  meta: Record<string, unknown>;
  /**
   * When the document is in force (version 6), from `effective_from` and `effective_until`, or the end derived from a
   * successor's start; absent on an undated document, which is always in force.
   */
  validity?: Validity;
  /** Ids of the documents this one replaces (version 6), sorted; absent when none. */
  supersedes?: string[];
  /**
   * Its topic words (version 14): the terms more than half of its passages hold, beyond its title's, in a document of
   * three passages or more (`topicTermsOf`); sorted, absent when none. They say which document a question is about, not
   * which of its passages answers: a passage holding no word of the ask but them is not quoted (`holdsBeyondTopics`).
   */
  topics?: string[];
}

/** Between a passage's stacked headings ("Eligibility › Income limits"), chosen because no heading uses it. */
export const HEADING_JOINER = ' › ';

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
  /**
   * Number of passages in this language, as the statistics count them: a family of k versions of one document
   * counts ⌈n / k⌉ of its n passages (version 6); without versions, every passage.
   */
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
  /**
   * Each path the lexicon opens, keyed `from>to` (question language, passage language), calibrated on the
   * `from` language's translated pages carried into `to` (version 7); a path too small to calibrate is absent.
   */
  translations: Record<string, LanguageCalibration>;
}

/**
 * Term pairs learned from the corpus's translations (version 7), keyed by language pair: the two tags in code-unit
 * order joined by `|` ("en|es"), each pair `[term in the first, term in the second]`, sorted. Empty when no two
 * documents are translations of each other.
 */
export type Lexicon = Record<string, Array<[string, string]>>;

/**
 * One language's Han characters a question may type in the other script → the forms of each that the language's
 * passages write, Traditional or Simplified ("请" → "請" in a corpus written in Traditional, "請" → "请" in one written
 * in Simplified), from OpenCC's character tables at build time (build/han-variants.ts). A question's n-gram no passage
 * uses is read through it as the passages write it (`hanVariant` in answer/variants.ts). Each key is one Han character,
 * each value one or more Han characters other than the key, in code-unit order.
 */
export type HanVariants = Record<string, string>;

/** The whole index asset. */
export interface CairnIndex {
  format: typeof INDEX_FORMAT;
  version: typeof INDEX_FORMAT_VERSION;
  /** `sha256:<hex>` of the corpus files it was built from. */
  fingerprint: string;
  /**
   * `sha256:<hex>` of the index's own content: the canonical JSON of every other field (version 5). Every loader
   * recomputes it, so an index edited after its build — a passage, a setting — is refused, never answered from.
   */
  digest: string;
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
   * Version 5: the index carries `digest`. Version 6: documents may carry `validity` and `supersedes`. Version 7:
   * the index carries `lexicon`. Version 9: the index may carry `hanVariants`.
   */
  calibration: Calibration;
  /** What the translations taught (version 7): see `Lexicon`. */
  lexicon: Lexicon;
  /**
   * Per language, the Han characters a question may type in the other script (version 9): see `HanVariants`. Written
   * only for a corpus with Chinese text, keyed by the languages that have any.
   */
  hanVariants?: Record<string, HanVariants>;
}

/** The index as canonical JSON text, newline-terminated. */
export function serializeIndex(index: CairnIndex): string {
  return `${canonicalJson(index)}\n`;
}

/** `serializeIndex`'s text in pieces, for an index whose text may be longer than a string can be. */
export function* serializedIndexPieces(index: CairnIndex): Generator<string, void, undefined> {
  yield* canonicalJsonPieces(index);
  yield '\n';
}

/** Bytes hashed at a time: the canonical JSON's pieces are encoded into a buffer of this size, then hashed. */
const DIGEST_BUFFER = 1 << 20;

/**
 * The digest of an index's content: SHA-256 over the canonical JSON of every field but `digest` itself, hashed a
 * piece at a time — at a million passages that text is longer than any string can be. Each piece is encoded straight
 * into one buffer: gathered into a longer string first, the text was joined and encoded again, half the digest's time
 * at 100,000 passages. `createSha256`: which hasher (they all give the same digest).
 */
export function indexDigest(index: Omit<CairnIndex, 'digest'> | CairnIndex, createSha256: Sha256Factory = engineSha256): string {
  const { digest: _ignored, ...content } = index as CairnIndex;
  const hash = createSha256();
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(DIGEST_BUFFER);
  let used = 0;
  for (const piece of canonicalJsonPieces(content)) {
    // A UTF-16 code unit is at most three bytes of UTF-8.
    if (3 * piece.length > DIGEST_BUFFER - used) {
      hash.update(buffer.subarray(0, used));
      used = 0;
    }
    if (3 * piece.length > DIGEST_BUFFER) hash.update(encoder.encode(piece));
    else used += encoder.encodeInto(piece, buffer.subarray(used)).written;
  }
  hash.update(buffer.subarray(0, used));
  return `sha256:${hexOf(hash)}`;
}

/**
 * The member `"digest":"sha256:…",` as canonical JSON writes it: the second top-level key, after `calibration`,
 * whose members can never spell it (their keys are fixed names and language tags).
 */
const DIGEST_MEMBER = /"digest":"(sha256:[0-9a-f]{64})",/u;

/**
 * The digest index text carries, when the text is exactly what the build digested (the text without its digest member,
 * and without its final newline, hashes to it); undefined otherwise. Checked on the text rather than by serialising the parsed index again, which cost five
 * times as much on a 4 MB index; any other spelling of the same content (reordered keys, added spaces) is not what
 * the build wrote, and is refused too. The digest member itself may stand anywhere: where it is changes nothing.
 */
export function digestItMatches(text: string): string | undefined {
  const found = DIGEST_MEMBER.exec(text);
  if (found === null) return undefined;
  const content = text.slice(0, found.index) + text.slice(found.index + found[0].length);
  return sha256Of(content.endsWith('\n') ? content.slice(0, -1) : content) === found[1] ? found[1] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Parses index text and checks it: JSON, this format and version, every field's shape (the first bad field named by
 * its path), then its digest. `source` names the file or URL in errors.
 * @throws IndexFormatError `not-an-index`, `other-version`, `damaged` (with the path) or `altered` (content and
 * digest disagree: edited after the build).
 */
export function parseIndex(text: string, source: string): CairnIndex {
  return parseDigestedJson(text, source, { format: INDEX_FORMAT, version: INDEX_FORMAT_VERSION, kind: 'Cairn index' }, indexProblem) as unknown as CairnIndex;
}

/** What a digested JSON file of Cairn's must say it is. */
export interface DigestedFormat {
  format: string;
  version: number;
  /** How the errors name it: "Cairn index", "sharded Cairn index". */
  kind: string;
}

/**
 * The checks every digested file of Cairn's goes through, in order — JSON, `format`, `version`, shape (`problemOf`
 * gives the first bad field, or undefined), digest — each failure the same error both index forms give.
 * @throws IndexFormatError `not-an-index`, `other-version`, `damaged` or `altered`.
 */
export function parseDigestedJson(
  text: string,
  source: string,
  expected: DigestedFormat,
  problemOf: (data: Record<string, unknown>, mayHoldProtoKeys: boolean) => string | undefined,
): Record<string, unknown> {
  // A leading byte-order mark is how some editors and hosts save UTF-8, not content: the page's fetch drops it
  // when decoding, so the CLI does too, and both read the same index.
  const json = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new IndexFormatError('is not a Cairn index (it is not valid JSON); rebuild it with `npm run build-index`', { file: source }, 'not-an-index');
  }
  if (!isRecord(data) || data.format !== expected.format) {
    throw new IndexFormatError(`is not a ${expected.kind} (no "format": "${expected.format}"); rebuild it with \`npm run build-index\``, { file: source }, 'not-an-index');
  }
  if (data.version !== expected.version) {
    throw new IndexFormatError(
      `is index format version ${JSON.stringify(data.version)}, and this Cairn reads version ${expected.version}; rebuild it with \`npm run build-index\``,
      { file: source },
      'other-version',
    );
  }
  const problem = problemOf(data, json.includes('"__proto__"'));
  if (problem !== undefined) {
    throw new IndexFormatError(`is a damaged Cairn index (${problem}); rebuild it with \`npm run build-index\``, { file: source }, 'damaged');
  }
  if (digestItMatches(json) !== data.digest) {
    throw new IndexFormatError(
      'was changed after it was built (its content does not match its digest), so it is not answered from; rebuild it with `npm run build-index` and publish the page and its index together, never one without the other',
      { file: source },
      'altered',
    );
  }
  return data;
}
