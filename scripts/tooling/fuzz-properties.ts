/**
 * Cairn's input edges under property-based fuzzing (fast-check): the tokenizer, the corpus document parser, the
 * index loader and `ask`. Two standards hold for every input: bad input gets a named Cairn error and never any other
 * exception, and the same input gives the same output. The key property of the index loader: an index whose text
 * was changed after its build is never returned as anything but the index that was built.
 *
 * Each property is a function of a run count (and seed) that calls `fc.assert`: `fuzz.test.ts` runs them bounded in
 * CI, `npm run fuzz -- --runs N` runs them long by hand.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import {
  buildIndex,
  canonicalJson,
  CorpusError,
  errorsOf,
  createEngine,
  DEFAULT_SETTINGS,
  IndexFormatError,
  indexDigest,
  INDEX_FORMAT_VERSION,
  MAX_QUESTION_LENGTH,
  MESSAGES,
  parseIndex,
  QuestionError,
  serializeIndex,
  type CairnIndex,
  type Engine,
  type Outcome,
} from '../../src/engine/index.ts';
import { parseCorpusDocument } from '../../src/engine/build/parse-document.ts';
import { canonicalLanguageTag } from '../../src/engine/text/language-tag.ts';
import { foldDigits, isBigramChar } from '../../src/engine/text/scripts.ts';
import { graphemeClusters, MIN_WORD_LENGTH, STEM_LENGTH, tokenize, tokenizeWords } from '../../src/engine/text/tokenize.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';
import { ANY_TEXT, AS_OF_DATE, DOCUMENT_PATH, DOCUMENT_TEXT, HOSTILE_UNIT, mixedQuestion } from './fuzz-inputs.ts';
import { applyMutation, MUTATION, type Mutation } from './index-mutations.ts';


/** How long to fuzz. */
export interface FuzzOptions {
  /** Inputs to try (fast-check's `numRuns`). */
  runs: number;
  /** fast-check's seed; a failure report names the one to replay with. Default: fast-check picks one. */
  seed?: number;
  /** When given, counts each input's outcome ("answer", "altered" …): evidence of how deep the inputs reach. */
  tally?: Map<string, number>;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function fail(message: string): never {
  throw new Error(message);
}

function count(options: FuzzOptions, label: string): void {
  options.tally?.set(label, (options.tally.get(label) ?? 0) + 1);
}

const show = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

function parameters(options: FuzzOptions): fc.Parameters<unknown> {
  // The error in the report itself, not only as its cause: the CLI prints the message, and a reader needs the why.
  const common = { numRuns: options.runs, includeErrorInReport: true };
  return options.seed === undefined ? common : { ...common, seed: options.seed };
}

/** Fails unless a repeat gave the same value, or threw the same error. */
function expectRepeat<T>(first: Attempt<T>, again: Attempt<T>, what: string): void {
  if (first.ok && again.ok) {
    if (!isDeepStrictEqual(first.value, again.value)) fail(`${what} gave two different results for one input`);
  } else if (!first.ok && !again.ok) {
    if (show(first.error) !== show(again.error)) fail(`${what} threw two different errors: ${show(first.error)} / ${show(again.error)}`);
  } else {
    fail(`${what} returned once and threw once: ${show(first.ok ? (again as { error: unknown }).error : first.error)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 1. tokenize

const ASCII_NUMBER = /^[0-9]+$/u;
const FOLDED_ARABIC_LETTER = /[\u0622\u0623\u0625\u0629\u0649\u0671\u06A9\u06CC]/u;

/** What tokenize.ts promises of every term: a non-empty run of letters, marks and digits, folded, at most a stem long. */
function checkTerm(term: string): void {
  if (typeof term !== 'string' || term === '') fail(`an empty term: ${JSON.stringify(term)}`);
  if (/\s/u.test(term) || !/^[\p{L}\p{M}\p{N}]+$/u.test(term)) fail(`term ${JSON.stringify(term)} is not only letters, marks and digits`);
  if (term.toLowerCase() !== term || term.includes('ς')) fail(`term ${JSON.stringify(term)} is not case-folded`);
  if (foldDigits(term) !== term) fail(`term ${JSON.stringify(term)} keeps digits that fold to ASCII`);
  if (FOLDED_ARABIC_LETTER.test(term)) fail(`term ${JSON.stringify(term)} keeps an Arabic letter variant that folds`);
  if (/[0-9]\p{M}*\p{L}|\p{L}\p{M}*[0-9]/u.test(term)) fail(`term ${JSON.stringify(term)} holds a letter and a digit side by side`);
  if (ASCII_NUMBER.test(term)) return;
  const clusters = graphemeClusters(term).length;
  if (clusters > STEM_LENGTH) fail(`term ${JSON.stringify(term)} has ${clusters} clusters, more than a stem`);
  if (clusters < MIN_WORD_LENGTH && !isBigramChar(String.fromCodePoint(term.codePointAt(0)!))) {
    fail(`term ${JSON.stringify(term)} is a short word, which tokenize drops`);
  }
}

/** `tokenize` over any string: never throws, the same terms on a repeat and after NFKC or NFC, every term well formed. */
export function fuzzTokenize(options: FuzzOptions): void {
  fc.assert(
    fc.property(ANY_TEXT, (text) => {
      const terms = tokenize(text);
      if (!isDeepStrictEqual(tokenize(text), terms)) fail('tokenize gave different terms on a repeat');
      terms.forEach(checkTerm);
      const words = tokenizeWords(text);
      if (!isDeepStrictEqual(words.map((w) => w.term), terms)) fail('tokenizeWords disagrees with tokenize');
      for (const { term, word } of words) if (!word.startsWith(term)) fail(`term ${JSON.stringify(term)} is not cut from its word ${JSON.stringify(word)}`);
      // NFKC is the first step, and normalising is idempotent: text already normalised must give the same terms.
      if (!isDeepStrictEqual(tokenize(text.normalize('NFKC')), terms)) fail('tokenize gives other terms for the NFKC form of the text');
      if (!isDeepStrictEqual(tokenize(text.normalize('NFC')), terms)) fail('tokenize gives other terms for the NFC form of the text');
      count(options, terms.length === 0 ? 'no terms' : 'terms');
    }),
    parameters(options),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. parseCorpusDocument

const CORPUS_ERROR_KINDS: ReadonlyArray<[RegExp, string]> = [
  [/has no front matter/u, 'no front matter'],
  [/never closes it/u, 'unclosed front matter'],
  [/is not valid YAML/u, 'invalid YAML'],
  [/must be "key: value" lines/u, 'not key: value'],
  [/needs "id"/u, 'no id'],
  [/needs "title"/u, 'no title'],
  [/needs "lang"/u, 'no lang'],
  [/"id" must be/u, 'bad id'],
  [/"lang" must be/u, 'bad lang'],
  [/"url" must be/u, 'bad url'],
];

/** `parseCorpusDocument` over markdown-ish text with random front matter: a document, or a CorpusError naming the path. */
export function fuzzParseDocument(options: FuzzOptions): void {
  fc.assert(
    fc.property(DOCUMENT_TEXT, DOCUMENT_PATH, (text, path) => {
      const first = attempt(() => parseCorpusDocument(text, path));
      expectRepeat(first, attempt(() => parseCorpusDocument(text, path)), 'parseCorpusDocument');
      if (!first.ok) {
        if (!(first.error instanceof CorpusError)) fail(`parseCorpusDocument threw ${show(first.error)}, not a CorpusError`);
        // Each problem listed (CorpusErrors) or the one, each naming the path and a 1-based line.
        for (const error of errorsOf(first.error)) {
          if (!error.message.startsWith(`${path}:`) || error.location?.file !== path) fail(`the message does not name the path ${path}: ${error.message}`);
          const line = error.location.line;
          if (line !== undefined && !(Number.isInteger(line) && line >= 1)) fail(`the error's line is ${line}, not a 1-based line`);
          count(options, `CorpusError: ${CORPUS_ERROR_KINDS.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'other'}`);
        }
        return;
      }
      const doc = first.value;
      if (doc.path !== path) fail(`the document's path is ${doc.path}, not ${path}`);
      if (doc.id === '' || doc.id !== doc.id.trim() || doc.title === '' || doc.title !== doc.title.trim()) fail('an empty or untrimmed id or title');
      if (canonicalLanguageTag(doc.lang) !== doc.lang) fail(`lang ${JSON.stringify(doc.lang)} is not a canonical tag`);
      if (['id', 'title', 'lang'].some((key) => Object.hasOwn(doc.meta, key))) fail('a required key is also in meta');
      for (const block of doc.blocks) {
        if (block.text === '' || !Number.isInteger(block.line) || block.line < 1) fail(`a block with no text or no line: ${JSON.stringify(block)}`);
      }
      count(options, 'document');
    }),
    parameters(options),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. parseIndex

const doc = (name: string, lang: string, front: string, body: string) => ({
  path: `${name}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${name}\ntitle: ${name} title\nlang: ${lang}\n${front}---\n${body}\n`),
});

/** A real index of four tiny documents in two languages, one dated and replacing another, with an agency's message table, built once: what the mutations start from. */
const SMALL = (() => {
  const settings = { ...DEFAULT_SETTINGS, synonyms: { en: [['fee', 'cost', 'price']] }, contactByLanguage: { es: 'Llame al 311.' }, agencyNameByLanguage: { es: 'La Agencia' }, messages: { es: { ...MESSAGES.es!, sourcesLabel: 'Fuentes citadas' } } };
  const built = buildIndex(
    [
      doc('fees', 'en', 'url: https://agency.example/fees\n', '# Fees\n\nThe fee is $20 a month.\n\n- photo ID\n- proof of address'),
      doc('hours', 'en', '', 'The office opens at 9 on weekdays.\n\n| day | hours |\n| - | - |\n| Monday | 9-5 |'),
      doc('tarifas', 'es', '', '## Tarifas\n\nLa tarifa es de 20 dólares al mes.'),
      doc('fees-2027', 'en', 'effective_from: 2027-01-01\nsupersedes: fees\n', '# Fees\n\nFrom 2027 the fee is $25 a month.'),
    ],
    settings,
  );
  if (built.index === undefined) throw new Error(`fuzz: the small index does not build: ${built.errors.map((e) => e.message).join('; ')}`);
  return { index: built.index, text: serializeIndex(built.index) };
})();

const INDEX_ERROR_CODES = ['not-an-index', 'other-version', 'damaged', 'altered'];

/** Fails unless `error` is an IndexFormatError of a load-time code whose message names the source. */
function checkIndexError(error: unknown): IndexFormatError {
  if (!(error instanceof IndexFormatError)) fail(`parseIndex threw ${show(error)}, not an IndexFormatError`);
  if (!INDEX_ERROR_CODES.includes(error.code)) fail(`parseIndex threw code ${error.code}`);
  if (!error.message.startsWith('index.json: ')) fail(`the message does not name the source: ${error.message}`);
  return error;
}

/** The key property: parseIndex returns nothing but the index that was built, or throws an IndexFormatError. */
function checkLoad(text: string, options: FuzzOptions): void {
  const first = attempt(() => parseIndex(text, 'index.json'));
  expectRepeat(first, attempt(() => parseIndex(text, 'index.json')), 'parseIndex');
  if (first.ok) {
    if (!isDeepStrictEqual(first.value, SMALL.index)) fail(`parseIndex returned an index that is not the one built, from ${JSON.stringify(text)}`);
    const spelling = text.replace(/^\uFEFF/u, '').replace(/\n$/u, '');
    count(options, spelling === SMALL.text.slice(0, -1) ? 'returned (same text)' : 'returned (same index, other spelling)');
    return;
  }
  if (text === SMALL.text) fail(`parseIndex refused the index as built: ${show(first.error)}`);
  count(options, checkIndexError(first.error).code);
}

/** Text that looks more and more like an index: any string, any JSON, objects with the index's keys and random values. */
const INDEX_LIKE_TEXT: fc.Arbitrary<string> = fc.oneof(
  ANY_TEXT,
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  {
    arbitrary: fc
      .record({
        format: fc.oneof({ arbitrary: fc.constant('cairn-index'), weight: 4 }, fc.jsonValue({ maxDepth: 1 })),
        version: fc.oneof(
          { arbitrary: fc.constant(INDEX_FORMAT_VERSION), weight: 4 },
          fc.constantFrom(INDEX_FORMAT_VERSION - 1, INDEX_FORMAT_VERSION + 1, String(INDEX_FORMAT_VERSION), INDEX_FORMAT_VERSION + 1e-9, null, -0),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        // Each top-level field the real index's own, or any JSON: the shape checks meet sound and broken fields together.
        rest: fc.dictionary(
          fc.constantFrom('fingerprint', 'digest', 'settings', 'documents', 'languages', 'passages', 'calibration', 'extra'),
          fc.oneof({ arbitrary: fc.constant('original'), weight: 4 }, fc.jsonValue({ maxDepth: 3 })),
          { minKeys: 4 },
        ),
      })
      .map(({ format, version, rest }) => {
        const original = SMALL.index as unknown as Record<string, unknown>;
        const fields = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value === 'original' ? original[key] : value]));
        return canonicalJson({ ...fields, format, version });
      }),
    weight: 3,
  },
);

/** `parseIndex` over arbitrary strings and JSON: only IndexFormatError, the same one on a repeat. */
export function fuzzParseIndexGarbage(options: FuzzOptions): void {
  fc.assert(
    fc.property(INDEX_LIKE_TEXT, fc.boolean(), (text, byteOrderMark) => checkLoad(byteOrderMark ? `\uFEFF${text}` : text, options)),
    parameters(options),
  );
}

/**
 * `parseIndex` over one to three mutations of a real index's text (a key deleted, a value replaced, the text cut or
 * a character changed, the digest moved, the JSON spelt another way): an IndexFormatError, or the very index built.
 */
export function fuzzParseIndexMutations(options: FuzzOptions): void {
  fc.assert(
    fc.property(fc.array(MUTATION, { minLength: 1, maxLength: 3 }), (mutations) => checkLoad(mutations.reduce(applyMutation, SMALL.text), options)),
    parameters(options),
  );
}

/** The text with its digest recomputed over whatever it now holds: a hand edit by someone who knows the format. */
function redigest(text: string): string {
  const data: unknown = JSON.parse(text);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return text;
  return serializeIndex({ ...(data as CairnIndex), digest: indexDigest(data as CairnIndex) });
}

const SMALL_QUESTIONS: ReadonlyArray<{ question: string; lang?: string; asOf: string }> = [
  { question: 'What is the fee?', asOf: '2026-12-01' },
  { question: 'How much does it cost a month?', lang: 'en', asOf: '2027-06-01' },
  { question: '¿Cuál es la tarifa?', lang: 'es', asOf: '1999-01-01' },
  { question: 'photo ID hours Monday', asOf: '9999-12-31' },
];

/**
 * Index mutations with the digest recomputed, so the shape checks alone stand between the edit and the engine: an
 * IndexFormatError, or an index that `createEngine` loads and `ask` answers from without throwing anything but a
 * QuestionError (index-schema.ts: "instead of … throwing a TypeError deep in scoring").
 */
export function fuzzParseIndexRedigested(options: FuzzOptions): void {
  const structural = MUTATION.filter((m: Mutation) => m.kind === 'delete' || m.kind === 'replace');
  fc.assert(
    fc.property(fc.array(structural, { minLength: 1, maxLength: 2 }), (mutations) => {
      const text = redigest(mutations.reduce(applyMutation, SMALL.text));
      const loaded = attempt(() => parseIndex(text, 'index.json'));
      if (!loaded.ok) {
        count(options, checkIndexError(loaded.error).code);
        return;
      }
      const engine = attempt(() => createEngine(loaded.value));
      if (!engine.ok) fail(`createEngine threw ${show(engine.error)} on an index parseIndex accepted`);
      for (const options of SMALL_QUESTIONS) {
        const asked = attempt(() => engine.value.ask(options.question, { ...options, explain: true }));
        if (!asked.ok && !(asked.error instanceof QuestionError)) fail(`ask(${JSON.stringify(options)}) threw ${show(asked.error)} on an index parseIndex accepted`);
      }
      count(options, 'loaded and answered');
    }),
    parameters(options),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. ask

let demo: { index: CairnIndex; engine: Engine; words: string[] } | undefined;

/** The demo corpus's index, built, serialised and loaded as the app loads it; and its words. Built once, on first use. */
function demoCorpus(): { index: CairnIndex; engine: Engine; words: string[] } {
  if (demo !== undefined) return demo;
  const { config, corpusDir } = loadConfig({});
  const built = buildIndex(readCorpus(corpusDir), config.settings);
  if (built.index === undefined) throw new Error(`fuzz: the demo corpus does not build: ${built.errors.map((e) => e.message).join('; ')}`);
  const index = parseIndex(serializeIndex(built.index), 'demo index');
  // The corpus's own words, and names an object has before anyone sets them (a term table built on a plain object
  // would find them in every index).
  const words = [...new Set(index.passages.flatMap((p) => p.body.split(/\s+/u)).filter((w) => w !== ''))].sort();
  words.push('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'proto', 'const', 'tostr');
  demo = { index, engine: createEngine(index), words };
  return demo;
}

/** No language (detection decides), the corpus's languages in any spelling, tags Cairn lacks, and strings that are no tag. */
const LANG_OPTION: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 8 },
  { arbitrary: fc.constantFrom('en', 'es', 'ar', 'EN', 'es-MX', 'ar-EG', 'en-u-ca-gregory'), weight: 4 },
  {
    arbitrary: fc.constantFrom('zh-Hant', 'fr', 'de', 'xx', '', ' ', 'en_US', 'not a tag', '*', 'i-klingon', 'und', 'root', 'x-private', '__proto__', 'constructor',
      'toString', '\uD800', 'a'.repeat(300)),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: HOSTILE_UNIT, maxLength: 8 }), weight: 1 },
);

/** What `ask` promises of an outcome: quoted text is the passages' bodies verbatim, and names what the index holds. */
function checkOutcome(outcome: Outcome, index: CairnIndex): void {
  if (outcome.kind === 'answer') {
    if (outcome.passages.length === 0) fail('an answer that quotes no passage');
    for (const quoted of [...outcome.passages, ...outcome.upcoming.map((u) => u.passage)]) {
      const passage = index.passages.find((p) => p.id === quoted.id);
      if (passage === undefined) fail(`an answer quotes passage ${quoted.id}, which the index does not hold`);
      if (quoted.text !== passage.body || quoted.doc !== passage.doc || quoted.heading !== passage.heading) fail(`passage ${quoted.id} is not quoted verbatim`);
      if (!(quoted.score >= 0 && quoted.score <= 1)) fail(`passage ${quoted.id} scored ${quoted.score}`);
    }
    if (outcome.text !== outcome.passages.map((p) => p.text).join('\n\n')) fail('the answer text is not its passages joined');
    if (outcome.sources.length !== outcome.passages.length + outcome.upcoming.length) fail('an answer with more or fewer sources than quotations');
  } else if (outcome.kind === 'related') {
    for (const related of outcome.documents) {
      if (!index.documents.some((d) => d.id === related.doc && d.title === related.title)) fail(`a related document ${related.doc} the index does not hold`);
    }
  } else if (outcome.kind !== 'refusal') {
    fail(`an outcome of kind ${(outcome as { kind: unknown }).kind}`);
  }
}

/**
 * `createEngine(demo index).ask` over any question and any `lang`: an outcome or the QuestionError the question calls
 * for (empty, over-long, unknown language), the same canonical JSON on a repeat, quoted text verbatim from the index.
 */
export function fuzzAsk(options: FuzzOptions): void {
  const { index, engine, words } = demoCorpus();
  fc.assert(
    fc.property(fc.oneof({ arbitrary: ANY_TEXT, weight: 1 }, { arbitrary: mixedQuestion(words), weight: 2 }), LANG_OPTION, AS_OF_DATE, fc.boolean(), (question, lang, asOf, explain) => {
      const ask = () => engine.ask(question, { lang, asOf, explain });
      const first = attempt(ask);
      const again = attempt(ask);
      const asJson = (result: typeof first): Attempt<string> => (result.ok ? { ok: true, value: canonicalJson(result.value) } : result);
      expectRepeat(asJson(first), asJson(again), 'ask');
      const trimmed = question.trim();
      const expected = trimmed === '' ? 'empty-question' : [...trimmed].length > MAX_QUESTION_LENGTH ? 'question-too-long' : undefined;
      if (!first.ok) {
        const error = first.error;
        if (!(error instanceof QuestionError)) fail(`ask threw ${show(error)}, not a QuestionError`);
        // The question is checked first; then the date and the language, each only when one was given.
        const fits = expected !== undefined ? error.code === expected : (error.code === 'invalid-date' && asOf !== undefined) || (error.code === 'unsupported-language' && lang !== undefined);
        if (!fits) fail(`ask threw ${error.code} for this question`);
        count(options, `QuestionError: ${error.code}`);
        return;
      }
      if (expected !== undefined) fail(`ask answered a question it should refuse as ${expected}`);
      checkOutcome(first.value.outcome, index);
      count(options, first.value.outcome.kind);
    }),
    parameters(options),
  );
}

/** Every property, by the name `npm run fuzz -- --only NAME` takes. */
export const FUZZ_PROPERTIES: ReadonlyArray<{ name: string; run: (options: FuzzOptions) => void }> = [
  { name: 'tokenize', run: fuzzTokenize },
  { name: 'parse-document', run: fuzzParseDocument },
  { name: 'parse-index-garbage', run: fuzzParseIndexGarbage },
  { name: 'parse-index-mutations', run: fuzzParseIndexMutations },
  { name: 'parse-index-redigested', run: fuzzParseIndexRedigested },
  { name: 'ask', run: fuzzAsk },
];
