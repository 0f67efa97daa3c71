/**
 * The worker boundary as a typed contract: what the page may ask the engine worker, and what comes back.
 * Everything here survives `postMessage` (structured clone): plain objects, strings, numbers, arrays. Errors
 * never cross as exceptions — they come back as data, so the page decides how to say them.
 */
// From the answer side's own modules, not the engine's index: the resident-facing worker must not even name the
// build side (the layer check follows type imports too).
import type { Validity } from '../src/engine/format/effective-dates.ts';
import type { Topic } from '../src/engine/format/topics.ts';
import type { AskOptions } from '../src/engine/answer/create-engine.ts';
import type { ExplainTrace } from '../src/engine/answer/explain.ts';
import type { Outcome } from '../src/engine/answer/outcome.ts';
import type { LanguageInfo } from '../src/engine/text/language.ts';
import type { QuestionErrorCode } from '../src/engine/text/errors.ts';

/** Why loading failed, for the message an operator needs: missing file, unreadable file, wrong format. */
export type LoadFailure = 'unreachable' | 'not-found' | 'not-an-index' | 'other-version' | 'damaged' | 'altered' | 'mismatch';

/** What the page learns about a loaded index. */
export interface IndexSummary {
  agencyName: string;
  /** The agency's name by language, where `cairn.toml` gives one (`agencyNameFor` chooses). */
  agencyNameByLanguage: Record<string, string>;
  fingerprint: string;
  languages: readonly LanguageInfo[];
  /** Every document says `synthetic: true` in its front matter. */
  synthetic: boolean;
  /** Some document is dated: the as-of date can change an answer, so the page shows it and lets it change. */
  dated: boolean;
  /** The agency's hint before the first question, where `cairn.toml` gives one (`hintFor` chooses). */
  hint?: string;
  hintByLanguage?: Record<string, string>;
  /** The languages the page offers, where `cairn.toml` names them (`[page] languages`); else every one it can speak. */
  pageLanguages?: string[];
  /** The page's words in the agency's own tables (`[page_words.LANG]`), by language, where `cairn.toml` gives any. */
  pageWords?: Record<string, Record<string, string>>;
  contact: string;
  contactByLanguage: Record<string, string>;
  passages: number;
  /** The index is sharded: the page fetches it a piece at a time, and can offer to download the rest for offline use. */
  sharded: boolean;
  /** The language assumed when a question's cannot be told: the titles a refusal names fall back to it. */
  defaultLanguage: string;
  /**
   * By corpus language, the documents' titles a refusal names (`topicsOf`); empty for a corpus with more than
   * `MAX_TOPICS` in every language, and for a sharded index, whose manifest does not hold every document.
   */
  topics: Record<string, Topic[]>;
}

export type LoadReply = { ok: true; summary: IndexSummary } | { ok: false; failure: LoadFailure; detail: string };

/** A whole document as the index holds it, for the page's document view: every passage, in order. */
export interface DocumentText {
  id: string;
  title: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The agency's page for it, or null. */
  url: string | null;
  passages: Array<{ id: string; heading: string; body: string }>;
  /** When it is in force, for a dated document (absent: always): the view says so under its title. */
  validity?: Validity;
  /**
   * Its translations: the other documents sharing its `translation_key`, by id (as the index lists them), each with
   * when it is in force (absent: always), so the page offers the version in force on its as-of day.
   */
  translations: Array<{ id: string; lang: string; title: string; validity?: Validity }>;
}

export type DocumentReply = { ok: true; document: DocumentText } | { ok: false; detail: string };

export type AskReply =
  | { ok: true; outcome: Outcome; trace: ExplainTrace | undefined; guessed?: true }
  | { ok: false; code: QuestionErrorCode | 'not-loaded' | 'index-unavailable' | 'index-republished' | 'internal'; detail: string };

/** Every shard of the loaded index by URL (none for a single file), or why they could not be listed. */
export type ShardListReply = { ok: true; urls: string[] } | { ok: false; detail: string };

/**
 * What the page's request for the index gave: the status and body (a Blob crosses to the worker as a handle, never
 * copied on the main thread), or why no answer came.
 */
export type FetchedIndex = { status: number; body: Blob } | { error: string };

/** The API the worker exposes through comlink. */
export interface EngineWorkerApi {
  /**
   * Checks the index the page fetched from `url` (absolute) and prepares the engine once. Replaces any loaded index.
   * The page fetches it, not the worker, so the request starts while the worker's script is still arriving.
   * With `expectedDigest` (the index digest the page was built with), any other index is refused — another corpus,
   * other settings, or one edited and re-digested: the page and its index are one publication.
   */
  load(url: string, fetched: FetchedIndex, expectedDigest?: string): Promise<LoadReply>;
  /**
   * The same, for an index the page already holds — the single-file build embeds its text; the operator view has
   * a built preview as a Blob of index.json — `source` names it in errors. A Blob crosses as a handle and is read
   * here: a 6 MB index copied on the main thread, as a string or as bytes, was a long task there (DESIGN.md,
   * "In-page indexing").
   */
  loadText(text: string | Blob, source: string, expectedDigest?: string): Promise<LoadReply>;
  /** Answers or refuses; the outcome is exactly what `createEngine(index).ask` returns. */
  ask(question: string, options: AskOptions): Promise<AskReply>;
  /** The whole of one document of the loaded index, from the index itself: no request, offline, in the single file. */
  document(id: string): Promise<DocumentReply>;
  /**
   * Every file of a sharded index but the manifest, by URL: what the page fetches, through the service worker that
   * keeps them, to answer offline. Pages of names are fetched and checked to list them.
   */
  shardUrls(): Promise<ShardListReply>;
  /**
   * Whether the site now publishes another sharded index than the one loaded (read past every cache, within 10 s;
   * only a checked index counts): the page is out of date and must be reloaded. False for a single file.
   */
  republished(): Promise<boolean>;
}
