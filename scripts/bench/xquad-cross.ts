/**
 * XQuAD protocol C, cross-language: a question asked in a language the answering document was never translated
 * into. XQuAD is parallel (the same articles in every language), so it can play an agency that translated half its
 * pages: the even-numbered articles are indexed in English and in language L, sharing a `translation_key` (what
 * the lexicon learns from); the articles numbered 1 mod 4 are indexed in English only (what the L questions must
 * find); those numbered 3 mod 4 are not indexed at all (their L questions should be refused). Every passage is in
 * the one index the product builds, so a question can also go wrong in L's own half, as a resident's can.
 *
 * Measured, for the L questions of the English-only half: P@1 (the best English passage, no threshold) and the
 * outcome with the shipped thresholds (correct / wrong / refused), with the learned lexicon and with it emptied (the
 * fallback as it was: shared tokens only); false answers on the out-of-corpus L questions; and beside them English
 * P@1 on the same questions asked in English.
 */
import { buildIndex, DEFAULT_SETTINGS, createEngine, indexDigest, type CairnIndex, type Engine, type SourceFile } from '../../src/engine/index.ts';
import type { TargetCheck } from './xquad-measure.ts';
import { escapeMarkdown, type XquadArticle, type XquadLanguage, type XquadQuestion } from './xquad-corpus.ts';
import { EVAL_AS_OF } from '../eval/eval-questions.ts';

/** Which part an article plays, by its position in the file. */
export function roleOf(index: number): 'learning' | 'test' | 'out-of-corpus' {
  return index % 2 === 0 ? 'learning' : index % 4 === 1 ? 'test' : 'out-of-corpus';
}

/** Outcome shares of a question set. */
export interface OutcomeShares {
  correct: number;
  wrong: number;
  refused: number;
}

export interface CrossLanguageRun {
  /** The best English passage is the question's own paragraph, no threshold. */
  p1: number;
  /** With the shipped (calibrated) thresholds. */
  shipped: OutcomeShares;
  /** Share of out-of-corpus questions answered, shipped thresholds. */
  falseAnswers: number;
  /**
   * The part of `falseAnswers` quoting an English passage: the fallback's own false answers. The rest quote L's
   * translated half, which the question's own language searches first, as a resident's would (its threshold is L's own
   * calibration, the one protocol B measures).
   */
  falseAcross: number;
}

export interface CrossLanguageFigures {
  lang: string;
  learningArticles: number;
  testQuestions: number;
  outOfCorpusQuestions: number;
  /** Term pairs the build learned between English and L. */
  lexiconEntries: number;
  /** The test questions asked in English: P@1 among the English passages. */
  monolingualP1: number;
  lexicon: CrossLanguageRun;
  sharedTokens: CrossLanguageRun;
}

function documentFile(article: XquadArticle, lang: string, translated: boolean): SourceFile {
  const front = [`id: a${article.index}-${lang}`, `title: ${JSON.stringify(article.title)}`, `lang: ${lang}`, ...(translated ? [`translation_key: a${article.index}`] : [])];
  return {
    path: `${lang}/a${article.index}.md`,
    bytes: new TextEncoder().encode(`---\n${front.join('\n')}\n---\n\n${article.paragraphs.map(escapeMarkdown).join('\n\n')}\n`),
  };
}

/** The corpus of protocol C for English and `other`: built with the product's build, lexicon and calibration. */
export function crossLanguageIndex(english: XquadLanguage, other: XquadLanguage): CairnIndex {
  const files: SourceFile[] = [];
  for (const article of english.articles) {
    const role = roleOf(article.index);
    if (role !== 'out-of-corpus') files.push(documentFile(article, english.lang, role === 'learning'));
  }
  for (const article of other.articles) if (roleOf(article.index) === 'learning') files.push(documentFile(article, other.lang, true));
  const { index, errors } = buildIndex(files, DEFAULT_SETTINGS);
  if (index === undefined) throw new Error(`bench:xquad protocol C: the build failed: ${errors.map((e) => e.message).join('; ')}`);
  return index;
}

const englishParagraph = (q: XquadQuestion, english: string) => q.paragraph.replace('#', `-${english}#`);

/** The best passage in `target` the engine's last search ranked, no threshold deciding. */
function bestIn(engine: Engine, question: string, lang: string, target: string): string | undefined {
  const trace = engine.ask(question, { asOf: EVAL_AS_OF, lang, explain: true }).trace!;
  return trace.attempts[trace.attempts.length - 1]!.candidates.find((c) => c.lang === target)?.passage;
}

function run(index: CairnIndex, english: string, other: string, test: readonly XquadQuestion[], outside: readonly XquadQuestion[]): CrossLanguageRun {
  // Ranking: the question's own language can accept nothing (a threshold above any score), English everything, so the
  // search reaches English through the same fallback path a resident's question takes.
  const ranking = createEngine(index, { thresholdByLanguage: { [other]: 2, [english]: 0 } });
  const shipped = createEngine(index);
  let p1 = 0;
  const shares = { correct: 0, wrong: 0, refused: 0 };
  for (const q of test) {
    const expected = englishParagraph(q, english);
    if (bestIn(ranking, q.question, other, english) === expected) p1++;
    const outcome = shipped.ask(q.question, { asOf: EVAL_AS_OF, lang: other }).outcome;
    if (outcome.kind !== 'answer') shares.refused++;
    else if (outcome.passages[0]?.id === expected) shares.correct++;
    else shares.wrong++;
  }
  let falseAnswers = 0;
  let falseAcross = 0;
  for (const q of outside) {
    const outcome = shipped.ask(q.question, { asOf: EVAL_AS_OF, lang: other }).outcome;
    if (outcome.kind !== 'answer') continue;
    falseAnswers++;
    if (outcome.passages[0]!.lang !== other) falseAcross++;
  }
  const n = test.length;
  return {
    p1: p1 / n,
    shipped: { correct: shares.correct / n, wrong: shares.wrong / n, refused: shares.refused / n },
    falseAnswers: outside.length === 0 ? 0 : falseAnswers / outside.length,
    falseAcross: outside.length === 0 ? 0 : falseAcross / outside.length,
  };
}

/** Protocol C for one language other than English. */
export function measureCrossLanguage(english: XquadLanguage, other: XquadLanguage): CrossLanguageFigures {
  const index = crossLanguageIndex(english, other);
  const { lexicon: _learned, ...rest } = index;
  const withoutLexicon: CairnIndex = { ...rest, lexicon: {}, digest: indexDigest({ ...rest, lexicon: {} }) };
  const questionsOf = (role: ReturnType<typeof roleOf>, language: XquadLanguage) =>
    language.articles.filter((a) => roleOf(a.index) === role).flatMap((a) => a.questions);
  const test = questionsOf('test', other);
  const outside = questionsOf('out-of-corpus', other);
  const englishRanking = createEngine(index, { thresholdByLanguage: { [english.lang]: 0 }, crossLanguageFallback: false });
  const englishTest = questionsOf('test', english);
  const monolingual = englishTest.filter((q) => bestIn(englishRanking, q.question, english.lang, english.lang) === englishParagraph(q, english.lang)).length;
  const pair = english.lang < other.lang ? `${english.lang}|${other.lang}` : `${other.lang}|${english.lang}`;
  return {
    lang: other.lang,
    learningArticles: other.articles.filter((a) => roleOf(a.index) === 'learning').length,
    testQuestions: test.length,
    outOfCorpusQuestions: outside.length,
    lexiconEntries: index.lexicon[pair]?.length ?? 0,
    monolingualP1: monolingual / englishTest.length,
    lexicon: run(index, english.lang, other.lang, test, outside),
    sharedTokens: run(withoutLexicon, english.lang, other.lang, test, outside),
  };
}

/** The targets: P@1 at least this share of monolingual English P@1 (es, de: 0.8; others 0.5), false ≤ 5%. */
export function crossLanguageTargets(figures: CrossLanguageFigures): TargetCheck[] {
  const wanted = figures.lang === 'es' || figures.lang === 'de' ? 0.8 : 0.5;
  const ratio = figures.lexicon.p1 / figures.monolingualP1;
  return [
    {
      lang: figures.lang,
      target: `C: P@1 with the lexicon ≥ ${wanted * 100}% of monolingual English P@1`,
      met: ratio >= wanted,
      detail: `P@1 ${figures.lexicon.p1.toFixed(3)} = ${(ratio * 100).toFixed(0)}% of ${figures.monolingualP1.toFixed(3)} (shared tokens only: ${figures.sharedTokens.p1.toFixed(3)})`,
    },
    {
      lang: figures.lang,
      target: 'C: out-of-corpus questions answered ≤ 5% with the lexicon',
      met: figures.lexicon.falseAnswers <= 0.05,
      detail: `false ${figures.lexicon.falseAnswers.toFixed(3)}, of which through the fallback ${figures.lexicon.falseAcross.toFixed(3)} (shared tokens only: ${figures.sharedTokens.falseAnswers.toFixed(3)}, ${figures.sharedTokens.falseAcross.toFixed(3)})`,
    },
  ];
}

/** One line per language and run. */
export function renderCrossLanguage(results: Readonly<Record<string, CrossLanguageFigures>>): string {
  const f = (n: number) => n.toFixed(3);
  const lines = ['protocol C (cross-language): lang, run, P@1, English P@1, shipped correct / wrong / refused, out-of-corpus answered (of which from English passages), lexicon pairs'];
  for (const figures of Object.values(results)) {
    for (const [name, run] of [['lexicon', figures.lexicon], ['shared tokens', figures.sharedTokens]] as const) {
      lines.push(
        `  ${figures.lang}  ${name.padEnd(13)}  P@1 ${f(run.p1)}  (English ${f(figures.monolingualP1)})  ${f(run.shipped.correct)} / ${f(run.shipped.wrong)} / ${f(run.shipped.refused)}  false ${f(run.falseAnswers)} (${f(run.falseAcross)})  ${name === 'lexicon' ? figures.lexiconEntries : 0}`,
      );
    }
  }
  return lines.join('\n');
}
