import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { calibrateTranslation, TRANSLATED_RATE_SHARE } from './calibrate.ts';
import { prepareIndex } from '../answer/prepare-index.ts';
import { DEFAULT_SETTINGS, type Settings } from '../format/settings.ts';
import { translatedThresholdsOf } from '../format/thresholds.ts';
import { createEngine } from '../answer/create-engine.ts';

// A made-up language whose words are the English-like ones reversed: the lexicon learns every pair it sees twice.
// Each page has words of its own and shares a few with every other, as an agency's pages do.
const word = (i: number) => `k${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 26) % 26]}${'aeiou'[i % 5]}${'bdfgklmnprst'[i % 12]}${'aeiou'[Math.floor(i / 5) % 5]}`;
const reversed = (text: string) => text.replace(/[a-z]+/g, (w) => [...w].reverse().join(''));
const sentence = (d: number, n: number) =>
  [0, 1, 2, 3].map((k) => word(100 + d * 40 + ((n * 4 + k) % 20))).concat([0, 1].map((k) => word((d * 3 + n * 7 + k) % 30))).join(' ') + '.';
const body = (d: number) => Array.from({ length: 10 }, (_, n) => sentence(d, n)).join('\n\n');
const file = (id: string, lang: string, key: string | undefined, text: string) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: Page ${id}\nlang: ${lang}\n${key === undefined ? '' : `translation_key: ${key}\n`}---\n\n${text}\n`),
});
const corpus = (translated: number) => [
  ...Array.from({ length: translated }, (_, d) => [file(`t${d}-en`, 'en', `t${d}`, body(d)), file(`t${d}-xx`, 'xx', `t${d}`, reversed(body(d)))]).flat(),
  ...[10, 11, 12].map((d) => file(`only${d}-en`, 'en', undefined, body(d))),
];
const SETTINGS: Settings = { ...DEFAULT_SETTINGS, threshold: null };

describe('calibrating a path through the lexicon', () => {
  const index = buildIndex(corpus(5), SETTINGS).index!;

  it('calibrates the path into the language with untranslated pages, and only that one', () => {
    expect(Object.keys(index.calibration.translations)).toEqual(['xx>en']);
    // At half the rate (2.5%): 1 of the 50 windows scores the threshold against a page it is not about.
    expect(index.calibration.translations['xx>en']).toEqual({
      threshold: 0.0949,
      source: 'calibrated',
      documents: 5,
      windows: 50,
      otherDocumentRate: 0.02,
      ownDocumentRate: 1,
      quantiles: { p50: 0.0852, p90: 0.0906, p95: 0.0949, p99: 0.1018 },
    });
    expect(SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE).toBe(0.025);
  });

  it('is what calibrateTranslation gives for the path, and undefined for the path with nothing to reach', () => {
    const prepared = prepareIndex(index);
    expect(calibrateTranslation(prepared, 'xx', 'en', SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE)).toEqual(index.calibration.translations['xx>en']);
    expect(calibrateTranslation(prepared, 'en', 'xx', SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE)).toBeUndefined();
  });

  it('needs three translated documents', () => {
    expect(buildIndex(corpus(2), SETTINGS).index!.calibration.translations).toEqual({});
  });

  it('decides the path\'s threshold unless the operator set one for the passage language', () => {
    const path = index.calibration.translations['xx>en']!;
    expect(translatedThresholdsOf(index, SETTINGS)).toEqual({ 'xx>en': { value: path.threshold, source: 'calibrated' } });
    expect(translatedThresholdsOf(index, { ...SETTINGS, threshold: 0.2 })).toEqual({ 'xx>en': { value: 0.2, source: 'retrieval.threshold' } });
    expect(translatedThresholdsOf(index, { ...SETTINGS, thresholdByLanguage: { en: 0.3 } })).toEqual({ 'xx>en': { value: 0.3, source: 'retrieval.threshold_by_language' } });
  });

  it('is the threshold a carried question is judged by, and explain shows it beside the languages\'', () => {
    const question = reversed(`${word(12)} ${word(600)} ${word(601)} ${word(602)}`);
    const { trace } = createEngine(index).ask(question, { lang: 'xx', explain: true });
    const path = index.calibration.translations['xx>en']!;
    expect(trace!.thresholds).toEqual({
      en: { value: index.calibration.languages.en!.threshold, source: 'calibrated' },
      xx: { value: index.calibration.languages.xx!.threshold, source: 'calibrated' },
      'xx>en': { value: path.threshold, source: 'calibrated' },
    });
    const carried = trace!.attempts[1]!.candidates.filter((c) => c.lang === 'en');
    expect(carried.length).toBeGreaterThan(0);
    for (const c of carried) expect(c.verdict).toBe(c.score >= path.threshold ? 'accept' : 'reject');
  });
});
