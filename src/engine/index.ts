/** The engine's public surface. Scripts, the worker and the tests import from here and nowhere deeper. */
export { buildIndex, MAX_DF_RATIO, type BuildOptions, type BuildResult, type BuildStage } from './build/build-index.ts';
export { TITLE_WEIGHT } from './build/passage-terms.ts';
export { defaultConfig, DEFAULT_SETTINGS, parseConfig, type Config, type Settings } from './build/config.ts';
export { CairnError, ConfigError, CorpusError, IndexFormatError, QuestionError, formatLocation, type Location } from './text/errors.ts';
export { corpusFingerprint, normalizeRelativePath, type SourceFile } from './format/fingerprint.ts';
export {
  INDEX_FORMAT,
  INDEX_FORMAT_VERSION,
  parseIndex,
  serializeIndex,
  type CairnIndex,
  type IndexedDocument,
  type IndexedPassage,
  type LanguageStats,
} from './format/index-format.ts';
export { isCorpusDocumentPath } from './format/corpus-files.ts';
export type { BuildWarning } from './build/passages.ts';
export { tokenize } from './text/tokenize.ts';
export { createEngine, MAX_QUESTION_LENGTH, thresholdsOf, type AskOptions, type AskResult, type Engine, type Threshold } from './answer/create-engine.ts';
export { DEFAULT_THRESHOLD, type Calibration, type LanguageCalibration } from './build/calibrate.ts';
export type { Answer, Outcome, QuotedPassage, Refusal, Source, TextPart } from './answer/outcome.ts';
export type { AnswerVerdict, ExplainTrace, ExplainedAttempt, ExplainedCandidate, RetrievalVerdict } from './answer/explain.ts';
export type { LanguageDetection, DetectionRule } from './answer/detect-language.ts';
export { directionOf, endonymOf, languageRegistry, matchLanguage, type LanguageInfo } from './text/language.ts';
export { formatMessage, formatMessageParts, MESSAGES, messageLanguageFor, messageLanguages, type MessageTable } from './text/messages.ts';
export type { QuestionErrorCode } from './text/errors.ts';
