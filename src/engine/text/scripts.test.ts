import { describe, expect, it } from 'vitest';
import { countScripts, scriptFamilyOf, type ScriptFamily } from './scripts.ts';

describe('scriptFamilyOf', () => {
  it.each<[string, ScriptFamily]>([
    ['A', 'Latin'], ['Z', 'Latin'], ['a', 'Latin'], ['z', 'Latin'], ['é', 'Latin'], ['ß', 'Latin'],
    ['@', 'Other'], ['[', 'Other'], ['`', 'Other'], ['{', 'Other'], ['7', 'Other'], [' ', 'Other'],
    ['ع', 'Arabic'], ['ש', 'Hebrew'], ['Ж', 'Cyrillic'], ['λ', 'Greek'], ['क', 'Devanagari'], ['中', 'Han'],
    ['か', 'Kana'], ['カ', 'Kana'], ['한', 'Hangul'], ['ก', 'Thai'], ['ა', 'Georgian'], ['٣', 'Other'], ['\u064E', 'Other'],
  ])('%j is %s, the first time and every time after', (char, family) => {
    expect(scriptFamilyOf(char)).toBe(family);
    expect(scriptFamilyOf(char)).toBe(family);
  });

  it('gives every ASCII code point the family the Unicode patterns give it', () => {
    for (let code = 0; code < 0x80; code++) {
      const char = String.fromCharCode(code);
      expect(scriptFamilyOf(char), `U+${code.toString(16)}`).toBe(/\p{L}/u.test(char) ? 'Latin' : 'Other');
    }
  });
});

describe('countScripts', () => {
  it('counts letters per family and nothing else', () => {
    expect(Object.fromEntries(countScripts('ما رقم هاتف Harbor 42!'))).toEqual({ Arabic: 9, Latin: 6 });
  });
});
