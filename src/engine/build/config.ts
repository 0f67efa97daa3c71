/**
 * `cairn.toml`: every key optional, every key checked. An unknown key or a value of the wrong type is an error
 * naming the key and the file, never a silent default — a typo'd `treshold` that quietly kept the default would be
 * an agency answering on a setting nobody chose.
 */
import { parse, TomlError } from 'smol-toml';
import { ConfigError, ConfigErrors, type Location } from '../text/errors.ts';
import { canonicalLanguageTag, primaryLanguage, unknownLanguageReason } from '../text/language-tag.ts';
import { MESSAGES, type MessageTable } from '../text/messages.ts';
import { placeholdersOf } from '../text/word-tables.ts';
import { withinOneEdit } from '../answer/typo.ts';
import { PAGE_WORDS, PAGE_WORDS_ENGLISH_ONLY } from '../text/page-words.ts';
import { DEFAULT_SETTINGS, type Settings } from '../format/settings.ts';
import { decodeUtf8 } from './decode-utf8.ts';
import { hasBigramChar } from '../text/scripts.ts';
import { hyphenedTerm, STEM_LENGTH, tokenize, tokenizeWords } from '../text/tokenize.ts';

/** A parsed `cairn.toml`: the answering settings plus where the corpus and the index live. */
export interface Config {
  settings: Settings;
  /** The corpus folder, relative to the config file's folder. Default ".". */
  corpusPath: string;
  /** Where `build-index` writes, relative to the config file's folder. Default "index.json". */
  indexPath: string;
  /**
   * `index.form`: one file, a manifest with shards, or `auto` (the default): shards when the single file would be
   * over `SHARD_ABOVE_GZIP_BYTES` gzipped (DESIGN.md, "Sharded index").
   */
  indexForm: IndexForm;
  /**
   * `index.offline`: the site's service worker downloads every shard of a sharded index when it installs, so the whole
   * corpus answers offline after one visit (default false: shards are kept as questions fetch them).
   */
  indexOffline: boolean;
  /**
   * `page.operator_tools`: the page offers its operators' tools to everyone who opens it — the explain switch and the
   * link to the operator view (default true). False leaves both out of the site and the single file (the operator
   * view too): an agency's residents meet neither, and its operators use `npm run ask -- --explain`.
   */
  operatorTools: boolean;
  /**
   * `page.color_scheme`: the page's palette follows the resident's system (`system`, the default), or is always light
   * or always dark — for a page embedded in an agency's own page of one palette (scripts/tooling/color-scheme.ts).
   */
  colorScheme: ColorScheme;
}

/** The palettes a page may keep: the system's, or one of the two always. */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The index forms `build-index` writes. */
export const INDEX_FORMS = ['auto', 'single', 'sharded'] as const;
export type IndexForm = (typeof INDEX_FORMS)[number];


type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'table' | 'list';
/** Stops the check with a ConfigError; `entry` names the key of the table at fault, for the line it is on. */
type Fail = (why: string, entry?: string) => never;
interface KeySpec {
  kind: Kind;
  apply: (config: Config, value: unknown, fail: Fail) => void;
  /** How a value of its kind is written, where the kind alone does not say ("a list" for `["en", "es"]`). */
  example?: string;
}

const nonEmpty = (value: string, fail: (why: string) => never): string => {
  if (value.trim() === '') fail('must not be empty');
  return value;
};

/** A table of texts by language tag (`es = "…"`): its keys made canonical, each text a non-empty string. */
function textsByLanguage(table: unknown, key: string, what: string, fail: Fail): Record<string, string> {
  const byLanguage: Record<string, string> = {};
  const written = new Map<string, string>();
  // A key of the section above, written after this table's heading (TOML puts it in the table): say so, not "not a tag".
  const section = key.slice(0, key.lastIndexOf('.'));
  for (const [tag, text] of Object.entries(table as Record<string, unknown>)) {
    if (Object.hasOwn(KEYS, `${section}.${tag}`)) {
      fail(`"${tag}" is a [${section}] key, written under the [${key}] heading, which makes it part of that table; move it above the heading`, tag);
    }
    if (typeof text !== 'string') return fail(`"${tag}" must be a string (${what}), got ${describe(text)}`, tag);
    const canonical = canonicalOrFail(tag, (why) => fail(`key "${tag}" ${why}`, tag));
    // "es" and "ES" are one language: the second would silently replace the first.
    const before = written.get(canonical);
    if (before !== undefined) fail(`"${before}" and "${tag}" are the same language (${canonical}); keep one`, tag);
    written.set(canonical, tag);
    byLanguage[canonical] = nonEmpty(text, (why) => fail(`"${tag}" ${why}`, tag));
  }
  return byLanguage;
}

/** A by-language table of texts, stored only when it gives one in some language: an empty table leaves the index as it was. */
function storedWhenGiven(key: string, what: string, store: (config: Config, texts: Record<string, string>) => void): KeySpec {
  return {
    kind: 'table',
    apply: (c, v, fail) => {
      const texts = textsByLanguage(v, key, what, fail);
      if (Object.keys(texts).length > 0) store(c, texts);
    },
  };
}

/** Every key `cairn.toml` may hold, by dotted name. Anything else is an error. */
const KEYS: Readonly<Record<string, KeySpec>> = {
  'agency.name': { kind: 'string', apply: (c, v, fail) => { c.settings.agencyName = nonEmpty(v as string, fail); } },
  'agency.name_by_language': storedWhenGiven('agency.name_by_language', "the agency's name in that language", (c, names) => { c.settings.agencyNameByLanguage = names; }),
  'corpus.path': { kind: 'string', apply: (c, v, fail) => { c.corpusPath = nonEmpty(v as string, fail); } },
  'index.path': { kind: 'string', apply: (c, v, fail) => { c.indexPath = nonEmpty(v as string, fail); } },
  'index.offline': { kind: 'boolean', apply: (c, v) => { c.indexOffline = v as boolean; } },
  'page.hint': { kind: 'string', apply: (c, v, fail) => { c.settings.hint = nonEmpty(v as string, fail); } },
  'page.hint_by_language': storedWhenGiven('page.hint_by_language', 'the hint in that language', (c, hints) => { c.settings.hintByLanguage = hints; }),
  'page.operator_tools': { kind: 'boolean', apply: (c, v) => { c.operatorTools = v as boolean; } },
  'page.languages': {
    kind: 'list',
    example: '["en", "es"]',
    apply: (c, v, fail) => {
      const list = v as unknown[];
      if (list.length === 0) fail('must name at least one language, such as ["en", "es"]; leave the key out to offer every language the page can speak');
      const offered: string[] = [];
      const written = new Map<string, string>();
      for (const tag of list) {
        if (typeof tag !== 'string') fail(`must be a list of language tags such as ["en", "es"], got ${describe(tag)} in it`);
        const canonical = canonicalOrFail(tag as string, (why) => fail(`"${tag as string}" ${why}`));
        const before = written.get(canonical);
        if (before !== undefined) fail(`"${before}" and "${tag as string}" are the same language (${canonical}); keep one`);
        written.set(canonical, tag as string);
        offered.push(canonical);
      }
      c.settings.pageLanguages = offered;
    },
  },
  'page.color_scheme': {
    kind: 'string',
    apply: (c, v, fail) => {
      if (!(COLOR_SCHEMES as readonly string[]).includes(v as string)) fail(`must be one of ${COLOR_SCHEMES.map((f) => `"${f}"`).join(', ')} (the resident's system's palette, or always light or dark), got ${JSON.stringify(v)}`);
      c.colorScheme = v as ColorScheme;
    },
  },
  'index.form': {
    kind: 'string',
    apply: (c, v, fail) => {
      if (!(INDEX_FORMS as readonly string[]).includes(v as string)) fail(`must be one of ${INDEX_FORMS.map((f) => `"${f}"`).join(', ')}, got ${JSON.stringify(v)}`);
      c.indexForm = v as IndexForm;
    },
  },
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
        if (typeof value !== 'number') return fail(`"${tag}" must be a number, got ${describe(value)}`, tag);
        const canonical = canonicalOrFail(tag, (why) => fail(`key "${tag}" ${why}`, tag));
        byLanguage[canonical] = boundedScore(value, (why) => fail(`"${tag}" ${why}`, tag));
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
  'retrieval.close_sibling': {
    kind: 'number',
    apply: (c, v, fail) => {
      const n = v as number;
      if (!(n > 0 && n <= 1)) fail(`must be above 0 and at most 1 (how close, in score and in the share of the question held, another passage of the best one's document may come before the document is named instead: 0.8 names it less often than 0.6; leave the key out to always quote the best passage), got ${n}`);
      c.settings.closeSibling = n;
    },
  },
  'language.default': {
    kind: 'string',
    apply: (c, v, fail) => { c.settings.defaultLanguage = canonicalOrFail(v as string, fail); },
  },
  'dates.upcoming_days': {
    kind: 'integer',
    apply: (c, v, fail) => {
      if ((v as number) < 0 || (v as number) > 3660) fail(`must be between 0 and 3660 days (0: never show an upcoming version), got ${v}`);
      c.settings.upcomingDays = v as number;
    },
  },
  'language.cross_language_fallback': { kind: 'boolean', apply: (c, v) => { c.settings.crossLanguageFallback = v as boolean; } },
  'refusal.contact': { kind: 'string', apply: (c, v, fail) => { c.settings.contact = nonEmpty(v as string, fail); } },
  'refusal.contact_by_language': {
    kind: 'table',
    apply: (c, v, fail) => { c.settings.contactByLanguage = textsByLanguage(v, 'refusal.contact_by_language', 'the contact text', fail); },
  },
};

/** `[synonyms]`, `[messages]` and `[page_words]`: their keys are language tags, so they are read apart from the fixed keys above. */
const SYNONYMS = 'synonyms';
const MESSAGES_SECTION = 'messages';
const PAGE_WORDS_SECTION = 'page_words';
const SECTIONS = new Set([...Object.keys(KEYS).map((k) => k.split('.')[0]!), SYNONYMS, MESSAGES_SECTION, PAGE_WORDS_SECTION]);

/** A message's name as cairn.toml writes it: `statusRefused` → `status_refused`. */
const tomlName = (key: string): string => key.replace(/[A-Z]/gu, (c) => `_${c.toLowerCase()}`);

/** A section of tables of words by language (`[messages.LANG]`, `[page_words.LANG]`), and the English outline each table must follow. */
interface WordTables {
  section: string;
  /** Each entry's name as the code has it → its English text, or only the placeholders that text fills. */
  english: Readonly<Record<string, string>>;
  /** An entry, in the words of an error ("message"). */
  noun: string;
  /** Where the English is, for an error naming the placeholders to use. */
  seeEnglish: (key: string) => string;
  /** Why a table must be whole, for the error naming what it lacks. */
  whole: string;
  /** Where every entry is listed in English, as cairn.toml writes them. */
  template: string;
  /**
   * Cairn's own tables by language, when the build holds them: an agency's table in one of their languages may give
   * only the entries it words its own way, the rest Cairn's of that language (still one language).
   */
  own?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Entries a table may leave out, by the code's name, with what fills them (`PAGE_WORDS_ENGLISH_ONLY`). */
  optional?: Readonly<Record<string, string>>;
}

const MESSAGE_TABLES: WordTables = {
  section: MESSAGES_SECTION,
  english: MESSAGES.en as Readonly<Record<keyof MessageTable, string>>,
  noun: 'message',
  seeEnglish: (key) => `as the English message does ("${MESSAGES.en![key as keyof MessageTable]}")`,
  whole: 'a reply would mix two languages',
  template: 'docs/messages-en.toml',
  own: MESSAGES as unknown as Readonly<Record<string, Readonly<Record<string, string>>>>,
};

const PAGE_WORD_TABLES: WordTables = {
  section: PAGE_WORDS_SECTION,
  english: PAGE_WORDS,
  noun: 'string',
  seeEnglish: () => 'as the English does (docs/page-words-en.toml)',
  whole: 'the page would mix two languages',
  template: 'docs/page-words-en.toml',
  optional: PAGE_WORDS_ENGLISH_ONLY,
};

/** A table's name on a line of its own, `[name]` or `[[name]]`; a key's line, `name =`. */
const TABLE_LINE = /^\s*\[\[?\s*[\w-]+(\s*\.\s*[\w-]+)*\s*\]\]?\s*(#.*)?$/u;
const KEY_LINE = /^\s*([\w-]+|"[^"]*"|'[^']*')(\s*\.\s*([\w-]+|"[^"]*"|'[^']*'))*\s*=/u;

/**
 * How to fix a list (or inline table) of several lines that the parser stopped in: left open, when it stopped at the
 * next key or table (or the file's end: the parser names that line, or, after a comma, reads the table's name as a
 * value); an item with no comma before it, when it stopped at the start of an item's line. Named at the last line
 * before it (blank lines and comments passed over), where the "]" or the "," goes. Undefined otherwise.
 */
function listLeftOpen(lines: readonly string[], parser: string, line: number, column: number): { line: number; message: string } | undefined {
  if (parser !== 'expected comma or end of structure' && parser !== 'invalid value') return undefined;
  // Stopped at the end of the file: every line is read, the last included.
  const atEnd = line > lines.length || (line === lines.length && column > lines[line - 1]!.length);
  const open = openBracket(lines, atEnd ? lines.length + 1 : line);
  if (open === undefined) return undefined;
  const stopped = lines[line - 1] ?? '';
  let last = atEnd ? lines.length : line - 1;
  while (last > open.line && /^\s*(#.*)?$/u.test(lines[last - 1]!)) last--;
  const [what, close] = open.bracket === '[' ? ['list', ']'] : ['table', '}'];
  const where = last === open.line ? `the ${what} this line opens` : `the ${what} opened on line ${open.line}`;
  const end = last === open.line ? 'it' : 'this line';
  if (atEnd || /^\s*(#.*)?$/u.test(stopped) || TABLE_LINE.test(stopped) || KEY_LINE.test(stopped)) {
    return { line: last, message: `${where} is not closed before ${atEnd ? 'the end of the file' : `line ${line}`}: end ${end} with "${close}"` };
  }
  const atItem = column - 1 <= stopped.length - stopped.trimStart().length;
  if (parser !== 'expected comma or end of structure' || !atItem) return undefined;
  return { line: last, message: `the items of ${where} are parted by commas: end ${end} with ","` };
}

/** A table's name as its line writes it, spaces around the dots left out (`[ page . hint ]` is `page.hint`). */
function tableNameOf(line: string): string | undefined {
  return TABLE_LINE.test(line) ? line.replace(/#.*$/u, '').replace(/[[\]\s]/gu, '') : undefined;
}

/** The key a line gives, as TOML reads it: its dotted parts, each trimmed and unquoted (`"threshold" =` is threshold). */
function keyOf(line: string): string | undefined {
  const written = KEY_LINE.exec(line)?.[0].slice(0, -1);
  return written === undefined ? undefined : [...written.matchAll(/"([^"]*)"|'([^']*)'|([\w-]+)/gu)].map((part) => part[1] ?? part[2] ?? part[3]).join('.');
}

/**
 * How to fix a table or a key given twice (the parser says only that it redefines one): named with the line that gave
 * it first, found as the text writes it — a table's name on an earlier line of its own, a key among the earlier lines
 * of the same table; else said as what it is, for the parser's message reads as a syntax error.
 */
function givenTwice(lines: readonly string[], parser: string, line: number): string | undefined {
  if (!parser.startsWith('trying to redefine')) return undefined;
  const here = lines[line - 1] ?? '';
  const table = tableNameOf(here);
  // A list of tables ([[name]]) is opened again for each of its items: that is not this mistake.
  const first =
    table !== undefined
      ? /^\s*\[\[/u.test(here) ? -1 : lines.findIndex((l, i) => i < line - 1 && tableNameOf(l) === table && !/^\s*\[\[/u.test(l))
      : keyIn(lines, line);
  if (first >= 0) {
    return table !== undefined
      ? `the table [${table}] is opened on line ${first + 1} too: move this table's keys under that line, and delete this one`
      : `"${keyOf(here)}" is given on line ${first + 1} too: keep one of the two`;
  }
  return 'a table or key of this name is given twice (once perhaps as part of a dotted key, or within braces on this line): give it once';
}

/** The index of the earlier line of the same table (from the nearest table name above) giving line `line`'s key, or -1. */
function keyIn(lines: readonly string[], line: number): number {
  const key = keyOf(lines[line - 1] ?? '');
  if (key === undefined) return -1;
  let start = line - 1;
  while (start > 0 && tableNameOf(lines[start - 1]!) === undefined) start--;
  return lines.findIndex((l, i) => i >= start && i < line - 1 && keyOf(l) === key);
}

/**
 * The innermost list (`[`) or inline table (`{`) of a value still open where line `before` begins, when it was opened
 * on an earlier line: an operator who leaves out a `]` hears of it only at the next key. Strings, comments and table
 * names are read past, as TOML reads them.
 */
function openBracket(lines: readonly string[], before: number): { bracket: '[' | '{'; line: number } | undefined {
  const stack: { bracket: '[' | '{'; line: number }[] = [];
  let multiline: string | undefined;
  for (let index = 0; index < before - 1 && index < lines.length; index++) {
    const line = lines[index]!;
    let at = 0;
    // Outside a value, a line is a key, a table's name or a comment; brackets count from the key's "=".
    if (multiline === undefined && stack.length === 0) {
      const equals = /^\s*[^=#"']*=/u.exec(line);
      if (equals === null) continue;
      at = equals[0].length;
    }
    while (at < line.length) {
      if (multiline !== undefined) {
        const end = line.indexOf(multiline, at);
        if (end < 0) break;
        at = end + 3;
        multiline = undefined;
        continue;
      }
      const char = line[at]!;
      if (char === '#') break;
      if (line.startsWith('"""', at) || line.startsWith("'''", at)) {
        multiline = line.slice(at, at + 3);
        at += 3;
      } else if (char === '"' || char === "'") {
        const rest = line.slice(at + 1);
        const end = char === '"' ? /(?<!\\)(?:\\\\)*"/u.exec(rest) : /'/u.exec(rest);
        if (end === null) return undefined;
        at += 1 + end.index + end[0].length;
      } else {
        if (char === '[' || char === '{') stack.push({ bracket: char, line: index + 1 });
        else if (char === ']' || char === '}') stack.pop();
        at++;
      }
    }
  }
  return stack.at(-1);
}

/**
 * How to fix a TOML line that does not parse, for those an operator writing `key = "value"` lines makes: a quote left
 * open, a value holding its own quote (with the line written in: the value's text between its first quote and its
 * last, a comment after it kept), text or a yes/no not written as TOML writes it. Read from the line itself, whatever
 * the parser said; any other line is to be fixed as the parser says.
 */
function tomlFix(line: string): string {
  const written = /^(\s*[\w.-]+\s*=)\s*(.*?)\s*$/u.exec(line);
  const fallback = 'fix the syntax on that line';
  // YAML's way, as in a document's front matter (an operator's trial, session 46: `default: "en"`): the line written
  // with "=" if that parses, else that line's own fix; a key with nothing after it is a table's name.
  const colon = /^\s*([\w.-]+)\s*:(?!\/\/)\s*(.*?)\s*$/u.exec(line);
  if (written === null && colon !== null) {
    const [key, value] = [colon[1]!, colon[2]!];
    if (value === '') return `a table's name is written in brackets: [${key}]`;
    const equals = `${key} = ${value}`;
    try {
      parse(equals);
      return `a key and its value are joined by "=": ${equals}`;
    } catch {
      const fix = tomlFix(equals);
      return fix === fallback ? fallback : `a key and its value are joined by "="; ${fix}`;
    }
  }
  // A table's name left open: `[agency` (the parser says only that a key holds an illegal character).
  const header = /^\s*(\[\[?)\s*([\w.-]+)\s*(#.*)?$/u.exec(line);
  if (written === null && header !== null) {
    const close = header[1] === '[[' ? ']]' : ']';
    return `close the table's name with "${close}": ${header[1]}${header[2]}${close}`;
  }
  if (written === null || written[2] === '' || /^[[{]/u.test(written[2]!)) return fallback;
  const key = written[1]!.trim();
  const value = written[2]!;
  // A string of several lines ('''…''' or """…""") left open is named where it opens.
  if (/^('''|""")/u.test(value)) return `close the quote this value opens, with ${value.slice(0, 3)} after its last line`;
  const quote = value[0]!;
  if (quote === '"' || quote === "'") {
    // The quotes that are not escapes (a basic string's \" is one); the value runs to the last.
    const bare = [...value.matchAll(quote === '"' ? /(?<!\\)(?:\\\\)*"/gu : /'/gu)].map((m) => m.index! + m[0].length - 1);
    if (bare.length === 1) return 'close the quote this value opens';
    const last = bare[bare.length - 1]!;
    const after = value.slice(last + 1);
    if (after.trim() !== '' && !/^\s*#/u.test(after)) return fallback;
    const inner = value.slice(1, last);
    // A basic string's escapes kept as written, its bare quotes escaped; a literal string's text has no escapes.
    const basic = quote === '"' ? inner.replace(/(?<!\\)((?:\\\\)*)"/gu, '$1\\"') : JSON.stringify(inner).slice(1, -1);
    return `the value holds its own quote; write it as ${key} "${basic}"${after.trimEnd()}`;
  }
  const bareValue = value.replace(/\s+#.*$/u, '');
  if (/^(yes|no|on|off|true|false)$/iu.test(bareValue)) return `true or false are written in lower case, without quotes: ${key} ${/^(yes|on|true)$/iu.test(bareValue)}`;
  if (/^\p{L}/u.test(bareValue) && !/^(inf|nan)$/u.test(bareValue)) return `text must be in quotes: ${key} ${JSON.stringify(bareValue)}`;
  return fallback;
}

/**
 * The entry an unknown name in a table of words is meant for: the same written as code writes it ("skipLink",
 * "Skip-Link" for "skip_link"), or, for a name of four letters or more, one edit from it ("contact_heding", "sned").
 */
function meantName(name: string, known: readonly string[]): string | undefined {
  // As code writes it, and in lower case: "RETRIEVAL" is no camelCase.
  const forms = [tomlName(name), name].map((form) => form.toLowerCase().replace(/[-\s]/gu, '_'));
  return (
    known.find((entry) => forms.includes(entry)) ??
    known.find((entry) => forms.some((written) => written.length >= 4 && withinOneEdit([...written], [...entry])))
  );
}

/**
 * `[messages.LANG]` (the agency's own table of Cairn's sentences in a language) and `[page_words.LANG]` (of the page's
 * own words): every entry of the English table under its snake_case name (`status_refused = "…"`), each using exactly
 * the English entry's placeholders. A table that left one out would speak two languages at once, and a placeholder
 * Cairn does not fill would stop the answer or show a brace: both are named errors here, not surprises for a resident.
 * Returns the tables by canonical tag, entries by the code's names.
 */
function parseWordTables(kind: WordTables, body: Record<string, unknown>, at: At, checked: Checked): Record<string, Record<string, string>> {
  const { section, noun } = kind;
  const tables: Record<string, Record<string, string>> = {};
  const known = new Map(Object.keys(kind.english).map((key) => [tomlName(key), key]));
  const written = new Map<string, string>();
  for (const tag of Object.keys(body).sort()) checked(() => {
    const fail: Fail = (why, entry) => {
      throw new ConfigError(`"${section}.${tag}" ${why}`, at(section, tag, entry));
    };
    const lang = canonicalOrFail(tag, (why) => fail(`key ${why}`));
    const before = written.get(lang);
    if (before !== undefined) fail(`and "${section}.${before}" are the same language (${lang}); keep one`);
    written.set(lang, tag);
    const given = body[tag];
    if (!matchesKind(given, 'table')) fail(`must be a table ([${section}.${tag}]) of ${noun}s, got ${describe(given)}`);
    const entries = given as Record<string, unknown>;
    for (const name of Object.keys(entries).sort()) {
      if (known.has(name)) continue;
      const meant = meantName(name, [...known.keys()]);
      fail(`has no ${noun} "${name}"; ${meant === undefined ? `the ${noun}s are those of ${kind.template}` : `did you mean "${meant}"?`}`, name);
    }
    // What fills a table's gaps, in its own language: for a regional tag the agency's table of its language ("es" for
    // "es-MX", read first: tags are read in order), else Cairn's own table of the tag or its language.
    const primary = primaryLanguage(lang);
    const own = (primary === lang ? undefined : tables[primary]) ?? kind.own?.[lang] ?? kind.own?.[primary];
    const missing = [...known].filter(([name, key]) => !Object.hasOwn(entries, name) && kind.optional?.[key] === undefined).map(([name]) => name);
    if (missing.length > 0 && own === undefined) fail(`lacks ${missing.join(', ')}; give every ${noun} (${kind.template} has each in English), or ${kind.whole}`);
    const table: Record<string, string> = {};
    for (const [name, key] of known) {
      if (!Object.hasOwn(entries, name)) {
        table[key] = own?.[key] ?? kind.optional![key]!;
        continue;
      }
      const value = entries[name];
      if (typeof value !== 'string') fail(`"${name}" must be a string, got ${describe(value)}`, name);
      const text = nonEmpty(value as string, (why) => fail(`"${name}" ${why}`, name));
      const wanted = placeholdersOf(kind.english[key]!);
      const used = placeholdersOf(text);
      if (used.join() !== wanted.join()) {
        const list = (names: string[]) => (names.length === 0 ? 'none' : names.map((n) => `{${n}}`).join(', '));
        fail(`"${name}" uses ${list(used)}; it must use ${list(wanted)}, ${kind.seeEnglish(key)}`, name);
      }
      table[key] = text;
    }
    tables[lang] = table;
  });
  return tables;
}

/**
 * `[synonyms]`: per language, a list of groups of single words (`en = [["price", "cost", "fee"]]`). Each word must be
 * one searchable word (the tokenizer's own test), each group two words or more, and no word in two groups of one
 * language: a word that stands for two groups stands for nothing in particular.
 */
function parseSynonyms(body: Record<string, unknown>, config: Config, at: At, checked: Checked): void {
  const synonyms: Record<string, string[][]> = {};
  for (const tag of Object.keys(body).sort()) checked(() => {
    const key = `${SYNONYMS}.${tag}`;
    const fail = (why: string): never => {
      throw new ConfigError(`"${key}" ${why}`, at(SYNONYMS, tag));
    };
    const lang = canonicalOrFail(tag, (why) => fail(`key ${why}`));
    const groups = body[tag];
    if (!Array.isArray(groups) || groups.length === 0) fail(`must be a list of word groups such as [["price", "cost", "fee"]], got ${describe(groups)}`);
    // One group written without its own brackets (an operator trial, session 50): said as the line to write.
    // One word alone is no group: the line to write has room for the words it stands for (a blind review, session 50).
    if ((groups as unknown[]).every((word) => typeof word === 'string')) {
      // Counted as the group's own check counts them: by the term each is read as ("cost" and "COST" are one), the first kept.
      const byTerm = new Map<string, string>();
      for (const word of groups as string[]) {
        const term = tokenize(word)[0] ?? word;
        if (!byTerm.has(term)) byTerm.set(term, JSON.stringify(word.trim()));
      }
      const words = [...byTerm.values()];
      const group = words.length === 1 ? `${words[0]}, "…"` : words.join(', ');
      fail(`is a list of words, not of groups: put each group in brackets of its own, ${tag} = [[${group}]]${words.length === 1 ? ', with the words it stands for' : ''}`);
    }
    // Each term's group, and the word written there that gave it.
    const groupOf = new Map<string, { group: number; word: string }>();
    synonyms[lang] = (groups as unknown[]).map((group, g) => {
      if (!Array.isArray(group) || !group.every((word) => typeof word === 'string')) fail(`group ${g + 1} must be a list of words, got ${describe(group)}`);
      const words = (group as string[]).map((word) => word.trim());
      // Each word's terms: one, or for a word of two hyphened parts ("e-mail") its term and its longer part's, as the
      // word reads in a document; both join the group, as the engine reads it.
      const termsOf = words.map((word) => {
        const found = tokenize(word);
        if (found.length !== 1 && !(found.length === 2 && hyphenedTerm(word) === found[0])) {
          // Korean and the scripts written without spaces are indexed as two-syllable pairs: a longer word is several.
          const pairs = hasBigramChar(word);
          const what = found.length === 0 ? 'no searchable word' : `${found.length} ${pairs ? 'terms' : 'words'}`;
          const rule = pairs
            ? 'a synonym is one term, and in Korean, Chinese, Japanese, Thai, Lao, Khmer or Myanmar text a term is two syllables or characters'
            : 'a synonym is one word of three letters or more';
          fail(`group ${g + 1}: "${word}" is ${what}; ${rule}`);
        }
        return found;
      });
      if (new Set(termsOf.map((found) => found[0])).size < 2) {
        const other = words.find((word) => word !== words[0]);
        fail(`group ${g + 1} needs at least two different words, got ${JSON.stringify(words)}${other === undefined ? '' : `, which Cairn reads as one word (${termsOf[0]![0]}: ${whyOne(words[0]!, other, termsOf[0]![0]!)})`}`);
      }
      for (const [w, found] of termsOf.entries()) {
        for (const term of found) {
          const other = groupOf.get(term);
          if (other !== undefined && other.group !== g) {
            if (other.word === words[w]) fail(`"${words[w]}" is in group ${other.group + 1} and group ${g + 1}; put each word in one group`);
            fail(`"${words[w]}" in group ${g + 1} and "${other.word}" in group ${other.group + 1} are both read as ${term} (${whyOne(words[w]!, other.word, term)}); put them in one group, or leave one out`);
          }
          groupOf.set(term, { group: g, word: words[w]! });
        }
      }
      return words;
    });
  });
  config.settings.synonyms = synonyms;
}

/**
 * Why two written synonyms are read as one term, `term`, as an operator who sees two words needs told: the same word in
 * another case or form ("Straße", "STRASSE"), a hyphened word read written together ("e-mail", "email") or as its
 * longer part ("e-mail", "mail"), or two words with the same first letters ("kimlik", "kimliği").
 */
function whyOne(a: string, b: string, term: string): string {
  const whole = (word: string) => tokenizeWords(word).find((read) => read.term === term)?.word;
  if (whole(a) !== whole(b)) return `a word is read by its first ${STEM_LENGTH} letters`;
  const hyphened = [a, b].find((word) => hyphenedTerm(word) !== undefined);
  if (hyphened === undefined) return 'the same word in another case or form';
  return hyphenedTerm(hyphened) === term ? 'a hyphened word is read written together too' : 'a hyphened word is read as its longer part too';
}

function boundedScore(n: number, fail: Fail): number {
  if (!(n >= 0 && n <= 1)) fail(`must be between 0 and 1 (a bounded cosine score), got ${n}`);
  return n;
}

function canonicalOrFail(tag: string, fail: Fail): string {
  const canonical = canonicalLanguageTag(tag);
  if (canonical === undefined) fail(`must be a BCP 47 language tag such as "en" or "es-MX", got "${tag}"`);
  const unknown = unknownLanguageReason(canonical);
  if (unknown !== undefined) fail(unknown);
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
    case 'list': return Array.isArray(value);
  }
}

const KIND_NAMES: Readonly<Record<Kind, string>> = {
  string: 'a string', number: 'a number', integer: 'a whole number', boolean: 'true or false', table: 'a table', list: 'a list',
};

/** Runs one key's check, keeping its ConfigError to report with the others'. */
type Checked = (check: () => void) => void;

/** Where a key's error points: the file, and the line that defines the key (or the nearest table of it that is written). */
type At = (...path: (string | undefined)[]) => Location;

/**
 * The 1-based line on which `path` is defined in `text`, found by the TOML parser itself rather than by a second
 * reading of the syntax: the shortest run of whole lines from the top that parses and holds the path ends its
 * definition, and the line after the last shorter run that parsed begins it — so a value written over several lines
 * is named by its first. Undefined when the text never defines the path. Run only for an error, on a file an operator
 * writes by hand; its cost grows with the square of the file's length.
 */
export function lineOfKey(text: string, path: readonly string[]): number | undefined {
  // Each line with its own ending: a run cut after the "\r" of a "\r\n" would not parse.
  const lines = text.split(/(?<=\n)/u);
  let parsedThrough = 0;
  for (let end = 1; end <= lines.length; end++) {
    let table: unknown;
    try {
      table = parse(lines.slice(0, end).join(''));
    } catch {
      continue;
    }
    if (holds(table, path)) return parsedThrough + 1;
    parsedThrough = end;
  }
  return undefined;
}

/**
 * The line of `[section]`'s key (a dotted section: `page.hint_by_language`) for language `lang` (canonical, as the settings hold it), written however the file
 * wrote it ("EN", "es-mx"): for the build's errors and warnings about a language's setting.
 */
export function lineOfLanguageKey(text: string, section: string, lang: string): number | undefined {
  const path = section.split('.');
  let table: unknown = parse(text);
  for (const key of path) table = table !== null && typeof table === 'object' ? (table as Record<string, unknown>)[key] : undefined;
  const written = table !== null && typeof table === 'object' ? Object.keys(table).find((tag) => canonicalLanguageTag(tag) === lang) : undefined;
  return written === undefined ? undefined : lineOfKey(text, [...path, written]);
}

function holds(table: unknown, path: readonly string[]): boolean {
  let at = table;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** The configuration with every default, as used when there is no `cairn.toml` at all. */
export function defaultConfig(): Config {
  return { settings: { ...DEFAULT_SETTINGS, thresholdByLanguage: {}, contactByLanguage: {}, synonyms: {} }, corpusPath: '.', indexPath: 'index.json', indexForm: 'auto', indexOffline: false, operatorTools: true, colorScheme: 'system' };
}

/**
 * The text of `cairn.toml` as read from disk or from a chosen folder: strict UTF-8, the first bad byte named with its
 * line as a document's is. The text is what `parseConfig` reads and what the build names a setting's line in.
 * @throws ConfigError.
 */
export function decodeConfig(bytes: Uint8Array, file: string): string {
  return decodeUtf8(bytes, file, ConfigError);
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
      const lines = text.split(/\r?\n/u);
      const fix = listLeftOpen(lines, firstLine, error.line, error.column);
      if (fix !== undefined) {
        throw new ConfigError(`not valid TOML (${firstLine}, line ${error.line} column ${error.column}); ${fix.message}`, { file, line: fix.line });
      }
      throw new ConfigError(`not valid TOML (${firstLine}, column ${error.column}); ${givenTwice(lines, firstLine, error.line) ?? tomlFix(lines[error.line - 1] ?? '')}`, {
        file,
        line: error.line,
      });
    }
    throw error;
  }
  // The most precise line the text holds: the entry's, else its key's, else its table's.
  const at: At = (...path) => {
    const given = path.filter((key): key is string => key !== undefined);
    for (let length = given.length; length > 0; length--) {
      const line = lineOfKey(text, given.slice(0, length));
      if (line !== undefined) return { file, line };
    }
    return { file };
  };
  const config = defaultConfig();
  // Every key is checked, and every problem reported at once: an operator should not meet them one run at a time.
  const errors: ConfigError[] = [];
  // The fixed keys whose value was refused (left at their defaults).
  const refused = new Set<string>();
  const checked: Checked = (check) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      errors.push(error);
    }
  };
  for (const section of Object.keys(raw).sort()) checked(() => {
    const body = raw[section];
    if (!SECTIONS.has(section)) {
      const meant = meantName(section, [...SECTIONS]);
      throw new ConfigError(`unknown section [${section}]; ${meant === undefined ? `known sections are ${[...SECTIONS].sort().map((s) => `[${s}]`).join(', ')}` : `did you mean [${meant}]?`}`, at(section));
    }
    if (!matchesKind(body, 'table')) {
      throw new ConfigError(`"${section}" must be a table ([${section}]), got ${describe(body)}`, at(section));
    }
    if (section === SYNONYMS) {
      parseSynonyms(body as Record<string, unknown>, config, at, checked);
      return;
    }
    if (section === MESSAGES_SECTION || section === PAGE_WORDS_SECTION) {
      const tables = parseWordTables(section === MESSAGES_SECTION ? MESSAGE_TABLES : PAGE_WORD_TABLES, body as Record<string, unknown>, at, checked);
      // Stored only when it holds a table: an empty [messages] leaves the index as it was.
      if (Object.keys(tables).length === 0) return;
      // A message table holds every message, by the reading above.
      if (section === MESSAGES_SECTION) config.settings.messages = tables as unknown as Record<string, MessageTable>;
      else config.settings.pageWords = tables;
      return;
    }
    for (const name of Object.keys(body as object).sort()) checked(() => {
      const key = `${section}.${name}`;
      const spec = KEYS[key];
      if (!spec) {
        const known = Object.keys(KEYS).filter((k) => k.startsWith(`${section}.`));
        const meant = meantName(name, known.map((k) => k.slice(section.length + 1)));
        throw new ConfigError(`unknown key "${key}"; ${meant === undefined ? `[${section}] accepts ${known.join(', ')}` : `did you mean "${section}.${meant}"?`}`, at(section, name));
      }
      const value = (body as Record<string, unknown>)[name];
      const fail: Fail = (why, entry) => {
        refused.add(key);
        throw new ConfigError(`"${key}" ${why}`, at(section, name, entry));
      };
      if (!matchesKind(value, spec.kind)) fail(`must be ${KIND_NAMES[spec.kind]}${spec.example === undefined ? '' : ` such as ${spec.example}`}, got ${describe(value)}`);
      spec.apply(config, value, fail);
    });
  });
  // Between two keys, so only when both are sound: one refused would be compared at its default.
  if (config.settings.candidates < config.settings.maxPassages && !refused.has('retrieval.candidates') && !refused.has('retrieval.max_passages')) {
    errors.push(new ConfigError(
      `"retrieval.candidates" (${config.settings.candidates}) must be at least "retrieval.max_passages" (${config.settings.maxPassages}): composition chooses from the candidates`,
      // The written one of the two: a default has no line.
      lineOfKey(text, ['retrieval', 'candidates']) === undefined ? at('retrieval', 'max_passages') : at('retrieval', 'candidates'),
    ));
  }
  // In the order the file writes them (the checks go by section and key name).
  const lineOf = (error: ConfigError) => error.location?.line ?? Number.MAX_SAFE_INTEGER;
  errors.sort((a, b) => lineOf(a) - lineOf(b));
  if (errors.length === 1) throw errors[0]!;
  if (errors.length > 1) throw new ConfigErrors(errors);
  return config;
}
