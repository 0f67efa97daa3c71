/**
 * The XQuAD benchmark's measurement of one language (protocols A and B, for Cairn and each yardstick), the targets
 * checked against it, and the table it prints. Pure of the file system: `bench-xquad.ts` reads the data and writes
 * the results. A yardstick that cannot index or rank a language (lunr-languages without a usable plugin for it, or
 * any yardstick that throws) is "not measured" there: null figures and its reason, never the end of the run.
 */
import { createEngine, DEFAULT_SETTINGS, type CairnIndex, type LanguageCalibration } from '../../src/engine/index.ts';
import { buildArticleIndex, type XquadArticle, type XquadLanguage, type XquadQuestion } from './xquad-corpus.ts';
import {
  auroc,
  groundedFigures,
  oracleThreshold,
  rankingFigures,
  rankOf,
  type GroundedFigures,
  type OracleFigures,
  type RankingFigures,
  type TopResult,
} from './xquad-metrics.ts';
import { originalOutcomes } from './xquad-original.ts';
import { lunrRanker, miniSearchRanker, yardstickOrReason, type Ranker, type Yardstick, type YardstickDoc } from './xquad-yardsticks.ts';
import { EVAL_AS_OF } from '../eval/eval-questions.ts';

/** Protocol B's cap on out-of-corpus questions answered, for the after-the-fact threshold. */
export const MAX_FALSE_SHARE = 0.05;
/** Calibrated refusal's other half: at least this share of in-corpus questions answered from their own paragraph. */
const MIN_CORRECT_SHARE = 0.8;
/** Ranks reported: MRR@10. */
export const DEPTH = 10;
/** Cairn and its yardsticks, in table order. */
export const SYSTEMS = ['cairn', 'minisearch', 'minisearch-title2', 'lunr'] as const;
/** One of `SYSTEMS`. */
export type SystemName = (typeof SYSTEMS)[number];

/**
 * One system's figures in one language. A system not measured there has `unavailable` (why) and null figures, so
 * the results file says "no figure" rather than leaving the reader to guess from a missing key.
 */
export interface SystemFigures {
  note?: string;
  unavailable?: string;
  retrieval: RankingFigures | null;
  grounded: {
    auroc: number | null;
    oracle: OracleFigures;
    shipped?: GroundedFigures;
    demo?: GroundedFigures;
    /** The original's refusal: the cosine alone, one global threshold (`ORIGINAL_THRESHOLD`). */
    before?: GroundedFigures;
    calibration?: LanguageCalibration;
    /** The shipped setting with the halves swapped (odd-numbered articles indexed): the same test on other data. */
    swapped?: GroundedFigures;
  } | null;
}

/** One language's sizes and every system's figures. */
export interface LanguageFigures {
  articles: number;
  paragraphs: number;
  questions: number;
  inCorpus: { articles: number; paragraphs: number; questions: number };
  outOfCorpusQuestions: number;
  systems: Record<SystemName, SystemFigures>;
}

/** Cairn ranking as the evaluation asks: no threshold, ten candidates, the question's own language only. */
function cairnRanker(index: CairnIndex, lang: string): Ranker {
  const engine = createEngine(index, { threshold: 0, candidates: DEPTH, crossLanguageFallback: false });
  return (question, limit) =>
    (engine.ask(question, { asOf: EVAL_AS_OF, lang, explain: true }).trace!.attempts[0]?.candidates ?? []).slice(0, limit).map((c) => ({ id: c.passage, score: c.score }));
}

/** Cairn's real outcomes at a threshold: `undefined` answers with the settings built into the index (the shipped defaults). */
function cairnOutcomes(index: CairnIndex, lang: string, questions: readonly XquadQuestion[], threshold: number | undefined) {
  const engine = createEngine(index, threshold === undefined ? {} : { threshold });
  return questions.map((q) => {
    const { outcome } = engine.ask(q.question, { asOf: EVAL_AS_OF, lang });
    return { answered: outcome.kind === 'answer', correct: outcome.kind === 'answer' && outcome.passages[0]?.id === q.paragraph };
  });
}

function docsOf(articles: readonly XquadArticle[]): YardstickDoc[] {
  return articles.flatMap((a) => a.paragraphs.map((body, i) => ({ id: `a${a.index}#${i + 1}`, title: a.title, body })));
}

function yardsticks(docs: readonly YardstickDoc[], lang: string): Record<Exclude<SystemName, 'cairn'>, Yardstick> {
  return {
    minisearch: yardstickOrReason('MiniSearch', lang, () => miniSearchRanker(docs, 1)),
    'minisearch-title2': yardstickOrReason('MiniSearch', lang, () => miniSearchRanker(docs, 2)),
    lunr: yardstickOrReason('lunr', lang, () => lunrRanker(docs, lang)),
  };
}

const notMeasured = (reason: string): SystemFigures => ({ unavailable: reason, retrieval: null, grounded: null });

function rankers(articles: readonly XquadArticle[], lang: string): Record<SystemName, Yardstick> {
  return { cairn: { ranker: cairnRanker(buildArticleIndex(articles, lang), lang) }, ...yardsticks(docsOf(articles), lang) };
}

/**
 * Protocols A and B for every system in one language; `demoThreshold` is the engine's one global default, measured
 * beside the shipped (calibrated) setting. A yardstick that throws while ranking is recorded as not measured, with
 * its error; Cairn is not shielded so: a failure of Cairn's is a bug to see, not a gap in a table.
 */
export function measureLanguage({ lang, articles }: XquadLanguage, demoThreshold: number): LanguageFigures {
  const questions = articles.flatMap((a) => a.questions);
  const even = articles.filter((a) => a.index % 2 === 0);
  const inCorpus = even.flatMap((a) => a.questions);
  const outOfCorpus = articles.filter((a) => a.index % 2 === 1).flatMap((a) => a.questions);
  const all = rankers(articles, lang);
  const evenOnly = rankers(even, lang);
  const evenIndex = buildArticleIndex(even, lang);
  const systems = {} as Record<SystemName, SystemFigures>;
  /** Protocol A with the ranker of every paragraph (`a`), protocol B's top scores with the even articles' (`b`). */
  const rankedFigures = (a: { ranker: Ranker; note?: string }, b: { ranker: Ranker }): SystemFigures => {
    const retrieval = rankingFigures(questions.map((q) => rankOf(a.ranker(q.question, DEPTH), q.paragraph)));
    const inTop: TopResult[] = inCorpus.map((q) => {
      const top = b.ranker(q.question, 1)[0];
      return { score: top?.score ?? null, correct: top?.id === q.paragraph };
    });
    const outTop = outOfCorpus.map((q) => b.ranker(q.question, 1)[0]?.score ?? null);
    const grounded: SystemFigures['grounded'] = {
      auroc: auroc(inTop.filter((q) => q.correct).map((q) => q.score!), outTop.map((s) => s ?? 0)),
      oracle: oracleThreshold(inTop, outTop, MAX_FALSE_SHARE),
    };
    return { ...(a.note === undefined ? {} : { note: a.note }), retrieval, grounded };
  };
  for (const name of SYSTEMS) {
    const a = all[name];
    const b = evenOnly[name];
    if ('unavailable' in a || 'unavailable' in b) {
      systems[name] = notMeasured('unavailable' in a ? a.unavailable : (b as { unavailable: string }).unavailable);
      continue;
    }
    if (name !== 'cairn') {
      try {
        systems[name] = rankedFigures(a, b);
      } catch (error) {
        systems[name] = notMeasured(`${name} failed on "${lang}": ${(error as Error).message.split('\n')[0]}`);
      }
      continue;
    }
    const { retrieval, grounded } = rankedFigures(a, b);
    const oddIndex = buildArticleIndex(articles.filter((a) => a.index % 2 === 1), lang);
    systems.cairn = {
      retrieval,
      grounded: {
        ...grounded!,
        shipped: groundedFigures(cairnOutcomes(evenIndex, lang, inCorpus, undefined), cairnOutcomes(evenIndex, lang, outOfCorpus, undefined)),
        calibration: evenIndex.calibration.languages[lang],
        demo: groundedFigures(cairnOutcomes(evenIndex, lang, inCorpus, demoThreshold), cairnOutcomes(evenIndex, lang, outOfCorpus, demoThreshold)),
        before: groundedFigures(originalOutcomes(evenIndex, lang, inCorpus), originalOutcomes(evenIndex, lang, outOfCorpus)),
        swapped: groundedFigures(cairnOutcomes(oddIndex, lang, outOfCorpus, undefined), cairnOutcomes(oddIndex, lang, inCorpus, undefined)),
      },
    };
  }
  return {
    articles: articles.length,
    paragraphs: articles.reduce((n, a) => n + a.paragraphs.length, 0),
    questions: questions.length,
    inCorpus: { articles: even.length, paragraphs: even.reduce((n, a) => n + a.paragraphs.length, 0), questions: inCorpus.length },
    outOfCorpusQuestions: outOfCorpus.length,
    systems,
  };
}

/** One of the targets in one language: met or missed, with the figures behind the verdict. */
export interface TargetCheck {
  lang: string;
  target: string;
  met: boolean;
  detail: string;
}

/** A figure to 4 decimals, or "—" for none. */
export const f4 = (n: number | null | undefined): string => (n === null || n === undefined ? '—' : n.toFixed(4));
/** A figure to 3 decimals, or "—" for none. */
export const f3 = (n: number | null | undefined): string => (n === null || n === undefined ? '—' : n.toFixed(3));

/**
 * The targets, per language, against the yardsticks that could be measured there. Where none could, a
 * comparison with them is vacuously met and says so.
 */
export function checkTargets(lang: string, figures: LanguageFigures): TargetCheck[] {
  const cairn = figures.systems.cairn;
  const peers = SYSTEMS.filter((s) => s !== 'cairn' && figures.systems[s].retrieval !== null).map((s) => ({ name: s, ...figures.systems[s] }));
  const best = (pick: (s: SystemFigures) => number) =>
    peers.reduce<{ name: string; value: number } | null>((b, p) => (b === null || pick(p) > b.value ? { name: p.name, value: pick(p) } : b), null);
  const vs = (b: { name: string; value: number } | null) => (b === null ? 'no yardstick measured' : `${b.name} ${f3(b.value)}`);
  const p1 = best((s) => s.retrieval!.p1);
  const mrr = best((s) => s.retrieval!.mrr10);
  const oracle = best((s) => s.grounded!.oracle.correct);
  const shipped = cairn.grounded!.shipped!;
  return [
    {
      lang,
      target: 'A: Cairn ahead of every yardstick on P@1 and MRR@10',
      met: cairn.retrieval!.p1 > (p1?.value ?? -1) && cairn.retrieval!.mrr10 > (mrr?.value ?? -1),
      detail: `P@1 ${f3(cairn.retrieval!.p1)} vs ${vs(p1)}; MRR@10 ${f3(cairn.retrieval!.mrr10)} vs ${vs(mrr)}`,
    },
    {
      lang,
      target: `B: with the shipped setting (false_answer_rate ${DEFAULT_SETTINGS.falseAnswerRate}, calibrated per language), false answers ≤ ${MAX_FALSE_SHARE * 100}% and correct ≥ best yardstick at its oracle`,
      met: shipped.falseAnswers <= MAX_FALSE_SHARE && shipped.correct >= (oracle?.value ?? -1),
      detail: `false ${f3(shipped.falseAnswers)}, correct ${f3(shipped.correct)} vs ${vs(oracle)}${oracle === null ? '' : ' (at its oracle threshold)'}`,
    },
    {
      lang,
      target: `B: with the shipped setting, false answers ≤ ${MAX_FALSE_SHARE * 100}% and in-corpus questions answered correctly ≥ ${MIN_CORRECT_SHARE * 100}% (calibrated refusal)`,
      met: shipped.falseAnswers <= MAX_FALSE_SHARE && shipped.correct >= MIN_CORRECT_SHARE,
      detail: `false ${f3(shipped.falseAnswers)}, correct ${f3(shipped.correct)}`,
    },
  ];
}

/** The results as one fixed-width table, a row per language and system; a system not measured says so. */
export function renderTable(results: Record<string, LanguageFigures>, demoThreshold: number): string {
  const head = [
    'lang', 'system', 'P@1', 'R@5', 'MRR@10', 'AUROC', 'oracle >', 'correct', 'wrong', 'false',
    'shipped correct', 'wrong', 'refused', 'false', `@${demoThreshold} correct`, 'wrong', 'false', 'before correct', 'refused', 'false',
  ];
  const widths = [4, 17, 6, 6, 6, 6, 9, 7, 6, 6, 14, 6, 7, 6, 14, 6, 6, 14, 7, 6];
  const row = (cells: readonly string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  const lines = [row(head)];
  for (const [lang, figures] of Object.entries(results)) {
    for (const name of SYSTEMS) {
      const s = figures.systems[name];
      if (s.unavailable !== undefined) {
        lines.push(row([lang, name, 'not measured', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '']));
        continue;
      }
      const r = s.retrieval!;
      const g = s.grounded!;
      lines.push(
        row([
          lang, name, f3(r.p1), f3(r.r5), f3(r.mrr10), f3(g.auroc),
          g.oracle.above === null ? 'any' : f4(g.oracle.above), f3(g.oracle.correct), f3(g.oracle.wrong), f3(g.oracle.falseAnswers),
          f3(g.shipped?.correct), f3(g.shipped?.wrong), f3(g.shipped?.refused), f3(g.shipped?.falseAnswers),
          f3(g.demo?.correct), f3(g.demo?.wrong), f3(g.demo?.falseAnswers),
          f3(g.before?.correct), f3(g.before?.refused), f3(g.before?.falseAnswers),
        ]),
      );
    }
  }
  return lines.join('\n');
}
