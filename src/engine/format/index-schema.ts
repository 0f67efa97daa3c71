/**
 * The index's shape, checked when any loader reads an index (the CLI, the page's worker, the in-page preview): one
 * schema, so a damaged file is called damaged everywhere, with the path of its first bad field, instead of answering
 * "none of the documents covers it" or throwing a TypeError deep in scoring. Written with valibot (the schema is
 * data, the messages name the path); the checks across fields — a passage's document and language exist, counts
 * agree — are below it, because no schema library expresses them more plainly than a loop.
 */
import * as v from 'valibot';
import { isIsoDate } from './effective-dates.ts';
import { messageTableProblem } from '../text/messages.ts';

const text = v.string();
const digest = v.pipe(v.string(), v.regex(/^sha256:[0-9a-f]{64}$/u, 'must be "sha256:" and 64 lowercase hex digits'));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const positiveCount = v.pipe(v.number(), v.integer(), v.minValue(1));
const score = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const share = v.nullable(score);

/**
 * An agency's message table: every message Cairn's tables hold and no other, each with the English one's placeholders
 * (`messageTableProblem` names the first fault). A message added to Cairn's tables makes every stored table lack it:
 * that is an index format change, and `INDEX_FORMAT_VERSION` moves with it, so such an index is "another version".
 */
const messageTable = v.pipe(
  v.record(v.string(), text),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? messageTableProblem(dataset.value) : undefined;
    if (problem !== undefined) addIssue({ message: problem });
  }),
);

export const SETTINGS_SCHEMA = v.object({
  agencyName: text,
  agencyNameByLanguage: v.optional(v.record(v.string(), text)),
  threshold: v.nullable(score),
  thresholdByLanguage: v.record(v.string(), score),
  falseAnswerRate: v.pipe(v.number(), v.gtValue(0), v.ltValue(0.5)),
  maxPassages: positiveCount,
  candidates: positiveCount,
  closeSibling: v.optional(v.pipe(v.number(), v.gtValue(0), v.maxValue(1))),
  defaultLanguage: text,
  crossLanguageFallback: v.boolean(),
  pageLanguages: v.optional(v.array(text)),
  hint: v.optional(text),
  hintByLanguage: v.optional(v.record(v.string(), text)),
  contact: text,
  contactByLanguage: v.record(v.string(), text),
  synonyms: v.record(v.string(), v.array(v.array(text))),
  upcomingDays: v.optional(count),
  messages: v.optional(v.record(v.string(), messageTable)),
  // Only the page reads these, and it checks each table against its own English one before using it (a preview kept
  // from an older Cairn may lack a string added since): the worker checks their shape.
  pageWords: v.optional(v.record(v.string(), v.record(v.string(), text))),
});

const date = v.pipe(v.string(), v.check(isIsoDate, 'must be a date written YYYY-MM-DD'));

export const DOCUMENT_SCHEMA = v.object({
  id: text,
  title: text,
  lang: text,
  path: text,
  meta: v.record(v.string(), v.unknown()),
  validity: v.optional(v.object({ from: v.nullable(date), until: v.nullable(date) })),
  supersedes: v.optional(v.array(text)),
  topics: v.optional(v.array(text)),
});

const language = v.object({ passages: positiveCount, df: v.record(v.string(), positiveCount), suppressed: v.array(text) });

const passage = v.object({ id: text, doc: text, lang: text, heading: text, body: text, terms: v.record(v.string(), positiveCount) });

export const CALIBRATED_SCHEMA = v.object({
  threshold: score,
  source: v.picklist(['calibrated', 'default']),
  documents: count,
  windows: count,
  otherDocumentRate: share,
  ownDocumentRate: share,
  quantiles: v.nullable(v.object({ p50: score, p90: score, p95: score, p99: score })),
});

export const LEXICON_SCHEMA = v.record(v.string(), v.array(v.strictTuple([v.string(), v.string()])));

const HAN_CHARACTER = /^\p{scx=Han}$/u;
/** A Han character: one code point (outside the BMP, two code units). */
const hanCharacter = v.pipe(v.string(), v.check((s) => HAN_CHARACTER.test(s), 'must be one Han character'));
/** Han characters other than `key`, each once, in code-unit order: what the build writes, and all a reading may try. */
function formsProblem(key: string, forms: string): string | undefined {
  const chars = [...forms];
  if (chars.length === 0 || !chars.every((c) => HAN_CHARACTER.test(c))) return `"${key}" is read as something other than Han characters`;
  if (chars.includes(key)) return `"${key}" is read as itself`;
  if (!chars.every((c, i) => i === 0 || chars[i - 1]! < c)) return `"${key}"'s forms are not each once, in code-unit order`;
  return undefined;
}
/** `HanVariants` per language: none empty, each key one Han character, each value its other forms (`formsProblem`). */
export const HAN_VARIANTS_SCHEMA = v.pipe(
  v.record(v.string(), v.pipe(v.record(hanCharacter, v.string()), v.check((forms) => Object.keys(forms).length > 0, 'must not be empty'))),
  v.check((byLanguage) => Object.keys(byLanguage).length > 0, 'must not be empty'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [lang, forms] of Object.entries(dataset.value)) {
      for (const [key, read] of Object.entries(forms)) {
        const problem = formsProblem(key, read);
        if (problem !== undefined) addIssue({ message: `${lang}: ${problem}` });
      }
    }
  }),
);

/** Everything after `format` and `version`, which the loader checks first to say "another version" rather than "damaged". */
export const INDEX_SCHEMA = v.object({
  fingerprint: digest,
  digest,
  settings: SETTINGS_SCHEMA,
  documents: v.array(DOCUMENT_SCHEMA),
  languages: v.record(v.string(), language),
  passages: v.array(passage),
  calibration: v.object({ falseAnswerRate: v.number(), languages: v.record(v.string(), CALIBRATED_SCHEMA), translations: v.record(v.string(), CALIBRATED_SCHEMA) }),
  lexicon: LEXICON_SCHEMA,
  hanVariants: v.optional(HAN_VARIANTS_SCHEMA),
});

type Shaped = v.InferOutput<typeof INDEX_SCHEMA>;

/** One step of a path as a reader writes it: `[3]`, `.terms`, or `["a b"]` for a key that is not a plain name. */
function step(key: unknown, first: boolean): string {
  if (typeof key === 'number') return `[${key}]`;
  if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/u.test(key)) return first ? key : `.${key}`;
  return `[${JSON.stringify(key)}]`;
}

/** `passages[3].terms.fee`, from valibot's path. */
export function pathOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key);
  return keys.length === 0 ? 'the index' : keys.map((key, i) => step(key, i === 0)).join('');
}

/** The first disagreement between fields that each have the right shape, or undefined. */
function crossFieldProblem(index: Shaped): string | undefined {
  if (index.documents.length === 0) return 'documents: the index holds no document';
  const documents = new Set<string>();
  for (const [i, d] of index.documents.entries()) {
    if (documents.has(d.id)) return `documents[${i}].id: "${d.id}" is used by two documents`;
    documents.add(d.id);
  }
  for (const [i, d] of index.documents.entries()) {
    for (const id of d.supersedes ?? []) if (!documents.has(id)) return `documents[${i}].supersedes: "${id}" is not a document of this index`;
    if (d.validity?.from != null && d.validity.until !== null && d.validity.until < d.validity.from) return `documents[${i}].validity: until is before from`;
    // As the build writes them: present only when there are some, sorted, each once.
    const topics = d.topics;
    if (topics !== undefined && (topics.length === 0 || topics.some((term, k) => k > 0 && !(topics[k - 1]! < term)))) {
      return `documents[${i}].topics: not a sorted list of distinct terms`;
    }
  }
  const perLanguage = new Map<string, number>();
  const passages = new Set<string>();
  for (const [i, p] of index.passages.entries()) {
    if (passages.has(p.id)) return `passages[${i}].id: "${p.id}" is used by two passages`;
    passages.add(p.id);
    if (!documents.has(p.doc)) return `passages[${i}].doc: "${p.doc}" is not a document of this index`;
    if (index.languages[p.lang] === undefined) return `passages[${i}].lang: "${p.lang}" has no entry in languages`;
    perLanguage.set(p.lang, (perLanguage.get(p.lang) ?? 0) + 1);
  }
  for (const [lang, stats] of Object.entries(index.languages)) {
    const held = perLanguage.get(lang) ?? 0;
    // Versions of one document count once in the statistics, so the count may be below the passages held, never above.
    if (stats.passages > held || (held > 0 && stats.passages === 0)) {
      return `languages${step(lang, false)}.passages: says ${stats.passages}, and the index holds ${held} passages in "${lang}"`;
    }
    for (const [term, df] of Object.entries(stats.df)) {
      if (df > stats.passages) return `languages${step(lang, false)}.df${step(term, false)}: ${df} passages, more than the ${stats.passages} counted in "${lang}"`;
    }
    if (index.calibration.languages[lang] === undefined) return `calibration.languages: "${lang}" has no threshold`;
  }
  for (const path of Object.keys(index.calibration.translations)) {
    const [from, to, ...rest] = path.split('>');
    if (rest.length > 0 || from === undefined || to === undefined || index.lexicon[from < to ? `${from}|${to}` : `${to}|${from}`] === undefined) {
      return `calibration.translations${step(path, false)}: not a path the lexicon opens, written "from>to"`;
    }
  }
  for (const pair of Object.keys(index.lexicon)) {
    const [a, b, ...rest] = pair.split('|');
    if (rest.length > 0 || a === undefined || b === undefined || !(a < b) || index.languages[a] === undefined || index.languages[b] === undefined) {
      return `lexicon${step(pair, false)}: not two of the index's languages in code-unit order, joined by "|"`;
    }
  }
  for (const lang of Object.keys(index.hanVariants ?? {})) {
    if (index.languages[lang] === undefined) return `hanVariants${step(lang, false)}: not a language of the index`;
  }
  if (index.settings.candidates < index.settings.maxPassages) return 'settings.candidates: fewer than settings.maxPassages';
  return undefined;
}

/**
 * The path of the first `__proto__` key outside a document's `meta`, or undefined. JSON.parse makes it an own key;
 * valibot's records skip it, and code reading the record (the synonym table) would then meet a value of any shape.
 * No build writes one there: the terms and tags that key these records cannot be spelt so.
 */
export function protoKeyPath(value: unknown, path: Array<string | number>): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key === '__proto__') return [...path, key].map((k, i) => step(k, i === 0)).join('');
    // Indexes built before session 31 kept every front-matter key as written, `__proto__` included (as an own key);
    // they still load. A build now keeps only `url`, `translation_key` and `synthetic`.
    if (path.length === 2 && path[0] === 'documents' && key === 'meta') continue;
    const found = protoKeyPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The first problem in an index's fields, as "path: what is wrong", or undefined when its shape is sound.
 * `data` is the parsed JSON, already known to be an object of this format and version. `mayHoldProtoKeys`: whether
 * the text holds `"__proto__"` at all; the walk that looks for it as a key runs only then.
 */
export function indexProblem(data: unknown, mayHoldProtoKeys = true): string | undefined {
  if (mayHoldProtoKeys) {
    const at = protoKeyPath(data, []);
    if (at !== undefined) return `${at}: "__proto__" is not a key Cairn writes there`;
  }
  const result = v.safeParse(INDEX_SCHEMA, data, { abortEarly: true });
  if (!result.success) {
    const issue = result.issues[0];
    return `${pathOf(issue)}: ${issue.message}`;
  }
  return crossFieldProblem(result.output);
}
