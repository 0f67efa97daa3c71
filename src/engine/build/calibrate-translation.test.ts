import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { calibrateTranslation, TRANSLATED_RATE_SHARE, translatedRate } from './calibrate.ts';
import { prepareIndex } from '../answer/prepare-index.ts';
import { DEFAULT_SETTINGS, type Settings } from '../format/settings.ts';
import { translatedThresholdsOf } from '../format/thresholds.ts';
import { createEngine } from '../answer/create-engine.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

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
  ...Array.from({ length: translated }, (_, d) => [file(`t${d}-en`, 'en', `t${d}`, body(d)), file(`t${d}-qaa`, 'qaa', `t${d}`, reversed(body(d)))]).flat(),
  ...[10, 11, 12].map((d) => file(`only${d}-en`, 'en', undefined, body(d))),
];
const SETTINGS: Settings = { ...DEFAULT_SETTINGS, threshold: null };

describe('calibrating a path through the lexicon', () => {
  // Built by the first test that needs it, not while the file is collected (see calibrate.test.ts).
  let built: ReturnType<typeof buildIndex>['index'];
  const indexOf = () => (built ??= buildIndex(corpus(5), SETTINGS).index!);

  it('calibrates the path into the language with untranslated pages, and only that one', () => {
    expect(Object.keys(indexOf().calibration.translations)).toEqual(['qaa>en']);
    // At half the rate (2.5%): 1 of the 50 windows scores the threshold against a page it is not about.
    expect(indexOf().calibration.translations['qaa>en']).toEqual({
      threshold: 0.0766,
      source: 'calibrated',
      documents: 5,
      windows: 50,
      otherDocumentRate: 0.02,
      ownDocumentRate: 1,
      quantiles: { p50: 0.0686, p90: 0.073, p95: 0.0765, p99: 0.0822 },
    });
    expect(SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE).toBe(0.025);
  });

  it('is what calibrateTranslation gives for the path, and undefined for the path with nothing to reach', () => {
    const prepared = prepareIndex(indexOf());
    expect(calibrateTranslation(prepared, 'qaa', 'en', SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE)).toEqual(indexOf().calibration.translations['qaa>en']);
    expect(calibrateTranslation(prepared, 'en', 'qaa', SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE)).toBeUndefined();
    // No lexicon, or a language the index does not have: no path.
    for (const [from, to] of [['qaa', 'qac'], ['qac', 'en'], ['en', 'en']] as const) expect(calibrateTranslation(prepared, from, to, 0.025)).toBeUndefined();
  });

  it('splits the half rate between the paths out of one language: a fallback searches them all at once', () => {
    // A third language ("q" before every word) translated like the made-up one, with a page of its own to reach.
    const prefixed = (text: string) => text.replace(/[a-z]+/g, (w) => `q${w}`);
    const three = buildIndex(
      [
        ...corpus(5),
        ...Array.from({ length: 5 }, (_, d) => file(`t${d}-qab`, 'qab', `t${d}`, prefixed(body(d)))),
        file('only13-qab', 'qab', undefined, prefixed(body(13))),
      ],
      SETTINGS,
    ).index!;
    expect(Object.keys(three.lexicon).sort()).toEqual(['en|qaa', 'en|qab', 'qaa|qab']);
    const prepared = prepareIndex(three);
    // Two paths out of qaa (into en and qab): each at a quarter of the rate.
    const quarter = (SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE) / 2;
    expect([translatedRate(three.lexicon, 'qaa', 0.05), translatedRate(three.lexicon, 'en', 0.05), translatedRate({ 'en|qaa': [] }, 'qaa', 0.05)]).toEqual([0.0125, 0.0125, 0.025]);
    expect(three.calibration.translations['qaa>en']).toEqual(calibrateTranslation(prepared, 'qaa', 'en', quarter));
    expect(three.calibration.translations['qaa>qab']).toEqual(calibrateTranslation(prepared, 'qaa', 'qab', quarter));
    expect(three.calibration.translations['qaa>en']).not.toEqual(calibrateTranslation(prepared, 'qaa', 'en', quarter * 2));
  });

  it('needs three translated documents, however many windows two of them have', () => {
    expect(buildIndex(corpus(2), SETTINGS).index!.calibration.translations).toEqual({});
    // Two translated pages of 30 one-window paragraphs each: 60 windows, and still no path; a third page makes one.
    const long = (translated: number) =>
      buildIndex(
        [
          ...Array.from({ length: translated }, (_, d) => {
            const text = Array.from({ length: 30 }, (_, n) => sentence(d, n)).join('\n\n');
            return [file(`t${d}-en`, 'en', `t${d}`, text), file(`t${d}-qaa`, 'qaa', `t${d}`, reversed(text))];
          }).flat(),
          ...[10, 11, 12].map((d) => file(`only${d}-en`, 'en', undefined, body(d))),
        ],
        SETTINGS,
      ).index!.calibration.translations;
    expect(long(2)).toEqual({});
    expect(Object.keys(long(3))).toEqual(['qaa>en']);
  });

  it('decides the path\'s threshold unless the operator set one for the passage language', () => {
    const path = indexOf().calibration.translations['qaa>en']!;
    expect(translatedThresholdsOf(indexOf(), SETTINGS)).toEqual({ 'qaa>en': { value: path.threshold, source: 'calibrated' } });
    expect(translatedThresholdsOf(indexOf(), { ...SETTINGS, threshold: 0.2 })).toEqual({ 'qaa>en': { value: 0.2, source: 'retrieval.threshold' } });
    expect(translatedThresholdsOf(indexOf(), { ...SETTINGS, thresholdByLanguage: { en: 0.3 } })).toEqual({ 'qaa>en': { value: 0.3, source: 'retrieval.threshold_by_language' } });
  });

  it('is the threshold a carried question is judged by, and explain shows it beside the languages\'', () => {
    const question = reversed(`${word(12)} ${word(600)} ${word(601)} ${word(602)}`);
    const { trace } = createEngine(indexOf()).ask(question, { asOf: AS_OF, lang: 'qaa', explain: true });
    const path = indexOf().calibration.translations['qaa>en']!;
    expect(trace!.thresholds).toEqual({
      en: { value: indexOf().calibration.languages.en!.threshold, source: 'calibrated' },
      qaa: { value: indexOf().calibration.languages.qaa!.threshold, source: 'calibrated' },
      'qaa>en': { value: path.threshold, source: 'calibrated' },
    });
    const carried = trace!.attempts[1]!.candidates.filter((c) => c.lang === 'en');
    expect(carried.length).toBeGreaterThan(0);
    for (const c of carried) expect(c.verdict).toBe(c.score >= path.threshold ? 'accept' : 'reject');
  });
});
