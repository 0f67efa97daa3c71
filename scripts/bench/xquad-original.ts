/**
 * The benchmark's "before": the original Cairn's refusal — rank by the cosine alone and answer when the best cosine
 * reaches one global threshold — measured through today's engine, whose explain trace reports each candidate's
 * cosine as the first factor of its score. Every passage sharing a term is a candidate, so the best cosine is found,
 * not approximated; the trace rounds to 4 decimals, so a cosine within 0.00005 below the threshold counts as reaching it.
 */
import { createEngine, type CairnIndex, type ExplainedCandidate } from '../../src/engine/index.ts';
import { EVAL_AS_OF } from '../eval/eval-questions.ts';

/** The original's one global threshold, measured on its own corpus. */
export const ORIGINAL_THRESHOLD = 0.165;

/** The candidate with the highest cosine; ties to the passage id first in code-unit order, as the original broke them. */
export function bestByCosine(candidates: readonly ExplainedCandidate[]): ExplainedCandidate | undefined {
  let best: ExplainedCandidate | undefined;
  for (const c of candidates) {
    if (best === undefined || c.cosine > best.cosine || (c.cosine === best.cosine && c.passage < best.passage)) best = c;
  }
  return best;
}

/** The original's outcome for each question: answered when the best cosine reaches the threshold, correct when from `paragraph`. */
export function originalOutcomes(
  index: CairnIndex,
  lang: string,
  questions: ReadonlyArray<{ question: string; paragraph: string }>,
  threshold: number = ORIGINAL_THRESHOLD,
): Array<{ answered: boolean; correct: boolean }> {
  const engine = createEngine(index, { threshold: 0, candidates: index.passages.length, crossLanguageFallback: false });
  return questions.map(({ question, paragraph }) => {
    const best = bestByCosine(engine.ask(question, { asOf: EVAL_AS_OF, lang, explain: true }).trace!.attempts[0]?.candidates ?? []);
    const answered = best !== undefined && best.cosine >= threshold;
    return { answered, correct: answered && best.passage === paragraph };
  });
}
