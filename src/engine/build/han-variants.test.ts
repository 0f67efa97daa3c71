import { describe, expect, it } from 'vitest';
import { hanCharactersOf, hanVariantsByLanguage, hanVariantsOf } from './han-variants.ts';

describe('hanVariantsOf', () => {
  it('reads a Simplified character as the Traditional one a Traditional text writes', () => {
    expect(hanVariantsOf(new Set(['申', '請', '補', '助']))).toEqual({ 请: '請', 补: '補' });
  });

  it('reads a Traditional character as the Simplified one a Simplified text writes, Taiwan and Hong Kong forms too', () => {
    expect(hanVariantsOf(new Set(['申', '请', '台']))).toEqual({ 請: '请', 臺: '台', 檯: '台', 颱: '台' });
  });

  it('gives a Simplified character every Traditional form the text writes, in code-unit order', () => {
    // 发 is the Simplified form of both 發 (to issue) and 髮 (hair).
    expect(hanVariantsOf(new Set(['發', '髮']))).toEqual({ 发: '發髮' });
    expect(hanVariantsOf(new Set(['髮']))).toEqual({ 发: '髮' });
  });

  it('reads a character the text also writes in its own right: a Traditional text writes 面 (face) and 麵 (noodle)', () => {
    expect(hanVariantsOf(new Set(['面', '麵']))).toEqual({ 面: '麵', 麵: '面', 麪: '面', 麫: '面' });
    expect(hanVariantsOf(new Set(['请', '請']))).toEqual({ 请: '請', 請: '请' });
  });

  it('reads no character OpenCC pairs only within phrases: 著 and 着 are both written in both scripts', () => {
    expect(hanVariantsOf(new Set(['著']))).toBeUndefined();
    expect(hanVariantsOf(new Set(['餘']))).toEqual({ 余: '餘' });
  });

  it('records nothing for a text without Han, or whose characters have one form only', () => {
    expect(hanVariantsOf(new Set())).toBeUndefined();
    expect(hanVariantsOf(new Set(['申', '人']))).toBeUndefined();
  });

  it('reads each form of a chain (薴, 苧, 苎) as the one the text writes', () => {
    expect(hanVariantsOf(new Set(['苧']))).toEqual({ 薴: '苧', 苎: '苧' });
    const fromSimplified = hanVariantsOf(new Set(['苎']))!;
    expect(fromSimplified['苧']).toBe('苎');
  });
});

describe('hanCharactersOf', () => {
  it('collects each language’s Han characters, of its terms and of its synonyms, and nothing of another script', () => {
    const languages = { zh: { df: { 申请: 2, 请住: 1, gopas: 3 } }, en: { df: { grant: 1 } } };
    expect(hanCharactersOf(languages, { zh: [['补助', '津贴']] })).toEqual(new Map([['zh', new Set(['申', '请', '住', '补', '助', '津', '贴'])]]));
  });

  it('leaves out a language whose terms hold kana: Japanese kanji have forms of their own', () => {
    const languages = { ja: { df: { 医療: 1, 補助: 1, のお: 1 } }, 'zh-Hant': { df: { 醫療: 1 } } };
    expect([...hanCharactersOf(languages, {}).keys()]).toEqual(['zh-Hant']);
  });
});

describe('hanVariantsByLanguage', () => {
  it('records each language’s forms from its own characters, so another language’s text changes none of them', () => {
    const chinese = { 'zh-Hant': { df: { 醫療: 1, 補助: 2 } } };
    const alone = hanVariantsByLanguage(chinese, {})!;
    expect(alone['zh-Hant']!['医']).toBe('醫');
    expect(hanVariantsByLanguage({ ...chinese, ja: { df: { 医療: 1, のお: 1 } }, zh: { df: { 医疗: 1 } } }, {})).toEqual({ ...alone, zh: hanVariantsOf(new Set(['医', '疗'])) });
    expect(hanVariantsByLanguage({ en: { df: { grant: 1 } } }, {})).toBeUndefined();
  });
});
