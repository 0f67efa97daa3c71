/**
 * Calibration against a reference written from its definition, not from its code: every window of six scoring terms
 * cut from every passage, the windows another document in force with it repeats word for word set aside, each left
 * window scored against every passage by the engine's own retrieval (itself checked against a brute-force cosine in
 * create-engine.test.ts), windows another document answers about as well dropped, and the threshold read off a plain
 * weighted list. The corpus is generated with varied lengths, a sentence three documents repeat and a dated document
 * in two versions, so that every rule has work to do; the reference and the product must agree to the last digit.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { ANSWERED_ELSEWHERE, calibrateTranslation, MAX_WINDOWS, MIN_DOCUMENTS, MIN_WINDOWS, TRANSLATED_RATE_SHARE, WINDOW_CLUSTER_STRIDE, WINDOW_CLUSTERS, WINDOW_TERM_STRIDE, WINDOW_TERMS, windowStarts } from './calibrate.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import type { CairnIndex, LanguageCalibration } from '../format/index-format.ts';
import { overlaps, versionFamilies } from '../format/effective-dates.ts';
import { ceil4, round4 } from '../format/precision.ts';
import { prepareIndex } from '../answer/prepare-index.ts';
import { retrieve } from '../answer/retrieve.ts';
import { graphemeClusters, tokenize } from '../text/tokenize.ts';

/** A fixed pseudo-random sequence (a linear congruential generator): the corpus is the same on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

// Five-letter words, distinct in their five-letter stems: consonant-vowel-consonant-vowel-consonant.
const WORDS = Array.from({ length: 120 }, (_, i) => 'bdfgklmnprstvz'[i % 14]! + 'aeiou'[Math.floor(i / 14) % 5]! + 'bdfgklmnpr'[(i * 7) % 10]! + 'aeiou'[(i * 3) % 5]! + 'klmnr'[i % 5]!);
const SHARED_SENTENCE = 'Bring your proof of residence and your photo identification to the counter downstairs.';

/**
 * Seven documents of one to six paragraphs, some ending with a sentence three of them share, some carrying a phrase
 * of three to nine words copied from another document (so windows sit on every side of "half their shingles
 * repeated"), and one program in two dated versions.
 */
function corpus(seed: number, long = false) {
  const random = sequence(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const common = WORDS.slice(0, 30);
  // Every paragraph says "county" here and there: in most passages, so too common to score (suppressed), and left out
  // of every window — and of every shingle a passage is read for, or the text copied between documents would not
  // be found again.
  const paragraph = (own: readonly string[]) => {
    const words = Array.from({ length: 10 + Math.floor(random() * 25) }, () => (random() < 0.6 ? pick(own) : pick(common)));
    for (let n = 0; n < 1 + Math.floor(words.length / 5); n++) words.splice(Math.floor(random() * words.length), 0, 'county');
    return words;
  };
  const file = (id: string, front: string, body: string) => ({ path: `${id}.md`, bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: Topic ${id}\nlang: en\n${front}---\n\n${body}\n`) });
  const documents = Array.from({ length: 7 }, (_, d) => Array.from({ length: 1 + ((d * 5) % 6) }, () => paragraph(WORDS.slice(30 + d * 12, 42 + d * 12))));
  documents.forEach((paragraphs, d) => {
    for (const words of paragraphs) {
      if (random() < 0.5) continue;
      const from = pick(pick(documents.filter((_, other) => other !== d)));
      const length = 3 + Math.floor(random() * 7);
      const start = Math.floor(random() * Math.max(1, from.length - length));
      words.splice(Math.floor(random() * words.length), 0, ...from.slice(start, start + length));
    }
  });
  const text = (paragraphs: string[][]) => paragraphs.map((words) => words.join(' ') + '.').join('\n\n');
  // Some documents end with a line of one or two words: a window too short to hold a shingle.
  const files = documents.map((paragraphs, d) =>
    file(`d${d}`, '', text(paragraphs) + (d >= 1 && d <= 3 ? `\n\n${SHARED_SENTENCE}` : '') + (d % 2 === 0 ? `\n\n${pick(WORDS.slice(30 + d * 12, 42 + d * 12))} now.` : '')),
  );
  // One program in two versions: the same text but for one paragraph, never in force on the same day.
  const own = WORDS.slice(114, 120).concat(WORDS.slice(100, 106));
  const first = Array.from({ length: 3 }, () => paragraph(own));
  files.push(file('v2024', 'effective_from: 2024-01-01\n', text(first)));
  files.push(file('v2025', 'effective_from: 2025-01-01\nsupersedes: v2024\n', text([...first.slice(0, 2), paragraph(own)])));
  // A handbook far longer than the rest, in words of its own (too many for any to be common): more windows than one
  // document's share of the sample, so it is thinned.
  const handbook = Array.from({ length: 3000 }, (_, i) => `h${'abcdefghij'[i % 10]}${'klmnoprstu'[Math.floor(i / 10) % 10]}${'aeiouy'[Math.floor(i / 100) % 6]}${'bdgkz'[Math.floor(i / 600) % 5]}`);
  if (long) files.push(file('long', '', text(Array.from({ length: 400 }, () => paragraph(handbook)))));
  return files;
}

/** Weighted (1 − rate) quantile, best first: the first score where the weight at or above it passes the share. */
function quantile(sorted: ReadonlyArray<{ score: number; weight: number }>, share: number): number {
  const total = sorted.reduce((sum, s) => sum + s.weight, 0);
  let above = 0;
  for (const s of sorted) {
    above += s.weight;
    if (above > share * total * (1 + 1e-12)) return s.score;
  }
  return sorted[sorted.length - 1]!.score;
}

function reference(index: CairnIndex, lang: string, rate: number, spaceless = false): LanguageCalibration {
  const prepared = prepareIndex(index);
  const suppressed = new Set(index.languages[lang]!.suppressed);
  const passages = index.passages.filter((p) => p.lang === lang);
  const validity = new Map(index.documents.map((d) => [d.id, d.validity]));
  const together = (a: string, b: string) => overlaps(validity.get(a), validity.get(b));
  const scoring = (text: string) => tokenize(text).filter((t) => !suppressed.has(t));
  const shingles = (terms: readonly string[]) => terms.slice(0, Math.max(0, terms.length - 3)).map((_, i) => terms.slice(i, i + 4).join(' '));
  // Every document's windows, in order, each document's cut to an even share of the sample, evenly spaced.
  const docs = [...new Set(passages.map((p) => p.doc))];
  const cap = Math.ceil(MAX_WINDOWS / docs.length);
  const windows = docs.flatMap((doc) => {
    const all = passages
      .filter((p) => p.doc === doc)
      .flatMap((p) => {
        if (spaceless) {
          // Written without spaces: windows of 18 characters (grapheme clusters, spaces left out), their terms the bigrams.
          const clusters = graphemeClusters(p.body.replace(/\s/gu, ''));
          return windowStarts(clusters.length, WINDOW_CLUSTERS, WINDOW_CLUSTER_STRIDE).map((start) => ({ doc: p.doc, terms: scoring(clusters.slice(start, start + WINDOW_CLUSTERS).join('')) }));
        }
        const terms = scoring(p.body);
        return windowStarts(terms.length, WINDOW_TERMS, WINDOW_TERM_STRIDE).map((start) => ({ doc: p.doc, terms: terms.slice(start, start + WINDOW_TERMS) }));
      });
    return all.length <= cap ? all : Array.from({ length: cap }, (_, i) => all[Math.floor((i * all.length) / cap)]!);
  });
  const repeated = (w: { doc: string; terms: string[] }) => {
    const own = shingles(w.terms);
    const elsewhere = own.filter((s) => passages.some((p) => p.doc !== w.doc && together(p.doc, w.doc) && shingles(scoring(p.body)).includes(s)));
    return own.length > 0 && elsewhere.length * 2 >= own.length;
  };
  const scored = windows
    .filter((w) => w.terms.length > 0 && !repeated(w))
    .map((w) => {
      const candidates = retrieve(prepared, w.terms.map((term) => ({ term, word: term })), { languages: [lang], thresholdOf: () => 0, limit: 100_000 }).candidates;
      const best = (keep: (doc: string) => boolean) => Math.max(0, ...candidates.filter((c) => keep(c.passage.doc)).map((c) => c.score));
      return { doc: w.doc, own: best((d) => d === w.doc), other: best((d) => d !== w.doc && together(d, w.doc)) };
    })
    .filter((s) => !(s.other > 0 && s.other >= ANSWERED_ELSEWHERE * s.own));
  const families = versionFamilies(index.documents);
  return summary(scored, rate, familyShare(scored, families));
}

/** A window's weight: 1 / (its document's windows × the versions of its family that have windows). */
function familyShare(scored: ReadonlyArray<{ doc: string }>, families: ReadonlyMap<string, readonly string[]>) {
  const docs = new Set(scored.map((s) => s.doc));
  return (doc: string) => 1 / (scored.filter((s) => s.doc === doc).length * families.get(doc)!.filter((version) => docs.has(version)).length);
}

/** The threshold and its evidence from scored windows, each weighed by `weight`. */
function summary(scored: ReadonlyArray<{ doc: string; own: number; other: number }>, rate: number, weight: (doc: string) => number): LanguageCalibration {
  const others = scored.map((s) => ({ score: s.other, weight: weight(s.doc) }));
  const sorted = others.map((o, i) => ({ ...o, i })).sort((a, b) => b.score - a.score || a.i - b.i);
  const threshold = Math.min(1, ceil4(quantile(sorted, rate) + 1e-9));
  const share = (list: typeof others) => round4(list.filter((o) => o.score >= threshold).reduce((sum, o) => sum + o.weight, 0) / list.reduce((sum, o) => sum + o.weight, 0));
  return {
    threshold,
    source: 'calibrated',
    documents: new Set(scored.map((s) => s.doc)).size,
    windows: scored.length,
    otherDocumentRate: share(others),
    ownDocumentRate: share(scored.map((s) => ({ score: s.own, weight: weight(s.doc) }))),
    quantiles: { p50: round4(quantile(sorted, 0.5)), p90: round4(quantile(sorted, 0.1)), p95: round4(quantile(sorted, 0.05)), p99: round4(quantile(sorted, 0.01)) },
  };
}

describe('calibration against a reference written from its definition', () => {
  it.each([
    [2026, 0.05, false],
    [7, 0.05, false],
    [11, 0.2, false],
    [5, 0.05, true],
  ])('agrees to the last digit on corpus %i at a false-answer rate of %s (with a long handbook: %s)', (seed, rate, long) => {
    const index = buildIndex(corpus(seed, long), { ...DEFAULT_SETTINGS, falseAnswerRate: rate }).index!;
    const expected = reference(index, 'en', rate);
    expect(index.calibration.languages.en).toEqual(expected);
    // The corpus exercises what it was built to: a word too common to score, scores spread.
    expect(index.languages.en!.suppressed).toEqual(['count']);
    expect(expected.windows).toBeGreaterThan(60);
    expect(expected.quantiles!.p50).toBeLessThan(expected.quantiles!.p99);
  });
});

/**
 * The path from a made-up language (English-like words reversed) into English: five documents translated (two sharing
 * a sentence), a translated program in two versions, three pages in English only and one withdrawn before the
 * program began, one in the made-up language only (in words no other page uses), and one pair whose versions were never in force together (so not
 * translations of each other: the English one is reachable, the other is no sample).
 */
function translatedCorpus(seed: number) {
  const random = sequence(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const reversed = (text: string) => text.replace(/[a-z]+/g, (w) => [...w].reverse().join(''));
  const body = (d: number, common = 0.4) =>
    Array.from({ length: 2 + Math.floor(random() * 4) }, () =>
      Array.from({ length: 8 + Math.floor(random() * 20) }, () => (random() >= common ? pick(WORDS.slice(30 + d * 8, 38 + d * 8)) : pick(WORDS.slice(0, 30)))).join(' ') + '.',
    ).join('\n\n');
  const file = (id: string, lang: string, front: string, text: string) => ({ path: `${id}.md`, bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: Page ${id}\nlang: ${lang}\n${front}---\n\n${text}\n`) });
  const files = [];
  // Two translated pages share a sentence word for word: its windows are their own language's to answer.
  const repeated = 'Bring proof of where you live and a photo card to the counter.';
  for (let d = 0; d < 5; d++) {
    const text = body(d) + (d < 2 ? `\n\n${repeated}` : '');
    files.push(file(`t${d}-en`, 'en', `translation_key: t${d}\n`, text), file(`t${d}-qaa`, 'qaa', `translation_key: t${d}\n`, reversed(text)));
  }
  for (const d of [5, 6, 7]) files.push(file(`only${d}-en`, 'en', '', body(d)));
  // Words of its own only: carried into English, nothing of it scores anywhere.
  files.push(file('only8-qaa', 'qaa', '', reversed(body(8, 0))));
  const old = body(9);
  files.push(file('t9-en', 'en', 'translation_key: t9\neffective_from: 2025-01-01\n', old));
  files.push(file('t9-qaa', 'qaa', 'translation_key: t9\neffective_from: 2020-01-01\neffective_until: 2022-12-31\n', reversed(old)));
  // A translated program in two versions, one family: its windows weigh one document's share together.
  const program = body(3);
  const next = `${program}\n\n${body(3)}`;
  files.push(file('v1-en', 'en', 'translation_key: v\neffective_from: 2024-01-01\n', program), file('v1-qaa', 'qaa', 'translation_key: v\neffective_from: 2024-01-01\n', reversed(program)));
  files.push(
    file('v2-en', 'en', 'translation_key: v\neffective_from: 2025-01-01\nsupersedes: v1-en\n', next),
    file('v2-qaa', 'qaa', 'translation_key: v\neffective_from: 2025-01-01\nsupersedes: v1-qaa\n', reversed(next)),
  );
  // A notice in three versions in the made-up language, only the current one translated: the family still weighs one
  // document, carried by the one version that has windows.
  const notice = [body(4), body(4), body(4)];
  files.push(file('n1-qaa', 'qaa', 'effective_from: 2021-01-01\n', reversed(notice[0]!)));
  files.push(file('n2-qaa', 'qaa', 'effective_from: 2022-01-01\nsupersedes: n1-qaa\n', reversed(notice[1]!)));
  files.push(file('n3-qaa', 'qaa', 'translation_key: n\neffective_from: 2023-01-01\nsupersedes: n2-qaa\n', reversed(notice[2]!)));
  files.push(file('n3-en', 'en', 'translation_key: n\neffective_from: 2023-01-01\n', notice[2]!));
  // An English page withdrawn before the program began: no evidence against its windows, only against the others'.
  files.push(file('gone-en', 'en', 'effective_from: 2019-01-01\neffective_until: 2023-12-31\n', body(3)));
  return files;
}

function referencePath(index: CairnIndex, from: string, to: string, rate: number): LanguageCalibration | undefined {
  const prepared = prepareIndex(index);
  const documents = new Map(index.documents.map((d) => [d.id, d]));
  const translatedInto = (doc: string, lang: string) =>
    index.documents.filter(
      (d) => d.id !== doc && d.lang === lang && d.meta.translation_key !== undefined && d.meta.translation_key === documents.get(doc)!.meta.translation_key && overlaps(d.validity, documents.get(doc)!.validity),
    ).map((d) => d.id);
  const suppressed = new Set(index.languages[from]!.suppressed);
  const passages = index.passages.filter((p) => p.lang === from && translatedInto(p.doc, to).length > 0);
  const reachable = (doc: string) => documents.get(doc)!.lang === to && translatedInto(doc, from).length === 0;
  const together = (a: string, b: string) => overlaps(documents.get(a)!.validity, documents.get(b)!.validity);
  if (new Set(passages.map((p) => p.doc)).size < MIN_DOCUMENTS) return undefined;
  const scoring = (text: string) => tokenize(text).filter((t) => !suppressed.has(t));
  const shingles = (terms: readonly string[]) => terms.slice(0, Math.max(0, terms.length - 3)).map((_, i) => terms.slice(i, i + 4).join(' '));
  // Repeated word for word in another document of the question's language in force with it.
  const repeated = (w: { doc: string; terms: string[] }) => {
    const own = shingles(w.terms);
    const elsewhere = own.filter((sh) => index.passages.some((p) => p.lang === from && p.doc !== w.doc && together(p.doc, w.doc) && shingles(scoring(p.body)).includes(sh)));
    return own.length > 0 && elsewhere.length * 2 >= own.length;
  };
  const windows = passages.flatMap((p) => {
    const terms = scoring(p.body);
    return windowStarts(terms.length, WINDOW_TERMS, WINDOW_TERM_STRIDE).map((start) => ({ doc: p.doc, terms: terms.slice(start, start + WINDOW_TERMS) }));
  });
  expect(windows.some(repeated)).toBe(true);
  const scored = windows
    .filter((w) => !repeated(w))
    .map((w) => {
      const words = w.terms.map((term) => ({ term, word: term }));
      const candidates = retrieve(prepared, words, { languages: [to], thresholdOf: () => 0, limit: 100_000, translateFrom: [from] }).candidates;
      const best = (keep: (doc: string) => boolean) => Math.max(0, ...candidates.filter((c) => keep(c.passage.doc)).map((c) => c.score));
      return { doc: w.doc, own: best((d) => translatedInto(w.doc, to).includes(d)), other: best((d) => reachable(d) && together(d, w.doc)) };
    })
    .filter((s) => !(s.other > 0 && s.other >= ANSWERED_ELSEWHERE * s.own));
  if (scored.length < MIN_WINDOWS) return undefined;
  return summary(scored, rate, familyShare(scored, versionFamilies(index.documents)));
}

describe('a translated path\'s calibration against a reference written from its definition', () => {
  it.each([3, 19])('agrees to the last digit on corpus %i, both ways', (seed) => {
    const index = buildIndex(translatedCorpus(seed), DEFAULT_SETTINGS).index!;
    const rate = DEFAULT_SETTINGS.falseAnswerRate * TRANSLATED_RATE_SHARE;
    const expected = referencePath(index, 'qaa', 'en', rate);
    expect(expected).toBeDefined();
    expect(index.calibration.translations['qaa>en']).toEqual(expected);
    expect(calibrateTranslation(prepareIndex(index), 'qaa', 'en', rate)).toEqual(expected);
    // The other way too: the made-up language's one untranslated page is what an English question carried over reaches.
    expect(referencePath(index, 'en', 'qaa', rate)).toEqual(index.calibration.translations['en>qaa']);
  });
});

describe('calibration of a language written without spaces, against the same reference', () => {
  it('agrees to the last digit: windows of 18 characters, read as bigrams', () => {
    const random = sequence(88);
    const han = (from: number, count: number) => Array.from({ length: count }, (_, i) => String.fromCodePoint(0x4e00 + from + i));
    const common = han(0, 20);
    const shared = '请带上住址证明和照片到柜台办理手续';
    const files = Array.from({ length: 5 }, (_, d) => {
      const own = han(100 + d * 40, 12);
      const paragraphs = Array.from({ length: 4 + (d % 3) }, () => Array.from({ length: 20 + Math.floor(random() * 25) }, () => (random() < 0.6 ? own : common)[Math.floor(random() * 12)]!).join(''));
      if (d < 2) paragraphs.push(shared);
      return { path: `z${d}.md`, bytes: new TextEncoder().encode(`---\nid: z${d}\ntitle: 文档${d}\nlang: zh\n---\n\n${paragraphs.join('\n\n')}\n`) };
    });
    const index = buildIndex(files, DEFAULT_SETTINGS).index!;
    const expected = reference(index, 'zh', DEFAULT_SETTINGS.falseAnswerRate, true);
    expect(expected.source).toBe('calibrated');
    expect(index.calibration.languages.zh).toEqual(expected);
  });
});
