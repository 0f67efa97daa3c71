/**
 * The XQuAD benchmark's arithmetic, pure and unit-tested: ranking metrics for protocol A, and for protocol B the
 * outcome shares at a threshold, the after-the-fact "oracle" threshold, and the AUROC of the top score.
 */

/** One ranked result: a paragraph id and the system's score for it. */
export interface Ranked {
  id: string;
  score: number;
}

/** 1-based rank of `target` in `ranking`, or null when it is not there. */
export function rankOf(ranking: readonly Ranked[], target: string): number | null {
  const at = ranking.findIndex((r) => r.id === target);
  return at < 0 ? null : at + 1;
}

/** Protocol A over a question set: P@1, R@5 and MRR@10, each a mean over every question. */
export interface RankingFigures {
  p1: number;
  r5: number;
  mrr10: number;
  questions: number;
}

/** P@1 (own paragraph first), R@5 (within the first five), MRR@10 (1/rank within ten, else 0), from each question's rank. */
export function rankingFigures(ranks: ReadonlyArray<number | null>): RankingFigures {
  const n = ranks.length;
  const mean = (f: (rank: number | null) => number) => (n === 0 ? 0 : ranks.reduce<number>((sum, rank) => sum + f(rank), 0) / n);
  return {
    p1: mean((r) => (r === 1 ? 1 : 0)),
    r5: mean((r) => (r !== null && r <= 5 ? 1 : 0)),
    mrr10: mean((r) => (r !== null && r <= 10 ? 1 / r : 0)),
    questions: n,
  };
}

/**
 * Area under the ROC curve of `positives` against `negatives` by the rank-sum (Mann–Whitney) formula, ties
 * counted as half: the probability that a random positive outscores a random negative. Null when a side is empty.
 */
export function auroc(positives: readonly number[], negatives: readonly number[]): number | null {
  if (positives.length === 0 || negatives.length === 0) return null;
  const all = [...positives.map((score) => ({ score, positive: true })), ...negatives.map((score) => ({ score, positive: false }))].sort(
    (a, b) => a.score - b.score,
  );
  let positiveRankSum = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j]!.score === all[i]!.score) j++;
    // Ranks i+1 … j share their mean.
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (all[k]!.positive) positiveRankSum += midRank;
    i = j;
  }
  const p = positives.length;
  return (positiveRankSum - (p * (p + 1)) / 2) / (p * negatives.length);
}

/** A protocol B question's top result: its score (null: no result at all) and whether it is the own paragraph. */
export interface TopResult {
  score: number | null;
  correct: boolean;
}

/** Protocol B shares: in-corpus questions answered correctly, wrongly, refused; out-of-corpus questions answered. */
export interface GroundedFigures {
  correct: number;
  wrong: number;
  refused: number;
  falseAnswers: number;
}

/** The shares, given whether each question was answered (and, in corpus, whether from its own paragraph). */
export function groundedFigures(
  inCorpus: ReadonlyArray<{ answered: boolean; correct: boolean }>,
  outOfCorpus: ReadonlyArray<{ answered: boolean }>,
): GroundedFigures {
  const share = (count: number, of: number) => (of === 0 ? 0 : count / of);
  const answered = inCorpus.filter((q) => q.answered);
  return {
    correct: share(answered.filter((q) => q.correct).length, inCorpus.length),
    wrong: share(answered.filter((q) => !q.correct).length, inCorpus.length),
    refused: share(inCorpus.length - answered.length, inCorpus.length),
    falseAnswers: share(outOfCorpus.filter((q) => q.answered).length, outOfCorpus.length),
  };
}

/** The threshold chosen after the fact, and the shares at it. Questions score above `above` to be answered. */
export interface OracleFigures extends GroundedFigures {
  /** Answer when the top score is strictly greater than this; null: answer whenever there is any result. */
  above: number | null;
}

/**
 * The per-language threshold an operator with the answers in hand would pick: the lowest one that holds
 * out-of-corpus answers to at most `maxFalseShare`. Both shares only fall as the threshold rises, so the lowest
 * admissible threshold is the one that answers the most in-corpus questions correctly.
 */
export function oracleThreshold(inCorpus: readonly TopResult[], outOfCorpus: ReadonlyArray<number | null>, maxFalseShare: number): OracleFigures {
  const scored = outOfCorpus.filter((s): s is number => s !== null).sort((a, b) => b - a);
  const allowed = Math.floor(maxFalseShare * outOfCorpus.length + 1e-9);
  const above = scored.length <= allowed ? null : scored[allowed]!;
  const answers = (score: number | null) => score !== null && (above === null || score > above);
  return {
    above,
    ...groundedFigures(
      inCorpus.map((q) => ({ answered: answers(q.score), correct: q.correct })),
      outOfCorpus.map((score) => ({ answered: answers(score) })),
    ),
  };
}
