/**
 * The one entry point that answers questions. The CLI, the evaluation, the benchmark and the Web Worker all
 * call `createEngine(index).ask(…)`, so they cannot drift into answering differently.
 */
import { choose, type Choice } from './choose.ts';
import { composeAnswer, composeRefusal, composeRelated } from './compose.ts';
import type { Settings } from '../format/settings.ts';
import { DEFAULT_THRESHOLD, thresholdsOf, type Threshold } from '../format/thresholds.ts';
import { detectLanguage, profileLanguages, type LanguageDetection, type LanguageProfile } from './detect-language.ts';
import { QuestionError } from '../text/errors.ts';
import { explain, type ExplainTrace } from './explain.ts';
import type { CairnIndex } from '../format/index-format.ts';
import { languageRegistry, matchLanguage, type LanguageInfo } from '../text/language.ts';
import { MAX_QUESTION_LENGTH } from './limits.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import { messageLanguages } from '../text/messages.ts';
import type { Outcome } from './outcome.ts';
import { prepareIndex, type PreparedIndex } from './prepare-index.ts';
import { retrieve, type Candidate, type Retrieval, type SynonymTable } from './retrieve.ts';
import { tokenize, tokenizeWords } from '../text/tokenize.ts';


export { MAX_QUESTION_LENGTH };

/** How to ask. */
export interface AskOptions {
  /** Answer in this language (a BCP 47 tag the registry has); detection decides when absent. */
  lang?: string;
  /** Also return the explain trace. Never changes the outcome. */
  explain?: boolean;
}

/** What `ask` returns: the outcome, and the trace when explain was asked for. */
export interface AskResult {
  outcome: Outcome;
  trace: ExplainTrace | undefined;
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
  /**
   * Answers a question or refuses it.
   * @throws QuestionError when the question is empty or over-long, or the language is not one Cairn has.
   */
  ask(question: string, options?: AskOptions): AskResult;
}

function checkQuestion(question: string): string {
  const trimmed = question.trim();
  if (trimmed === '') throw new QuestionError('the question is empty; type a question', undefined, 'empty-question');
  const length = [...trimmed].length;
  if (length > MAX_QUESTION_LENGTH) {
    throw new QuestionError(
      `the question is ${length} characters long; keep it under ${MAX_QUESTION_LENGTH}`,
      undefined,
      'question-too-long',
    );
  }
  return trimmed;
}

/**
 * Settings an experiment may answer with instead of the index's (a threshold sweep, a ranking run with no
 * threshold). Only those that change answering: the false-answer rate is spent at build time, by calibration.
 */
export type EngineOverrides = Partial<Pick<Settings, 'threshold' | 'thresholdByLanguage' | 'maxPassages' | 'candidates' | 'crossLanguageFallback'>>;

/**
 * Prepares an index for answering (inverted index and norms, built once).
 * @param overrides settings to use instead of the index's, for experiments such as threshold sweeps.
 */
export function createEngine(index: CairnIndex, overrides: EngineOverrides = {}): Engine {
  const settings: Settings = { ...index.settings, ...overrides };
  const prepared: PreparedIndex = prepareIndex(index);
  const corpusLanguages = [...prepared.languages.keys()].sort();
  const languages = languageRegistry(corpusLanguages, messageLanguages());
  const codes = languages.map((l) => l.code);
  const vocabularies = new Map([...prepared.languages].map(([lang, l]) => [lang, l.vocabulary]));
  const profiles: LanguageProfile[] = profileLanguages(index.passages, vocabularies);

  function resolveExplicit(lang: string | undefined): string | undefined {
    if (lang === undefined) return undefined;
    const match = matchLanguage(lang, codes);
    if (match === undefined) {
      throw new QuestionError(`Cairn has no documents or messages in "${lang}"; use one of ${codes.join(', ')}`, undefined, 'unsupported-language');
    }
    return match;
  }

  const thresholds = thresholdsOf(index, settings);
  const synonyms = synonymTable(settings.synonyms);
  const thresholdOf = (lang: string) => thresholds[lang]?.value ?? DEFAULT_THRESHOLD;

  function ask(question: string, options: AskOptions = {}): AskResult {
    const text = checkQuestion(question);
    const detection: LanguageDetection = detectLanguage(text, profiles, settings.defaultLanguage, resolveExplicit(options.lang));
    const lang = detection.lang;
    const terms = tokenizeWords(text);
    const attempts: Array<{ scope: 'language' | 'corpus'; retrieval: Retrieval }> = [];
    const sameLanguage = corpusLanguages.filter((l) => primaryLanguage(l) === primaryLanguage(lang));
    if (sameLanguage.length > 0) {
      attempts.push({ scope: 'language', retrieval: retrieve(prepared, terms, { languages: sameLanguage, thresholdOf, limit: settings.candidates, synonyms }) });
    }
    const choiceOf = (retrieval: Retrieval | undefined): Choice =>
      retrieval === undefined
        ? { quoted: [], related: undefined, opening: false }
        : choose(retrieval.candidates, lang, settings.maxPassages, retrieval.evidence.inNoPassage.length);
    let choice = choiceOf(attempts[0]?.retrieval);
    // Another language is searched only when this one has nothing to say, not even a related document.
    if (choice.quoted.length === 0 && choice.related === undefined && settings.crossLanguageFallback && sameLanguage.length < corpusLanguages.length) {
      const corpus = retrieve(prepared, terms, { languages: corpusLanguages, thresholdOf, limit: settings.candidates, synonyms });
      attempts.push({ scope: 'corpus', retrieval: corpus });
      choice = choiceOf(corpus);
    }
    const chosen: Candidate[] = choice.quoted;
    const outcome =
      chosen.length > 0
        ? composeAnswer(chosen, prepared.documents, lang)
        : choice.related !== undefined
          ? composeRelated(choice.related, prepared.documents, settings, lang)
          : composeRefusal(settings, lang);
    return { outcome, trace: options.explain ? explain(text, detection, settings, thresholds, attempts, choice) : undefined };
  }

  return { settings, languages, thresholds, fingerprint: index.fingerprint, ask };
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
