/**
 * `npm run bench:xquad [-- --data DIR]`: Cairn on real multilingual data nobody here wrote, beside MiniSearch and
 * lunr + lunr-languages on the same passages and questions. Reads every `xquad.<lang>.json` in DIR (default
 * ../shared/xquad beside the repository), prints one table and writes the figures to bench/results/xquad.json.
 * Run by hand; `npm test` never needs the data.
 *
 * Protocol A, retrieval: every paragraph indexed (one document per article, one passage per paragraph); for each
 * question, P@1, R@5 and MRR@10 of its own paragraph.
 * Protocol B, grounded or silent: only the even-numbered articles indexed; their questions should be answered
 * from their own paragraph, the odd-numbered articles' questions refused. Cairn is measured with its shipped
 * setting (thresholds calibrated per language), with the halves swapped, at its one global default, and as the
 * original was ("before": cosine alone at 0.165); every system also at the "oracle" threshold an operator would
 * choose per language after seeing the answers (false answers ≤ 5%), and by the AUROC of its top score.
 * Protocol C, cross-language (xquad-cross.ts): half the articles translated, a quarter in English only, a quarter
 * out of the corpus; questions asked in the other language, with the lexicon the build learns from the translated
 * half and without it.
 * A yardstick that has nothing for a language (lunr-languages without a usable plugin, as for Thai or Hindi) is
 * "not measured" there, in the table and as null figures in the file; the other systems are measured as usual.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalJson, DEFAULT_SETTINGS, round4, DEFAULT_THRESHOLD } from '../../src/engine/index.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { readXquad } from './xquad-corpus.ts';
import { checkTargets, DEPTH, f3, MAX_FALSE_SHARE, measureLanguage, renderTable, SYSTEMS, type LanguageFigures, type TargetCheck } from './xquad-measure.ts';
import { ORIGINAL_THRESHOLD } from './xquad-original.ts';
import { crossLanguageTargets, measureCrossLanguage, renderCrossLanguage, type CrossLanguageFigures } from './xquad-cross.ts';

const USAGE = `usage: npm run bench:xquad [-- --data DIR]

  --data DIR   the folder holding xquad.<lang>.json files (default: ../shared/xquad beside the repository)`;

const RESULTS_FILE = join(PROJECT_ROOT, 'bench/results/xquad.json');

/** Every number to 4 decimals, so the file's bytes depend on the figures only. */
function roundNumbers(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : round4(value);
  if (Array.isArray(value)) return value.map(roundNumbers);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundNumbers(v)]));
  return value;
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

function main(argv: string[]): number {
  let data: string;
  try {
    const { values } = parseArgs({ args: argv, options: { data: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    data = values.data === undefined ? resolve(PROJECT_ROOT, '../shared/xquad') : resolve(values.data);
  } catch (error) {
    console.error(`bench:xquad: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  const demoThreshold = DEFAULT_THRESHOLD;
  const languages = readXquad(data);
  const results: Record<string, LanguageFigures> = {};
  const targets: TargetCheck[] = [];
  for (const language of languages) {
    const t = performance.now();
    results[language.lang] = measureLanguage(language, demoThreshold);
    targets.push(...checkTargets(language.lang, results[language.lang]!));
    console.error(`${language.lang}: measured in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const first = Object.values(results)[0]!;
  console.log(
    `XQuAD — ${languages.map((l) => l.lang).join(', ')}: ${first.paragraphs} paragraphs, ${first.questions} questions per language; ` +
      `protocol B: ${first.inCorpus.paragraphs} paragraphs of ${first.inCorpus.articles} even-numbered articles, ` +
      `${first.inCorpus.questions} in-corpus and ${first.outOfCorpusQuestions} out-of-corpus questions`,
  );
  console.log(renderTable(results, demoThreshold));
  console.log(
    `P@1, R@5, MRR@10: protocol A. AUROC: top score, correct answers against out-of-corpus questions. oracle: the per-language threshold ` +
      `chosen after the fact to hold false answers ≤ ${MAX_FALSE_SHARE * 100}% (answer when the top score is above it); ` +
      `shipped: Cairn's shipped setting, each language's threshold calibrated from the corpus at false_answer_rate ${DEFAULT_SETTINGS.falseAnswerRate}; @${demoThreshold}: the engine's one global default, what a language too small to calibrate gets (uncalibrated); ` +
      `before: the original's refusal, ranked by the cosine alone and answering at ${ORIGINAL_THRESHOLD}. ` +
      'correct/wrong/refused: shares of in-corpus questions; false: share of out-of-corpus questions answered.',
  );
  for (const [lang, figures] of Object.entries(results)) {
    for (const name of SYSTEMS) {
      const s = figures.systems[name];
      if (s.note !== undefined || s.unavailable !== undefined) console.log(`note ${lang} ${name}: ${s.unavailable ?? s.note}`);
    }
  }
  for (const [lang, figures] of Object.entries(results)) {
    const swapped = figures.systems.cairn.grounded?.swapped;
    if (swapped) {
      console.log(
        `swapped ${lang}: protocol B with the halves swapped (odd-numbered articles indexed), shipped setting: ` +
          `correct ${f3(swapped.correct)}, wrong ${f3(swapped.wrong)}, refused ${f3(swapped.refused)}, false ${f3(swapped.falseAnswers)}`,
      );
    }
  }
  const english = languages.find((l) => l.lang === 'en');
  const crossLanguage: Record<string, CrossLanguageFigures> = {};
  if (english !== undefined) {
    for (const language of languages) {
      if (language.lang === 'en') continue;
      const t = performance.now();
      crossLanguage[language.lang] = measureCrossLanguage(english, language);
      targets.push(...crossLanguageTargets(crossLanguage[language.lang]!));
      console.error(`${language.lang}: protocol C measured in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    console.log(renderCrossLanguage(crossLanguage));
  }
  for (const t of targets) console.log(`target ${t.met ? 'MET   ' : 'MISSED'} ${t.lang} ${t.target}: ${t.detail}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`whole run ${seconds.toFixed(1)} s`);
  const file = {
    command: 'npm run bench:xquad -- --data ../shared/xquad',
    data: 'XQuAD (Artetxe, Ruder and Yogatama 2020), CC BY-SA 4.0, read at run time',
    versions: { node: process.version, minisearch: packageVersion('minisearch'), lunr: packageVersion('lunr'), 'lunr-languages': packageVersion('lunr-languages') },
    settings: {
      falseAnswerRate: DEFAULT_SETTINGS.falseAnswerRate,
      defaultThreshold: demoThreshold,
      originalThreshold: ORIGINAL_THRESHOLD,
      maxFalseAnswerShare: MAX_FALSE_SHARE,
      depth: DEPTH,
    },
    languages: results,
    crossLanguage,
    targets,
  };
  mkdirSync(join(PROJECT_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(JSON.parse(canonicalJson(roundNumbers(file))), null, 2)}\n`);
  console.log(`wrote ${RESULTS_FILE}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
