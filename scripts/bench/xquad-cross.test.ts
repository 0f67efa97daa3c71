import { describe, expect, it } from 'vitest';
import { crossLanguageIndex, crossLanguageTargets, measureCrossLanguage, renderCrossLanguage, roleOf, type CrossLanguageFigures } from './xquad-cross.ts';
import type { XquadLanguage } from './xquad-corpus.ts';

// Eight parallel articles: a made-up "language" whose words are the English ones reversed, so a lexicon can be
// learned from the translated half and checked: "house" is "esuoh".
const WORDS = ['house', 'river', 'garden', 'window', 'market', 'bridge', 'forest', 'engine', 'castle', 'harbor', 'desert', 'planet'];
const reversed = (text: string) => text.split(' ').map((w) => [...w].reverse().join('')).join(' ');
// Each paragraph ends in a word of its own, in letters only (digits would part from the letters and be shared).
const paragraph = (i: number, j: number) => `${WORDS[i % 12]} ${WORDS[(i + j + 1) % 12]} ${WORDS[(i + 2 * j + 3) % 12]} number${'abcdefgh'[i]}x${'abc'[j]}`;
function language(lang: string, render: (text: string) => string): XquadLanguage {
  return {
    lang,
    articles: Array.from({ length: 8 }, (_, i) => ({
      index: i,
      title: render(`${WORDS[i]} story`),
      paragraphs: [0, 1, 2].map((j) => render(paragraph(i, j))),
      questions: [0, 1, 2].map((j) => ({ id: `q${i}-${j}`, question: render(paragraph(i, j)), paragraph: `a${i}#${j + 1}` })),
    })),
  };
}
const EN = language('en', (t) => t);
// English written backwards, under ISO 639's private-use code: a language no runtime knows.
const REVERSED = language('qaa', reversed);

describe('protocol C', () => {
  it('plays the articles as translated (even), English only (1 mod 4) and out of the corpus (3 mod 4)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(roleOf)).toEqual(['learning', 'test', 'learning', 'out-of-corpus', 'learning', 'test', 'learning', 'out-of-corpus']);
  });

  it('indexes the translated half in both languages with a translation_key, the English-only quarter once, nothing else', () => {
    const index = crossLanguageIndex(EN, REVERSED);
    expect(index.documents.map((d) => [d.id, d.meta.translation_key ?? null])).toEqual([
      ['a0-en', 'a0'], ['a0-qaa', 'a0'], ['a1-en', null], ['a2-en', 'a2'], ['a2-qaa', 'a2'], ['a4-en', 'a4'], ['a4-qaa', 'a4'], ['a5-en', null], ['a6-en', 'a6'], ['a6-qaa', 'a6'],
    ]);
    expect(index.lexicon['en|qaa']).toContainEqual(['house', 'esuoh']);
  });

  it('counts the questions of each part and measures both runs', () => {
    const figures = measureCrossLanguage(EN, REVERSED);
    expect(figures).toMatchObject({ lang: 'qaa', learningArticles: 4, testQuestions: 6, outOfCorpusQuestions: 6 });
    // Asked in English, each question is its own paragraph word for word.
    expect(figures.monolingualP1).toBe(1);
    // The pairs the four translated articles teach; with them, 5 of the 6 reversed questions find their paragraph
    // first, and without them none (nothing of a reversed question is English but its number).
    expect(figures.lexiconEntries).toBe(11);
    expect(figures.lexicon.p1).toBeCloseTo(5 / 6, 10);
    expect(figures.sharedTokens.p1).toBe(0);
    // A paragraph holding, of the ask, only words two of its article's three paragraphs hold (its topic) is not
    // quoted: one wrong paragraph fewer.
    expect(figures.lexicon.shipped).toEqual({ correct: 1 / 6, wrong: 4 / 6, refused: 1 / 6 });
    // Half the out-of-corpus questions share three words with a translated article: answered in their own language.
    expect([figures.lexicon.falseAnswers, figures.lexicon.falseAcross]).toEqual([0.5, 0]);
  });

  it('tells the out-of-corpus questions answered from English passages apart', () => {
    // The out-of-corpus questions replaced by the English-only article a1's paragraphs, in English words: nothing in
    // the reversed language holds them, the fallback finds them word for word.
    const across: XquadLanguage = {
      ...REVERSED,
      articles: REVERSED.articles.map((a) => (roleOf(a.index) === 'out-of-corpus' ? { ...a, questions: a.questions.map((q, j) => ({ ...q, question: paragraph(1, j) })) } : a)),
    };
    const figures = measureCrossLanguage(EN, across);
    expect([figures.lexicon.falseAnswers, figures.lexicon.falseAcross]).toEqual([1, 1]);
    expect([figures.sharedTokens.falseAnswers, figures.sharedTokens.falseAcross]).toEqual([1, 1]);
  });
});

describe('protocol C targets and table', () => {
  const figures = (lang: string, p1: number, falseAnswers: number): CrossLanguageFigures => ({
    lang, learningArticles: 24, testQuestions: 282, outOfCorpusQuestions: 296, lexiconEntries: 900, monolingualP1: 0.9,
    lexicon: { p1, shipped: { correct: 0.3, wrong: 0.05, refused: 0.65 }, falseAnswers, falseAcross: 0.01 },
    sharedTokens: { p1: 0.5, shipped: { correct: 0.1, wrong: 0.05, refused: 0.85 }, falseAnswers: 0.07, falseAcross: 0.02 },
  });

  it('wants 80% of English P@1 in Spanish and German, 50% elsewhere, and at most 5% false answers', () => {
    expect(crossLanguageTargets(figures('es', 0.73, 0.05)).map((t) => t.met)).toEqual([true, true]);
    expect(crossLanguageTargets(figures('de', 0.71, 0.051)).map((t) => t.met)).toEqual([false, false]);
    expect(crossLanguageTargets(figures('ar', 0.45, 0.01)).map((t) => t.met)).toEqual([true, true]);
    expect(crossLanguageTargets(figures('zh', 0.44, 0.01))[0]!.detail).toBe('P@1 0.440 = 49% of 0.900 (shared tokens only: 0.500)');
    expect(crossLanguageTargets(figures('zh', 0.44, 0.03))[1]!.detail).toBe('false 0.030, of which through the fallback 0.010 (shared tokens only: 0.070, 0.020)');
  });

  it('prints one line per language and run', () => {
    expect(renderCrossLanguage({ es: figures('es', 0.72, 0.05) }).split('\n')).toEqual([
      'protocol C (cross-language): lang, run, P@1, English P@1, shipped correct / wrong / refused, out-of-corpus answered (of which from English passages), lexicon pairs',
      '  es  lexicon        P@1 0.720  (English 0.900)  0.300 / 0.050 / 0.650  false 0.050 (0.010)  900',
      '  es  shared tokens  P@1 0.500  (English 0.900)  0.100 / 0.050 / 0.850  false 0.070 (0.020)  0',
    ]);
  });
});
