/**
 * The one entry point that answers questions. The CLI, the evaluation, the benchmark and the Web Worker all
 * call `createEngine(index).ask(…)`, so they cannot drift into answering differently.
 */
import { choose, nearest, unreadTerms, type Choice } from './choose.ts';
import { composeAnswer, composeRefusal, composeRelated, withTranslations, type Upcoming } from './compose.ts';
import { addDays, daySpokenFor, inForce, isIsoDate, noSuchDay, versionFamilies, type Validity } from '../format/effective-dates.ts';
import { upcomingDaysOf, type Settings } from '../format/settings.ts';
import { DEFAULT_THRESHOLD, thresholdsOf, translatedThresholdsOf, translationKey, type Threshold } from '../format/thresholds.ts';
import { detectLanguage, ownLanguage, profileLanguages, type LanguageDetection, type LanguageProfile } from './detect-language.ts';
import { QuestionError } from '../text/errors.ts';
import { explain, type ExplainTrace } from './explain.ts';
import type { CairnIndex, IndexedDocument, IndexedPassage } from '../format/index-format.ts';
import { languageRegistry, matchLanguage, type LanguageInfo } from '../text/language.ts';
import { MAX_QUESTION_LENGTH, questionLength } from './limits.ts';
import { primaryLanguage, translationFor } from '../text/language-tag.ts';
import { messageLanguages, messageTablesWith } from '../text/messages.ts';
import type { DocumentTranslation, Outcome } from './outcome.ts';
import { prepareIndex, type PreparedIndex } from './prepare-index.ts';
import { retrieve, type Candidate, type Retrieval, type SynonymTable } from './retrieve.ts';
import { linksOf, type DocumentLinks } from '../format/sharded-format.ts';
import { tokenize, tokenizeWords } from '../text/tokenize.ts';


export { MAX_QUESTION_LENGTH };

/** How to ask. */
export interface AskOptions {
  /** Answer in this language (a BCP 47 tag the registry has); detection decides when absent. */
  lang?: string;
  /**
   * The asker's language, such as the page's (`detectLanguage`): among the languages written in the question's script
   * it holds unless one other knows more of the question's short words, so a question typed in another language than
   * the page's is read in its own and a name never moves it; where no corpus language has the script, it comes before
   * `language.default`. `lang` wins over it. A tag the registry does not have is not used.
   */
  hint?: string;
  /** Also return the explain trace. Never changes the outcome. */
  explain?: boolean;
  /**
   * The day the answer is for, `YYYY-MM-DD`: only documents in force that day are searched. An input, never the
   * engine's clock: the CLI passes today in UTC, the page the resident's local date. Undated documents are in force
   * every day.
   */
  asOf: string;
}

/** What `ask` returns: the outcome, and the trace when explain was asked for. */
export interface AskResult {
  outcome: Outcome;
  trace: ExplainTrace | undefined;
  /** The question was read in the default language: nothing in it told the corpus's languages apart ("horario" on an Arabic page). */
  guessed?: true;
}

/** A loaded index, ready to answer. */
export interface Engine {
  /** The settings answered with: the index's, with any overrides applied. */
  readonly settings: Readonly<Settings>;
  /** Every language Cairn knows: the corpus's and those it has messages for. */
  readonly languages: readonly LanguageInfo[];
  /** The corpus fingerprint of the index. */
  readonly fingerprint: string;
  /** Each corpus language's threshold, and which setting decided it. */
  readonly thresholds: Readonly<Record<string, Threshold>>;
  /** Whether any document is dated: then the as-of date can change an answer, and clients should say which it was. */
  readonly dated: boolean;
  /**
   * Answers a question or refuses it.
   * @throws QuestionError when the question is empty or over-long, or the language is not one Cairn has.
   */
  ask(question: string, options: AskOptions): AskResult;
}

function checkQuestion(question: string): string {
  const trimmed = question.trim();
  if (trimmed === '') throw new QuestionError('the question is empty; type a question', undefined, 'empty-question');
  const length = questionLength(trimmed);
  if (length > MAX_QUESTION_LENGTH) {
    throw new QuestionError(
      `the question is ${length} characters long; use at most ${MAX_QUESTION_LENGTH}`,
      undefined,
      'question-too-long',
    );
  }
  return trimmed;
}

function checkDate(asOf: unknown): string {
  // Typed as required; a caller in plain JavaScript may still leave it out, or give a number.
  if (asOf === undefined || asOf === null) throw new QuestionError('the as-of date is missing: ask(question, { asOf: "YYYY-MM-DD" }) takes the day to answer for', undefined, 'invalid-date');
  if (typeof asOf !== 'string') throw new QuestionError(`the as-of date must be text written YYYY-MM-DD, such as "2026-12-31", got ${typeof asOf} ${String(asOf)}`, undefined, 'invalid-date');
  if (!isIsoDate(asOf)) {
    const why = noSuchDay(asOf);
    throw new QuestionError(
      why === undefined ? `the as-of date ${JSON.stringify(asOf)} is not a date written YYYY-MM-DD, such as 2026-12-31` : `the as-of date ${asOf} is no day: ${why}`,
      undefined,
      'invalid-date',
    );
  }
  return asOf;
}

/**
 * Settings an experiment may answer with instead of the index's (a threshold sweep, a ranking run with no
 * threshold). Only those that change answering: the false-answer rate is spent at build time, by calibration.
 */
export type EngineOverrides = Partial<Pick<Settings, 'threshold' | 'thresholdByLanguage' | 'maxPassages' | 'candidates' | 'crossLanguageFallback' | 'closeSibling'>>;

/**
 * What answering reads, whatever form the index takes: the prepared index, and what is known of every document and
 * language up front. A single file gives all of it at load (`createEngine`); a sharded index gives its manifest's
 * part and fills the prepared index as questions fetch shards (`sharded-engine.ts`).
 */
export interface AnswerSource {
  settings: Settings;
  fingerprint: string;
  prepared: PreparedIndex;
  /** Each corpus language's statistics (their keys are the corpus languages) and the calibration. */
  calibrated: Pick<CairnIndex, 'languages' | 'calibration'>;
  profiles: readonly LanguageProfile[];
  /**
   * The links of every document whose dates or translations matter to any passage: dated, superseding or superseded,
   * translated. A single file passes all its documents'; the others change nothing here.
   */
  linkedDocuments: readonly DocumentLinks[];
  /**
   * For a document `linkedDocuments` does not link (its translations all undated): whether the document holding a
   * position has a translation in a corpus language of `lang`'s primary language. Absent when every translated
   * document is linked, as in a single file.
   */
  translatedAt?: (position: number, lang: string) => boolean;
  /**
   * For a document `linkedDocuments` does not link (undated, as its translations): the ids of its translations, when
   * one is in `lang`'s primary language (else none). Absent when every translated document is linked, as in a single
   * file.
   */
  translationIds?: (doc: string, lang: string) => readonly string[];
}

/**
 * Prepares an index for answering (inverted index of unit weights, built once).
 * @param overrides settings to use instead of the index's, for experiments such as threshold sweeps.
 */
export function createEngine(index: CairnIndex, overrides: EngineOverrides = {}): Engine {
  const prepared = prepareIndex(index);
  const vocabularies = new Map([...prepared.languages].map(([lang, l]) => [lang, l.vocabulary]));
  const profiles = profileLanguages(index.passages, vocabularies);
  return engineFrom({ settings: index.settings, fingerprint: index.fingerprint, prepared, calibrated: index, profiles, linkedDocuments: index.documents.map(linksOf) }, overrides);
}

/** The engine over any index form. */
export function engineFrom(source: AnswerSource, overrides: EngineOverrides = {}): Engine {
  const settings: Settings = { ...source.settings, ...overrides };
  const { prepared, profiles } = source;
  const corpusLanguages = Object.keys(source.calibrated.languages).sort();
  const tables = messageTablesWith(settings.messages);
  const languages = languageRegistry(corpusLanguages, messageLanguages(tables));
  const codes = languages.map((l) => l.code);

  function resolveExplicit(lang: string | undefined): string | undefined {
    if (lang === undefined) return undefined;
    const match = matchLanguage(lang, codes);
    if (match === undefined) {
      throw new QuestionError(`Cairn has no documents or messages in "${lang}"; use one of ${codes.join(', ')}`, undefined, 'unsupported-language');
    }
    return match;
  }

  const thresholds = thresholdsOf(source.calibrated, settings);
  const synonyms = synonymTable(settings.synonyms);
  const pathThresholds = translatedThresholdsOf(source.calibrated, settings);
  const thresholdOf = (lang: string, translatedFrom?: string) =>
    (translatedFrom === undefined ? undefined : pathThresholds[translationKey(translatedFrom, lang)]?.value) ?? thresholds[lang]?.value ?? DEFAULT_THRESHOLD;
  const dates = datesOf(source.linkedDocuments);
  const translations = translationsOf(source.linkedDocuments);

  /**
   * A document's translation for a reader of `lang` (`translationFor`), in force on `day`: a linked document's from
   * the links, another's (in a sharded index) as its document shard names them; with its title from its record.
   */
  function translationOf(doc: string, documentLang: string, day: string, lang: string): DocumentTranslation | undefined {
    const linked = translations.get(doc);
    // Only those `translationFor` may choose (in `lang`'s primary language) are read: a sharded index fetches each record.
    const ids =
      linked !== undefined
        ? linked.filter((t) => primaryLanguage(t.lang) === primaryLanguage(lang) && inForce(t.validity, day)).map((t) => t.id)
        : (source.translationIds?.(doc, lang) ?? []);
    const records = ids.flatMap((id) => {
      const record = prepared.documents.get(id);
      return record === undefined ? [] : [{ doc: id, title: record.title, lang: record.lang }];
    });
    return translationFor(documentLang, records, lang);
  }

  /**
   * Later versions of the quoted documents taking effect within the upcoming window, each with its passage under the
   * heading quoted, where it has one, else its best passage; where the one under the heading is unchanged, none, unless
   * the quoted passage was quoted for its place (`byPlace`), and then the best passage that changed. The best passage alone is not what changes in what was
   * asked: an Arabic-first trial (session 42) asked for the fees and was quoted this year's fee table, then next year's
   * payment methods, the shorter passage, which scores higher on the title's words alone; an operator's trial (session
   * 46) asked what late fees cost and was quoted this year's, then next year's lost items, a synonym's match, where
   * next year's "Late fees" says there are none.
   */
  function upcomingFor(chosen: readonly Candidate[], terms: ReturnType<typeof tokenizeWords>, asOf: string, translateFrom: readonly string[] | undefined, byPlace: boolean): Upcoming[] {
    const horizon = addDays(asOf, upcomingDaysOf(settings));
    const found: Upcoming[] = [];
    for (const doc of [...new Set(chosen.map((c) => c.passage.doc))]) {
      for (const successor of dates.successors.get(doc) ?? []) {
        const from = successor.validity?.from;
        if (from === null || from === undefined || from <= asOf || from > horizon) continue;
        // Every passage of the later version the question reaches: the one under the same heading may be a long one,
        // which a title's words alone rank low (a blind review, session 42).
        const scored = retrieve(prepared, terms, { languages: [successor.lang], thresholdOf, limit: Number.POSITIVE_INFINITY, filter: (p) => p.doc === successor.id, synonyms, translateFrom }).candidates;
        const quoted = chosen.filter((c) => c.passage.doc === doc);
        const headings = new Set(quoted.map((c) => c.passage.heading));
        const placed = scored.find((c) => headings.has(c.passage.heading));
        // A later version whose passage says word for word what the one quoted from this document says changes
        // nothing the resident reads: quoted again under its date, it doubles the answer and sends them looking for a
        // difference there is not. The passage under the same heading unchanged, what was asked does not change: nothing
        // follows (another section's change under "From …:" read as the answer's: a blind review, session 46); unless
        // the passage was quoted for its place, for a question that names the document and asks nothing else, where the
        // best passage that changed follows (a blind review, session 42, found the later version dropped).
        const changed = (c: Candidate | undefined) => c !== undefined && !quoted.some((q) => q.passage.body === c.passage.body);
        const best = [placed, ...(byPlace || placed === undefined ? [scored[0]] : [])].find(changed);
        if (best === undefined) continue;
        found.push({ from, replaces: doc, candidate: best });
      }
    }
    return found;
  }

  function ask(question: string, options: AskOptions): AskResult {
    const text = checkQuestion(question);
    const asOf = checkDate((options as AskOptions | undefined)?.asOf);
    // Inside retrieval, before ranking: a version not in force never takes a candidate's place (DESIGN.md).
    const filter = dates.validity.size === 0 ? undefined : (p: IndexedPassage) => inForce(dates.validity.get(p.doc), asOf);
    const detection: LanguageDetection = detectLanguage(text, profiles, settings.defaultLanguage, resolveExplicit(options.lang), matchLanguage(options.hint ?? '', codes));
    const lang = detection.lang;
    // Whose passages are the question's own: none, in a script no corpus language is written in (the gate's rule).
    const own = ownLanguage(detection);
    const terms = tokenizeWords(text);
    const attempts: Array<{ scope: 'language' | 'corpus'; retrieval: Retrieval }> = [];
    const sameLanguage = corpusLanguages.filter((l) => primaryLanguage(l) === primaryLanguage(lang));
    // The other languages read the question through the lexicon from this one (on the fallback): from the variant it
    // was detected in, or, for a language its lexicon does not reach, another variant's (pt-PT's, then pt-BR's).
    const translateFrom = [...sameLanguage.filter((l) => l === lang), ...sameLanguage.filter((l) => l !== lang)];
    if (sameLanguage.length > 0) {
      attempts.push({ scope: 'language', retrieval: retrieve(prepared, terms, { languages: sameLanguage, thresholdOf, limit: settings.candidates, synonyms, filter, search: attempts.length }) });
    }
    const choiceOf = (retrieval: Retrieval | undefined): Choice =>
      retrieval === undefined
        ? { quoted: [], related: undefined, opening: false }
        : choose(retrieval.candidates, own, settings.maxPassages, unreadTerms(retrieval), settings.closeSibling);
    let choice = choiceOf(attempts[0]?.retrieval);
    // The language the answer is given in: the question's, unless the fallback found it written in another (below).
    let answerLang = lang;
    // Another language is searched only when this one has nothing to say, not even a related document.
    if (choice.quoted.length === 0 && choice.related === undefined && settings.crossLanguageFallback && sameLanguage.length < corpusLanguages.length) {
      // Through the lexicon where the corpus's translations taught one; as typed where they did not. A document with a
      // translation in the question's language in force that day was just searched in that translation, which reads
      // the question as it was written: its other versions are not searched again through a lexicon's approximation.
      // Unless the page's language held against the question's words: in a language that knows more of them, the
      // question may be written as it is ("where do i vote" on a Spanish page; measured, docs/evidence.md).
      const maybeWrittenIn = new Set(detection.knownBetterIn ?? []);
      const translatedHere = (p: IndexedPassage, position: number) =>
        translations.get(p.doc)?.some((t) => primaryLanguage(t.lang) === primaryLanguage(lang) && inForce(t.validity, asOf)) === true || source.translatedAt?.(position, lang) === true;
      const corpusFilter = (p: IndexedPassage, position: number) => (filter === undefined || filter(p)) && (maybeWrittenIn.has(p.lang) || !translatedHere(p, position));
      const corpus = retrieve(prepared, terms, { languages: corpusLanguages, thresholdOf, limit: settings.candidates, synonyms, filter: corpusFilter, translateFrom, search: attempts.length });
      attempts.push({ scope: 'corpus', retrieval: corpus });
      choice = choiceOf(corpus);
      // Quoted from such a language, out of documents the question's language has in translation (which did not match
      // its words): the question was written in that language after all, and is answered in it, with no notice that
      // nothing in the page's language answers — its translation is offered beside the source instead.
      const from = choice.quoted[0]?.passage.lang;
      if (from !== undefined && maybeWrittenIn.has(from) && choice.quoted.every((c) => c.passage.lang === from && translatedHere(c.passage, c.position))) answerLang = from;
    }
    const chosen: Candidate[] = choice.quoted;
    // Later searches read the question the way the last search did: through the lexicon only after the fallback.
    const carriedFrom = attempts[attempts.length - 1]?.scope === 'corpus' ? translateFrom : undefined;
    const upcoming = chosen.length > 0 && dates.successors.size > 0 ? upcomingFor(chosen, terms, asOf, carriedFrom, choice.opening || choice.section === true) : [];
    // Why a refusal in a dated corpus is one: when, searched on every date, the question would have been answered from
    // a family of versions none of which had started on `asOf`, the documents do not go back that far, and say so.
    let beforeRecords: { asOf: string; since: string } | undefined;
    const last = attempts[attempts.length - 1];
    if (chosen.length === 0 && choice.related === undefined && filter !== undefined && last !== undefined) {
      const onEveryDay = retrieve(prepared, terms, { languages: last.retrieval.languages, thresholdOf, limit: settings.candidates, synonyms, translateFrom: carriedFrom });
      const everyDay = choiceOf(onEveryDay);
      // A document that would only have been named as one that may be tells it too: on a day in the records the
      // resident would have been pointed to it.
      const found = everyDay.quoted[0] ?? everyDay.related ?? nearest([onEveryDay.candidates], own);
      const since = dates.firstDay.get(found?.passage.doc ?? '');
      if (since !== undefined && asOf < since) beforeRecords = { asOf, since };
    }
    // Nothing to quote and no related document in any search, and not a date before the records: the best passage
    // near its threshold names its document as one that may be about the question.
    if (chosen.length === 0 && choice.related === undefined && beforeRecords === undefined) {
      const near = nearest(attempts.map((a) => a.retrieval.candidates), own);
      if (near !== undefined) {
        choice = { quoted: [], related: near, opening: false, near: true };
        prepared.noteNear?.(attempts.findIndex((a) => a.retrieval.candidates.includes(near)), near.score);
      }
    }
    const composed =
      chosen.length > 0
        ? composeAnswer(chosen, prepared.documents, answerLang, upcoming, tables)
        : choice.related !== undefined
          ? composeRelated(choice.related, prepared.documents, settings, lang, choice.near === true ? 'near' : 'topic', tables)
          : composeRefusal(settings, lang, beforeRecords, tables);
    // Refused because no corpus language is written in the question's script (read in the page's language or the
    // default one): a resident asking in Russian is told which languages the page reads, not only to try other words
    // (a resident trial, session 47).
    if (composed.kind === 'refusal' && beforeRecords === undefined && own === undefined) {
      composed.unknownScript = true;
    }
    // The resident reads the page's language when the page says which (a hint Cairn can speak), else the question's. A
    // later version is offered its own translation, in force from its own first day.
    const reader = matchLanguage(options.hint ?? '', codes) ?? lang;
    const outcome = withTranslations(composed, (entry) => translationOf(entry.doc, entry.lang, daySpokenFor(entry.inForce, asOf), reader));
    const dated =
      dates.validity.size === 0
        ? null
        : {
            asOf,
            notInForce: [...dates.validity].filter(([, validity]) => !inForce(validity, asOf)).map(([doc]) => doc).sort(),
            upcoming: upcoming.map((u) => u.candidate.passage.id),
          };
    const trace = options.explain ? explain(text, detection, settings, { ...thresholds, ...pathThresholds }, attempts, choice, dated) : undefined;
    return detection.rule === 'default' ? { outcome, trace, guessed: true } : { outcome, trace };
  }

  return { settings, languages, thresholds, fingerprint: source.fingerprint, dated: dates.validity.size > 0, ask };
}

/** What answering needs of the documents' dates, gathered once. */
interface DatedDocuments {
  /** Each dated document's validity; empty for an undated corpus, which then filters nothing. */
  validity: ReadonlyMap<string, Validity>;
  /** A document → the documents that supersede it. */
  successors: ReadonlyMap<string, readonly DocumentLinks[]>;
  /**
   * A dated document → the first day any version of it is in force: the earliest start among the documents linked to
   * it by `supersedes`, either way. Absent when one of them is open at the start (it attests every earlier day).
   */
  firstDay: ReadonlyMap<string, string>;
}

function datesOf(documents: readonly DocumentLinks[]): DatedDocuments {
  const validity = new Map(documents.flatMap((d) => (d.validity === undefined ? [] : [[d.id, d.validity] as const])));
  const successors = new Map<string, DocumentLinks[]>();
  for (const d of documents) for (const old of d.supersedes ?? []) successors.set(old, [...(successors.get(old) ?? []), d]);
  const firstDay = new Map<string, string>();
  for (const [doc, family] of versionFamilies(documents)) {
    if (!validity.has(doc)) continue;
    const starts = family.map((member) => validity.get(member)?.from ?? null);
    if (starts.every((from): from is string => from !== null)) firstDay.set(doc, starts.reduce((a, b) => (b < a ? b : a)));
  }
  return { validity, successors, firstDay };
}

/** Each translated document → its translations (the other documents sharing its `translation_key`). */
function translationsOf(documents: readonly DocumentLinks[]): ReadonlyMap<string, readonly DocumentLinks[]> {
  const groups = new Map<string, DocumentLinks[]>();
  for (const d of documents) {
    const key = d.translation_key;
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const translations = new Map<string, DocumentLinks[]>();
  for (const group of groups.values()) for (const d of group) translations.set(d.id, group.filter((other) => other.lang !== d.lang));
  return translations;
}

/** The operator's synonym groups as terms: per language, each term → its whole group (checked at build). */
function synonymTable(groupsByLanguage: Readonly<Record<string, string[][]>>): SynonymTable {
  const table = new Map<string, Map<string, string[]>>();
  for (const [lang, groups] of Object.entries(groupsByLanguage)) {
    const terms = new Map<string, string[]>();
    for (const group of groups) {
      const members = [...new Set(group.flatMap((word) => tokenize(word)))];
      for (const term of members) terms.set(term, members);
    }
    table.set(lang, terms);
  }
  return table;
}
