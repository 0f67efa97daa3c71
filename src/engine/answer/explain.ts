/**
 * Explain mode: an operator's account of why a question got the outcome it did. Strictly observational — it
 * reads what the pipeline did and never changes it; a test pins that the outcome is byte-identical with and
 * without it.
 */
import { round4 } from '../format/precision.ts';
import { ownLanguage, type LanguageDetection } from './detect-language.ts';
import type { Settings } from '../format/settings.ts';
import type { Threshold } from '../format/thresholds.ts';
import { gateOf, unreadTerms, type Choice, type Gate } from './choose.ts';
import type { AskEvidence, Candidate, Correction, Retrieval, SynonymReading, TermEvidence, Translation } from './retrieve.ts';

/** Did anything clear the gate; if not, was it close, or was there no shared vocabulary at all. */
export type RetrievalVerdict = 'passages-accepted' | 'below-threshold' | 'no-lexical-overlap';
/**
 * Did composition have evidence, and did it use all of it: quoted (all, or cut by max_passages), only a related
 * document (passages cleared the threshold, none held the ask), a related document whose best passage had a sibling
 * too close to call (`retrieval.close_sibling`), a document that may be about the question (none cleared it, the
 * best came within `RELATED_SHARE` of it), or nothing.
 */
export type AnswerVerdict = 'composed' | 'composed-truncated' | 'related' | 'related-close' | 'related-near' | 'no-evidence';

/** One candidate as explain reports it. */
export interface ExplainedCandidate {
  passage: string;
  doc: string;
  lang: string;
  /** `cosine × covered`, rounded to 4 decimals: what the threshold judged. */
  score: number;
  /** The two factors of the score, rounded alike. */
  cosine: number;
  covered: number;
  /** The threshold the score was judged against (its language's, or the translated path's). */
  threshold: number;
  verdict: 'accept' | 'reject';
  /** The question's terms this passage scored on. */
  matched: string[];
  /** "n of m": how many of the question's m distinct terms it matched. */
  coverage: string;
  /** What it holds of the ask (the question's scoring terms beyond its document's title), share rounded. */
  ask: AskEvidence;
  /** For a candidate that cleared the threshold, whether it may be quoted; null when it did not. */
  gate: Gate | null;
}

/** One retrieval pass: the answer language first, then (on fallback) the whole corpus. */
export interface ExplainedAttempt {
  scope: 'language' | 'corpus';
  languages: string[];
  candidates: ExplainedCandidate[];
  evidence: TermEvidence;
  /** Misspelt words read as the terms they are one edit from ("utlity" → utili), at a discount. */
  corrections: Correction[];
  /** Question terms read with the operator's synonyms ("price" → cost, fee). */
  synonyms: SynonymReading[];
  /**
   * How the question was carried into each other language through the lexicon learned from the corpus's
   * translations ("solic" → apply), kept as itself there (a name, a number), or not at all; empty when not.
   */
  translations: Translation[];
}

/** The whole trace. Codes are machine-stable; the CLI renders them for people. */
export interface ExplainTrace {
  question: string;
  /** The question's distinct terms, sorted. */
  terms: string[];
  language: LanguageDetection;
  settings: Pick<Settings, 'maxPassages' | 'candidates' | 'crossLanguageFallback' | 'closeSibling'>;
  /** The threshold of every language searched and of every translated path taken (`es>en`), and which setting decided it. */
  thresholds: Record<string, Threshold>;
  attempts: ExplainedAttempt[];
  retrieval: { verdict: RetrievalVerdict; bestScore: number };
  answer: {
    verdict: AnswerVerdict;
    quoted: string[];
    /** The document named by the related outcome; null otherwise. */
    related: string | null;
    /**
     * For a document named as one that may be about the question (`related-near`): its passage's score as a share of
     * its threshold, at least `RELATED_SHARE`; null otherwise.
     */
    nearShare: number | null;
    /**
     * For a related document whose best passage was quotable (`related-close`): that passage, and the sibling of the
     * same document that came too close to it, with its score as a share of the best's and its share of the ask as a
     * share of the best's (both at least `retrieval.close_sibling`); null otherwise.
     */
    close: { best: string; sibling: string; share: number; askShare: number } | null;
    /** The passage was quoted as its document's opening: the question named the document and asked nothing else. */
    opening: boolean;
    /** Instead, as the section whose own heading holds every word of such a question. Absent otherwise. */
    section?: true;
    /** Accepted passages composition left out, and the setting that left them out. */
    dropped: string[];
    knob: 'retrieval.max_passages' | 'retrieval.close_sibling' | null;
  };
  /** The first stage that did not do its job; null when both did. */
  blame: 'retrieval' | 'answer' | null;
  /**
   * For a corpus with dated documents: the as-of date searched, the documents left out as not in force that day, and
   * the passages of later versions quoted as upcoming. Null when no document is dated.
   */
  dates: { asOf: string; notInForce: string[]; upcoming: string[] } | null;
}

function explainCandidate(candidate: Candidate, termCount: number, questionLang: string | undefined, unknownTerms: number): ExplainedCandidate {
  return {
    passage: candidate.passage.id,
    doc: candidate.passage.doc,
    lang: candidate.passage.lang,
    score: round4(candidate.score),
    cosine: round4(candidate.cosine),
    covered: round4(candidate.covered),
    threshold: candidate.threshold,
    verdict: candidate.accepted ? 'accept' : 'reject',
    matched: candidate.matched,
    coverage: `${candidate.matched.length} of ${termCount}`,
    ask: { ...candidate.ask, share: round4(candidate.ask.share) },
    gate: candidate.accepted ? gateOf(candidate, questionLang, unknownTerms) : null,
  };
}

/** Builds the trace from what the pipeline did. */
export function explain(
  question: string,
  language: LanguageDetection,
  settings: Settings,
  thresholds: Readonly<Record<string, Threshold>>,
  attempts: ReadonlyArray<{ scope: 'language' | 'corpus'; retrieval: Retrieval }>,
  choice: Choice,
  dates: ExplainTrace['dates'] = null,
): ExplainTrace {
  const { quoted, related } = choice;
  const last = attempts[attempts.length - 1]?.retrieval;
  const accepted = last?.candidates.filter((c) => c.accepted) ?? [];
  const bestScore = round4(last?.candidates[0]?.score ?? 0);
  const retrievalVerdict: RetrievalVerdict =
    accepted.length > 0 ? 'passages-accepted' : bestScore > 0 ? 'below-threshold' : 'no-lexical-overlap';
  const quotedIds = quoted.map((c) => c.passage.id);
  // A close call drops the quotable passages of the document it names; other documents' are not its doing.
  const dropped = accepted
    .filter((c) => choice.sibling === undefined || c.passage.doc === related?.passage.doc)
    .map((c) => c.passage.id)
    .filter((id) => !quotedIds.includes(id));
  const explained = attempts.map(({ scope, retrieval }) => ({
    scope,
    languages: retrieval.languages,
    candidates: retrieval.candidates.map((c) => explainCandidate(c, retrieval.terms.length, ownLanguage(language), unreadTerms(retrieval))),
    evidence: retrieval.evidence,
    corrections: retrieval.corrections,
    synonyms: retrieval.synonyms,
    translations: retrieval.translations,
  }));
  // As the gate read them in the last search, the one the choice was made from.
  const quotable = (explained.at(-1)?.candidates ?? []).filter((c) => c.gate === 'quotable').map((c) => c.passage);
  const answerVerdict: AnswerVerdict =
    quoted.length > 0
      ? dropped.some((id) => quotable.includes(id))
        ? 'composed-truncated'
        : 'composed'
      : related !== undefined
        ? choice.near === true
          ? 'related-near'
          : choice.sibling !== undefined
            ? 'related-close'
            : 'related'
        : 'no-evidence';
  const terms = last?.terms ?? [];
  return {
    question,
    terms,
    language,
    settings: {
      maxPassages: settings.maxPassages,
      candidates: settings.candidates,
      crossLanguageFallback: settings.crossLanguageFallback,
      ...(settings.closeSibling === undefined ? {} : { closeSibling: settings.closeSibling }),
    },
    // The languages searched, and the paths the lexicon carried the question along that have a threshold of their own.
    thresholds: Object.fromEntries(
      [...new Set(attempts.flatMap(({ retrieval }) => [...retrieval.languages, ...retrieval.translations.map((t) => `${t.from}>${t.to}`)]))]
        .filter((key) => thresholds[key] !== undefined)
        .sort()
        .map((key) => [key, thresholds[key]!]),
    ),
    attempts: explained,
    retrieval: { verdict: retrievalVerdict, bestScore },
    answer: {
      verdict: answerVerdict,
      quoted: quotedIds,
      related: related?.passage.doc ?? null,
      nearShare: choice.near === true && related !== undefined ? round4(related.score / related.threshold) : null,
      close:
        choice.sibling !== undefined && related !== undefined
          ? {
              best: related.passage.id,
              sibling: choice.sibling.passage.id,
              share: round4(choice.sibling.score / related.score),
              askShare: round4(choice.sibling.ask.share / related.ask.share),
            }
          : null,
      opening: choice.opening,
      ...(choice.section && { section: true }),
      dropped: dropped.filter((id) => quotable.includes(id)),
      knob: answerVerdict === 'composed-truncated' ? 'retrieval.max_passages' : answerVerdict === 'related-close' ? 'retrieval.close_sibling' : null,
    },
    // Passages cleared the threshold but not every quotable one was quoted, or none could be: composition decided.
    blame: retrievalVerdict !== 'passages-accepted' ? 'retrieval' : answerVerdict === 'composed' ? null : 'answer',
    dates,
  };
}
