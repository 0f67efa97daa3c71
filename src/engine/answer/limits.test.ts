import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_LENGTH, questionLength } from './limits.ts';

describe('questionLength', () => {
  it('counts code points after trimming, as the limit is stated', () => {
    expect(questionLength('  rent help \n')).toBe(9);
    // One astral character is one character, though two UTF-16 units.
    expect(questionLength('📄 rent')).toBe(6);
    expect(questionLength('كم الإيجار؟')).toBe(11);
    expect(questionLength(' '.repeat(5))).toBe(0);
    expect(questionLength('a'.repeat(MAX_QUESTION_LENGTH))).toBe(1000);
  });
});
