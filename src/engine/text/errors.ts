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

/**
 * Several `cairn.toml` problems found in one reading, each listed (`errors`), so an operator fixes them in one go
 * rather than one a run. Its message is theirs, a line each.
 */
export class ConfigErrors extends ConfigError {
  override name = 'ConfigErrors';
  readonly errors: readonly ConfigError[];

  constructor(errors: readonly ConfigError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.errors = errors;
  }
}

/** A corpus document cannot be read: bad UTF-8, bad front matter, a missing or invalid key, a duplicate id. */
export class CorpusError extends CairnError {
  override name = 'CorpusError';
}

/**
 * Several problems of one document found in one reading (a front matter missing its title and naming no language),
 * each listed (`errors`), so an operator fixes them in one go rather than one a build. Its message is theirs, a line
 * each.
 */
export class CorpusErrors extends CorpusError {
  override name = 'CorpusErrors';
  readonly errors: readonly CorpusError[];

  constructor(errors: readonly CorpusError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.errors = errors;
  }
}

/** Each problem an error reports, as its own error: the listed ones of `ConfigErrors` and `CorpusErrors`, else the one. */
export const errorsOf = (error: CairnError): readonly CairnError[] => (error instanceof ConfigErrors || error instanceof CorpusErrors ? error.errors : [error]);

/** Each problem an error reports, as its own message. */
export const messagesOf = (error: CairnError): string[] => errorsOf(error).map((e) => e.message);

/**
 * An error a client tells apart by a stable code, never by its (English) message: the worker passes the code to
 * the page, which words it in the resident's language.
 */
export abstract class CodedError<Code extends string> extends CairnError {
  readonly code: Code;

  constructor(message: string, location: Location | undefined, code: Code) {
    super(message, location);
    this.code = code;
  }
}

/** Why an index was not loaded. */
export type IndexFormatErrorCode = 'missing' | 'not-an-index' | 'other-version' | 'damaged' | 'altered';

/** An index asset is missing, not a Cairn index, of another format version, damaged, or altered after its build. */
export class IndexFormatError extends CodedError<IndexFormatErrorCode> {
  override name = 'IndexFormatError';
}

/** Why a question was not taken. */
export type QuestionErrorCode = 'empty-question' | 'question-too-long' | 'unsupported-language' | 'invalid-date';

/** A question Cairn will not take: empty, over-long, or asked in a language Cairn has not got. */
export class QuestionError extends CodedError<QuestionErrorCode> {
  override name = 'QuestionError';
}

/** `file:line`, or `file` alone when no line applies. */
export function formatLocation(location: Location): string {
  return location.line === undefined ? location.file : `${location.file}:${location.line}`;
}
