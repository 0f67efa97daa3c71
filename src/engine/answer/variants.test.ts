import { describe, expect, it } from 'vitest';
import { hanReadings, hanVariant, umlautVariant, variantIndex } from './variants.ts';

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
  // A German corpus's terms with umlauts, and plain ones.
  const variants = variantIndex(new Map([['führu', 2.0], ['öffnu', 2.2], ['gebüh', 1.5], ['bürge', 1.1], ['süd', 3.0], ['blume', 2.4], ['mauer', 2.6]]));

  it('reads "ae", "oe" and "ue" as the umlaut German writes them for, every pair at once', () => {
    expect(umlautVariant(variants, 'fuehrungszeugnis')).toBe('führu');
    expect(umlautVariant(variants, 'Oeffnungszeiten'.toLowerCase())).toBe('öffnu');
    expect(umlautVariant(variants, 'gebuehren')).toBe('gebüh');
    expect(umlautVariant(variants, 'buergerbuero')).toBe('bürge');
    expect(umlautVariant(variants, 'sued')).toBe('süd');
  });

  it('reads one pair at a time when all at once is no term: a word may hold a real "ue" beside an umlaut', () => {
    const real = variantIndex(new Map([['queül', 2.0]]));
    expect(umlautVariant(real, 'queuel')).toBe('queül');
  });

  it('reads nothing where no term with marks is the reading: plain terms are read as typed, before this', () => {
    expect(umlautVariant(variants, 'blue')).toBeUndefined();
    expect(umlautVariant(variants, 'mauer')).toBeUndefined();
    expect(umlautVariant(variants, 'abcde')).toBeUndefined();
  });
});
