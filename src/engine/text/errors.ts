/**
 * Cairn's error hierarchy. The engine throws these and never logs; the edges decide what to do with them
 * (the CLI prints the message and exits 1, the worker returns it as data, the page announces it).
 *
 * Every message says what went wrong, where (file, key, line), the offending value, and how to fix it.
 */

/** Where in an input file something went wrong. `line` is 1-based; absent when the fault is the whole file. */
export interface Location {
  file: string;
  line?: number;
}

/** Base class: anything Cairn reports to an operator or a resident as a clear, fixable problem. */
export class CairnError extends Error {
  override name = 'CairnError';
  /** The file (and line) at fault, when there is one. */
  readonly location: Location | undefined;

  constructor(message: string, location?: Location) {
    super(location ? `${formatLocation(location)}: ${message}` : message);
    this.location = location;
  }
}

/** `cairn.toml` does not parse, or has an unknown key or a value of the wrong type. */
export class ConfigError extends CairnError {
  override name = 'ConfigError';
}

/** A corpus document cannot be read: bad UTF-8, bad front matter, a missing or invalid key, a duplicate id. */
export class CorpusError extends CairnError {
  override name = 'CorpusError';
}

/** An index asset is not a Cairn index, or is of another format version. */
export class IndexFormatError extends CairnError {
  override name = 'IndexFormatError';
}

/** Why a question was not taken; stable codes a client can translate. */
export type QuestionErrorCode = 'empty-question' | 'question-too-long' | 'unsupported-language';

/** A question Cairn will not take: empty, over-long, or asked in a language Cairn has not got. */
export class QuestionError extends CairnError {
  override name = 'QuestionError';
  readonly code: QuestionErrorCode;

  constructor(message: string, location: Location | undefined, code: QuestionErrorCode) {
    super(message, location);
    this.code = code;
  }
}

/** `file:line`, or `file` alone when no line applies. */
export function formatLocation(location: Location): string {
  return location.line === undefined ? location.file : `${location.file}:${location.line}`;
}
