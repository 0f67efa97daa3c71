import { describe, expect, it } from 'vitest';
import { hanCharactersOf, hanVariantsOf } from './han-variants.ts';

describe('hanVariantsOf', () => {
  it('reads a Simplified character as the Traditional one a Traditional corpus uses', () => {
    expect(hanVariantsOf(new Set(['申', '請', '補', '助']))).toEqual({ 请: '請', 补: '補' });
  });

  it('reads a Traditional character as the Simplified one a Simplified corpus uses, Taiwan and Hong Kong forms too', () => {
    expect(hanVariantsOf(new Set(['申', '请', '台']))).toEqual({ 請: '请', 臺: '台', 檯: '台', 颱: '台' });
  });

  it('gives a Simplified character every Traditional form the corpus uses, in code-unit order', () => {
    // 发 is the Simplified form of both 發 (to issue) and 髮 (hair).
    expect(hanVariantsOf(new Set(['發', '髮']))).toEqual({ 发: '發髮' });
    expect(hanVariantsOf(new Set(['髮']))).toEqual({ 发: '髮' });
  });

  it('reads no character the corpus uses as another: a corpus holding both forms writes each as its own term', () => {
    expect(hanVariantsOf(new Set(['请', '請']))).toBeUndefined();
    expect(hanVariantsOf(new Set(['请', '請', '補']))).toEqual({ 补: '補' });
  });

  it('records nothing for a corpus without Han text, or whose characters have one form only', () => {
    expect(hanVariantsOf(new Set())).toBeUndefined();
    expect(hanVariantsOf(new Set(['申', '人']))).toBeUndefined();
  });

  it('follows a chain in the table: 薴 → 苧 → 苎 all meet the form the corpus uses', () => {
    const variants = hanVariantsOf(new Set(['苎']))!;
    expect(variants['苧']).toBe('苎');
    expect(hanVariantsOf(new Set(['苧']))).toEqual({ 薴: '苧', 苎: '苧' });
  });
});

describe('hanCharactersOf', () => {
  it('collects the Han characters of every language’s terms, and nothing of another script', () => {
    const languages = { zh: { df: { 申请: 2, 请住: 1, gopas: 3 } }, ja: { df: { 申込: 1, かな: 1 } }, en: { df: { grant: 1 } } };
    expect([...hanCharactersOf(languages)].sort()).toEqual(['住', '申', '请', '込'].sort());
  });
});
