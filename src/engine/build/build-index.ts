/**
 * Corpus files → index. The one build path: `npm run build-index` calls it with files read from disk, the
 * in-page indexer with files the operator chose, so both produce the same bytes from the same files.
 */
import { calibrate } from './calibrate.ts';
import type { PreparedWholeIndex } from '../answer/prepare-index.ts';
import { addProfile, type PassageProfiles, type ProfileCounts } from '../answer/detect-language.ts';
import { DEFAULT_SETTINGS, UNNAMED_CONTACT, type Settings } from '../format/settings.ts';
import { CairnError, ConfigError, CorpusError, errorsOf } from '../text/errors.ts';
import { corpusFingerprint, normalizeRelativePath, type SourceFile } from '../format/fingerprint.ts';
import {
  INDEX_FORMAT,
  INDEX_FORMAT_VERSION,
  indexDigest,
  type CairnIndex,
  type IndexedDocument,
  type LanguageStats,
} from '../format/index-format.ts';
import type { DocumentHead } from './parse-document.ts';
import type { BuildWarning } from './passages.ts';
import { isOwnTerm, titleCounts } from './passage-terms.ts';
import { CountedPassage, sortedRecord, TermTable, topicTermsOf } from './counted-passage.ts';
import { prepareCorpusFiles, type IndexedFile, type IndexedOutcome } from './prepare-file.ts';
import { tokenize } from '../text/tokenize.ts';
import { lineOfKey, lineOfLanguageKey } from './config.ts';
import { MESSAGES } from '../text/messages.ts';
import { matchLanguage } from '../text/language.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import { PAGE_WORDS_ENGLISH_ONLY } from '../text/page-words.ts';
import { resolveDates } from './validity.ts';
import { documentsByPath, resolveDocumentLinks } from './resolve-document-links.ts';
import { hanVariantsByLanguage } from './han-variants.ts';
import { learnLexicon, type LexiconReport } from './lexicon.ts';
import { unlinkedTranslations, unlinkedWarnings } from './unlinked-translations.ts';
import { versionFamilies } from '../format/effective-dates.ts';
import type { Sha256Factory } from '../format/sha256.ts';

/** A term in more than this share of one language's passages is suppressed: stopwords without word lists. */
export const MAX_DF_RATIO = 0.5;

/** The stages of a build, in the order they run: reading files, splitting and counting passages, calibrating. */
export type BuildStage = 'parse' | 'passages' | 'calibrate';

/** How to build. Every option is optional and none changes the index. */
export interface BuildOptions {
  /**
   * Told how far the build is: `done` of `total` units of `stage` — files for `parse`, documents for `passages`,
   * passages for `calibrate`. Each stage starts at 0 and ends at its total (a stage a build stops before is not
   * reported); within a stage `done` only grows. Called synchronously; the in-page indexer forwards it to the page.
   */
  onProgress?: (done: number, total: number, stage: BuildStage) => void;
  /**
   * The SHA-256 for the corpus fingerprint and the index digest (default: the engine's own, pure JavaScript). Every
   * SHA-256 gives the same bytes; `build-index` hands in Node's, several times faster on a large corpus.
   */
  sha256?: Sha256Factory;
  /**
   * The `cairn.toml` the settings were read from, when there was one: an error or warning about a setting that only
   * the corpus shows (a language no document is in, a synonym group that changes nothing) then names its line.
   */
  config?: { file: string; text: string };
}

/** How `assembleIndex` is told about the corpus beyond `BuildOptions`. */
export interface AssembleOptions extends BuildOptions {
  /**
   * The corpus fingerprint (`corpusFingerprint` of the files), when the caller computed it once it had read them: the
   * files' bytes then need not be held while their passages are assembled (at a million passages, half a gigabyte).
   */
  fingerprint?: string;
}

/** What a build produced: an index when there were no errors, and always every error and warning found. */
export interface BuildResult {
  /**
   * From `assembleIndex`, its passages are the build's `CountedPassage`s: each reads as an `IndexedPassage` and
   * serialises as one, but holds its counts as numbers (compare one with a parsed passage through `toJSON`). From
   * `buildIndex`, plain records.
   */
  index: CairnIndex | undefined;
  errors: CairnError[];
  warnings: BuildWarning[];
  /** What the translations taught, per language pair (empty without an index, or without translations). */
  lexicon: LexiconReport[];
  /**
   * The inverted index calibration scored with (built from the content before calibration, which its postings do not
   * depend on), when there is an index: `shardIndex` takes it rather than preparing the same again.
   */
  prepared?: PreparedWholeIndex;
  /** Language detection's counts, per language, over the index's passages (`passages` is the index's array). */
  profiles?: PassageProfiles;
}

/** One language's document frequency as passages are added, by term number: straight into `df`, or per family of versions. */
interface LanguageCount {
  df: Map<number, number>;
  /** Passages counted (a family of k versions' n passages as ⌈n / k⌉, once the families are added in). */
  total: number;
  /** Per family of versions: how many of its passages hold each term, and how many passages it has. */
  families: Map<string, { versions: number; passages: number; held: Map<number, number> }>;
}

/**
 * Per-language document frequency and the terms the df ceiling suppresses, counted a passage at a time (`add`) so the
 * terms need not be kept for it. Versions of one document are never in force together, so a family of k versions
 * counts as one document: a term held by c of its passages counts ⌈c / k⌉, and its n passages count ⌈n / k⌉ towards
 * the language's total. A document with no versions (k = 1) counts exactly as before, so an undated corpus has the same
 * statistics, byte for byte.
 */
class DocumentFrequency {
  readonly #languages = new Map<string, LanguageCount>();

  readonly #table: TermTable;

  constructor(table: TermTable) {
    this.#table = table;
  }

  /**
   * Counts one passage of `lang`, in `family`, which has `versions` versions: every term it holds when `inTitle` is
   * null (a document's first passage), else its own terms (its heading's and body's, `isOwnTerm`; `inTitle` by term
   * number). A title counts once per document, as if written in its first passage, never once per passage: otherwise a
   * document holding most of a language's passages has its title words over the df ceiling, suppressed, and a
   * question naming it refused.
   */
  add(lang: string, passage: CountedPassage, inTitle: ReadonlyMap<number, number> | null, family: string, versions: number): void {
    let language = this.#languages.get(lang);
    if (!language) this.#languages.set(lang, (language = { df: new Map(), total: 0, families: new Map() }));
    // A document with no versions (⌈c / 1⌉ = c) counts straight into df: most documents, and at 100,000 passages a map
    // per document was a second of the build.
    let into = language.df;
    if (versions === 1) {
      language.total++;
    } else {
      let held = language.families.get(family);
      if (!held) language.families.set(family, (held = { versions, passages: 0, held: new Map() }));
      held.passages++;
      into = held.held;
    }
    const { pairs, end } = passage;
    for (let i = passage.start; i < end; i += 2) {
      const term = pairs[i]!;
      if (inTitle === null || isOwnTerm(term, pairs[i + 1]!, inTitle)) into.set(term, (into.get(term) ?? 0) + 1);
    }
  }

  /** Each language's statistics, languages in code-unit order. Once: it adds the families into the counts. */
  stats(): Record<string, LanguageStats> {
    const stats: Record<string, LanguageStats> = {};
    const { terms } = this.#table;
    for (const lang of [...this.#languages.keys()].sort()) {
      const { df: byNumber, families, total: unversioned } = this.#languages.get(lang)!;
      let total = unversioned;
      for (const family of families.values()) {
        total += Math.ceil(family.passages / family.versions);
        for (const [term, held] of family.held) byNumber.set(term, (byNumber.get(term) ?? 0) + Math.ceil(held / family.versions));
      }
      const df = new Map<string, number>();
      for (const [term, count] of byNumber) df.set(terms[term]!, count);
      let suppressed = [...df.keys()].filter((term) => df.get(term)! > total * MAX_DF_RATIO).sort();
      // A language the corpus holds one passage of would lose every term and become unreachable, even by a
      // question quoting it word for word. All-or-nothing: the claim is only that a language stays reachable.
      if (suppressed.length === df.size) suppressed = [];
      stats[lang] = { passages: total, df: sortedRecord(df), suppressed };
    }
    return stats;
  }
}

const hasBytes = (files: ReadonlyArray<Partial<SourceFile>>): files is readonly SourceFile[] => files.every((file) => file.bytes !== undefined);

/** The corpus fingerprint of files that still have their bytes. @throws Error when one has none (a defect in the caller). */
function fingerprintOf(files: ReadonlyArray<Pick<SourceFile, 'path'> & Partial<SourceFile>>, sha256: Sha256Factory | undefined): string {
  if (!hasBytes(files)) throw new Error('assembleIndex: the files have no bytes to fingerprint, and no fingerprint was given');
  return corpusFingerprint(files, sha256);
}

/**
 * The index with its passages as plain records, as parsing its text would give it: for answering from an index
 * `assembleIndex` built (a `CountedPassage` makes its record anew each time its terms are read).
 */
export function asRecords(index: CairnIndex): CairnIndex {
  return { ...index, passages: index.passages.map((p) => (p instanceof CountedPassage ? p.toJSON() : p)) };
}

/** The corpus files in the order a build reads them: paths normalised, sorted by code unit. */
export function orderCorpusFiles(files: readonly SourceFile[]): SourceFile[] {
  return [...files]
    .map((file) => ({ ...file, path: normalizeRelativePath(file.path) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Builds the index from the corpus files (markdown documents; the caller chooses which files count).
 * Never throws for bad input: every file's errors are collected, and `index` is undefined if there are any.
 */
export function buildIndex(files: readonly SourceFile[], settings: Settings, options: BuildOptions = {}): BuildResult {
  const { onProgress } = options;
  const ordered = orderCorpusFiles(files);
  const outcomes = prepareCorpusFiles(ordered, new TermTable(), onProgress && ((done, total) => onProgress(done, total, 'parse')));
  const result = assembleIndex(ordered, outcomes, settings, options);
  if (!result.index) return result;
  // A corpus small enough to build in one call is small enough to hold as records: the index then is exactly what
  // parsing its text gives, with nothing of the build's tables in it.
  const index = asRecords(result.index);
  const passages = index.passages;
  // The same passages in their other form: the aids stay the index's own.
  const prepared = result.prepared && { ...result.prepared, index, passages };
  const profiles = result.profiles && { ...result.profiles, passages };
  return { ...result, index, prepared, profiles };
}

/**
 * The index from every file's outcome (`prepareCorpusFile` on any thread, then `indexedOutcome`, in the order of
 * `orderCorpusFiles`): `buildIndex` after its files are prepared. The same outcomes give the same index, byte for
 * byte; the index holds their passages (the same objects), and nothing in them is changed.
 */
export function assembleIndex(
  ordered: ReadonlyArray<Pick<SourceFile, 'path'> & Partial<SourceFile>>,
  outcomes: readonly IndexedOutcome[],
  settings: Settings,
  options: AssembleOptions = {},
): BuildResult {
  const { onProgress, config } = options;
  // Where a language's setting is written: its line when the caller gave the file's text.
  const configAt = (section: string, lang: string) => ({ file: config?.file ?? 'cairn.toml', line: config === undefined ? undefined : lineOfLanguageKey(config.text, section, lang) });
  if (outcomes.length !== ordered.length) throw new Error(`assembleIndex: ${outcomes.length} outcomes for ${ordered.length} files`);
  const errors: CairnError[] = [];
  const warnings: BuildWarning[] = [];
  if (ordered.length === 0) {
    errors.push(new CorpusError('the corpus has no documents (no .md or .markdown files); add at least one markdown document with front matter'));
    return { index: undefined, errors, warnings, lexicon: [] };
  }
  const prepared: IndexedFile[] = [];
  const pathById = new Map<string, string>();
  const drafts: string[] = [];
  for (const [n, file] of ordered.entries()) {
    const outcome = outcomes[n]!;
    if ('error' in outcome) {
      errors.push(...errorsOf(outcome.error));
      continue;
    }
    // Before the id check: a draft of a published document may carry its id.
    if (outcome.file.document.draft) {
      drafts.push(outcome.file.document.id);
      warnings.push({ file: file.path, message: 'left out of the index: its front matter says draft: true' });
      continue;
    }
    const other = pathById.get(outcome.file.document.id);
    if (other !== undefined) {
      errors.push(new CorpusError(`duplicate document id "${outcome.file.document.id}" (also used by ${other}); give each document its own id`, { file: file.path, line: outcome.file.document.lines.id }));
      continue;
    }
    pathById.set(outcome.file.document.id, file.path);
    prepared.push(outcome.file);
  }
  if (errors.length === 0 && prepared.length === 0) {
    errors.push(new CorpusError(`every document is a draft (${drafts.length} say draft: true), so none can be indexed; publish one by removing its draft line`));
  }
  // A published document replacing a draft: said so, where the dates' check would say no document has the id.
  for (const file of prepared) {
    const draft = file.document.dates?.supersedes.find((id) => drafts.includes(id) && !pathById.has(id));
    if (draft !== undefined) {
      errors.push(new CorpusError(`"supersedes" names "${draft}", which is a draft (draft: true) and so not in the index; publish it, or remove it from supersedes`, { file: file.document.path, line: file.document.lines.supersedes }));
    }
  }
  if (errors.length > 0) return { index: undefined, errors, warnings, lexicon: [] };
  warnings.push(...unreadKeyWarnings(prepared.map((file) => file.document)));

  prepared.sort((a, b) => (a.document.id < b.document.id ? -1 : a.document.id > b.document.id ? 1 : 0));
  const documents: DocumentHead[] = prepared.map((r) => r.document);
  const dates = resolveDates(documents);
  if (dates.errors.length > 0) return { index: undefined, errors: [...errors, ...dates.errors], warnings, lexicon: [] };
  // One by one: a corpus of 100,000 documents could have as many, past what a spread's arguments hold.
  for (const warning of dates.warnings) warnings.push(warning);
  const passageLanguages = new Set(prepared.flatMap((file) => file.passages.map((p) => p.lang)));
  for (const lang of Object.keys(settings.synonyms).sort()) {
    if (!passageLanguages.has(lang)) {
      errors.push(
        new ConfigError(
          `"synonyms.${lang}" names a language no document is written in (the corpus has ${[...passageLanguages].sort().join(', ')}); remove it, or add documents in "${lang}"`,
          configAt('synonyms', lang),
        ),
      );
    }
  }
  // A table is chosen by the question's language, which is a corpus language: under another tag ("ru-RU" for a corpus
  // in "ru", "es-MX" for one in "es") it would never be spoken, and would list the language twice in the page's picker.
  for (const lang of Object.keys(settings.messages ?? {}).sort()) {
    if (!passageLanguages.has(lang)) {
      errors.push(
        new ConfigError(
          `"messages.${lang}" names a language no document is written in (the corpus has ${[...passageLanguages].sort().join(', ')}); give the table under one of those tags, or add documents in "${lang}"`,
          configAt('messages', lang),
        ),
      );
    }
  }
  // The page can speak a corpus language and any Cairn has messages in: its selector's codes, as `languageRegistry`
  // lists them (the agency's tables are in corpus languages, checked above). Not that function itself: its names for
  // each language cost the indexer 1.2 kB gzipped. Offering another would offer nothing.
  const speakable = [...new Set([...passageLanguages, ...Object.keys(MESSAGES)])].sort();
  if (settings.pageLanguages !== undefined) {
    const at = { file: config?.file ?? 'cairn.toml', line: config === undefined ? undefined : lineOfKey(config.text, ['page', 'languages']) };
    for (const lang of settings.pageLanguages.filter((tag) => !speakable.includes(tag))) {
      const meant = matchLanguage(lang, speakable);
      errors.push(
        new ConfigError(
          meant === undefined
            ? `"page.languages" names "${lang}", which the page cannot speak: no document is written in it and Cairn has no messages in it (the page speaks ${speakable.join(', ')}); remove it, or add documents in it`
            : `"page.languages" names "${lang}", which is not one of the page's languages as its documents and Cairn's messages tag them (${speakable.join(', ')}); did you mean "${meant}"?`,
          at,
        ),
      );
    }
    // The page opens in the default language's match among those offered (as it picks one for a browser's).
    if (matchLanguage(settings.defaultLanguage, settings.pageLanguages) === undefined) {
      errors.push(new ConfigError(`"page.languages" leaves out "language.default" ("${settings.defaultLanguage}"), the language a page opens in when the resident's browser asks for none it offers; add it to the list`, at));
    }
  }
  const offered = settings.pageLanguages ?? speakable;
  warnings.push(...wordlessLanguageWarnings(settings, offered.filter((tag) => speakable.includes(tag)), () => ({
    file: config?.file ?? 'cairn.toml',
    line: config === undefined ? undefined : (lineOfKey(config.text, ['page', 'languages']) ?? lineOfKey(config.text, ['page'])),
  })));
  // A hint is chosen for the page's language (`hintFor`): one in a language the page does not offer is never shown.
  for (const lang of Object.keys(settings.hintByLanguage ?? {}).sort()) {
    if (offered.some((code) => primaryLanguage(code) === primaryLanguage(lang))) continue;
    warnings.push({
      ...configAt('page.hint_by_language', lang),
      message: `"page.hint_by_language" gives a hint in "${lang}", a language the page does not offer (${offered.join(', ')}), so it is never shown; remove it${settings.pageLanguages === undefined ? ', or add documents in it' : ', or add it to page.languages'}`,
    });
  }
  // A contact or a name is chosen by the answer's language, which is a corpus language or one Cairn speaks: one in
  // another ("vi" on a corpus in English and Spanish, whose Vietnamese questions are read as English) is never shown.
  for (const [key, table] of [['agency.name_by_language', settings.agencyNameByLanguage ?? {}], ['refusal.contact_by_language', settings.contactByLanguage]] as const) {
    for (const lang of Object.keys(table).sort()) {
      if (speakable.some((code) => primaryLanguage(code) === primaryLanguage(lang))) continue;
      warnings.push({
        ...configAt(key, lang),
        message: `"${key}" gives "${lang}", a language no document is written in and Cairn has no messages in, so no answer is given in it and it is never shown; remove it, or add documents in "${lang}"`,
      });
    }
  }
  // The page's words are chosen by the page's language, one of the codes it can speak: under another tag they would
  // never be shown, nor where no language the page offers picks them (as the page picks: the exact tag, then the
  // primary language, else English; Cairn's page has words in the languages it has messages in).
  const wordLanguages = [...new Set([...Object.keys(MESSAGES), ...Object.keys(settings.pageWords ?? {})])];
  const shown = new Set(offered.map((code) => matchLanguage(code, wordLanguages) ?? 'en'));
  for (const lang of Object.keys(settings.pageWords ?? {}).sort()) {
    if (!speakable.includes(lang)) {
      const meant = matchLanguage(lang, speakable);
      errors.push(
        new ConfigError(
          `"page_words.${lang}" names a language the page cannot speak (it speaks ${speakable.join(', ')}: its documents' languages and Cairn's own); ${meant === undefined ? `give the table under one of those tags, or add documents in "${lang}"` : `did you mean "${meant}"?`}`,
          configAt('page_words', lang),
        ),
      );
    } else if (!shown.has(lang)) {
      warnings.push({ ...configAt('page_words', lang), message: `"page_words.${lang}" gives the page's words in "${lang}", a language the page does not offer (${offered.join(', ')}), so they are never shown; remove them, or add "${lang}" to page.languages` });
    } else if (!Object.hasOwn(MESSAGES, lang) && !Object.hasOwn(settings.messages ?? {}, lang)) {
      // A page in the agency's Russian around answers, refusals and statuses in English.
      warnings.push({ ...configAt('page_words', lang), message: `"page_words.${lang}" shows the page in "${lang}", but Cairn's sentences to residents (refusals, statuses, notices) have no "${lang}" table, so they stay in English; add [messages.${lang}] (docs/messages-en.toml)` });
    }
    // Left out (it came after agencies' tables were written), it is filled with Cairn's English, which is not offered;
    // in a language Cairn has words for, the page takes Cairn's own.
    if (speakable.includes(lang) && shown.has(lang) && !Object.hasOwn(MESSAGES, primaryLanguage(lang)) && settings.pageWords![lang]!.showPageIn === PAGE_WORDS_ENGLISH_ONLY.showPageIn) {
      warnings.push({
        ...configAt('page_words', lang),
        message: `"page_words.${lang}" gives no "show_page_in", so a question asked in "${lang}" on the page in another language is not offered the page in "${lang}"; add show_page_in = "…" ("Show this page in English", in "${lang}")`,
      });
    }
  }
  // The line is looked for only when there is something to say (each look parses the file again).
  const contactAt = () => ({
    file: config?.file ?? 'cairn.toml',
    line: config === undefined ? undefined : (lineOfKey(config.text, ['refusal', 'contact_by_language']) ?? lineOfKey(config.text, ['refusal', 'contact']) ?? lineOfKey(config.text, ['refusal'])),
  });
  warnings.push(...contactWarnings(settings, passageLanguages, contactAt));
  if (errors.length > 0) return { index: undefined, errors, warnings, lexicon: [] };
  const passages: CountedPassage[] = [];
  const table = prepared[0]!.table;
  const frequency = new DocumentFrequency(table);
  const families = versionFamilies(documents.map((d) => ({ id: d.id, supersedes: d.dates?.supersedes })));
  onProgress?.(0, prepared.length, 'passages');
  const profileCounts = new Map<string, ProfileCounts>();
  const byPath = documentsByPath(documents);
  const topics = new Map<string, string[]>();
  for (const [n, file] of prepared.entries()) {
    warnings.push(...file.warnings);
    // A link to another document leads to its page, now that every document is read.
    const linked = resolveDocumentLinks(file, byPath);
    warnings.push(...linked.warnings);
    const lang = file.document.lang;
    addProfile(profileCounts.get(lang) ?? profileCounts.set(lang, { letters: new Map(), shortWords: new Set() }).get(lang)!, file.profile);
    const family = families.get(file.document.id)!;
    if (file.table !== table) throw new Error('assembleIndex: the files were numbered in different term tables; number every file of a build in one');
    const inTitle = new Map([...titleCounts(tokenize(file.document.title))].map(([term, count]) => [table.find(term), count]));
    for (const [p, passage] of linked.passages.entries()) {
      frequency.add(passage.lang, passage, p === 0 ? null : inTitle, family[0]!, family.length);
      passages.push(passage);
    }
    topics.set(file.document.id, topicTermsOf(linked.passages, new Set(tokenize(file.document.title))));
    onProgress?.(n + 1, prepared.length, 'passages');
  }
  const languages = frequency.stats();
  for (const [lang, stats] of Object.entries(languages)) {
    if (stats.passages === 1) {
      const doc = passages.find((p) => p.lang === lang)!.doc;
      warnings.push({
        file: pathById.get(doc)!,
        message: `language "${lang}" has a single passage; its words cannot be weighed against others, so retrieval in it is crude`,
      });
    }
  }
  // Words of a group Cairn reads as one (a word is its first five letters): the documents "use" a word they never
  // write when they write its namesake, which the operator would not guess (an operator trial's licence/license).
  const asOne = (group: readonly string[]) => {
    const byTerm = new Map<string, string[]>();
    for (const word of group) for (const term of new Set(tokenize(word))) byTerm.set(term, [...(byTerm.get(term) ?? []), word]);
    const shared = [...byTerm].find(([, words]) => words.length > 1);
    return shared === undefined ? undefined : ` as Cairn reads words (${shared[1].map((word) => `"${word}"`).join(' and ')} are one word to it, "${shared[0]}"; `;
  };
  // A group is read only for a question word its language's documents do not use, as the group's words they do use,
  // or, carried to another language, as the words that language's documents use: one whose words the documents use
  // all, or none of in any language (as scoring words), changes no question, and its operator would not know why.
  const groupWarnings: Array<{ lang: string; message: (where: (term: string) => string) => string }> = [];
  for (const lang of Object.keys(settings.synonyms).sort()) {
    const stats = languages[lang]!;
    const suppressed = new Set(stats.suppressed);
    for (const [g, group] of settings.synonyms[lang]!.entries()) {
      const terms = [...new Set(group.flatMap((word) => tokenize(word)))];
      const used = terms.filter((term) => Object.hasOwn(stats.df, term));
      // A group whose word only another language's documents use carries a question across to them ("estacionamiento"
      // with "parking", for a page written only in English): it counts where questions may cross. Not a word too common
      // there to score, which carries nothing.
      const elsewhere = Object.keys(languages)
        .filter((other) => other !== lang && terms.some((term) => Object.hasOwn(languages[other]!.df, term) && !languages[other]!.suppressed.includes(term)))
        .sort();
      const why: ((where: (term: string) => string) => string) | undefined = !used.some((term) => !suppressed.has(term))
        ? elsewhere.length === 0
          ? used.length === 0
            ? () => `no document uses any of its words as a word that counts, so it changes no question; add the word the documents use, in the form they use it (a plural can be another word)`
            : // The documents do use it, too often to count: said so, not as a word they do not use (a resident trial's operator read that as untrue).
              () =>
                `the documents use ${group.filter((word) => tokenize(word).some((term) => used.includes(term))).map((word) => `"${word}"`).join(' and ')} in more than half of their "${lang}" passages, too often for it to count, and none of its other words, so it changes no question; add a word the documents use less often, in the form they use it`
          : settings.crossLanguageFallback
            ? undefined
            : () =>
                `no "${lang}" document uses any of its words as a word that counts, and language.cross_language_fallback is off, so the "${elsewhere.join('", "')}" documents that do are never searched for a question in "${lang}": it changes no question; turn the fallback on, or add the word the "${lang}" documents use`
        : used.length === terms.length
          ? (where) =>
              `the "${lang}" documents use every one of its words${asOne(group) ?? ' ('}as written: ${terms.map(where).join(', ')}), and a word the documents use is read as itself, so it changes no question; a group joins a word residents type that the documents do not use to one they do`
          : undefined;
      if (why !== undefined) groupWarnings.push({ lang, message: (where) => `"synonyms.${lang}" group ${g + 1} (${group.join(', ')}): ${why(where)}` });
    }
  }
  if (groupWarnings.length > 0) {
    // Where the documents use a word of such a group, as they write it: a word the operator did not think of as the
    // documents' ("pound", written "pounds" as a weight on a page about something else: an operator trial, session
    // 49). The first passage of the language holding each word, found in one pass over the passages.
    const wanted = new Map(Object.keys(settings.synonyms).map((lang) => [lang, new Set(settings.synonyms[lang]!.flat().flatMap((word) => tokenize(word)).map((term) => table.find(term)))]));
    const first = new Map<string, CountedPassage>();
    for (const passage of passages) {
      const terms = wanted.get(passage.lang);
      if (terms === undefined) continue;
      for (let i = passage.start; i < passage.end; i += 2) {
        const number = passage.pairs[i]!;
        if (terms.has(number) && !first.has(`${passage.lang}\u0000${number}`)) first.set(`${passage.lang}\u0000${number}`, passage);
      }
    }
    const titleById = new Map(documents.map((d) => [d.id, d.title]));
    for (const { lang, message } of groupWarnings) {
      const where = (term: string): string => {
        const passage = first.get(`${lang}\u0000${table.find(term)}`);
        if (passage === undefined) return `"${term}"`;
        // The word as written, where it is one word to the tokenizer: not a run of Han characters, which is a clause.
        const written = [passage.heading, passage.body, titleById.get(passage.doc)!]
          .flatMap((text) => text.match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? [])
          .find((word) => {
            const read = tokenize(word);
            return read.length === 1 && read[0] === term;
          });
        return `"${written ?? term}" in ${pathById.get(passage.doc)!}`;
      };
      warnings.push({ ...configAt('synonyms', lang), message: message(where) });
    }
  }
  // Dates only where a document has them, so a corpus that never uses them builds to the same bytes as before.
  const indexedDocuments: IndexedDocument[] = documents.map((d) => {
    const validity = dates.validity.get(d.id);
    const supersedes = d.dates?.supersedes ?? [];
    return {
      id: d.id,
      title: d.title,
      lang: d.lang,
      path: d.path,
      meta: d.meta,
      ...(validity === undefined ? {} : { validity }),
      ...(supersedes.length === 0 ? {} : { supersedes: [...supersedes].sort() }),
      ...(topics.get(d.id)!.length === 0 ? {} : { topics: topics.get(d.id)! }),
    };
  });
  const learned = learnLexicon(indexedDocuments, passages, languages);
  warnings.push(...unlinkedWarnings(unlinkedTranslations(indexedDocuments, passages, learned.lexicon)));
  const hanVariants = hanVariantsByLanguage(languages, settings.synonyms);
  const uncalibrated = {
    format: INDEX_FORMAT,
    version: INDEX_FORMAT_VERSION,
    fingerprint: options.fingerprint ?? fingerprintOf(ordered, options.sha256),
    settings: {
      ...settings,
      thresholdByLanguage: { ...settings.thresholdByLanguage },
      contactByLanguage: { ...settings.contactByLanguage },
      ...(settings.agencyNameByLanguage === undefined ? {} : { agencyNameByLanguage: { ...settings.agencyNameByLanguage } }),
      ...(settings.hintByLanguage === undefined ? {} : { hintByLanguage: { ...settings.hintByLanguage } }),
      ...(settings.pageLanguages === undefined ? {} : { pageLanguages: [...settings.pageLanguages] }),
      ...(settings.messages === undefined ? {} : { messages: Object.fromEntries(Object.entries(settings.messages).map(([lang, table]) => [lang, { ...table }])) }),
      ...(settings.pageWords === undefined ? {} : { pageWords: Object.fromEntries(Object.entries(settings.pageWords).map(([lang, table]) => [lang, { ...table }])) }),
      synonyms: Object.fromEntries(Object.entries(settings.synonyms).map(([lang, groups]) => [lang, groups.map((group) => [...group])])),
    },
    documents: indexedDocuments,
    languages,
    passages,
    lexicon: learned.lexicon,
    ...(hanVariants === undefined ? {} : { hanVariants }),
  } as const;
  const { calibration, warnings: calibrationWarnings, prepared: scored } = calibrate(
    uncalibrated,
    settings,
    onProgress && ((done, total) => onProgress(done, total, 'calibrate')),
    { file: config?.file ?? 'cairn.toml', ...(config === undefined ? {} : { line: lineOfKey(config.text, ['retrieval']) }) },
  );
  warnings.push(...calibrationWarnings);
  const content = { ...uncalibrated, calibration };
  const index: CairnIndex = { ...content, digest: indexDigest(content, options.sha256) };
  return { index, errors, warnings, lexicon: learned.report, prepared: scored, profiles: { passages, counts: profileCounts } };
}

/**
 * What the build says of each language the page offers (`offered`: `page.languages`, or every language it can speak)
 * with no words of its own: chosen, the page stays English around the resident's answers (an operator trial offered
 * French and Portuguese and found out only on the page). A table given under a variant's tag counts; the page's words
 * without messages are "page_words"' own warning.
 */
export function wordlessLanguageWarnings(settings: Settings, offered: readonly string[], at: () => { file: string; line: number | undefined }): BuildWarning[] {
  const worded = (tables: Readonly<Record<string, unknown>> | undefined, lang: string) => matchLanguage(lang, Object.keys(tables ?? {})) !== undefined;
  const wordless = offered.filter((lang) => !worded(MESSAGES, lang) && !worded(settings.pageWords, lang));
  if (wordless.length === 0) return [];
  const where = at();
  const listed = settings.pageLanguages !== undefined;
  return wordless.map((lang) => {
    const messages = worded(settings.messages, lang);
    const stays = messages ? "the page's buttons and labels" : "the page's buttons and labels and Cairn's sentences to residents (refusals, statuses, notices)";
    const add = `[page_words.${lang}] (docs/page-words-en.toml)${messages ? '' : ` and [messages.${lang}] (docs/messages-en.toml)`}`;
    return {
      ...where,
      message: listed
        ? `"page.languages" offers "${lang}", but ${stays} have no "${lang}" words, so they stay in English when it is chosen; add ${add}`
        : `the page offers "${lang}", a language of the documents ("page.languages" is not set), but ${stays} have no "${lang}" words, so they stay in English when it is chosen; add ${add}, or list the languages to offer in "page.languages"`,
    };
  });
}

/**
 * What the build says of the front-matter keys Cairn does not read, none of which reaches the index: a near miss of a
 * key it reads ("Translation-Key", "titel", found by the parse) in each file, with the key meant, since as written it does
 * nothing (a near miss of a date or of `draft` is an error, thrown by the parse); any other key once, at its first
 * file, with how many files have it (a corpus converted from another site carries its own keys in every file).
 */
export function unreadKeyWarnings(documents: readonly DocumentHead[]): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  const others = new Map<string, { file: string; line: number; count: number }>();
  for (const document of documents) {
    for (const { key, line, meant } of document.unread ?? []) {
      if (meant !== undefined) {
        warnings.push({ file: document.path, line, message: `front matter "${key}" is not a key Cairn reads, so it does nothing and is left out of the index; did you mean "${meant}"?` });
        continue;
      }
      const seen = others.get(key);
      if (seen === undefined) others.set(key, { file: document.path, line, count: 1 });
      else seen.count++;
    }
  }
  for (const [key, { file, line, count }] of [...others].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const where = count === 1 ? '' : ` (here and in ${count - 1} more ${count === 2 ? 'file' : 'files'})`;
    warnings.push({ file, line, message: `front matter "${key}" is not a key Cairn reads${where}: it is left out of the index, which is public` });
  }
  return warnings;
}

/**
 * A refusal and a related answer point the resident to a person (`refusal.contact`, `refusal.contact_by_language`):
 * without one they say only that the agency publishing the documents is the one to ask (`UNNAMED_CONTACT`); with one
 * in the default language only, a resident asking in another corpus language is given it in that one. Neither stops the
 * build. `at` names where to look in `cairn.toml`, asked for only when there is a warning.
 */
export function contactWarnings(settings: Settings, languages: ReadonlySet<string>, at: () => { file: string; line: number | undefined }): BuildWarning[] {
  const contactSet = settings.contact !== DEFAULT_SETTINGS.contact;
  const given = Object.keys(settings.contactByLanguage).map(primaryLanguage);
  if (!contactSet && given.length === 0) {
    return [{ file: at().file, message: '"refusal.contact" is not set: every refusal and related answer tells residents only to contact the agency that published the documents, with no office or number to ask; give the office or number they can ask ([refusal] contact = "…", and contact_by_language for each language)' }];
  }
  // The default language's residents are given `refusal.contact` when it is set, as it is written.
  const missing = [...new Set([...languages].map(primaryLanguage))].filter((lang) => !given.includes(lang) && !(contactSet && lang === primaryLanguage(settings.defaultLanguage))).sort();
  if (missing.length === 0) return [];
  const where = at();
  return missing.map((lang) => ({
    ...where,
    message: contactSet
      ? `"refusal.contact_by_language" has no "${lang}": residents asking in "${lang}" are given "refusal.contact" as it is written; add ${lang} = "…" in their language`
      : `"refusal.contact_by_language" has no "${lang}", and "refusal.contact" is not set: residents asking in "${lang}" are told only to contact the agency that published the documents${UNNAMED_CONTACT[lang] === undefined ? ', in English' : ''}, with no office or number to ask; add ${lang} = "…" in their language`,
  }));
}
