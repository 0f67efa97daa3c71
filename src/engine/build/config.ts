/**
 * `cairn.toml`: every key optional, every key checked. An unknown key or a value of the wrong type is an error
 * naming the key and the file, never a silent default — a typo'd `treshold` that quietly kept the default would be
 * an agency answering on a setting nobody chose.
 */
import { parse, TomlError } from 'smol-toml';
import { ConfigError } from '../text/errors.ts';
import { canonicalLanguageTag } from '../text/language-tag.ts';

/** The settings the engine answers with. Built into the index so the CLI and the page answer alike. */
export interface Settings {
  /** The agency's display name, shown in the page header. Default "Cairn". */
  agencyName: string;
  /**
   * An explicit threshold for every language (a bounded-cosine score in [0, 1]), overriding calibration; null (the
   * default) lets `build-index` calibrate one per language from `falseAnswerRate`.
   */
  threshold: number | null;
  /** Explicit thresholds by language tag, overriding both calibration and `threshold`. Default none. */
  thresholdByLanguage: Record<string, number>;
  /**
   * The share of questions the corpus cannot answer that an operator accepts being answered anyway, in (0, 0.5).
   * `build-index` derives each language's threshold from it, from the corpus alone. Default 0.05.
   */
  falseAnswerRate: number;
  /** Most passages composed into one answer, at least 1. Default 1. */
  maxPassages: number;
  /** Candidates scored and reported by explain mode, at least `maxPassages`. Default 8. */
  candidates: number;
  /** Language assumed when a question's language cannot be told from the corpus. Default "en". */
  defaultLanguage: string;
  /** Widen the search to every language when none in the answer language clears the threshold. Default true. */
  crossLanguageFallback: boolean;
  /** The human contact a refusal points to, used when no language-specific one is set. */
  contact: string;
  /** Refusal contacts by language tag; keys are canonical BCP 47 tags. */
  contactByLanguage: Record<string, string>;
}

/** A parsed `cairn.toml`: the answering settings plus where the corpus and the index live. */
export interface Config {
  settings: Settings;
  /** The corpus folder, relative to the config file's folder. Default ".". */
  corpusPath: string;
  /** Where `build-index` writes, relative to the config file's folder. Default "index.json". */
  indexPath: string;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  agencyName: 'Cairn',
  threshold: null,
  thresholdByLanguage: {},
  falseAnswerRate: 0.05,
  maxPassages: 1,
  candidates: 8,
  defaultLanguage: 'en',
  crossLanguageFallback: true,
  contact: 'Please contact the agency that published these documents directly.',
  contactByLanguage: {},
});

type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'table';
interface KeySpec {
  kind: Kind;
  apply: (config: Config, value: unknown, fail: (why: string) => never) => void;
}

const nonEmpty = (value: string, fail: (why: string) => never): string => {
  if (value.trim() === '') fail('must not be empty');
  return value;
};

/** Every key `cairn.toml` may hold, by dotted name. Anything else is an error. */
const KEYS: Readonly<Record<string, KeySpec>> = {
  'agency.name': { kind: 'string', apply: (c, v, fail) => { c.settings.agencyName = nonEmpty(v as string, fail); } },
  'corpus.path': { kind: 'string', apply: (c, v, fail) => { c.corpusPath = nonEmpty(v as string, fail); } },
  'index.path': { kind: 'string', apply: (c, v, fail) => { c.indexPath = nonEmpty(v as string, fail); } },
  'retrieval.threshold': {
    kind: 'number',
    apply: (c, v, fail) => {
      c.settings.threshold = boundedScore(v as number, fail);
    },
  },
  'retrieval.threshold_by_language': {
    kind: 'table',
    apply: (c, v, fail) => {
      const byLanguage: Record<string, number> = {};
      for (const [tag, value] of Object.entries(v as Record<string, unknown>)) {
        if (typeof value !== 'number') return fail(`"${tag}" must be a number, got ${describe(value)}`);
        const canonical = canonicalOrFail(tag, (why) => fail(`key "${tag}" ${why}`));
        byLanguage[canonical] = boundedScore(value, (why) => fail(`"${tag}" ${why}`));
      }
      c.settings.thresholdByLanguage = byLanguage;
    },
  },
  'retrieval.false_answer_rate': {
    kind: 'number',
    apply: (c, v, fail) => {
      const n = v as number;
      if (!(n > 0 && n < 0.5)) fail(`must be above 0 and below 0.5 (a share of unanswerable questions), got ${n}`);
      c.settings.falseAnswerRate = n;
    },
  },
  'retrieval.max_passages': {
    kind: 'integer',
    apply: (c, v, fail) => {
      if ((v as number) < 1) fail(`must be at least 1, got ${v}`);
      c.settings.maxPassages = v as number;
    },
  },
  'retrieval.candidates': {
    kind: 'integer',
    apply: (c, v, fail) => {
      if ((v as number) < 1 || (v as number) > 100) fail(`must be between 1 and 100, got ${v}`);
      c.settings.candidates = v as number;
    },
  },
  'language.default': {
    kind: 'string',
    apply: (c, v, fail) => { c.settings.defaultLanguage = canonicalOrFail(v as string, fail); },
  },
  'language.cross_language_fallback': { kind: 'boolean', apply: (c, v) => { c.settings.crossLanguageFallback = v as boolean; } },
  'refusal.contact': { kind: 'string', apply: (c, v, fail) => { c.settings.contact = nonEmpty(v as string, fail); } },
  'refusal.contact_by_language': {
    kind: 'table',
    apply: (c, v, fail) => {
      const byLanguage: Record<string, string> = {};
      for (const [tag, contact] of Object.entries(v as Record<string, unknown>)) {
        if (typeof contact !== 'string') return fail(`"${tag}" must be a string (the contact text), got ${describe(contact)}`);
        const canonical = canonicalOrFail(tag, (why) => fail(`key "${tag}" ${why}`));
        byLanguage[canonical] = nonEmpty(contact, (why) => fail(`"${tag}" ${why}`));
      }
      c.settings.contactByLanguage = byLanguage;
    },
  },
};

const SECTIONS = new Set(Object.keys(KEYS).map((k) => k.split('.')[0]!));

function boundedScore(n: number, fail: (why: string) => never): number {
  if (!(n >= 0 && n <= 1)) fail(`must be between 0 and 1 (a bounded cosine score), got ${n}`);
  return n;
}

function canonicalOrFail(tag: string, fail: (why: string) => never): string {
  const canonical = canonicalLanguageTag(tag);
  if (canonical === undefined) fail(`must be a BCP 47 language tag such as "en" or "es-MX", got "${tag}"`);
  return canonical;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'a table';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function matchesKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string': return typeof value === 'string';
    case 'boolean': return typeof value === 'boolean';
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'integer': return typeof value === 'number' && Number.isInteger(value);
    case 'table': return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
  }
}

const KIND_NAMES: Readonly<Record<Kind, string>> = {
  string: 'a string', number: 'a number', integer: 'a whole number', boolean: 'true or false', table: 'a table',
};

/** The configuration with every default, as used when there is no `cairn.toml` at all. */
export function defaultConfig(): Config {
  return { settings: { ...DEFAULT_SETTINGS, thresholdByLanguage: {}, contactByLanguage: {} }, corpusPath: '.', indexPath: 'index.json' };
}

/**
 * Parses and checks `cairn.toml` text. `file` names the file in error messages.
 * @throws ConfigError naming the file, the line where known, the key and how to fix it.
 */
export function parseConfig(text: string, file: string): Config {
  let raw: Record<string, unknown>;
  try {
    raw = parse(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) {
      const firstLine = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
      throw new ConfigError(`not valid TOML (${firstLine}, column ${error.column}); fix the syntax on that line`, {
        file,
        line: error.line,
      });
    }
    throw error;
  }
  const config = defaultConfig();
  for (const section of Object.keys(raw).sort()) {
    const body = raw[section];
    if (!SECTIONS.has(section)) {
      throw new ConfigError(`unknown section [${section}]; known sections are ${[...SECTIONS].sort().map((s) => `[${s}]`).join(', ')}`, { file });
    }
    if (!matchesKind(body, 'table')) {
      throw new ConfigError(`"${section}" must be a table ([${section}]), got ${describe(body)}`, { file });
    }
    for (const name of Object.keys(body as object).sort()) {
      const key = `${section}.${name}`;
      const spec = KEYS[key];
      if (!spec) {
        const known = Object.keys(KEYS).filter((k) => k.startsWith(`${section}.`)).join(', ');
        throw new ConfigError(`unknown key "${key}"; [${section}] accepts ${known}`, { file });
      }
      const value = (body as Record<string, unknown>)[name];
      const fail = (why: string): never => {
        throw new ConfigError(`"${key}" ${why}`, { file });
      };
      if (!matchesKind(value, spec.kind)) fail(`must be ${KIND_NAMES[spec.kind]}, got ${describe(value)}`);
      spec.apply(config, value, fail);
    }
  }
  if (config.settings.candidates < config.settings.maxPassages) {
    throw new ConfigError(
      `"retrieval.candidates" (${config.settings.candidates}) must be at least "retrieval.max_passages" (${config.settings.maxPassages}): composition chooses from the candidates`,
      { file },
    );
  }
  return config;
}
