/**
 * The threshold's calibration, re-measured on every test run against the demo corpus, through the same path the
 * CLI uses (read the corpus, build, answer). Prints both band edges so a drift is visible in every test log.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, createEngine } from '../../src/engine/index.ts';
import { IN_CORPUS_PROBES, MISRANKED_PROBES, OFF_TOPIC_PROBES } from './calibration-probes.ts';
import { EVAL_AS_OF } from './eval-questions.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';

const { config, corpusDir } = loadConfig({});
const engine = createEngine(buildIndex(readCorpus(corpusDir), config.settings).index!);
const thresholdOf = (lang: string) => engine.thresholds[lang]!.value;

function firstAttempt(question: string, lang: string) {
  return engine.ask(question, { lang, explain: true, asOf: EVAL_AS_OF }).trace!.attempts[0]!.candidates;
}

function bestScoreAnywhere(question: string, lang: string): number {
  const trace = engine.ask(question, { lang, explain: true, asOf: EVAL_AS_OF }).trace!;
  return Math.max(0, ...trace.attempts.flatMap((attempt) => attempt.candidates.map((c) => c.score)));
}

/** A long document of pseudo-words (a glossary nobody asks about), deterministic, of about `bytes` bytes. */
function longDocument(bytes: number): string {
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const syllables = ['ba', 'ko', 'ri', 'mu', 'te', 'sa', 'lo', 'ne', 'vi', 'da', 'pu', 'ge'];
  const words = Array.from({ length: 3000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * 12)]).join(''));
  const paragraphs: string[] = [];
  for (let size = 0; size < bytes; size += paragraphs[paragraphs.length - 1]!.length + 2) {
    paragraphs.push(`${Array.from({ length: 60 }, () => words[Math.floor(random() ** 2 * words.length)]).join(' ')}.`);
  }
  return `---\nid: reference-en\ntitle: Reference\nlang: en\n---\n\n${paragraphs.join('\n\n')}\n`;
}

describe('calibration with one long document', () => {
  it('keeps the English threshold within 0.05 of its value when a 190 KB document joins seven short ones', () => {
    const settings = { ...config.settings, threshold: null };
    const files = readCorpus(corpusDir);
    const without = buildIndex(files, settings).index!.calibration.languages.en!.threshold;
    const withLong = buildIndex([...files, { path: 'reference-en.md', bytes: new TextEncoder().encode(longDocument(190_000)) }], settings).index!;
    const calibration = withLong.calibration.languages.en!;
    console.log(`English threshold: ${without} without the long document, ${calibration.threshold} with it (${calibration.windows} windows of ${calibration.documents} documents)`);
    // Windows in proportion to text let the long document's windows decide: 0.2053 → 0.0658 before the fix.
    expect(Math.abs(calibration.threshold - without)).toBeLessThanOrEqual(0.05);
    expect(calibration.documents).toBe(8);
  });
});

describe('calibration of retrieval.threshold on the demo corpus', () => {
  it('has the probe counts the issue asks for, across English, Spanish and Arabic', () => {
    expect(IN_CORPUS_PROBES.length).toBeGreaterThanOrEqual(15);
    expect(OFF_TOPIC_PROBES.length).toBeGreaterThanOrEqual(20);
    expect([...new Set(IN_CORPUS_PROBES.map((p) => p.lang))].sort()).toEqual(['ar', 'en', 'es']);
  });

  it.each(IN_CORPUS_PROBES.map((p) => [p.question, p]))('ranks the answering passage first and accepts it: %s', (_q, probe) => {
    const [top] = firstAttempt(probe.question, probe.lang);
    expect(top?.passage).toBe(probe.answer);
    expect(top!.score).toBeGreaterThanOrEqual(thresholdOf(probe.lang));
  });

  it.each(OFF_TOPIC_PROBES.map((p) => [p.question, p]))('keeps an off-topic question below the threshold: %s', (_q, probe) => {
    const trace = engine.ask(probe.question, { lang: probe.lang, explain: true, asOf: EVAL_AS_OF }).trace!;
    // Below the threshold of each candidate's own language, in every attempt (the fallback included).
    const accepted = trace.attempts.flatMap((a) => a.candidates).filter((c) => c.score >= thresholdOf(c.lang));
    expect(accepted).toEqual([]);
  });

  it.each(MISRANKED_PROBES.map((p) => [p.question, p]))('still misranks a known lexical hard case the same way: %s', (_q, probe) => {
    const candidates = firstAttempt(probe.question, probe.lang);
    expect(candidates[0]!.passage).toBe(probe.rankedFirst);
    expect(candidates.map((c) => c.passage)).toContain(probe.answer);
  });

  it('prints, per language, the two band edges and the margin on each side of its threshold', () => {
    for (const lang of ['ar', 'en', 'es']) {
      const inBand = IN_CORPUS_PROBES.filter((p) => p.lang === lang).map((p) => firstAttempt(p.question, p.lang)[0]!.score);
      const offBand = OFF_TOPIC_PROBES.filter((p) => p.lang === lang).map((p) => bestScoreAnywhere(p.question, p.lang));
      const weakestIn = Math.min(...inBand);
      const strongestOff = Math.max(...offBand);
      const threshold = thresholdOf(lang);
      console.log(
        `calibration ${lang}: in-corpus ${weakestIn.toFixed(4)}–${Math.max(...inBand).toFixed(4)}, off-topic 0–${strongestOff.toFixed(4)}, ` +
          `threshold ${threshold} (${engine.thresholds[lang]!.source}; margin ${(threshold - strongestOff).toFixed(4)} above off-topic, ${(weakestIn - threshold).toFixed(4)} below in-corpus)`,
      );
      expect(weakestIn).toBeGreaterThan(strongestOff);
    }
  });
});
