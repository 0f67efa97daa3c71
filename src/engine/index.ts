/** The engine's public surface. Scripts, the worker and the tests import from here and nowhere deeper. */
export { buildIndex, MAX_DF_RATIO, type BuildOptions, type BuildResult, type BuildStage } from './build-index.ts';
export { TITLE_WEIGHT } from './passage-terms.ts';
export { defaultConfig, DEFAULT_SETTINGS, parseConfig, type Config, type Settings } from './config.ts';
export { CairnError, ConfigError, CorpusError, IndexFormatError, QuestionError, formatLocation, type Location } from './errors.ts';
export { corpusFingerprint, normalizeRelativePath, type SourceFile } from './fingerprint.ts';
export {
  INDEX_FORMAT,
  INDEX_FORMAT_VERSION,
  parseIndex,
  serializeIndex,
  type CairnIndex,
  type IndexedDocument,
  type IndexedPassage,
  type LanguageStats,
} from './index-format.ts';
export { isCorpusDocumentPath } from './corpus-files.ts';
export type { BuildWarning } from './passages.ts';
export { tokenize } from './tokenize.ts';
export { createEngine, MAX_QUESTION_LENGTH, thresholdsOf, type AskOptions, type AskResult, type Engine, type Threshold } from './engine.ts';
export { DEFAULT_THRESHOLD, type Calibration, type LanguageCalibration } from './calibrate.ts';
export type { Answer, Outcome, QuotedPassage, Refusal, Source, TextPart } from './outcome.ts';
export type { AnswerVerdict, ExplainTrace, ExplainedAttempt, ExplainedCandidate, RetrievalVerdict } from './explain.ts';
export type { LanguageDetection, DetectionRule } from './detect-language.ts';
export { directionOf, endonymOf, languageRegistry, matchLanguage, type LanguageInfo } from './language.ts';
export { formatMessage, formatMessageParts, MESSAGES, messageLanguageFor, messageLanguages, type MessageTable } from './messages.ts';
export type { QuestionErrorCode } from './errors.ts';
