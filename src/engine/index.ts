/**
 * The engine's public surface: scripts, workers and tests import from here. Four layers (DESIGN.md, "Architecture"):
 * text/ (rules both sides share), format/ (the index: the contract), build/ (corpus → index), answer/ (index →
 * outcome). Imports run one way — build → answer's scoring, both → format → text — checked by `npm run check:layers`.
 */
export { asRecords, assembleIndex, buildIndex, MAX_DF_RATIO, orderCorpusFiles, type AssembleOptions, type BuildOptions, type BuildResult, type BuildStage } from './build/build-index.ts';
export {
  indexedFile,
  indexedOutcome,
  numberedIn,
  prepareCorpusFile,
  prepareCorpusFiles,
  type FileOutcome,
  type IndexedOutcome,
  type PreparedFile,
  type RenumberedFile,
} from './build/prepare-file.ts';
export { CountedPassage, TermTable } from './build/counted-passage.ts';
export { TITLE_WEIGHT } from './build/passage-terms.ts';
export { decodeConfig, defaultConfig, parseConfig, type Config } from './build/config.ts';
export type { BuildWarning } from './build/passages.ts';
export { buildReport, formatWarning, type WrittenIndex } from './build/build-report.ts';
export type { LexiconReport } from './build/lexicon.ts';
export { shardFiles, shardIndex, DEFAULT_PASSAGE_SHARD_BYTES, DEFAULT_TERM_SHARD_BYTES, type ShardedIndex, type ShardFile, type ShardOptions } from './build/shard-index.ts';
export type { PreparedWholeIndex } from './answer/prepare-index.ts';
export { INDEX_FORMS, type IndexForm } from './build/config.ts';
export { MANIFEST_FORMAT, NAME_TABLES, parseEitherIndex, parseManifest, shardFolderOf, shardNamesOf, termBucket, type ShardManifest } from './format/sharded-format.ts';
export { createShardedEngine, type ShardedEngine, type ShardFetch } from './answer/sharded-engine.ts';
export { agencyNameFor, contactFor, DEFAULT_SETTINGS, hintFor, pageSettingsOf, type AgencyNames, type Contacts, type Hints, type PageSettings, type Settings } from './format/settings.ts';
export { MAX_TOPICS, topicsOf, type Topic } from './format/topics.ts';
export { CairnError, ConfigError, ConfigErrors, CorpusError, CorpusErrors, errorsOf, IndexFormatError, QuestionError, formatLocation, messagesOf, type Location } from './text/errors.ts';
export { corpusFingerprint, normalizeRelativePath, type SourceFile } from './format/fingerprint.ts';
export { engineSha256, type Sha256, type Sha256Factory } from './format/sha256.ts';
export {
  INDEX_FORMAT,
  INDEX_FORMAT_VERSION,
  indexDigest,
  parseIndex,
  serializeIndex,
  serializedIndexPieces,
  type CairnIndex,
  type Calibration,
  type IndexedDocument,
  type IndexedPassage,
  type LanguageCalibration,
  type LanguageStats,
} from './format/index-format.ts';
export { canonicalJson } from './format/canonical-json.ts';
export { ceil4, round4 } from './format/precision.ts';
export { DEFAULT_THRESHOLD, thresholdsOf, type Threshold } from './format/thresholds.ts';
export { isCorpusDocumentPath } from './format/corpus-files.ts';
export { tokenize, tokenizeRuns, type TypedRun } from './text/tokenize.ts';
export { createEngine, MAX_QUESTION_LENGTH, type AskOptions, type AskResult, type Engine, type EngineOverrides } from './answer/create-engine.ts';
export type { Answer, DocumentTranslation, Outcome, QuotedPassage, Refusal, Related, RelatedDocument, Source, UpcomingPassage } from './answer/outcome.ts';
export type { AnswerVerdict, ExplainTrace, ExplainedAttempt, ExplainedCandidate, RetrievalVerdict } from './answer/explain.ts';
export type { LanguageDetection, DetectionRule } from './answer/detect-language.ts';
export { directionOf, endonymOf, languageRegistry, matchLanguage, type LanguageInfo } from './text/language.ts';
export { isolateLtrRuns, ltrRuns, withoutIsolates } from './text/ltr-runs.ts';
export { canonicalLanguageTag } from './text/language-tag.ts';
export { formatMessage, formatMessageParts, MESSAGE_KEYS, MESSAGES, messageLanguageFor, messageLanguages, messageTablesWith, type MessageTable, type MessageTables, type TextPart } from './text/messages.ts';
export type { QuestionErrorCode } from './text/errors.ts';
export { addDays, dayBefore, inForce, isIsoDate, noSuchDay, utcDate, type Validity } from './format/effective-dates.ts';
export { citationName, inForceLine } from './answer/compose.ts';
