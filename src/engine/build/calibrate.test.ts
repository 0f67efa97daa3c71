import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { buildReport, formatWarning } from './build-report.ts';
import { DEFAULT_THRESHOLD } from '../format/thresholds.ts';
import { isSpaceless, MAX_WINDOWS, MIN_DOCUMENTS, MIN_WINDOWS, tooLittleText, WINDOW_CLUSTER_STRIDE, WINDOW_CLUSTERS, WINDOW_TERM_STRIDE, WINDOW_TERMS, windowBudget, windowStarts } from './calibrate.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { createEngine } from '../answer/create-engine.ts';
import { serializeIndex, type CairnIndex, type IndexedPassage } from '../format/index-format.ts';
import { isSpacelessChar } from '../text/scripts.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

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

describe('tooLittleText', () => {
  it('names only what is short of the least calibration needs', () => {
    expect(tooLittleText({ windows: 45, documents: 2 })).toBe('2 documents, where it needs 3');
    expect(tooLittleText({ windows: 39, documents: 3 })).toBe('39 question-sized pieces of text, where it needs 40');
    expect(tooLittleText({ windows: 1, documents: 1 })).toBe('1 document and 1 question-sized piece of text, where it needs 3 and 40');
  });
});

describe('windowStarts', () => {
  it('starts a window every stride units while a whole window fits, and keeps a shorter run whole', () => {
    expect(windowStarts(24, 6, 4)).toEqual([0, 4, 8, 12, 16]);
    expect(windowStarts(6, 6, 4)).toEqual([0]);
    expect(windowStarts(3, 6, 4)).toEqual([0]);
    expect(windowStarts(0, 6, 4)).toEqual([]);
  });

  it('is how the shipped sizes cut: six scoring terms at a stride of four, eighteen clusters at a stride of twelve', () => {
    expect([WINDOW_TERMS, WINDOW_TERM_STRIDE, WINDOW_CLUSTERS, WINDOW_CLUSTER_STRIDE]).toEqual([6, 4, 18, 12]);
    expect(windowStarts(30, WINDOW_CLUSTERS, WINDOW_CLUSTER_STRIDE)).toEqual([0, 12]);
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

describe('calibrate: more documents than windows', () => {
  it(`samples ${MAX_WINDOWS} documents evenly, one window each, when a language has more`, () => {
    // 2,500 one-paragraph documents, each of six words of its own (so no window is repeated or answered elsewhere).
    const word = (n: number) => Array.from({ length: 6 }, (_, i) => 'bcdfghklmnprstvz'[Math.floor(n / 16 ** i) % 16]).join('') + 'a';
    const files = Array.from({ length: 2500 }, (_, d) => ({
      path: `d${String(d).padStart(4, '0')}.md`,
      bytes: new TextEncoder().encode(`---\nid: d${String(d).padStart(4, '0')}\ntitle: Notice\nlang: en\n---\n\n${Array.from({ length: 6 }, (_, w) => word(d * 6 + w)).join(' ')}.\n`),
    }));
    const calibration = buildIndex(files, DEFAULT_SETTINGS).index!.calibration.languages.en!;
    expect(calibration.windows).toBe(MAX_WINDOWS);
    expect(calibration.documents).toBe(MAX_WINDOWS);
  });

  const word = (n: number) => Array.from({ length: 6 }, (_, i) => 'bcdfghklmnprstvz'[Math.floor(n / 16 ** i) % 16]).join('') + 'a';
  const file = (d: number, front: string, body: string) => ({
    path: `d${String(d).padStart(4, '0')}.md`,
    bytes: new TextEncoder().encode(`---\nid: d${String(d).padStart(4, '0')}\ntitle: Notice\nlang: en\n${front}---\n\n${body}\n`),
  });
  const ownWords = (d: number) => Array.from({ length: 6 }, (_, w) => word(d * 6 + w)).join(' ') + '.';

  it('never spends the budget on a document with no window', () => {
    // Every other document says only "A." (no term at all): 1,250 documents have a window, all sampled.
    const files = Array.from({ length: 2500 }, (_, d) => file(d, '', d % 2 === 0 ? ownWords(d) : 'A.'));
    const calibration = buildIndex(files, DEFAULT_SETTINGS).index!.calibration.languages.en!;
    expect(calibration.windows).toBe(1250);
  });

  it('takes a document\'s window from its first passage that has one', () => {
    // Every other document opens with a passage of no term; its window is in its second passage.
    const files = Array.from({ length: 2500 }, (_, d) => file(d, '', d % 2 === 0 ? ownWords(d) : `## A\n\nA.\n\n## B\n\n${ownWords(d)}`));
    const built = buildIndex(files, DEFAULT_SETTINGS).index!;
    expect(built.passages.filter((p) => p.doc === 'd0001').map((p) => p.body)).toEqual(['A.', ownWords(1)]);
    const calibration = built.calibration.languages.en!;
    expect(calibration.windows).toBe(MAX_WINDOWS);
    expect(calibration.documents).toBe(MAX_WINDOWS);
  });

  it('takes a family\'s window from its first version that has one, not from a later one', () => {
    // 2,400 documents in 1,200 families of two versions. First versions: words of their own. Second versions (in force
    // together): the same words as the other family of their pair, so a window cut from one is text the corpus repeats,
    // and set aside. Cut from the first versions, every family's window is kept.
    const files = Array.from({ length: 2400 }, (_, d) => {
      const second = d % 2 === 1;
      const front = second ? `effective_from: 2026-01-01\nsupersedes: [d${String(d - 1).padStart(4, '0')}]\n` : 'effective_until: 2025-12-31\n';
      return file(d, front, second ? ownWords(100_000 + Math.floor(d / 4)) : ownWords(d));
    });
    const calibration = buildIndex(files, DEFAULT_SETTINGS).index!.calibration.languages.en!;
    expect(calibration.source).toBe('calibrated');
    expect(calibration.windows).toBe(1200);
  });

  it('counts a family of dated versions as one document when documents are thinned', () => {
    // 2,400 documents in 1,200 families of two versions: one window per family, from its first version.
    const files = Array.from({ length: 2400 }, (_, d) =>
      file(
        d,
        d % 2 === 0 ? 'effective_until: 2025-12-31\n' : `effective_from: 2026-01-01\nsupersedes: [d${String(d - 1).padStart(4, '0')}]\n`,
        ownWords(d),
      ),
    );
    const calibration = buildIndex(files, DEFAULT_SETTINGS).index!.calibration.languages.en!;
    expect(calibration.windows).toBe(1200);
    expect(calibration.documents).toBe(1200);
  });
});

describe('calibrate (through buildIndex)', () => {
  // Built inside the tests that use it, not while the file is collected: a build that throws then fails those tests
  // (and a mutation run counts the mutant killed) instead of leaving the file with no tests at all.
  let built: CairnIndex | undefined;
  const index = () => (built ??= buildIndex(corpus(), DEFAULT_SETTINGS).index!);
  const calibration = () => index().calibration.languages.en!;

  it('calibrates a language with enough documents, holding the sample\'s false-answer share at or under the rate', () => {
    expect(calibration().source).toBe('calibrated');
    expect(calibration().documents).toBe(8);
    // A calibrated language is nothing to warn about (nor, given, the contact).
    expect(buildIndex(corpus(), { ...DEFAULT_SETTINGS, contact: 'Call 311.' }).warnings).toEqual([]);
    // Each passage: 40 words, 26 of them topic words that score (the filler is in every passage, so suppressed);
    // windows of 6 scoring terms start at 0, 4, …, 20: six per passage, 32 passages.
    expect(calibration().windows).toBe(192);
    expect(calibration().otherDocumentRate).toBeLessThanOrEqual(0.05);
    // The threshold sits just above the sample's 95th percentile: rounded up, never below it.
    expect(calibration().threshold).toBeGreaterThan(calibration().quantiles!.p95);
    expect(calibration().threshold - calibration().quantiles!.p95).toBeLessThanOrEqual(0.0002);
  });

  it('is what the engine answers with when no threshold is configured, and explain says so', () => {
    const engine = createEngine(index());
    expect(engine.thresholds.en).toEqual({ value: calibration().threshold, source: 'calibrated' });
    expect(engine.ask('harbor ferry tickets', { asOf: AS_OF, explain: true }).trace!.thresholds).toEqual({ en: { value: calibration().threshold, source: 'calibrated' } });
  });

  it('yields to an explicit threshold, global or per language, and says which one decided', () => {
    expect(createEngine(index(), { threshold: 0.3 }).thresholds.en).toEqual({ value: 0.3, source: 'retrieval.threshold' });
    expect(createEngine(index(), { threshold: 0.3, thresholdByLanguage: { en: 0.12 } }).thresholds.en).toEqual({ value: 0.12, source: 'retrieval.threshold_by_language' });
  });

  it('moves with the target rate: a stricter rate gives a higher threshold', () => {
    const strict = buildIndex(corpus(), { ...DEFAULT_SETTINGS, falseAnswerRate: 0.01 }).index!.calibration.languages.en!;
    expect(strict.threshold).toBeGreaterThanOrEqual(calibration().threshold);
    expect(strict.otherDocumentRate).toBeLessThanOrEqual(0.01);
  });

  it('leaves text another document repeats word for word out of the sample', () => {
    const shared = 'Every program here asks for proof of address and photo identification before any payment is made to anyone.';
    const repeated = buildIndex(corpus(TOPICS.map(() => `\n${shared}\n`)), DEFAULT_SETTINGS).index!.calibration.languages.en!;
    // Each document gained one passage of two windows, all shared with the other seven documents.
    expect(repeated.windows).toBe(calibration().windows);
  });

  it('gives identical bytes on a rebuild', () => {
    expect(serializeIndex(buildIndex(corpus(), DEFAULT_SETTINGS).index!)).toBe(serializeIndex(index()));
  });

  it('cuts windows of grapheme clusters where the script has no spaces, counting them before any are tokenized', () => {
    // Each document its own 60 Han characters, so no bigram is common enough to be suppressed.
    const han = (d: number, from: number, count: number) => Array.from({ length: count }, (_, i) => String.fromCodePoint(0x4e00 + d * 100 + from + i)).join('');
    const files = [0, 1, 2].map((d) => ({
      path: `z${d}.md`,
      // Two paragraphs of 30 clusters each (the space is not a cluster): windows start at 0 and 12, two per passage.
      bytes: new TextEncoder().encode(`---\nid: z${d}\ntitle: 文${d}\nlang: zh\n---\n\n${han(d, 0, 15)} ${han(d, 15, 15)}\n\n${han(d, 30, 30)}\n`),
    }));
    const zh = buildIndex(files, DEFAULT_SETTINGS).index!.calibration.languages.zh!;
    expect([zh.windows, zh.documents, zh.source]).toEqual([12, 3, 'default']);
  });

  it('tells a script written without spaces by its letters alone, more than half of them', () => {
    const han = (d: number, count: number) => Array.from({ length: count }, (_, i) => String.fromCodePoint(0x4e00 + d * 100 + i)).join('');
    const windowsOf = (body: (d: number) => string) =>
      buildIndex(
        [0, 1, 2].map((d) => ({ path: `m${d}.md`, bytes: new TextEncoder().encode(`---\nid: m${d}\ntitle: 文${d}\nlang: zh\n---\n\n${body(d)}\n`) })),
        DEFAULT_SETTINGS,
      ).index!.calibration.languages.zh!.windows;
    // 30 Han characters and 40 digits: digits are no letters, so this is Chinese; 70 clusters cut at 0, 12, 24, 36, 48.
    expect(windowsOf((d) => `${han(d, 30)} ${String(d + 1).repeat(40)}`)).toBe(15);
    // 20 Han characters and 20 Latin letters, exactly half: written with spaces. 19 bigrams and 4 words, cut at 0, 4, …, 16.
    const latin = (d: number) => ['abcde', 'fghij', 'klmno', 'pqrst'].map((w) => w.replace(/./gu, (c) => String.fromCharCode(c.charCodeAt(0) + d))).join(' ');
    expect(windowsOf((d) => `${han(d, 20)} ${latin(d)}`)).toBe(15);
  });

  it(`calibrates from exactly ${MIN_WINDOWS} windows of ${MIN_DOCUMENTS} documents, and not from one fewer of either`, () => {
    // Every passage six words no other passage has: one window each, never repeated, never too common.
    let next = 0;
    const letters = 'bcdfghjklmnpqrstvwxz';
    const unique = () => Array.from({ length: 6 }, () => {
      const n = next++;
      return 'a' + [n % 20, Math.floor(n / 20) % 20, Math.floor(n / 400) % 20, 0].map((i) => letters[i]).join('');
    }).join(' ');
    const corpusOf = (counts: number[], repeated = '') =>
      counts.map((count, d) => ({
        path: `u${d}.md`,
        bytes: new TextEncoder().encode(`---\nid: u${d}\ntitle: T${d}\nlang: en\n---\n\n${Array.from({ length: count }, unique).join('\n\n')}${d < 2 ? repeated : ''}\n`),
      }));
    const calibrationOf = (counts: number[], repeated?: string) => {
      const c = buildIndex(corpusOf(counts, repeated), DEFAULT_SETTINGS).index!.calibration.languages.en!;
      return [c.source, c.windows, c.documents];
    };
    expect(calibrationOf([13, 13, 14])).toEqual(['calibrated', MIN_WINDOWS, MIN_DOCUMENTS]);
    expect(calibrationOf([13, 13, 13])).toEqual(['default', MIN_WINDOWS - 1, MIN_DOCUMENTS]);
    expect(calibrationOf([20, 21])).toEqual(['default', MIN_WINDOWS + 1, MIN_DOCUMENTS - 1]);
    // 41 windows cut, two of them text two documents share: 39 left to calibrate from.
    expect(calibrationOf([13, 13, 13], `\n\n${unique()}`)).toEqual(['default', MIN_WINDOWS - 1, MIN_DOCUMENTS]);
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

describe('isSpaceless', () => {
  // The rule as first written: every code point tested with the regular expressions.
  const reference = (bodies: readonly string[]) => {
    let spaceless = 0;
    let letters = 0;
    for (const body of bodies) {
      for (const char of body) {
        if (!/\p{L}/u.test(char)) continue;
        letters++;
        if (isSpacelessChar(char)) spaceless++;
      }
    }
    return spaceless * 2 > letters;
  };
  const passagesOf = (bodies: readonly string[]) => bodies.map((body) => ({ body }) as IndexedPassage);
  const piece = fc.constantFrom('Harbor ', 'ayuda ', 'crédito ', 'مساعدة ', '住房补贴', 'ひらがな', 'ภาษาไทย', '한국어 ', '𠀀𠀁', '\ud800', '\udc00x', '123 ', '!? ', 'ÆØÅ ', 'azAZ ', '@[`{ ', 'zZ');

  it('counts as the rule reads every code point, across ASCII, other scripts, astral characters and lone surrogates', () => {
    fc.assert(
      fc.property(fc.array(fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')), { maxLength: 5 }), (bodies) => {
        expect(isSpaceless(passagesOf(bodies))).toBe(reference(bodies));
      }),
      { numRuns: 2000, seed: 3 },
    );
  });

  it.each([
    ['English', ['Apply for the housing grant.'], false],
    ['Chinese', ['住房补贴申请'], true],
    ['Chinese with as many Latin letters', ['住房补贴 abcd'], false],
    ['Chinese with fewer Latin letters', ['住房补贴 abc'], true],
    ['astral Han', ['𠀀𠀁𠀂 ab'], true],
  ])('%s', (_name, bodies, expected) => {
    expect(isSpaceless(passagesOf(bodies))).toBe(expected);
  });
});

describe('calibrate: a language whose every window another document answers as well', () => {
  // Found by a blind review's fuzzer (89 generated documents in two languages): every Spanish window was answered
  // elsewhere, and the quantile of an empty sample threw a TypeError out of buildIndex.
  it('builds, with that language at the default threshold and a warning, instead of throwing', () => {
    const fixture = JSON.parse(readFileSync(new URL('./testdata/every-window-answered-elsewhere.json', import.meta.url), 'utf8')) as {
      files: Array<{ path: string; text: string }>;
      settings: typeof DEFAULT_SETTINGS;
    };
    // With a contact in each language: no warning of the settings'.
    const settings = { ...fixture.settings, contact: 'Call 311.', contactByLanguage: { es: 'Llame al 311.' } };
    const built = buildIndex(fixture.files.map((f) => ({ path: f.path, bytes: new TextEncoder().encode(f.text) })), settings);
    expect(built.errors).toEqual([]);
    expect(built.index!.calibration.languages.es).toEqual({ threshold: DEFAULT_THRESHOLD, source: 'default', documents: 0, windows: 0, otherDocumentRate: null, ownDocumentRate: null, quantiles: null });
    // English keeps one window of 179 that nothing else answers: too few to take a quantile of (it used to be calibrated
    // from that one), so not calibrated either.
    expect(built.index!.calibration.languages.en).toEqual({ threshold: DEFAULT_THRESHOLD, source: 'default', documents: 1, windows: 1, otherDocumentRate: null, ownDocumentRate: null, quantiles: null });
    // The warning gives the reason: not too little text, but text that other documents repeat or answer.
    const advice = `(needs ${MIN_WINDOWS} from ${MIN_DOCUMENTS}), so it uses the default ${DEFAULT_THRESHOLD}; documents that say the same things cannot show where answers end: add documents on other topics, or set retrieval.threshold_by_language`;
    // The fuzzer's random dates and titles draw the dates' warnings, on its documents; then the calibration's.
    expect(built.warnings.map(formatWarning)).toEqual([
      'd15-en.md:6: warning: "supersedes" names "d4-es", a document in "es", and this one is in "en": it ends "d4-es" and leaves the "en" version in force; name the document in its own language it replaces',
      'd0-es.md:5: warning: takes effect on 2023-07-01, replacing nothing, and d3-es.md, with the same title ("solicitar solicitar"), is in force that day too: if it replaces d3-es.md, add "supersedes: d3-es"',
      'd1-en.md:5: warning: takes effect on 2023-08-01, replacing nothing, and d38-en.md, with the same title ("school apply"), is in force that day too: if it replaces d38-en.md, add "supersedes: d38-en"',
      `cairn.toml: warning: language "en" cannot calibrate its threshold: 178 of its 179 windows repeat another document's text or are answered as well by another document, leaving 1 window from 1 document ${advice}`,
      `cairn.toml: warning: language "es" cannot calibrate its threshold: 146 of its 146 windows repeat another document's text or are answered as well by another document, leaving 0 windows from 0 documents ${advice}`,
    ]);
    expect(buildReport(built.index!, built.warnings.length, built.lexicon, { path: 'index.json', bytes: 1, gzipped: 1 }).filter((line) => line.includes('threshold    '))).toEqual([
      '  threshold    en 0.123 (default); not calibrated: too little text (1 document and 1 question-sized piece of text, where it needs 3 and 40)',
      '  threshold    es 0.123 (default); not calibrated: too little text (0 documents and 0 question-sized pieces of text, where it needs 3 and 40)',
    ]);
  });
});
