/**
 * `npm run bench:corpora [-- --data DIR]`: Cairn on two real agency sites (DIR/usagov, DIR/healthcare-gov; default
 * ../shared/corpora), beside MiniSearch and lunr + lunr-languages on the same passages, in one run. Writes
 * bench/results/corpora.json, and bench/results/corpora-other-page.json: a sample of answers quoting another page
 * than the question's own, for a reader to judge (verdicts in bench/judgements/corpora-other-page.json).
 *
 * For each corpus: its build time and index size; for each protocol (agency-corpora.ts) and language: Cairn's
 * shipped setting (correct, another page, refused), every system's P@1 with no threshold, and every yardstick at
 * its oracle threshold (the lowest that answers at most 5% of the off-topic questions); off-topic: XQuAD's English
 * and Spanish questions (Wikipedia trivia) asked of the corpus, the share answered. And a translation withheld
 * (withheld-translations.ts): Spanish questions whose Spanish page is left out, answered from the English one. Run by hand, not by npm test.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildIndex, canonicalJson, createEngine, round4, serializeIndex, type CairnIndex } from '../../src/engine/index.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { healthcareQuestions, usagovHeadings, type CorpusProtocol, type CorpusQuestion } from './agency-corpora.ts';
import { readXquad } from './xquad-corpus.ts';
import { withheldTranslations, type WithheldFigures } from './withheld-translations.ts';
import { oracleThreshold } from './xquad-metrics.ts';
import { lunrRanker, miniSearchRanker, type Yardstick } from './xquad-yardsticks.ts';
import { EVAL_AS_OF } from '../eval/eval-questions.ts';

const USAGE = `usage: npm run bench:corpora [-- --data DIR] [--xquad DIR]

  --data DIR    the folder holding usagov/ and healthcare-gov/ (default: ../shared/corpora beside the repository)
  --xquad DIR   XQuAD, whose questions are the off-topic ones (default: ../shared/xquad)`;

const RESULTS = join(PROJECT_ROOT, 'bench/results');
const SAMPLE_FILE = join(RESULTS, 'corpora-other-page.json');
const JUDGEMENTS_FILE = join(PROJECT_ROOT, 'bench/judgements/corpora-other-page.json');
const MAX_OFF_TOPIC = 0.05;
const SAMPLE_SIZE = 40;

/** What happened to one question under Cairn's shipped setting. */
type Verdict = 'correct' | 'other-page' | 'same-page' | 'related' | 'refused';

interface Judged {
  question: string;
  passage: string;
  answers: boolean;
}

function share(part: number, whole: number): number {
  return whole === 0 ? 0 : round4(part / whole);
}

/** The corpus as shipped: build time (median of three) and the index's size against its text. */
function measureBuild(corpusDir: string): { seconds: number; raw: number; gzipped: number; textGzipped: number; ratio: number; passages: number } {
  const { config } = loadConfig({ corpus: corpusDir });
  const files = readCorpus(corpusDir);
  const times: number[] = [];
  let index: CairnIndex | undefined;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    index = buildIndex(files, config.settings).index;
    times.push((performance.now() - start) / 1000);
  }
  const bytes = Buffer.from(serializeIndex(index!));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  const textGzipped = gzipSync(Buffer.from(index!.passages.map((p) => p.body).join('\n\n')), { level: 9 }).length;
  return { seconds: round4(times.sort((a, b) => a - b)[1]!), raw: bytes.length, gzipped, textGzipped, ratio: round4(gzipped / textGzipped), passages: index!.passages.length };
}

function yardsticksOf(index: CairnIndex, lang: string): Record<string, Yardstick> {
  const titles = new Map(index.documents.map((d) => [d.id, d.title]));
  const docs = index.passages.filter((p) => p.lang === lang).map((p) => ({ id: p.id, title: titles.get(p.doc)!, body: `${p.heading}\n${p.body}` }));
  return { minisearch: miniSearchRanker(docs, 1), lunr: lunrRanker(docs, lang) };
}

function measureProtocol(protocol: CorpusProtocol, offTopic: Record<string, string[]>, sample: Array<Record<string, string>>) {
  const { index } = protocol;
  const shipped = createEngine(index);
  const ranking = createEngine(index, { threshold: 0, crossLanguageFallback: false });
  const docOf = new Map(index.passages.map((p) => [p.id, p.doc]));
  const bodyOf = new Map(index.passages.map((p) => [p.id, p.body]));
  const result: Record<string, unknown> = {};
  for (const lang of [...new Set(protocol.questions.map((q) => q.lang))].sort()) {
    const questions = protocol.questions.filter((q) => q.lang === lang);
    const counts: Record<Verdict, number> = { correct: 0, 'other-page': 0, 'same-page': 0, related: 0, refused: 0 };
    for (const q of questions) {
      const { outcome } = shipped.ask(q.question, { asOf: EVAL_AS_OF, lang });
      const verdict = judge(q, outcome.kind === 'answer' ? outcome.passages[0]!.id : outcome.kind, docOf);
      counts[verdict]++;
      if (verdict === 'other-page' && outcome.kind === 'answer') {
        sample.push({ protocol: protocol.name, question: q.question, lang, passage: outcome.passages[0]!.id, title: outcome.passages[0]!.title, text: bodyOf.get(outcome.passages[0]!.id)! });
      }
    }
    const off = offTopic[lang] ?? [];
    const offAnswered = off.filter((question) => shipped.ask(question, { asOf: EVAL_AS_OF, lang }).outcome.kind === 'answer').length;
    const cairnTop = (question: string) => ranking.ask(question, { asOf: EVAL_AS_OF, lang, explain: true }).trace!.attempts[0]?.candidates[0];
    const p1 = questions.filter((q) => q.answers.includes(cairnTop(q.question)?.passage ?? '')).length;
    const systems: Record<string, unknown> = { cairn: { p1: share(p1, questions.length) } };
    for (const [name, yardstick] of Object.entries(yardsticksOf(index, lang))) {
      if ('unavailable' in yardstick) {
        systems[name] = { unavailable: yardstick.unavailable };
        continue;
      }
      const tops = questions.map((q) => {
        const top = yardstick.ranker(q.question, 1)[0];
        return { score: top?.score ?? null, correct: top !== undefined && q.answers.includes(top.id) };
      });
      const offScores = off.map((question) => yardstick.ranker(question, 1)[0]?.score ?? null);
      const oracle = oracleThreshold(tops, offScores, MAX_OFF_TOPIC);
      systems[name] = {
        p1: share(tops.filter((t) => t.correct).length, questions.length),
        oracle: { above: oracle.above, answered: round4(oracle.correct + oracle.wrong), correct: round4(oracle.correct), offTopicAnswered: round4(oracle.falseAnswers) },
      };
    }
    const answered = counts.correct + counts['other-page'] + counts['same-page'];
    result[lang] = {
      questions: questions.length,
      shipped: {
        threshold: shipped.thresholds[lang]?.value ?? null,
        answered: share(answered, questions.length),
        correct: share(counts.correct, questions.length),
        otherPage: share(counts['other-page'], questions.length),
        samePageOtherSection: share(counts['same-page'], questions.length),
        related: share(counts.related, questions.length),
        refused: share(counts.refused, questions.length),
        offTopicAnswered: share(offAnswered, off.length),
        offTopicQuestions: off.length,
      },
      systems,
    };
  }
  return result;
}

function judge(q: CorpusQuestion, quoted: string, docOf: ReadonlyMap<string, string>): Verdict {
  if (quoted === 'refusal') return 'refused';
  if (quoted === 'related') return 'related';
  if (q.answers.includes(quoted)) return 'correct';
  return docOf.get(quoted) === q.doc ? 'same-page' : 'other-page';
}

/** Every `n`-th item, from a list in a fixed order: a sample that does not depend on anyone's choice. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);
}

function main(argv: string[]): number {
  let values: { data?: string; xquad?: string; help?: boolean };
  try {
    values = parseArgs({ args: argv, options: { data: { type: 'string' }, xquad: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }).values;
  } catch (error) {
    console.error(`bench:corpora: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const data = resolve(values.data ?? join(PROJECT_ROOT, '../shared/corpora'));
  const xquad = resolve(values.xquad ?? join(PROJECT_ROOT, '../shared/xquad'));
  const offTopic: Record<string, string[]> = {};
  for (const language of readXquad(xquad).filter((l) => l.lang === 'en' || l.lang === 'es')) {
    offTopic[language.lang] = language.articles.flatMap((a) => a.questions.map((q) => q.question));
  }
  const sample: Array<Record<string, string>> = [];
  const figures: Record<string, unknown> = {};
  for (const [name, make] of [
    ['healthcare-gov', healthcareQuestions],
    ['usagov', usagovHeadings],
  ] as const) {
    const dir = join(data, name);
    const started = performance.now();
    const protocol = make(dir);
    figures[name] = { build: measureBuild(dir), protocol: measureProtocol(protocol, offTopic, sample), withheldTranslation: withheldTranslations(protocol) };
    console.error(`${name}: measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const picked = spread(sample, SAMPLE_SIZE);
  const judged = existsSync(JUDGEMENTS_FILE) ? (JSON.parse(readFileSync(JUDGEMENTS_FILE, 'utf8')) as Judged[]) : [];
  const verdictOf = (q: string, passage: string) => judged.find((j) => j.question === q && j.passage === passage)?.answers;
  const verdicts = picked.map((s) => verdictOf(s.question!, s.passage!)).filter((v) => v !== undefined);
  figures.otherPageSample = { size: picked.length, of: sample.length, judged: verdicts.length, judgedAnswering: share(verdicts.filter((v) => v).length, verdicts.length) };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'corpora.json'), `${JSON.stringify(JSON.parse(canonicalJson(figures)), null, 2)}\n`);
  writeFileSync(SAMPLE_FILE, `${JSON.stringify(picked, null, 2)}\n`);
  console.log(render(figures));
  return 0;
}

function render(figures: Record<string, unknown>): string {
  const lines: string[] = [];
  const f = (n: unknown) => (typeof n === 'number' ? n.toFixed(3) : '—');
  for (const name of ['healthcare-gov', 'usagov']) {
    const corpus = figures[name] as { build: ReturnType<typeof measureBuild>; protocol: Record<string, any>; withheldTranslation: WithheldFigures };
    const b = corpus.build;
    lines.push(`${name}: ${b.passages} passages, build ${b.seconds} s, index ${b.raw.toLocaleString('en-US')} bytes raw, ${b.gzipped.toLocaleString('en-US')} gzipped = ${b.ratio}× gzip(text)`);
    for (const [lang, r] of Object.entries(corpus.protocol)) {
      const s = r.shipped;
      const sys = r.systems;
      lines.push(
        `  ${lang} (${r.questions} questions, threshold ${s.threshold}): answered ${f(s.answered)} (correct ${f(s.correct)}, another page ${f(s.otherPage)}, same page other section ${f(s.samePageOtherSection)}), related ${f(s.related)}, refused ${f(s.refused)}; off-topic answered ${f(s.offTopicAnswered)} of ${s.offTopicQuestions}`,
        `     P@1 cairn ${f(sys.cairn.p1)}, minisearch ${f(sys.minisearch.p1)}, lunr ${f(sys.lunr.p1)}; at oracle (≤5% off-topic): minisearch answered ${f(sys.minisearch.oracle?.answered)} correct ${f(sys.minisearch.oracle?.correct)}, lunr answered ${f(sys.lunr.oracle?.answered)} correct ${f(sys.lunr.oracle?.correct)}`,
      );
    }
    const w = corpus.withheldTranslation;
    const shares = (x: WithheldFigures['lexicon']) => `correct ${f(x.correct)} / wrong ${f(x.wrong)} / refused ${f(x.refused)}`;
    lines.push(
      `  withheld translation (${w.pages} Spanish pages left out, ${w.questions} questions asked in Spanish; ${w.lexiconEntries} en–es lexicon pairs): ` +
        `whole corpus ${shares(w.monolingual)}; withheld, lexicon ${shares(w.lexicon)}; withheld, shared tokens only ${shares(w.sharedTokens)}`,
    );
  }
  const o = figures.otherPageSample as { size: number; of: number; judged: number; judgedAnswering: number };
  lines.push(`answers from another page: sample ${o.size} of ${o.of} (bench/results/corpora-other-page.json); judged ${o.judged}, of which answering ${f(o.judgedAnswering)}`);
  return lines.join('\n');
}

process.exitCode = main(process.argv.slice(2));
