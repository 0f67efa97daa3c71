/** The engine's public surface. Scripts, the worker and the tests import from here and nowhere deeper. */
export { buildIndex, MAX_DF_RATIO, TITLE_WEIGHT, type BuildResult } from './build-index.ts';
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
