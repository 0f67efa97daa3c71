import { describe, expect, it } from 'vitest';
import { hanReadings, hanVariant, umlautVariant } from './variants.ts';

// A Traditional corpus: 申請 and 補助 are its terms; it writes both 發 and 髮 (发 reads as either), and 面 and 麵.
const forms = new Map([['请', '請'], ['补', '補'], ['发', '發髮'], ['面', '麵'], ['麵', '面']]);

describe('hanReadings', () => {
  it('reads each character as itself or one of its forms, every combination but the typed one, in code-unit order', () => {
    expect(hanReadings(forms, '申请')).toEqual(['申請']);
    expect(hanReadings(forms, '发面')).toEqual(['发麵', '發面', '發麵', '髮面', '髮麵'].sort());
  });

  it('is empty when no character has another form, and without forms', () => {
    expect(hanReadings(forms, '申込')).toEqual([]);
    expect(hanReadings(undefined, '申请')).toEqual([]);
  });
});

describe('hanVariant', () => {
  const idf = new Map([['申請', 2.1], ['補助', 1.7], ['發放', 2.5], ['頭髮', 3.2], ['麵包', 2.2]]);
  const vocabulary = new Set([...idf.keys(), '辦理']);

  it('reads each character the way the passages write it', () => {
    expect(hanVariant(forms, vocabulary, idf, '申请')).toBe('申請');
    expect(hanVariant(forms, vocabulary, idf, '补助')).toBe('補助');
  });

  it('reads a character the passages also write in its own right, when the n-gram as typed is not theirs', () => {
    expect(hanVariant(forms, vocabulary, idf, '面包')).toBe('麵包');
  });

  it('reads a character with two forms as the one that makes a term, the most common when both do', () => {
    expect(hanVariant(forms, vocabulary, idf, '发放')).toBe('發放');
    expect(hanVariant(forms, vocabulary, idf, '头发')).toBeUndefined(); // 头 has no entry here, so 頭髮 is out of reach
    expect(hanVariant(forms, new Set(['發x', '髮x']), new Map([['發x', 1.0], ['髮x', 0.5]]), '发x')).toBe('髮x');
    expect(hanVariant(forms, new Set(['發x', '髮x']), new Map([['發x', 0.5], ['髮x', 0.5]]), '发x')).toBe('發x');
  });

  it('reads a term too common to score as that term, before any that scores: typed, it is no unknown word', () => {
    expect(hanVariant(new Map([['办', '辦']]), vocabulary, idf, '办理')).toBe('辦理');
    expect(hanVariant(forms, new Set(['發x', '髮x']), new Map([['髮x', 0.5]]), '发x')).toBe('發x');
  });

  it('is undefined when no reading is a term of the passages, and without forms', () => {
    expect(hanVariant(forms, vocabulary, idf, '申込')).toBeUndefined();
    expect(hanVariant(forms, vocabulary, idf, '请求')).toBeUndefined();
    expect(hanVariant(undefined, vocabulary, idf, '申请')).toBeUndefined();
  });
});

describe('umlautVariant', () => {
  // A German corpus's terms with umlauts, and plain ones; a French one's, and a Vietnamese one's.
  const german = new Set(['führu', 'öffnu', 'gebüh', 'bürge', 'süd', 'blume', 'mauer', 'quell', 'queül']);
  const has = (terms: ReadonlySet<string>) => (term: string) => terms.has(term);

  it('reads "ae", "oe" and "ue" as the umlaut German writes them for, every pair at once', () => {
    expect(umlautVariant(has(german), 'fuehrungszeugnis')).toBe('führu');
    expect(umlautVariant(has(german), 'oeffnungszeiten')).toBe('öffnu');
    expect(umlautVariant(has(german), 'gebuehren')).toBe('gebüh');
    expect(umlautVariant(has(german), 'buergerbuero')).toBe('bürge');
    expect(umlautVariant(has(german), 'sued')).toBe('süd');
  });

  it('reads one pair at a time when all at once is no term: a word may hold a real "ue" beside an umlaut', () => {
    expect(umlautVariant(has(german), 'queuel')).toBe('queül');
  });

  it('reads nothing where the reading with the umlaut is no term: plain terms are read as typed, before this', () => {
    expect(umlautVariant(has(german), 'blue')).toBeUndefined();
    expect(umlautVariant(has(german), 'mauer')).toBeUndefined();
    expect(umlautVariant(has(german), 'abcde')).toBeUndefined();
  });

  it('reads no other mark for the pair: French "oeuvre" is no "ouvré", Vietnamese "khoe" no "khó"', () => {
    expect(umlautVariant(has(new Set(['ouvré', 'œuvr'])), 'oeuvre')).toBeUndefined();
    expect(umlautVariant(has(new Set(['khó'])), 'khoe')).toBeUndefined();
  });

  it('reads nothing of a word typed with a mark: typed with its accents, it is typed as meant', () => {
    // "khoẻ" (healthy) once read as "khó" (difficult) through its "oe" (a blind review, session 41).
    expect(umlautVariant(has(new Set(['khó', 'khöẻ'])), 'khoẻ')).toBeUndefined();
    expect(umlautVariant(has(german), 'füehrung')).toBeUndefined();
  });
});
