/**
 * The one entry point that answers questions. The CLI, the evaluation, the benchmark and the Web Worker all
 * call `createEngine(index).ask(…)`, so they cannot drift into answering differently.
 */
import { composeAnswer, composeRefusal } from './compose.ts';
import type { Settings } from './config.ts';
import { detectLanguage, profileLanguages, type LanguageDetection, type LanguageProfile } from './detect-language.ts';
import { QuestionError } from './errors.ts';
import { explain, type ExplainTrace } from './explain.ts';
import type { CairnIndex } from './index-format.ts';
import { languageRegistry, matchLanguage, type LanguageInfo } from './language.ts';
import { MAX_QUESTION_LENGTH } from './limits.ts';
import { primaryLanguage } from './language-tag.ts';
import { messageLanguages } from './messages.ts';
import type { Outcome } from './outcome.ts';
import { prepareIndex, type PreparedIndex } from './prepare-index.ts';
import { retrieve, type Candidate, type Retrieval } from './retrieve.ts';
import { tokenize } from './tokenize.ts';


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
 * Prepares an index for answering (inverted index and norms, built once).
 * @param overrides settings to use instead of the index's, for experiments such as threshold sweeps.
 */
export function createEngine(index: CairnIndex, overrides: Partial<Settings> = {}): Engine {
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

  function ask(question: string, options: AskOptions = {}): AskResult {
    const text = checkQuestion(question);
    const detection: LanguageDetection = detectLanguage(text, profiles, settings.defaultLanguage, resolveExplicit(options.lang));
    const lang = detection.lang;
    const terms = tokenize(text);
    const attempts: Array<{ scope: 'language' | 'corpus'; retrieval: Retrieval }> = [];
    const sameLanguage = corpusLanguages.filter((l) => primaryLanguage(l) === primaryLanguage(lang));
    if (sameLanguage.length > 0) {
      attempts.push({ scope: 'language', retrieval: retrieve(prepared, terms, sameLanguage, settings.threshold, settings.candidates) });
    }
    const found = (attempt: Retrieval | undefined) => attempt?.candidates.some((c) => c.accepted) ?? false;
    if (!found(attempts[attempts.length - 1]?.retrieval) && settings.crossLanguageFallback && sameLanguage.length < corpusLanguages.length) {
      attempts.push({ scope: 'corpus', retrieval: retrieve(prepared, terms, corpusLanguages, settings.threshold, settings.candidates) });
    }
    const last = attempts[attempts.length - 1]?.retrieval;
    const chosen: Candidate[] = (last?.candidates ?? []).filter((c) => c.accepted).slice(0, settings.maxPassages);
    const outcome = chosen.length > 0 ? composeAnswer(chosen, prepared.documents, lang) : composeRefusal(settings, lang);
    return { outcome, trace: options.explain ? explain(text, detection, settings, attempts, chosen) : undefined };
  }

  return { settings, languages, fingerprint: index.fingerprint, ask };
}
