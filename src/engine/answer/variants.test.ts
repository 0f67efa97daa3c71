import { describe, expect, it } from 'vitest';
import { hanVariant } from './variants.ts';

describe('hanVariant', () => {
  // A Traditional corpus: 申請 and 補助 are its terms, 髮 and 發 both in it (发 reads as either).
  const forms = new Map([['请', '請'], ['补', '補'], ['发', '發髮']]);
  const idf = new Map([['申請', 2.1], ['補助', 1.7], ['發放', 2.5], ['頭髮', 3.2], ['理髮', 2.9]]);
  const vocabulary = new Set([...idf.keys(), '辦理']);

  it('reads each character the passages never use as the form they do use', () => {
    expect(hanVariant(forms, vocabulary, idf, '申请')).toBe('申請');
    expect(hanVariant(forms, vocabulary, idf, '补助')).toBe('補助');
  });

  it('reads a character with two forms as the one that makes a term, the most common when both do', () => {
    expect(hanVariant(forms, vocabulary, idf, '发放')).toBe('發放');
    expect(hanVariant(forms, vocabulary, idf, '头发')).toBeUndefined(); // 头 has no entry here, so 頭髮 is out of reach
    const both = new Map([['发x', 1.0], ['髮x', 0.5]]);
    expect(hanVariant(forms, new Set(both.keys()), both, '发x')).toBe('髮x');
    expect(hanVariant(forms, new Set(['發x', '髮x']), new Map([['發x', 0.5], ['髮x', 0.5]]), '发x')).toBe('發x');
  });

  it('reads a term too common to score as that term, before any that scores: typed, it is no unknown word', () => {
    const common = new Map([['办', '辦']]);
    expect(hanVariant(common, vocabulary, idf, '办理')).toBe('辦理');
    expect(hanVariant(new Map([['发', '發髮']]), new Set(['發x', '髮x']), new Map([['髮x', 0.5]]), '发x')).toBe('發x');
  });

  it('is undefined when no character has another form, when no reading scores, and without forms', () => {
    expect(hanVariant(forms, vocabulary, idf, '申込')).toBeUndefined();
    expect(hanVariant(forms, vocabulary, idf, '请求')).toBeUndefined();
    expect(hanVariant(undefined, vocabulary, idf, '申请')).toBeUndefined();
  });
});
