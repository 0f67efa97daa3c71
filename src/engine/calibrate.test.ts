import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { DEFAULT_THRESHOLD, MIN_DOCUMENTS, windowBudget, windowsOf } from './calibrate.ts';
import { DEFAULT_SETTINGS } from './config.ts';
import { createEngine } from './engine.ts';
import { serializeIndex } from './index-format.ts';

// A deterministic corpus: eight documents in English, each with its own topic words and shared filler.
const TOPICS = ['harbor ferry schedule tickets', 'library books renewal cards', 'parking permits zones meters', 'recycling bins pickup glass',
  'vaccination clinic appointments nurses', 'voting ballots polling stations', 'swimming pool lessons lifeguards', 'snow plowing sidewalks salt'];
const FILLER = ['residents', 'county', 'office', 'weekday', 'morning', 'information', 'service', 'request', 'form', 'staff'];

function paragraph(topic: string, n: number): string {
  const words = topic.split(' ');
  return Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? FILLER[(i + n) % FILLER.length]! : words[(i * 7 + n) % words.length]!)).join(' ') + '.';
}

function corpus(extra: string[] = []) {
  return TOPICS.map((topic, d) => ({
    path: `d${d}.md`,
    bytes: new TextEncoder().encode(
      `---\nid: d${d}\ntitle: ${topic.split(' ')[0]}\nlang: en\n---\n\n${[0, 1, 2, 3].map((n) => paragraph(topic, n)).join('\n\n')}\n${extra[d] ?? ''}`,
    ),
  }));
}

describe('windowsOf', () => {
  it('cuts ten-word windows at a stride of seven, or keeps a short passage whole', () => {
    const words = Array.from({ length: 24 }, (_, i) => `w${i}`).join(' ');
    expect(windowsOf(words, false)).toEqual([
      'w0 w1 w2 w3 w4 w5 w6 w7 w8 w9',
      'w7 w8 w9 w10 w11 w12 w13 w14 w15 w16',
      'w14 w15 w16 w17 w18 w19 w20 w21 w22 w23',
    ]);
    expect(windowsOf('only three words', false)).toEqual(['only three words']);
  });

  it('cuts eighteen-cluster windows at a stride of twelve in text without spaces', () => {
    const text = '一二三四五六七八九十甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';
    expect(windowsOf(text, true)).toEqual([text.slice(0, 18), text.slice(12, 30)]);
  });
});

describe('windowBudget', () => {
  it.each([
    [55, 2000],
    [10_000, 2000],
    [20_000, 1000],
    [50_000, 400],
    [100_000, 400],
  ])('samples a language of %i passages with %i windows', (passages, windows) => {
    expect(windowBudget(passages)).toBe(windows);
  });
});

describe('calibrate (through buildIndex)', () => {
  const { index } = buildIndex(corpus(), DEFAULT_SETTINGS);
  const calibration = index!.calibration.languages.en!;

  it('calibrates a language with enough documents, holding the sample\'s false-answer share at or under the rate', () => {
    expect(calibration.source).toBe('calibrated');
    expect(calibration.documents).toBe(8);
    expect(calibration.windows).toBe(160);
    expect(calibration.otherDocumentRate).toBeLessThanOrEqual(0.05);
    // The threshold sits just above the sample's 95th percentile: rounded up, never below it.
    expect(calibration.threshold).toBeGreaterThan(calibration.quantiles!.p95);
    expect(calibration.threshold - calibration.quantiles!.p95).toBeLessThanOrEqual(0.0002);
  });

  it('is what the engine answers with when no threshold is configured, and explain says so', () => {
    const engine = createEngine(index!);
    expect(engine.thresholds.en).toEqual({ value: calibration.threshold, source: 'calibrated' });
    expect(engine.ask('harbor ferry tickets', { explain: true }).trace!.thresholds).toEqual({ en: { value: calibration.threshold, source: 'calibrated' } });
  });

  it('yields to an explicit threshold, global or per language, and says which one decided', () => {
    expect(createEngine(index!, { threshold: 0.3 }).thresholds.en).toEqual({ value: 0.3, source: 'retrieval.threshold' });
    expect(createEngine(index!, { threshold: 0.3, thresholdByLanguage: { en: 0.12 } }).thresholds.en).toEqual({ value: 0.12, source: 'retrieval.threshold_by_language' });
  });

  it('moves with the target rate: a stricter rate gives a higher threshold', () => {
    const strict = buildIndex(corpus(), { ...DEFAULT_SETTINGS, falseAnswerRate: 0.01 }).index!.calibration.languages.en!;
    expect(strict.threshold).toBeGreaterThanOrEqual(calibration.threshold);
    expect(strict.otherDocumentRate).toBeLessThanOrEqual(0.01);
  });

  it('leaves text another document repeats word for word out of the sample', () => {
    const shared = 'Every program here asks for proof of address and photo identification before any payment is made to anyone.';
    const repeated = buildIndex(corpus(TOPICS.map(() => `\n${shared}\n`)), DEFAULT_SETTINGS).index!.calibration.languages.en!;
    // Each document gained one passage of two windows, all shared with the other seven documents.
    expect(repeated.windows).toBe(calibration.windows);
  });

  it('gives identical bytes on a rebuild', () => {
    expect(serializeIndex(buildIndex(corpus(), DEFAULT_SETTINGS).index!)).toBe(serializeIndex(index!));
  });

  it(`falls back to ${DEFAULT_THRESHOLD} with fewer than ${MIN_DOCUMENTS} documents`, () => {
    const small = buildIndex(corpus().slice(0, MIN_DOCUMENTS - 1), DEFAULT_SETTINGS).index!;
    expect(small.calibration.languages.en!.source).toBe('default');
    expect(createEngine(small).thresholds.en).toEqual({ value: DEFAULT_THRESHOLD, source: 'default' });
  });
});

describe('buildIndex progress', () => {
  const files = [
    ...corpus(),
    { path: 'es.md', bytes: new TextEncoder().encode('---\nid: es\ntitle: Ayuda\nlang: es\n---\n\nLa ayuda paga la renta.\n') },
  ];
  const events: Array<[number, number, string]> = [];
  const withProgress = buildIndex(files, DEFAULT_SETTINGS, { onProgress: (done, total, stage) => events.push([done, total, stage]) });

  it('never changes the index', () => {
    expect(serializeIndex(withProgress.index!)).toBe(serializeIndex(buildIndex(files, DEFAULT_SETTINGS).index!));
  });

  it('runs the stages in order, each from 0 to its total: files, documents, then passages calibrated', () => {
    expect([...new Set(events.map(([, , stage]) => stage))]).toEqual(['parse', 'passages', 'calibrate']);
    const of = (stage: string) => events.filter(([, , s]) => s === stage);
    expect(of('parse').map(([done, total]) => [done, total])).toEqual(Array.from({ length: 10 }, (_, i) => [i, 9]));
    expect(of('passages').map(([done, total]) => [done, total])).toEqual(Array.from({ length: 10 }, (_, i) => [i, 9]));
    const calibrating = of('calibrate');
    expect(calibrating[0]).toEqual([0, 33, 'calibrate']);
    expect(calibrating.at(-1)).toEqual([33, 33, 'calibrate']);
    // Strictly rising: one report per whole passage reached, however many windows a passage holds.
    for (let i = 1; i < calibrating.length; i++) expect(calibrating[i]![0]).toBeGreaterThan(calibrating[i - 1]![0]);
    // The English windows move the bar through English's 32 passages before Spanish's one is reached.
    expect(calibrating.length).toBeGreaterThan(10);
  });

  it('stops reporting where a build with errors stops', () => {
    const stages: string[] = [];
    const broken = buildIndex([{ path: 'a.md', bytes: new TextEncoder().encode('no front matter') }], DEFAULT_SETTINGS, {
      onProgress: (done, total, stage) => stages.push(`${stage} ${done}/${total}`),
    });
    expect(broken.index).toBeUndefined();
    expect(stages).toEqual(['parse 0/1', 'parse 1/1']);
  });
});
